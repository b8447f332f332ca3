// The C interface RouteCardRaster uses: librsvg (SVG → cairo), cairo's PNG and PDF surfaces, and
// the GLib/GIO pieces they need (memory input streams, GError, g_object_unref).
//
// RouteCardRaster does not link these libraries. It opens librsvg with dlopen the first time a
// picture is drawn, so writing SVG, `info` and start-up pay nothing for the ~50 shared libraries
// librsvg brings (pkg-config's link flags would make the loader map them all at start-up). Each
// function is looked up once with dlsym and called through the pointer types below, which restate
// the prototypes of librsvg 2.52+, cairo 1.16+ and GLib 2.x (stable ABIs) for exactly the calls
// RouteCard makes; no function is declared, so nothing can be called without being looked up.
// Opaque objects are incomplete types; the two structs RouteCard reads (GError, RsvgRectangle)
// and the enum values it passes are as those headers define them.
#ifndef ROUTECARD_CRSVG_SHIM_H
#define ROUTECARD_CRSVG_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <dlfcn.h>

// GLib / GIO (glib/gerror.h, gio/gmemoryinputstream.h)
typedef struct _GInputStream GInputStream;
typedef struct _GFile GFile;
typedef struct _GCancellable GCancellable;
typedef struct _GError { uint32_t domain; int code; char *message; } GError;
typedef void (*GDestroyNotify)(void *data);

// cairo (cairo.h, cairo-pdf.h)
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef enum _cairo_status {
    CAIRO_STATUS_SUCCESS = 0,
    CAIRO_STATUS_NO_MEMORY = 1,
    CAIRO_STATUS_READ_ERROR = 10,
    CAIRO_STATUS_WRITE_ERROR = 11
} cairo_status_t;
typedef enum _cairo_format { CAIRO_FORMAT_ARGB32 = 0, CAIRO_FORMAT_RGB24 = 1 } cairo_format_t;
typedef enum _cairo_pdf_metadata { CAIRO_PDF_METADATA_CREATOR = 4, CAIRO_PDF_METADATA_CREATE_DATE = 5 } cairo_pdf_metadata_t;
typedef cairo_status_t (*cairo_write_func_t)(void *closure, const unsigned char *data, unsigned int length);
typedef cairo_status_t (*cairo_read_func_t)(void *closure, unsigned char *data, unsigned int length);

// librsvg (librsvg/rsvg.h)
typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x; double y; double width; double height; } RsvgRectangle;
enum { RSVG_HANDLE_FLAG_UNLIMITED = 1 << 0 };

typedef RsvgHandle *(*routecard_rsvg_handle_new_from_stream_sync_t)(GInputStream *stream, GFile *base_file, int flags,
                                                                      GCancellable *cancellable, GError **error);
typedef int (*routecard_rsvg_handle_get_intrinsic_size_in_pixels_t)(RsvgHandle *handle, double *width, double *height);
typedef int (*routecard_rsvg_handle_render_layer_t)(RsvgHandle *handle, cairo_t *cr, const char *id,
                                                    const RsvgRectangle *viewport, GError **error);
typedef int (*routecard_rsvg_handle_render_document_t)(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                                        GError **error);
typedef GInputStream *(*routecard_g_memory_input_stream_new_from_data_t)(const void *data, ptrdiff_t length,
                                                                          GDestroyNotify destroy);
typedef void (*routecard_g_object_unref_t)(void *object);
typedef void (*routecard_g_error_free_t)(GError *error);

typedef cairo_surface_t *(*routecard_cairo_image_surface_create_t)(cairo_format_t format, int width, int height);
typedef cairo_surface_t *(*routecard_cairo_image_surface_create_for_data_t)(unsigned char *data, cairo_format_t format,
                                                                             int width, int height, int stride);
typedef cairo_surface_t *(*routecard_cairo_image_surface_create_from_png_stream_t)(cairo_read_func_t read, void *closure);
typedef cairo_format_t (*routecard_cairo_image_surface_get_format_t)(cairo_surface_t *surface);
typedef int (*routecard_cairo_image_surface_get_width_t)(cairo_surface_t *surface);
typedef int (*routecard_cairo_image_surface_get_height_t)(cairo_surface_t *surface);
typedef int (*routecard_cairo_image_surface_get_stride_t)(cairo_surface_t *surface);
typedef unsigned char *(*routecard_cairo_image_surface_get_data_t)(cairo_surface_t *surface);
typedef cairo_surface_t *(*routecard_cairo_pdf_surface_create_for_stream_t)(cairo_write_func_t write, void *closure,
                                                                             double width_in_points, double height_in_points);
typedef void (*routecard_cairo_pdf_surface_set_metadata_t)(cairo_surface_t *surface, cairo_pdf_metadata_t metadata,
                                                            const char *utf8);
typedef cairo_status_t (*routecard_cairo_surface_status_t)(cairo_surface_t *surface);
typedef void (*routecard_cairo_surface_destroy_t)(cairo_surface_t *surface);
typedef void (*routecard_cairo_surface_flush_t)(cairo_surface_t *surface);
typedef void (*routecard_cairo_surface_finish_t)(cairo_surface_t *surface);
typedef void (*routecard_cairo_surface_mark_dirty_t)(cairo_surface_t *surface);
typedef cairo_status_t (*routecard_cairo_surface_write_to_png_stream_t)(cairo_surface_t *surface, cairo_write_func_t write,
                                                                         void *closure);
typedef const char *(*routecard_cairo_status_to_string_t)(cairo_status_t status);
typedef cairo_t *(*routecard_cairo_create_t)(cairo_surface_t *target);
typedef void (*routecard_cairo_destroy_t)(cairo_t *cr);
typedef cairo_status_t (*routecard_cairo_status_t)(cairo_t *cr);
typedef void (*routecard_cairo_set_source_rgba_t)(cairo_t *cr, double red, double green, double blue, double alpha);
typedef void (*routecard_cairo_paint_t)(cairo_t *cr);
typedef void (*routecard_cairo_set_source_surface_t)(cairo_t *cr, cairo_surface_t *surface, double x, double y);
typedef void (*routecard_cairo_rectangle_t)(cairo_t *cr, double x, double y, double width, double height);
typedef void (*routecard_cairo_clip_t)(cairo_t *cr);
typedef void (*routecard_cairo_translate_t)(cairo_t *cr, double tx, double ty);

// fontconfig (fontconfig/fontconfig.h), which librsvg's text goes through: FcInit loads the
// configuration and the font caches once per process (FcBool is an int); FcFontList with a
// pattern of one character's charset finds the installed fonts that have it.
typedef struct _FcPattern FcPattern;
typedef struct _FcObjectSet FcObjectSet;
typedef struct _FcConfig FcConfig;
typedef struct _FcFontSet { int nfont; int sfont; FcPattern **fonts; } FcFontSet;
typedef int (*routecard_fc_init_t)(void);
typedef FcPattern *(*routecard_fc_name_parse_t)(const unsigned char *name);
typedef FcObjectSet *(*routecard_fc_object_set_create_t)(void);
typedef FcFontSet *(*routecard_fc_font_list_t)(FcConfig *config, FcPattern *pattern, FcObjectSet *objects);
typedef void (*routecard_fc_font_set_destroy_t)(FcFontSet *set);
typedef void (*routecard_fc_pattern_destroy_t)(FcPattern *pattern);
typedef void (*routecard_fc_object_set_destroy_t)(FcObjectSet *objects);

#endif
