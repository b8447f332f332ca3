// The C interface RouteCardTiles uses to decode WebP tiles: Debian's libwebp (decode only).
#ifndef ROUTECARD_CWEBP_SHIM_H
#define ROUTECARD_CWEBP_SHIM_H

#include <webp/decode.h>

#endif
