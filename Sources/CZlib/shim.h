// The C interface RouteCardCompression uses: zlib's inflate (gzip and zlib streams), deflate (gzip and
// raw pieces for PNG), Adler-32 and CRC-32.
// The init macros take the library version and struct size, so they are wrapped here.
#ifndef ROUTECARD_CZLIB_SHIM_H
#define ROUTECARD_CZLIB_SHIM_H

#include <zlib.h>

/// inflateInit2 with automatic gzip/zlib header detection (window bits 15 + 32).
static inline int routecard_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}

/// deflateInit2 writing a gzip stream (window bits 15 + 16) at the default level.
static inline int routecard_deflate_init_gzip(z_stream *stream) {
    return deflateInit2(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

/// deflateInit2 writing raw deflate (window bits -15, no header or trailer) at `level` with `strategy`
/// (Z_DEFAULT_STRATEGY, or Z_RLE: matches only at distance 1).
static inline int routecard_deflate_init_raw(z_stream *stream, int level, int strategy) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, strategy);
}

#endif
