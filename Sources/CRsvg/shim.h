// The C interface RouteCardRaster uses: librsvg (SVG → cairo), cairo's PNG and PDF surfaces,
// and the GLib/GIO pieces they need (memory input streams, GError, g_object_unref).
#ifndef ROUTECARD_CRSVG_SHIM_H
#define ROUTECARD_CRSVG_SHIM_H

#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <gio/gio.h>

#endif
