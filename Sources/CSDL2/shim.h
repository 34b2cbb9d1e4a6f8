#ifndef FORCELAB_CSDL2_SHIM_H
#define FORCELAB_CSDL2_SHIM_H
// SDL2 with SDL_ttf and SDL_image, plus static inline helpers for the macros Swift cannot import.
#include <stdlib.h>
#include <string.h>
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
// zlib (a dependency of libpng, so of SDL_image): the contact sheet's streamed PNG, CRCs.
#include <zlib.h>
// libdeflate (libdeflate-dev): one-shot compression of a whole picture, about twice zlib's
// speed at level 1 for smaller output.
#include <libdeflate.h>
// HarfBuzz's version for the render environment (the text engine's own helpers, FriBidi and
// fontconfig are in CTextEngine, which links no SDL).
#include <harfbuzz/hb.h>
#include <linux/input.h>
#include <sys/ioctl.h>

static inline int fl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int fl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 fl_button_mask(int button) { return SDL_BUTTON(button); }
static inline Uint32 fl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
static inline Uint32 fl_pixelformat_abgr8888(void) { return SDL_PIXELFORMAT_ABGR8888; }
static inline Uint32 fl_pixelformat_rgba32(void) { return SDL_PIXELFORMAT_RGBA32; }
static inline int fl_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline Uint32 fl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline SDL_RWops *fl_rw_from_const_mem(const void *mem, int size) { return SDL_RWFromConstMem(mem, size); }
static inline Uint32 fl_init_audio(void) { return SDL_INIT_AUDIO; }
static inline Uint32 fl_init_video(void) { return SDL_INIT_VIDEO; }
static inline Uint32 fl_init_events(void) { return SDL_INIT_EVENTS; }
static inline Uint16 fl_audio_s16(void) { return AUDIO_S16SYS; }


// evdev (pen tablets): the ioctl request macros are not importable into Swift.
static inline int fl_evdev_absinfo(int fd, unsigned int code, struct input_absinfo *info) { return ioctl(fd, EVIOCGABS(code), info); }
static inline int fl_evdev_bits(int fd, unsigned int type, unsigned char *bits, int length) { return ioctl(fd, EVIOCGBIT(type, length), bits); }
static inline int fl_evdev_name(int fd, char *name, int length) { return ioctl(fd, EVIOCGNAME(length), name); }


// Raw deflate (no zlib header or trailer): one segment of a stream compressed in parallel.
static inline int fl_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}

#endif
