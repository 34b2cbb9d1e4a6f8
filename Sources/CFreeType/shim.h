#ifndef FORCELAB_CFREETYPE_SHIM_H
#define FORCELAB_CFREETYPE_SHIM_H
// The text engine's libraries, no SDL: FreeType (faces, glyph metrics and coverage), HarfBuzz
// over FreeType (hb-ft: shaping), GNU FriBidi (UAX #9) and fontconfig (fallback by script).
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ft.h>
#include <fribidi/fribidi.h>
#include <fontconfig/fontconfig.h>
#endif
