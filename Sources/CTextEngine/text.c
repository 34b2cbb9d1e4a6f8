// Measuring as SDL_ttf 2.20.1 measures (its SDL_ttf.c, read for this: TTF_OpenFontIndexDPIRW,
// TTF_SetFontSizeDPI, TTF_initFontMetrics, TTF_SetFontHinting, Load_Glyph's metrics,
// TTF_Size_Internal's HarfBuzz path, Render_Line's Blended_Opaque blit), written anew over
// FreeType and HarfBuzz with no SDL. Only what the text engine calls: no styles, no outline,
// no subpixel or SDF rendering, one line.
#include "fl_text.h"
#include FT_GLYPH_H
#include <harfbuzz/hb-ft.h>

// SDL_ttf's fixed-point helpers (26.6).
#define FL_FLOOR(X) (int)(((X) & -64) / 64)
#define FL_CEIL(X) FL_FLOOR((X) + 63)
#define FL_F26DOT6(X) ((X) << 6)

typedef struct {
    int stored;
    FT_UInt index;
    int sz_left, sz_top, sz_width, sz_rows;
} fl_glyph_metrics;

struct fl_text_font {
    FT_Face face;
    hb_font_t *hb_font;
    int height, ascent, descent, lineskip;
    int ft_load_target;
    fl_glyph_metrics cache[256];
    FT_UInt cache_index[128];
    // The positions of the last measured line, for fl_text_coverage (SDL_ttf's pos_buf).
    struct { FT_UInt index; int x, y; } *pos;
    unsigned int pos_len, pos_max;
};

static FT_Library library = NULL;

int fl_text_start(void) {
    if (library) return 0;
    return FT_Init_FreeType(&library) == 0 ? 0 : -1;
}

static void init_metrics(fl_text_font *font) {
    FT_Face face = font->face;
    if (FT_IS_SCALABLE(face)) {
        FT_Fixed scale = face->size->metrics.y_scale;
        font->ascent = FL_CEIL(FT_MulFix(face->ascender, scale));
        font->descent = FL_CEIL(FT_MulFix(face->descender, scale));
        font->height = FL_CEIL(FT_MulFix(face->ascender - face->descender, scale));
        font->lineskip = FL_CEIL(FT_MulFix(face->height, scale));
    } else {
        font->ascent = FL_CEIL(face->size->metrics.ascender);
        font->descent = FL_CEIL(face->size->metrics.descender);
        font->height = FL_CEIL(face->size->metrics.height);
        font->lineskip = FL_CEIL(face->size->metrics.height);
    }
}

static void flush(fl_text_font *font) {
    memset(font->cache, 0, sizeof font->cache);
}

fl_text_font *fl_text_open(const char *path, int ptsize, long index, int light) {
    if (!library && fl_text_start() != 0) return NULL;
    fl_text_font *font = calloc(1, sizeof *font);
    if (!font) return NULL;
    if (FT_New_Face(library, path, index, &font->face) != 0 || !font->face) {
        free(font);
        return NULL;
    }
    FT_Face face = font->face;
    // The charmap SDL_ttf picks: UCS-4, else Windows Unicode or Symbol, ISO or Apple Unicode.
    FT_CharMap found = NULL;
    for (int i = 0; i < face->num_charmaps; i++) {
        FT_CharMap charmap = face->charmaps[i];
        if (charmap->platform_id == 3 && charmap->encoding_id == 10) { found = charmap; break; }
    }
    if (!found) {
        for (int i = 0; i < face->num_charmaps; i++) {
            FT_CharMap charmap = face->charmaps[i];
            if ((charmap->platform_id == 3 && charmap->encoding_id == 1) ||
                (charmap->platform_id == 3 && charmap->encoding_id == 0) ||
                (charmap->platform_id == 2 && charmap->encoding_id == 1) || charmap->platform_id == 0) {
                found = charmap;
                break;
            }
        }
    }
    if (found) FT_Set_Charmap(face, found);
    font->ft_load_target = FT_LOAD_TARGET_NORMAL;
    font->pos_max = 16;
    font->pos = malloc(font->pos_max * sizeof font->pos[0]);
    font->hb_font = hb_ft_font_create(face, NULL);
    if (!font->pos || !font->hb_font) { fl_text_close(font); return NULL; }
    hb_ft_font_set_load_flags(font->hb_font, FT_LOAD_DEFAULT | font->ft_load_target);
    // TTF_SetFontSizeDPI(font, ptsize, 0, 0).
    if (FT_IS_SCALABLE(face)) {
        if (FT_Set_Char_Size(face, 0, ptsize * 64, 0, 0) != 0) { fl_text_close(font); return NULL; }
    } else {
        if (face->num_fixed_sizes <= 0) { fl_text_close(font); return NULL; }
        int strike = ptsize < 0 ? 0 : ptsize;
        if (strike > face->num_fixed_sizes - 1) strike = face->num_fixed_sizes - 1;
        if (FT_Select_Size(face, strike) != 0) { fl_text_close(font); return NULL; }
    }
    init_metrics(font);
    flush(font);
    hb_ft_font_changed(font->hb_font);
    if (light) {
        // TTF_SetFontHinting(font, TTF_HINTING_LIGHT).
        font->ft_load_target = FT_LOAD_TARGET_LIGHT;
        hb_ft_font_set_load_flags(font->hb_font, FT_LOAD_DEFAULT | font->ft_load_target);
        flush(font);
    }
    return font;
}

void fl_text_close(fl_text_font *font) {
    if (!font) return;
    if (font->hb_font) hb_font_destroy(font->hb_font);
    if (font->face) FT_Done_Face(font->face);
    free(font->pos);
    free(font);
}

int fl_text_ascent(const fl_text_font *font) { return font->ascent; }
int fl_text_height(const fl_text_font *font) { return font->height; }
const char *fl_text_family(const fl_text_font *font) { return font->face->family_name; }
const char *fl_text_style(const fl_text_font *font) { return font->face->style_name; }

unsigned int fl_text_glyph(fl_text_font *font, uint32_t ch) {
    if (ch < 128) {
        FT_UInt idx = font->cache_index[ch];
        if (idx) return idx;
        idx = FT_Get_Char_Index(font->face, ch);
        font->cache_index[ch] = idx;
        return idx;
    }
    return FT_Get_Char_Index(font->face, ch);
}

// Load_Glyph's metrics (CACHED_METRICS): the bitmap's box when FreeType loaded a bitmap, else
// the outline's metrics rounded outwards.
static int glyph_metrics(fl_text_font *font, FT_UInt idx, fl_glyph_metrics **out) {
    fl_glyph_metrics *glyph = &font->cache[idx & 0xff];
    *out = glyph;
    if (glyph->stored && glyph->index == idx) return 0;
    glyph->stored = 0;
    glyph->index = idx;
    if (FT_Load_Glyph(font->face, idx, FT_LOAD_DEFAULT | font->ft_load_target) != 0) return -1;
    FT_GlyphSlot slot = font->face->glyph;
    glyph->sz_left = slot->bitmap_left;
    glyph->sz_top = slot->bitmap_top;
    glyph->sz_rows = (int)slot->bitmap.rows;
    glyph->sz_width = (int)slot->bitmap.width;
    if (glyph->sz_left == 0 && glyph->sz_top == 0 && glyph->sz_rows == 0 && glyph->sz_width == 0) {
        FT_Glyph_Metrics *metrics = &slot->metrics;
        int minx = FL_FLOOR(metrics->horiBearingX);
        int maxx = FL_CEIL(metrics->horiBearingX + metrics->width);
        int maxy = FL_FLOOR(metrics->horiBearingY);
        int miny = maxy - FL_CEIL(metrics->height);
        glyph->sz_left = minx;
        glyph->sz_top = maxy;
        glyph->sz_rows = maxy - miny;
        glyph->sz_width = maxx - minx;
    }
    glyph->stored = 1;
    return 0;
}

// TTF_Size_Internal with HarfBuzz; also the start of the line's ink (SDL_ttf's xstart, ystart).
static int size_internal(fl_text_font *font, const char *text, int rtl, uint32_t script, int *w, int *h,
                         int *xstart, int *ystart) {
    int x = 0, y = 0;
    int minx = 0, maxx = 0, miny = 0, maxy = font->height;
    font->pos_len = 0;
    hb_buffer_t *buffer = hb_buffer_create();
    if (!buffer) return -1;
    hb_buffer_set_direction(buffer, rtl ? HB_DIRECTION_RTL : HB_DIRECTION_LTR);
    hb_buffer_set_script(buffer, (hb_script_t)script);
    hb_buffer_add_utf8(buffer, text, -1, 0, -1);
    // No features: SDL_ttf 2.20.1 does not pass its kerning setting to HarfBuzz (a 'kern'
    // feature from use_kerning changes Inter's widths: it has GPOS kerning, no 'kern' table).
    hb_shape(font->hb_font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
    hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, &count);
    for (unsigned int g = 0; g < count; g++) {
        FT_UInt idx = info[g].codepoint;
        fl_glyph_metrics *glyph;
        if (glyph_metrics(font, idx, &glyph) < 0) { hb_buffer_destroy(buffer); return -1; }
        if (font->pos_len >= font->pos_max) {
            void *grown = realloc(font->pos, font->pos_max * 2 * sizeof font->pos[0]);
            if (!grown) { hb_buffer_destroy(buffer); return -1; }
            font->pos = grown;
            font->pos_max *= 2;
        }
        int pos_x = x + position[g].x_offset;
        int pos_y = y + FL_F26DOT6(font->ascent) - position[g].y_offset;
        x += position[g].x_advance;
        y += position[g].y_advance;
        font->pos[font->pos_len].index = idx;
        font->pos[font->pos_len].x = pos_x;
        font->pos[font->pos_len].y = pos_y;
        font->pos_len += 1;
        pos_x = FL_FLOOR(pos_x) + glyph->sz_left;
        pos_y = FL_FLOOR(pos_y) - glyph->sz_top;
        if (pos_x < minx) minx = pos_x;
        if (pos_x + glyph->sz_width > maxx) maxx = pos_x + glyph->sz_width;
        if (pos_y < miny) miny = pos_y;
        if (pos_y + glyph->sz_rows > maxy) maxy = pos_y + glyph->sz_rows;
    }
    // prev_advance stays 0 on SDL_ttf's HarfBuzz path.
    if (FL_FLOOR(x) > maxx) maxx = FL_FLOOR(x);
    if (xstart) *xstart = minx < 0 ? -minx : 0;
    if (ystart) *ystart = miny < 0 ? -miny : 0;
    if (w) *w = maxx - minx;
    if (h) *h = maxy - miny;
    hb_buffer_destroy(buffer);
    return 0;
}

int fl_text_size(fl_text_font *font, const char *utf8, int rtl, uint32_t script, int *w, int *h) {
    if (!font || !utf8) return -1;
    return size_internal(font, utf8, rtl, script, w, h, NULL, NULL);
}

// One glyph's coverage as Load_Glyph renders it for Blended (CACHED_COLOR: FT_LOAD_COLOR, the
// normal render mode), ORed into `alpha` (`*dst |= *src << 24`), or copied when it is colour.
static int blit_glyph(fl_text_font *font, FT_UInt idx, int x, int y, uint8_t *alpha, int width, int height) {
    FT_Face face = font->face;
    if (FT_Load_Glyph(face, idx, FT_LOAD_DEFAULT | font->ft_load_target | FT_LOAD_COLOR) != 0) return -1;
    FT_GlyphSlot slot = face->glyph;
    FT_Glyph glyph = NULL;
    FT_Bitmap *src;
    int left, top;
    if (slot->format == FT_GLYPH_FORMAT_BITMAP) {
        if (FT_Get_Glyph(slot, &glyph) != 0) return -1;
        if (FT_Glyph_To_Bitmap(&glyph, FT_RENDER_MODE_NORMAL, 0, 1) != 0) { FT_Done_Glyph(glyph); return -1; }
        FT_BitmapGlyph bitmap = (FT_BitmapGlyph)glyph;
        src = &bitmap->bitmap;
        left = bitmap->left;
        top = bitmap->top;
    } else {
        if (FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) != 0) return -1;
        src = &slot->bitmap;
        left = slot->bitmap_left;
        top = slot->bitmap_top;
    }
    int gw = (int)src->width, rows = (int)src->rows;
    if (gw == 0) rows = 0;
    int gx = x + left, gy = y - top;
    for (int r = 0; r < rows; r++) {
        int ty = gy + r;
        if (ty < 0 || ty >= height) continue;
        const unsigned char *row = src->buffer + r * src->pitch;
        for (int c = 0; c < gw; c++) {
            int tx = gx + c;
            if (tx < 0 || tx >= width) continue;
            uint8_t value;
            switch (src->pixel_mode) {
            case FT_PIXEL_MODE_MONO: value = (row[c >> 3] & (0x80 >> (c & 7))) ? 255 : 0; break;
            case FT_PIXEL_MODE_GRAY2: {
                // SDL_ttf's NORMAL_GRAY2 reads (c & 0xA0) >> 6 of the byte shifted to the pixel.
                int shifted = (row[c >> 2] << (2 * (c & 3))) & 0xFF;
                int v = (shifted & 0xA0) >> 6;
                value = v ? (uint8_t)(256 * v / 3 - 1) : 0;
                break;
            }
            case FT_PIXEL_MODE_GRAY4: {
                int shifted = (row[c >> 1] << (4 * (c & 1))) & 0xFF;
                int v = (shifted & 0xF0) >> 4;
                value = v ? (uint8_t)(256 * v / 15 - 1) : 0;
                break;
            }
            case FT_PIXEL_MODE_BGRA: value = row[4 * c + 3]; break;
            default: value = row[c]; break;
            }
            uint8_t *target = alpha + ty * width + tx;
            if (src->pixel_mode == FT_PIXEL_MODE_BGRA) *target = value;
            else *target |= value;
        }
    }
    if (glyph) FT_Done_Glyph(glyph);
    return 0;
}

int fl_text_coverage(fl_text_font *font, const char *utf8, int rtl, uint32_t script, uint8_t **pixels, int *w,
                     int *h) {
    int width = 0, height = 0, xstart = 0, ystart = 0;
    *pixels = NULL;
    if (!font || !utf8 || size_internal(font, utf8, rtl, script, &width, &height, &xstart, &ystart) < 0 ||
        width == 0)
        return -1;
    if (height <= 0) return -1;
    uint8_t *alpha = calloc((size_t)width * (size_t)height, 1);
    if (!alpha) return -1;
    for (unsigned int i = 0; i < font->pos_len; i++) {
        int x = xstart + FL_FLOOR(font->pos[i].x);
        int y = ystart + FL_FLOOR(font->pos[i].y);
        if (blit_glyph(font, font->pos[i].index, x, y, alpha, width, height) < 0) { free(alpha); return -1; }
    }
    *pixels = alpha;
    *w = width;
    *h = height;
    return 0;
}
