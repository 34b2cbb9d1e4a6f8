// See fl_video.h. One encoder, one stream, one in-memory muxer per video.
#include "fl_video.h"

#include "ffmpeg_api.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The file being written: a growing buffer with a position, seekable (MP4 rewrites its header).
typedef struct {
    uint8_t *data;
    size_t size, capacity, position;
} fl_memory_file;

struct fl_video {
    fl_video_format format;
    int width, height;              // the frames handed in
    int coded_width, coded_height;  // what the codec gets (even for yuv420p)
    int fps;
    int64_t next_pts;
    AVFormatContext *muxer;
    AVCodecContext *encoder;
    AVStream *stream;
    AVFrame *frame;
    AVPacket *packet;
    struct SwsContext *scaler;
    uint8_t *padded;  // the ARGB frame padded to the coded size (odd sizes only)
    int padded_pitch;
    fl_memory_file file;
    int header_written, finished;
    char error[256];
};

// MARK: - The in-memory file

static int memory_write(void *opaque, uint8_t *buffer, int size) {
    fl_memory_file *file = opaque;
    size_t end = file->position + (size_t)size;
    if (end > file->capacity) {
        size_t capacity = file->capacity ? file->capacity : 1 << 20;
        while (capacity < end) capacity *= 2;
        uint8_t *grown = realloc(file->data, capacity);
        if (!grown) return AVERROR(ENOMEM);
        file->data = grown;
        file->capacity = capacity;
    }
    if (file->position > file->size) memset(file->data + file->size, 0, file->position - file->size);
    memcpy(file->data + file->position, buffer, (size_t)size);
    file->position = end;
    if (end > file->size) file->size = end;
    return size;
}

static int memory_read(void *opaque, uint8_t *buffer, int size) {
    fl_memory_file *file = opaque;
    if (file->position >= file->size) return AVERROR_EOF;
    size_t left = file->size - file->position;
    size_t count = left < (size_t)size ? left : (size_t)size;
    memcpy(buffer, file->data + file->position, count);
    file->position += count;
    return (int)count;
}

static int64_t memory_seek(void *opaque, int64_t offset, int whence) {
    fl_memory_file *file = opaque;
    int64_t base;
    switch (whence & ~AVSEEK_FORCE) {
    case AVSEEK_SIZE: return (int64_t)file->size;
    case SEEK_SET: base = 0; break;
    case SEEK_CUR: base = (int64_t)file->position; break;
    case SEEK_END: base = (int64_t)file->size; break;
    default: return AVERROR(EINVAL);
    }
    if (base + offset < 0) return AVERROR(EINVAL);
    file->position = (size_t)(base + offset);
    return (int64_t)file->position;
}

static AVIOContext *memory_context(fl_memory_file *file, int writable) {
    const int buffer_size = 1 << 16;
    uint8_t *buffer = fl_av.av_malloc(buffer_size);
    if (!buffer) return NULL;
    AVIOContext *context = fl_av.avio_alloc_context(buffer, buffer_size, writable, file, memory_read,
                                              writable ? memory_write : NULL, memory_seek);
    if (!context) fl_av.av_free(buffer);
    return context;
}

static void free_context(AVIOContext **context) {
    if (!*context) return;
    fl_av.av_freep(&(*context)->buffer);
    fl_av.avio_context_free(context);
}

// MP4's faststart reopens the output to read it back while it moves the data after the index:
// it gets a snapshot of the bytes so far (the data it reads is never the data being rewritten).
static int reopen_for_reading(struct AVFormatContext *muxer, AVIOContext **pb, const char *url, int flags,
                              AVDictionary **options) {
    (void)url;
    (void)options;
    fl_video *video = muxer->opaque;
    if (flags & AVIO_FLAG_WRITE) return AVERROR(EINVAL);
    fl_memory_file *copy = calloc(1, sizeof *copy);
    if (!copy) return AVERROR(ENOMEM);
    copy->data = malloc(video->file.size ? video->file.size : 1);
    if (!copy->data) {
        free(copy);
        return AVERROR(ENOMEM);
    }
    memcpy(copy->data, video->file.data, video->file.size);
    copy->size = copy->capacity = video->file.size;
    *pb = memory_context(copy, 0);
    if (!*pb) {
        free(copy->data);
        free(copy);
        return AVERROR(ENOMEM);
    }
    return 0;
}

static int close_reopened(struct AVFormatContext *muxer, AVIOContext *pb) {
    (void)muxer;
    if (!pb) return 0;
    fl_memory_file *copy = pb->opaque;
    free_context(&pb);
    free(copy->data);
    free(copy);
    return 0;
}

// MARK: - Errors

static int fail(fl_video *video, const char *what, int code) {
    char reason[AV_ERROR_MAX_STRING_SIZE] = "";
    if (code < 0) fl_av.av_strerror(code, reason, sizeof reason);
    snprintf(video->error, sizeof video->error, "%s%s%s", what, reason[0] ? ": " : "", reason);
    return -1;
}

// MARK: - Opening

typedef struct {
    const char *muxer;
    const char *encoder;
    enum AVPixelFormat pixels;
    int even;  // yuv420p needs even sizes
} fl_format_info;

static const fl_format_info formats[] = {
    [FL_VIDEO_MP4] = {"mp4", "libx264", AV_PIX_FMT_YUV420P, 1},
    [FL_VIDEO_WEBM] = {"webm", "libvpx-vp9", AV_PIX_FMT_YUV420P, 0},  // VP9 codes odd sizes itself
    [FL_VIDEO_GIF] = {"gif", "gif", AV_PIX_FMT_PAL8, 0},
    [FL_VIDEO_APNG] = {"apng", "apng", AV_PIX_FMT_RGB24, 0},
};

// The encoders' settings: fixed (no "auto"), so a frame gives the same bytes on every machine
// with the same libraries. H.264 and VP9 keep a key frame every two seconds (a browser seeks).
static void configure(fl_video *video, AVCodecContext *encoder, int threads) {
    encoder->thread_count = threads;
    encoder->flags |= AV_CODEC_FLAG_BITEXACT;
    switch (video->format) {
    case FL_VIDEO_MP4:
        encoder->gop_size = video->fps * 2;
        // ultrafast: x264 is most of a video's cost (79 % of the CPU at veryfast, measured), and
        // UI pictures at CRF 23 stay sharp; files are about twice veryfast's.
        fl_av.av_opt_set(encoder->priv_data, "preset", "ultrafast", 0);
        fl_av.av_opt_set(encoder->priv_data, "crf", "23", 0);
        break;
    case FL_VIDEO_WEBM:
        encoder->gop_size = video->fps * 2;
        encoder->bit_rate = 0;
        fl_av.av_opt_set(encoder->priv_data, "crf", "32", 0);
        fl_av.av_opt_set(encoder->priv_data, "deadline", "realtime", 0);
        fl_av.av_opt_set(encoder->priv_data, "cpu-used", "8", 0);
        fl_av.av_opt_set(encoder->priv_data, "row-mt", "0", 0);
        break;
    case FL_VIDEO_GIF:
    case FL_VIDEO_APNG:
        break;
    }
    if (formats[video->format].pixels == AV_PIX_FMT_YUV420P) {
        encoder->color_range = AVCOL_RANGE_MPEG;
        encoder->colorspace = AVCOL_SPC_BT709;
        encoder->color_primaries = AVCOL_PRI_BT709;
        encoder->color_trc = AVCOL_TRC_BT709;
    }
}

static int open_encoder(fl_video *video, int threads) {
    const fl_format_info *info = &formats[video->format];
    const AVCodec *codec = fl_av.avcodec_find_encoder_by_name(info->encoder);
    if (!codec) return fail(video, "this FFmpeg has no encoder", 0);
    video->encoder = fl_av.avcodec_alloc_context3(codec);
    if (!video->encoder) return fail(video, "out of memory", 0);
    AVCodecContext *encoder = video->encoder;
    encoder->width = video->coded_width;
    encoder->height = video->coded_height;
    encoder->pix_fmt = info->pixels;
    encoder->time_base = (AVRational){1, video->fps};
    encoder->framerate = (AVRational){video->fps, 1};
    encoder->sample_aspect_ratio = (AVRational){1, 1};
    if (video->muxer->oformat->flags & AVFMT_GLOBALHEADER) encoder->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    configure(video, encoder, threads);
    int code = fl_av.avcodec_open2(encoder, codec, NULL);
    if (code < 0) return fail(video, "cannot open the encoder", code);
    video->stream = fl_av.avformat_new_stream(video->muxer, NULL);
    if (!video->stream) return fail(video, "out of memory", 0);
    video->stream->time_base = encoder->time_base;
    video->stream->avg_frame_rate = encoder->framerate;
    video->stream->sample_aspect_ratio = encoder->sample_aspect_ratio;
    code = fl_av.avcodec_parameters_from_context(video->stream->codecpar, encoder);
    if (code < 0) return fail(video, "cannot describe the stream", code);
    return 0;
}

static int open_muxer(fl_video *video) {
    const fl_format_info *info = &formats[video->format];
    int code = fl_av.avformat_alloc_output_context2(&video->muxer, NULL, info->muxer, NULL);
    if (code < 0 || !video->muxer) return fail(video, "this FFmpeg has no muxer", code);
    video->muxer->pb = memory_context(&video->file, 1);
    if (!video->muxer->pb) return fail(video, "out of memory", 0);
    video->muxer->flags |= AVFMT_FLAG_BITEXACT | AVFMT_FLAG_CUSTOM_IO;
    video->muxer->opaque = video;
    video->muxer->io_open = reopen_for_reading;
    video->muxer->io_close2 = close_reopened;
    return 0;
}

static int write_header(fl_video *video) {
    AVDictionary *options = NULL;
    if (video->format == FL_VIDEO_MP4) fl_av.av_dict_set(&options, "movflags", "+faststart", 0);
    if (video->format == FL_VIDEO_GIF || video->format == FL_VIDEO_APNG) fl_av.av_dict_set(&options, "loop", "0", 0);
    if (video->format == FL_VIDEO_APNG) fl_av.av_dict_set(&options, "plays", "0", 0);
    int code = fl_av.avformat_write_header(video->muxer, &options);
    fl_av.av_dict_free(&options);
    if (code < 0) return fail(video, "cannot write the header", code);
    video->header_written = 1;
    return 0;
}

static int open_pictures(fl_video *video) {
    video->frame = fl_av.av_frame_alloc();
    video->packet = fl_av.av_packet_alloc();
    if (!video->frame || !video->packet) return fail(video, "out of memory", 0);
    video->frame->format = video->encoder->pix_fmt;
    video->frame->width = video->coded_width;
    video->frame->height = video->coded_height;
    int code = fl_av.av_frame_get_buffer(video->frame, 0);
    if (code < 0) return fail(video, "cannot allocate a frame", code);
    if (video->format == FL_VIDEO_GIF) return 0;
    // No scaling, only the pixel format: bit-exact, so the result does not depend on the CPU.
    video->scaler = fl_av.sws_getContext(video->coded_width, video->coded_height, AV_PIX_FMT_BGRA, video->coded_width,
                                   video->coded_height, video->encoder->pix_fmt,
                                   SWS_POINT | SWS_BITEXACT | SWS_ACCURATE_RND, NULL, NULL, NULL);
    if (!video->scaler) return fail(video, "cannot convert the pixels", 0);
    if (video->encoder->pix_fmt == AV_PIX_FMT_YUV420P) {
        const int *coefficients = fl_av.sws_getCoefficients(SWS_CS_ITU709);
        fl_av.sws_setColorspaceDetails(video->scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16);
    }
    if (video->coded_width != video->width || video->coded_height != video->height) {
        video->padded_pitch = video->coded_width * 4;
        video->padded = calloc((size_t)video->padded_pitch, (size_t)video->coded_height);
        if (!video->padded) return fail(video, "out of memory", 0);
    }
    return 0;
}

int fl_video_load(char *error, size_t error_capacity) { return fl_ffmpeg_load(error, error_capacity); }

fl_video *fl_video_open(fl_video_format format, int width, int height, int fps, int threads, char *error,
                        size_t error_capacity) {
    if (fl_ffmpeg_load(error, error_capacity)) return NULL;
    fl_video *video = calloc(1, sizeof *video);
    if (!video) {
        snprintf(error, error_capacity, "out of memory");
        return NULL;
    }
    video->format = format;
    video->width = width;
    video->height = height;
    video->fps = fps;
    int even = formats[format].even;
    video->coded_width = even ? (width + 1) & ~1 : width;
    video->coded_height = even ? (height + 1) & ~1 : height;
    fl_av.av_log_set_level(AV_LOG_QUIET);  // failures come back as this API's own messages
    if (width < 1 || height < 1 || fps < 1 || open_muxer(video) || open_encoder(video, threads) ||
        write_header(video) || open_pictures(video)) {
        snprintf(error, error_capacity, "%s", video->error[0] ? video->error : "bad frame size or rate");
        fl_video_close(video);
        return NULL;
    }
    return video;
}

void fl_video_coded_size(const fl_video *video, int *width, int *height) {
    *width = video->coded_width;
    *height = video->coded_height;
}

int64_t fl_video_frame_count(const fl_video *video) { return video->next_pts; }

const char *fl_video_error(const fl_video *video) { return video->error; }

// MARK: - Frames

// GIF: one fixed palette of 6 x 7 x 6 levels (red, green, blue; the eye tells greens apart
// best), ordered (4 x 4 Bayer) dithering: the same pixel always gets the same index, so a still
// frame stays still and the encoder's changed-rectangle crop keeps files small.
static const uint8_t bayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};

static inline uint8_t dither_level(int value, int levels, int threshold) {
    int level = (value * (levels - 1) * 32 + (2 * threshold + 1) * 255) / (255 * 32);
    return (uint8_t)(level > levels - 1 ? levels - 1 : level);
}

static void fill_gif_palette(uint32_t *palette) {
    for (int r = 0; r < 6; r++)
        for (int g = 0; g < 7; g++)
            for (int b = 0; b < 6; b++) {
                uint32_t red = (uint32_t)((r * 255 + 2) / 5), green = (uint32_t)((g * 255 + 3) / 6),
                         blue = (uint32_t)((b * 255 + 2) / 5);
                palette[r * 42 + g * 6 + b] = 0xFF000000u | red << 16 | green << 8 | blue;
            }
    for (int i = 252; i < 256; i++) palette[i] = 0xFF000000u;
}

static void quantize_gif(fl_video *video, const uint8_t *argb, int pitch) {
    static uint8_t red[16][256], green[16][256], blue[16][256];
    static int ready;
    if (!ready) {
        for (int t = 0; t < 16; t++)
            for (int v = 0; v < 256; v++) {
                red[t][v] = (uint8_t)(dither_level(v, 6, t) * 42);
                green[t][v] = (uint8_t)(dither_level(v, 7, t) * 6);
                blue[t][v] = dither_level(v, 6, t);
            }
        ready = 1;
    }
    AVFrame *frame = video->frame;
    for (int y = 0; y < video->height; y++) {
        const uint8_t *source = argb + (size_t)y * (size_t)pitch;
        uint8_t *target = frame->data[0] + (size_t)y * (size_t)frame->linesize[0];
        for (int x = 0; x < video->width; x++) {
            int t = bayer[y & 3][x & 3];
            const uint8_t *pixel = source + 4 * x;  // B, G, R, A
            target[x] = (uint8_t)(red[t][pixel[2]] + green[t][pixel[1]] + blue[t][pixel[0]]);
        }
    }
    fill_gif_palette((uint32_t *)frame->data[1]);
}

// Odd sizes: the last column and row are repeated into the padding (no dark seam when scaled).
static const uint8_t *pad(fl_video *video, const uint8_t *argb, int pitch) {
    for (int y = 0; y < video->coded_height; y++) {
        const uint8_t *source = argb + (size_t)(y < video->height ? y : video->height - 1) * (size_t)pitch;
        uint8_t *target = video->padded + (size_t)y * (size_t)video->padded_pitch;
        memcpy(target, source, (size_t)video->width * 4);
        if (video->coded_width > video->width) memcpy(target + video->width * 4, source + (video->width - 1) * 4, 4);
    }
    return video->padded;
}

static int drain(fl_video *video) {
    while (1) {
        int code = fl_av.avcodec_receive_packet(video->encoder, video->packet);
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF) return 0;
        if (code < 0) return fail(video, "cannot encode a frame", code);
        video->packet->duration = 1;  // every frame lasts one frame (FFmpeg 5.1 frames carry no duration)
        fl_av.av_packet_rescale_ts(video->packet, video->encoder->time_base, video->stream->time_base);
        video->packet->stream_index = video->stream->index;
        code = fl_av.av_interleaved_write_frame(video->muxer, video->packet);
        if (code < 0) return fail(video, "cannot write a frame", code);
    }
}

int fl_video_add_frame(fl_video *video, const uint8_t *argb, int pitch, int count) {
    if (video->finished) return fail(video, "the video is finished", 0);
    int code = fl_av.av_frame_make_writable(video->frame);
    if (code < 0) return fail(video, "cannot allocate a frame", code);
    if (video->format == FL_VIDEO_GIF) {
        quantize_gif(video, argb, pitch);
    } else {
        if (video->padded) {
            argb = pad(video, argb, pitch);
            pitch = video->padded_pitch;
        }
        const uint8_t *planes[1] = {argb};
        const int pitches[1] = {pitch};
        fl_av.sws_scale(video->scaler, planes, pitches, 0, video->coded_height, video->frame->data,
                  video->frame->linesize);
    }
    for (int i = 0; i < count; i++) {
        video->frame->pts = video->next_pts++;
        code = fl_av.avcodec_send_frame(video->encoder, video->frame);
        if (code < 0) return fail(video, "cannot encode a frame", code);
        if (drain(video)) return -1;
    }
    return 0;
}

int fl_video_finish(fl_video *video, const uint8_t **bytes, size_t *size) {
    if (!video->finished) {
        int code = fl_av.avcodec_send_frame(video->encoder, NULL);
        if (code < 0) return fail(video, "cannot finish encoding", code);
        if (drain(video)) return -1;
        if (video->format == FL_VIDEO_GIF && video->next_pts > 0) {
            // The muxer's delays are differences of centisecond times; the last one is what is
            // left of the whole, so the delays add up to the video's duration.
            int64_t total = fl_av.av_rescale(video->next_pts, 100, video->fps);
            int64_t last_start = fl_av.av_rescale(video->next_pts - 1, 100, video->fps);
            fl_av.av_opt_set_int(video->muxer->priv_data, "final_delay", total - last_start, 0);
        }
        code = fl_av.av_write_trailer(video->muxer);
        if (code < 0) return fail(video, "cannot finish the file", code);
        fl_av.avio_flush(video->muxer->pb);
        video->finished = 1;
    }
    *bytes = video->file.data;
    *size = video->file.size;
    return 0;
}

void fl_video_close(fl_video *video) {
    if (!video) return;
    fl_av.sws_freeContext(video->scaler);
    fl_av.av_frame_free(&video->frame);
    fl_av.av_packet_free(&video->packet);
    fl_av.avcodec_free_context(&video->encoder);
    if (video->muxer) {
        free_context(&video->muxer->pb);
        fl_av.avformat_free_context(video->muxer);
    }
    free(video->padded);
    free(video->file.data);
    free(video);
}
