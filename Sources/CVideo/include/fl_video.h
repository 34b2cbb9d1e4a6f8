#ifndef FORCELAB_VIDEO_H
#define FORCELAB_VIDEO_H
// Video and animated-image encoding through Debian's FFmpeg 5.1 (libavcodec, libavformat,
// libswscale, libavutil), loaded on first use. Only plain C types cross this header. The file is built in memory (a
// seekable AVIOContext over a growing buffer: MP4's index is written at the end and moved to
// the front), so the caller writes the finished bytes through its own checked writer.
#include <stddef.h>
#include <stdint.h>

typedef enum {
    FL_VIDEO_MP4 = 0,   // H.264 (libx264), yuv420p, in MP4 with the index first (faststart)
    FL_VIDEO_WEBM = 1,  // VP9 (libvpx), yuv420p, in WebM
    FL_VIDEO_GIF = 2,   // GIF, one fixed 252-colour palette, ordered dithering, looping
    FL_VIDEO_APNG = 3,  // APNG, RGB, looping
} fl_video_format;

typedef struct fl_video fl_video;

/// Loads FFmpeg's four libraries (dlopen of the sonames this file was compiled against; once,
/// from any thread). 0, or -1 with the reason, naming the library and its Debian package, in
/// `error`. fl_video_open calls it; nothing maps FFmpeg before.
int fl_video_load(char *error, size_t error_capacity);

/// Opens an encoder for frames of width x height pixels at fps frames a second; threads is the
/// encoder's thread count (fixed, so the bytes do not depend on the machine). NULL on failure,
/// with the reason in `error`.
fl_video *fl_video_open(fl_video_format format, int width, int height, int fps, int threads, char *error,
                        size_t error_capacity);
/// The size the codec is fed (odd sizes padded to even ones for H.264 and VP9).
void fl_video_coded_size(const fl_video *video, int *width, int *height);
/// Encodes one frame of 32-bit pixels (SDL's ARGB8888: bytes B, G, R, A in memory), shown
/// `count` times. 0, or -1 with the reason in fl_video_error.
int fl_video_add_frame(fl_video *video, const uint8_t *argb, int pitch, int count);
/// Flushes the encoder and writes the trailer; `*bytes` and `*size` are the whole file (owned by
/// `video`, valid until fl_video_close). 0, or -1.
int fl_video_finish(fl_video *video, const uint8_t **bytes, size_t *size);
/// The number of frames encoded so far.
int64_t fl_video_frame_count(const fl_video *video);
const char *fl_video_error(const fl_video *video);
void fl_video_close(fl_video *video);

#endif
