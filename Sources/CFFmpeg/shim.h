// Debian's FFmpeg 5.1 (libavcodec-dev, libavformat-dev, libswscale-dev, libavutil-dev): the
// headers and libraries behind CVideo's encoder. Swift does not import this module; CVideo's
// plain-C header is the only way in.
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
