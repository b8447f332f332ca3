// The C interface RouteCardTiles uses to crop JPEG tiles: Debian's libjpeg (libjpeg-turbo).
//
// libjpeg reports errors by calling error_exit, which must not return: these wrappers catch it
// with setjmp/longjmp inside C (no Swift frame is ever jumped over) and return 0 instead, so a
// broken tile is a failed call, never an exit() or a crash.
#ifndef ROUTECARD_CJPEG_SHIM_H
#define ROUTECARD_CJPEG_SHIM_H

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct routecard_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void routecard_jpeg_error_exit(j_common_ptr info) {
    longjmp(((struct routecard_jpeg_error *)info->err)->jump, 1);
}

static void routecard_jpeg_quiet(j_common_ptr info) { (void)info; }

/// Makes libjpeg report errors by a longjmp to error->jump (set by the caller) and print nothing.
static struct jpeg_error_mgr *routecard_jpeg_errors(struct routecard_jpeg_error *error) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->base);
    manager->error_exit = routecard_jpeg_error_exit;
    manager->output_message = routecard_jpeg_quiet;
    return manager;
}

/// Reads a JPEG's size into *width and *height and, when out has room for width × height × 3
/// bytes (capacity), decodes it there as 8-bit RGB rows; with out NULL only the size is read.
/// 1 on success, 0 when it cannot be read or decoded (CMYK, broken) or out is too small.
static inline int routecard_jpeg_decode_rgb(const unsigned char *data, unsigned long size, unsigned char *out,
                                            unsigned long capacity, int *width, int *height) {
    struct jpeg_decompress_struct info;
    struct routecard_jpeg_error error;
    info.err = routecard_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    if (out == NULL) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    if (info.output_components != 3 || (unsigned long)info.output_width * info.output_height * 3 > capacity) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (unsigned long)info.output_scanline * info.output_width * 3;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 1;
}

/// Encodes 8-bit RGB rows as a baseline JPEG of `quality` (1…100) into a buffer malloc'd by
/// libjpeg (*out, *out_size; free it with free()); 1 on success, 0 on failure.
static inline int routecard_jpeg_encode_rgb(const unsigned char *rgb, int width, int height, int quality,
                                            unsigned char **out, unsigned long *out_size) {
    struct jpeg_compress_struct info;
    struct routecard_jpeg_error error;
    *out = NULL;
    *out_size = 0;
    info.err = routecard_jpeg_errors(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*out);
        *out = NULL;
        return 0;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, out_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (unsigned long)info.next_scanline * (unsigned long)width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 1;
}

#endif
