#ifndef FORCELAB_PDF_IMAGE_H
#define FORCELAB_PDF_IMAGE_H
// The first page of a PDF (an asset catalog's image) rendered by Poppler's GLib interface into
// a cairo image surface. Poppler, cairo and GLib are loaded on the first call (dlopen, once, from
// any thread), so a command that draws no PDF never maps them. Only plain C types cross here.
#include <stddef.h>
#include <stdint.h>

typedef enum {
    FL_PDF_OK = 0,
    FL_PDF_UNAVAILABLE,     // a library is missing: `message` names it and its Debian package
    FL_PDF_NO_MEMORY,       // out of memory
    FL_PDF_UNREADABLE,      // Poppler cannot read it: `message` is Poppler's reason
    FL_PDF_NO_PAGE,         // the PDF has no page
    FL_PDF_NO_SIZE,         // the first page's size is not a positive finite number
    FL_PDF_NOTHING_DRAWN,   // cairo gave no pixels
} fl_pdf_status;

typedef struct fl_pdf fl_pdf;

/// Reads the PDF in `bytes` (copied) and its first page; `*page_width` and `*page_height` are
/// the page's size in points. On FL_PDF_OK `*pdf` is to be closed with fl_pdf_close.
fl_pdf_status fl_pdf_open(const uint8_t *bytes, size_t size, fl_pdf **pdf, double *page_width, double *page_height,
                          char *message, size_t message_capacity);
/// Renders the first page into `frame_width` x `frame_height` at (`frame_x`, `frame_y`) of a
/// transparent `width` x `height` image and writes it to `argb` (width x height pixels, straight,
/// not premultiplied, ARGB8888 in native byte order).
fl_pdf_status fl_pdf_render(fl_pdf *pdf, int width, int height, int frame_x, int frame_y, int frame_width,
                            int frame_height, uint32_t *argb);
void fl_pdf_close(fl_pdf *pdf);

#endif
