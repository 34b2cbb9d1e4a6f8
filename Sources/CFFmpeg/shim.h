// Debian's FFmpeg 5.1 (libavcodec-dev, libavformat-dev, libswscale-dev, libavutil-dev): the
// headers behind CVideo's encoder, which loads the libraries itself on first use (dlopen), so
// this module links nothing. Swift does not import it; CVideo's plain-C header is the only way in.
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>
