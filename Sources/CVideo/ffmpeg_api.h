#ifndef FORCELAB_FFMPEG_API_H
#define FORCELAB_FFMPEG_API_H
// FFmpeg reached through dlopen on first use (ffmpeg_api.c): CVideo is compiled against the
// headers of libavcodec-dev, libavformat-dev, libswscale-dev and libavutil-dev but linked to
// none of them, so a command that writes no video never maps FFmpeg's 130-odd libraries.
// Each function is listed once, under its library; its pointer's type is __typeof__ of the
// header's own declaration, so a call through the table is checked like a direct call.
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
#include <stddef.h>

#define FL_AVUTIL_FUNCTIONS(X)                                                                                   \
    X(av_malloc) X(av_free) X(av_freep) X(av_strerror) X(av_opt_set) X(av_opt_set_int) X(av_dict_set)           \
    X(av_dict_free) X(av_frame_alloc) X(av_frame_free) X(av_frame_get_buffer) X(av_frame_make_writable)         \
    X(av_log_set_level) X(av_rescale)
#define FL_AVCODEC_FUNCTIONS(X)                                                                                  \
    X(avcodec_find_encoder_by_name) X(avcodec_alloc_context3) X(avcodec_open2) X(avcodec_free_context)          \
    X(avcodec_parameters_from_context) X(avcodec_send_frame) X(avcodec_receive_packet) X(av_packet_alloc)       \
    X(av_packet_free) X(av_packet_rescale_ts)
#define FL_AVFORMAT_FUNCTIONS(X)                                                                                 \
    X(avio_alloc_context) X(avio_context_free) X(avio_flush) X(avformat_alloc_output_context2)                  \
    X(avformat_new_stream) X(avformat_write_header) X(av_interleaved_write_frame) X(av_write_trailer)           \
    X(avformat_free_context)
#define FL_SWSCALE_FUNCTIONS(X)                                                                                  \
    X(sws_getContext) X(sws_getCoefficients) X(sws_setColorspaceDetails) X(sws_scale) X(sws_freeContext)

#define FL_FFMPEG_POINTER(name) __typeof__(name) *name;
typedef struct {
    FL_AVUTIL_FUNCTIONS(FL_FFMPEG_POINTER)
    FL_AVCODEC_FUNCTIONS(FL_FFMPEG_POINTER)
    FL_AVFORMAT_FUNCTIONS(FL_FFMPEG_POINTER)
    FL_SWSCALE_FUNCTIONS(FL_FFMPEG_POINTER)
} fl_ffmpeg_api;
#undef FL_FFMPEG_POINTER

/// The table: filled by the first fl_ffmpeg_load, read only after one has returned 0 (on this
/// thread, or on the one that handed this thread its fl_video).
extern fl_ffmpeg_api fl_av;

/// Loads the four libraries and fills fl_av, once (pthread_once: any thread may be first). 0, or
/// -1 with the reason, naming the library and its Debian package, in `error`; later calls give
/// the same answer without trying again.
int fl_ffmpeg_load(char *error, size_t error_capacity);

#endif
