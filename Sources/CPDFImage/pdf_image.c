// See fl_pdf_image.h. Compiled against the headers of libpoppler-glib-dev, libcairo2-dev and
// libglib2.0-dev, linked to none of them: each function is reached through a table filled by
// dlsym, its pointer typed with __typeof__ of the header's declaration.
#include "fl_pdf_image.h"

#include <cairo.h>
#include <dlfcn.h>
#include <math.h>
#include <poppler.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// One list per library, in dependency order. The sonames are Debian 12's: Poppler's, cairo's
// and GLib's headers give their release numbers, not their ABI versions.
#define FL_GLIB_FUNCTIONS(X) X(g_bytes_new) X(g_bytes_unref) X(g_error_free)
#define FL_GOBJECT_FUNCTIONS(X) X(g_object_unref)
#define FL_CAIRO_FUNCTIONS(X)                                                                                    \
    X(cairo_image_surface_create) X(cairo_surface_destroy) X(cairo_create) X(cairo_translate) X(cairo_scale)    \
    X(cairo_destroy) X(cairo_surface_flush) X(cairo_image_surface_get_stride) X(cairo_image_surface_get_data)
#define FL_POPPLER_FUNCTIONS(X)                                                                                  \
    X(poppler_document_new_from_bytes) X(poppler_document_get_n_pages) X(poppler_document_get_page)             \
    X(poppler_page_get_size) X(poppler_page_render)

#define FL_POINTER(name) __typeof__(name) *name;
static struct {
    FL_GLIB_FUNCTIONS(FL_POINTER)
    FL_GOBJECT_FUNCTIONS(FL_POINTER)
    FL_CAIRO_FUNCTIONS(FL_POINTER)
    FL_POPPLER_FUNCTIONS(FL_POINTER)
} api;
#undef FL_POINTER

typedef struct {
    const char *soname, *package;
} fl_library;

static const fl_library glib = {"libglib-2.0.so.0", "libglib2.0-0"};
static const fl_library gobject = {"libgobject-2.0.so.0", "libglib2.0-0"};
static const fl_library cairo = {"libcairo.so.2", "libcairo2"};
static const fl_library poppler = {"libpoppler-glib.so.8", "libpoppler-glib8"};

static int loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *open_library(const fl_library *library) {
    // FORCELAB_MISSING_LIBRARY=libavcodec (a soname without ".so..."): that library is treated
    // as not installed, the tests' way to reach this error without uninstalling anything.
    const char *missing = getenv("FORCELAB_MISSING_LIBRARY");
    size_t length = missing ? strlen(missing) : 0;
    int hidden = length && strncmp(library->soname, missing, length) == 0 && library->soname[length] == '.';
    void *handle = hidden ? NULL : dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = hidden ? "hidden by FORCELAB_MISSING_LIBRARY" : dlerror();
        snprintf(failure, sizeof failure, "cannot load %s (Debian's package %s): %s", library->soname,
                 library->package, reason ? reason : "unknown error");
    }
    return handle;
}

#define FL_SYMBOL(name)                                                                                          \
    if (!(api.name = (__typeof__(name) *)dlsym(handle, #name))) {                                                \
        snprintf(failure, sizeof failure, "%s has no %s (Debian's package %s is not the one expected)",         \
                 library->soname, #name, library->package);                                                     \
        return 0;                                                                                                \
    }

static int load_glib(void *handle, const fl_library *library) {
    FL_GLIB_FUNCTIONS(FL_SYMBOL)
    return 1;
}
static int load_gobject(void *handle, const fl_library *library) {
    FL_GOBJECT_FUNCTIONS(FL_SYMBOL)
    return 1;
}
static int load_cairo(void *handle, const fl_library *library) {
    FL_CAIRO_FUNCTIONS(FL_SYMBOL)
    return 1;
}
static int load_poppler(void *handle, const fl_library *library) {
    FL_POPPLER_FUNCTIONS(FL_SYMBOL)
    return 1;
}

static void load(void) {
    static const struct {
        const fl_library *library;
        int (*symbols)(void *, const fl_library *);
    } steps[] = {{&glib, load_glib}, {&gobject, load_gobject}, {&cairo, load_cairo}, {&poppler, load_poppler}};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        void *handle = open_library(steps[i].library);
        if (!handle || !steps[i].symbols(handle, steps[i].library)) return;  // the handles stay open: harmless
    }
    loaded = 1;
}

struct fl_pdf {
    GBytes *bytes;
    PopplerDocument *document;
    PopplerPage *page;
    double page_width, page_height;
};

void fl_pdf_close(fl_pdf *pdf) {
    if (!pdf) return;
    if (pdf->page) api.g_object_unref(pdf->page);
    if (pdf->document) api.g_object_unref(pdf->document);
    if (pdf->bytes) api.g_bytes_unref(pdf->bytes);
    free(pdf);
}

fl_pdf_status fl_pdf_open(const uint8_t *bytes, size_t size, fl_pdf **result, double *page_width,
                          double *page_height, char *message, size_t message_capacity) {
    *result = NULL;
    pthread_once(&once, load);
    if (!loaded) {
        snprintf(message, message_capacity, "%s", failure);
        return FL_PDF_UNAVAILABLE;
    }
    fl_pdf *pdf = calloc(1, sizeof *pdf);
    if (!pdf) return FL_PDF_NO_MEMORY;
    if (!(pdf->bytes = api.g_bytes_new(bytes, size))) {
        free(pdf);
        return FL_PDF_NO_MEMORY;
    }
    GError *error = NULL;
    pdf->document = api.poppler_document_new_from_bytes(pdf->bytes, NULL, &error);
    if (!pdf->document) {
        snprintf(message, message_capacity, "%s", error && error->message ? error->message : "unknown error");
        if (error) api.g_error_free(error);
        fl_pdf_close(pdf);
        return FL_PDF_UNREADABLE;
    }
    if (api.poppler_document_get_n_pages(pdf->document) <= 0 ||
        !(pdf->page = api.poppler_document_get_page(pdf->document, 0))) {
        fl_pdf_close(pdf);
        return FL_PDF_NO_PAGE;
    }
    api.poppler_page_get_size(pdf->page, &pdf->page_width, &pdf->page_height);
    if (!isfinite(pdf->page_width) || !isfinite(pdf->page_height) || !(pdf->page_width > 0) ||
        !(pdf->page_height > 0)) {
        fl_pdf_close(pdf);
        return FL_PDF_NO_SIZE;
    }
    *page_width = pdf->page_width;
    *page_height = pdf->page_height;
    *result = pdf;
    return FL_PDF_OK;
}

fl_pdf_status fl_pdf_render(fl_pdf *pdf, int width, int height, int frame_x, int frame_y, int frame_width,
                            int frame_height, uint32_t *argb) {
    cairo_surface_t *surface = api.cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (!surface) return FL_PDF_NO_MEMORY;
    cairo_t *context = api.cairo_create(surface);
    api.cairo_translate(context, (double)frame_x, (double)frame_y);
    api.cairo_scale(context, (double)frame_width / pdf->page_width, (double)frame_height / pdf->page_height);
    api.poppler_page_render(pdf->page, context);
    api.cairo_destroy(context);
    api.cairo_surface_flush(surface);
    // cairo's ARGB32 is premultiplied, native-endian; the display list wants straight ARGB8888.
    int stride = api.cairo_image_surface_get_stride(surface);
    const unsigned char *base = api.cairo_image_surface_get_data(surface);
    if (!base) {
        api.cairo_surface_destroy(surface);
        return FL_PDF_NOTHING_DRAWN;
    }
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(base + (size_t)y * (size_t)stride);
        uint32_t *out = argb + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++) {
            uint32_t pixel = row[x], a = pixel >> 24;
            if (a == 0) {
                out[x] = 0;
                continue;
            }
            uint32_t r = ((pixel >> 16) & 0xFF) * 255 / a, g = ((pixel >> 8) & 0xFF) * 255 / a,
                     b = (pixel & 0xFF) * 255 / a;
            out[x] = a << 24 | (r < 255 ? r : 255) << 16 | (g < 255 ? g : 255) << 8 | (b < 255 ? b : 255);
        }
    }
    api.cairo_surface_destroy(surface);
    return FL_PDF_OK;
}
