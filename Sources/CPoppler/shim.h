// Poppler's GLib interface and cairo: PDF images of asset catalogs (IconFile image sets) are
// rasterized by Poppler, not by a parser of our own.
#include <poppler.h>
#include <cairo.h>
