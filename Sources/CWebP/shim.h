// The C interface RouteCardTiles uses for WebP: Debian's libwebp, to decode WebP tiles and to
// encode cards asked for as WebP.
#ifndef ROUTECARD_CWEBP_SHIM_H
#define ROUTECARD_CWEBP_SHIM_H

#include <webp/decode.h>
#include <webp/encode.h>

#endif
