#ifndef FORCELAB_TEXT_ENGINE_H
#define FORCELAB_TEXT_ENGINE_H
// The text engine's measuring fonts over FreeType and HarfBuzz (hb-ft) directly, no SDL:
// the arithmetic of SDL_ttf 2.20.1 (Debian 12's libsdl2-ttf), which draws the same fonts, so
// a width measured here is the width TTF_SizeUTF8 gives (ForceLabSDLTests prove it on a corpus).
// Plus the static helpers over HarfBuzz's script property, FriBidi and fontconfig.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <harfbuzz/hb.h>
#include <fribidi/fribidi.h>
#include <fontconfig/fontconfig.h>

/// A font opened as TTF_OpenFontIndex opens it (then TTF_SetFontHinting(LIGHT) when `light`).
typedef struct fl_text_font fl_text_font;

/// Starts FreeType (once; the caller serializes opening and closing faces). 0 on success.
int fl_text_start(void);
/// `path`'s face `index` at `ptsize` (72 dpi: pixels); for a bitmap-only font, `ptsize` is the
/// strike's index. `light`: FreeType's light hinting, as TTF_HINTING_LIGHT; else the default.
/// Kerning on (TTF_SetFontKerning(font, 1)). NULL when FreeType cannot open it.
fl_text_font *fl_text_open(const char *path, int ptsize, long index, int light);
void fl_text_close(fl_text_font *font);
/// TTF_FontAscent, TTF_FontHeight, TTF_FontFaceFamilyName.
int fl_text_ascent(const fl_text_font *font);
int fl_text_height(const fl_text_font *font);
const char *fl_text_family(const fl_text_font *font);
/// TTF_FontFaceStyleName.
const char *fl_text_style(const fl_text_font *font);
/// TTF_GlyphIsProvided32: the glyph index of `ch` in the chosen charmap, 0 when none.
unsigned int fl_text_glyph(fl_text_font *font, uint32_t ch);
/// TTF_SizeUTF8 after TTF_SetFontDirection (rtl) and TTF_SetFontScriptName (`script`, an ISO
/// 15924 tag as HarfBuzz's hb_script_t). 0 on success.
int fl_text_size(fl_text_font *font, const char *utf8, int rtl, uint32_t script, int *w, int *h);
/// The alpha of TTF_RenderUTF8_Blended's surface (white, opaque) for the same text: `*pixels` a
/// malloc'ed `*w` by `*h` buffer the caller frees. 0 on success; -1 when SDL_ttf would return
/// no surface (zero width, a glyph that cannot load).
int fl_text_coverage(fl_text_font *font, const char *utf8, int rtl, uint32_t script, uint8_t **pixels, int *w,
                     int *h);

// --- text engine ---------------------------------------------------------------------------

/// The Unicode script of `cp` as a HarfBuzz (ISO 15924) tag, e.g. 'Arab', 'Zyyy' for Common.
static inline uint32_t fl_script_of(uint32_t cp) {
    return (uint32_t)hb_unicode_script(hb_unicode_funcs_get_default(), cp);
}

/// UAX #9 over one paragraph: `levels` gets the resolved level of each character (after L1) and
/// `visual` the logical index shown at each visual position. The paragraph takes the direction
/// of its first strong character (P2, P3); with none, RTL when `base` is 1, else LTR.
/// Returns the paragraph level, or -1 on failure.
static inline int fl_bidi(const uint32_t *text, int length, int base, int8_t *levels, int32_t *visual) {
    if (length <= 0) return 0;
    FriBidiCharType *types = (FriBidiCharType *)malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = (FriBidiBracketType *)malloc(sizeof(FriBidiBracketType) * (size_t)length);
    if (!types || !brackets) { free(types); free(brackets); return -1; }
    fribidi_get_bidi_types((const FriBidiChar *)text, length, types);
    fribidi_get_bracket_types((const FriBidiChar *)text, length, types, brackets);
    FriBidiParType direction = base < 0 ? FRIBIDI_PAR_ON : (base ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR);
    FriBidiLevel result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, (FriBidiLevel *)levels);
    int paragraph = -1;
    if (result != 0) {
        for (int i = 0; i < length; i++) visual[i] = i;
        // Flags 0: no mirroring or NSM reordering here (HarfBuzz mirrors inside RTL runs);
        // rule L1 resets trailing white space to the paragraph level in `levels`.
        if (fribidi_reorder_line(0, types, length, 0, direction, (FriBidiLevel *)levels, NULL, (FriBidiStrIndex *)visual) != 0) {
            paragraph = FRIBIDI_IS_RTL(direction) ? 1 : 0;
        }
    }
    free(types);
    free(brackets);
    return paragraph;
}

/// The installed fonts in fontconfig's order of preference for `family` (then `second`), in
/// language `lang` (may be NULL) at fontconfig weight `weight`: scalable faces only, untrimmed,
/// each with its charset. The caller destroys the set with FcFontSetDestroy.
static inline FcFontSet *fl_fc_sort(const char *family, const char *second, const char *lang, int weight) {
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return NULL;
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    if (second) FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)second);
    if (lang) {
        FcLangSet *languages = FcLangSetCreate();
        FcLangSetAdd(languages, (const FcChar8 *)lang);
        FcPatternAddLangSet(pattern, FC_LANG, languages);
        FcLangSetDestroy(languages);
    }
    FcPatternAddInteger(pattern, FC_WEIGHT, weight);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcFontSet *set = FcFontSort(NULL, pattern, FcFalse, NULL, &result);
    FcPatternDestroy(pattern);
    return set;
}
/// The installed faces of exactly `family` (all weights), each with its file, index, weight and
/// charset: much cheaper than a sort, which ranks every installed font.
static inline FcFontSet *fl_fc_list(const char *family) {
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return NULL;
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcObjectSet *objects = FcObjectSetBuild(FC_FILE, FC_INDEX, FC_CHARSET, FC_WEIGHT, FC_OUTLINE, FC_COLOR, FC_SLANT, FC_STYLE, (char *)0);
    FcFontSet *set = objects ? FcFontList(NULL, pattern, objects) : NULL;
    if (objects) FcObjectSetDestroy(objects);
    FcPatternDestroy(pattern);
    return set;
}
static inline int fl_fc_weight(const FcFontSet *set, int i) {
    int weight = FC_WEIGHT_REGULAR;
    FcPatternGetInteger(set->fonts[i], FC_WEIGHT, 0, &weight);
    return weight;
}
/// Whether the face's style name says Bold: a tie-break for files whose weight is wrong (Debian's
/// NotoNastaliqUrdu-Bold.ttf says 80, regular, like its Regular).
static inline int fl_fc_style_is_bold(const FcFontSet *set, int i) {
    FcChar8 *style = NULL;
    if (FcPatternGetString(set->fonts[i], FC_STYLE, 0, &style) != FcResultMatch) return 0;
    return strstr((const char *)style, "Bold") != NULL;
}
static inline int fl_fc_is_roman(const FcFontSet *set, int i) {
    int slant = FC_SLANT_ROMAN;
    FcPatternGetInteger(set->fonts[i], FC_SLANT, 0, &slant);
    return slant == FC_SLANT_ROMAN;
}
static inline int fl_fc_count(const FcFontSet *set) { return set ? set->nfont : 0; }
static inline const char *fl_fc_file(const FcFontSet *set, int i) {
    FcChar8 *file = NULL;
    return FcPatternGetString(set->fonts[i], FC_FILE, 0, &file) == FcResultMatch ? (const char *)file : NULL;
}
static inline int fl_fc_index(const FcFontSet *set, int i) {
    int index = 0;
    return FcPatternGetInteger(set->fonts[i], FC_INDEX, 0, &index) == FcResultMatch ? index : 0;
}
static inline int fl_fc_is_scalable_outline(const FcFontSet *set, int i) {
    FcBool outline = FcFalse, color = FcFalse;
    FcPatternGetBool(set->fonts[i], FC_OUTLINE, 0, &outline);
    FcPatternGetBool(set->fonts[i], FC_COLOR, 0, &color);
    return outline && !color;
}
static inline int fl_fc_has(const FcFontSet *set, int i, uint32_t cp) {
    FcCharSet *chars = NULL;
    if (FcPatternGetCharSet(set->fonts[i], FC_CHARSET, 0, &chars) != FcResultMatch) return 0;
    return FcCharSetHasChar(chars, cp);
}
/// The first installed colour font of `family` (Noto Color Emoji): its file, face index and the
/// pixel size of its bitmap strike (CBDT fonts draw at that size only). 0 when none is installed.
static inline int fl_fc_color_face(const char *family, char *file, int capacity, int *index, double *pixels) {
    FcPattern *pattern = FcPatternCreate();
    if (!pattern) return 0;
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddBool(pattern, FC_COLOR, FcTrue);
    FcObjectSet *objects = FcObjectSetBuild(FC_FILE, FC_INDEX, FC_PIXEL_SIZE, (char *)0);
    FcFontSet *set = objects ? FcFontList(NULL, pattern, objects) : NULL;
    if (objects) FcObjectSetDestroy(objects);
    FcPatternDestroy(pattern);
    int found = 0;
    if (set && set->nfont > 0) {
        FcChar8 *path = NULL;
        if (FcPatternGetString(set->fonts[0], FC_FILE, 0, &path) == FcResultMatch && strlen((const char *)path) < (size_t)capacity) {
            strcpy(file, (const char *)path);
            *index = 0;
            FcPatternGetInteger(set->fonts[0], FC_INDEX, 0, index);
            *pixels = 0;
            FcPatternGetDouble(set->fonts[0], FC_PIXEL_SIZE, 0, pixels);
            found = 1;
        }
    }
    if (set) FcFontSetDestroy(set);
    return found;
}
static inline int fl_fc_weight_regular(void) { return FC_WEIGHT_REGULAR; }
static inline int fl_fc_weight_medium(void) { return FC_WEIGHT_MEDIUM; }
static inline int fl_fc_weight_semibold(void) { return FC_WEIGHT_SEMIBOLD; }
static inline int fl_fc_weight_bold(void) { return FC_WEIGHT_BOLD; }

#endif
