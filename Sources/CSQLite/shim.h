// The C interface RouteCardTiles uses to read MBTiles files: the system SQLite.
#ifndef ROUTECARD_CSQLITE_SHIM_H
#define ROUTECARD_CSQLITE_SHIM_H

#include <sqlite3.h>

#endif
