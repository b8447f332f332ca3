// The C interface RouteCardTiles uses to crop PNG tiles: Debian's libpng, its simplified API only
// (png_image_*: no setjmp/longjmp error handling reaches Swift).
#ifndef ROUTECARD_CPNG_SHIM_H
#define ROUTECARD_CPNG_SHIM_H

#include <png.h>

/// PNG_FORMAT_RGBA (a macro Swift does not import): 8-bit red, green, blue, alpha, not premultiplied.
static const unsigned int routecard_png_format_rgba = PNG_FORMAT_RGBA;

#endif
