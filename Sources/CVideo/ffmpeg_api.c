// See ffmpeg_api.h. The sonames come from the headers' own major versions (the ones video.c is
// compiled against): libavcodec.so.59 is Debian 12's libavcodec59, and so on.
#include "ffmpeg_api.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FL_STRING(x) #x
#define FL_VERSION(x) FL_STRING(x)

typedef struct {
    const char *soname, *package;
} fl_ffmpeg_library;

// In dependency order: each library's own dependencies are already mapped when it is opened.
static const fl_ffmpeg_library avutil = {"libavutil.so." FL_VERSION(LIBAVUTIL_VERSION_MAJOR),
                                         "libavutil" FL_VERSION(LIBAVUTIL_VERSION_MAJOR)};
static const fl_ffmpeg_library swscale = {"libswscale.so." FL_VERSION(LIBSWSCALE_VERSION_MAJOR),
                                          "libswscale" FL_VERSION(LIBSWSCALE_VERSION_MAJOR)};
static const fl_ffmpeg_library avcodec = {"libavcodec.so." FL_VERSION(LIBAVCODEC_VERSION_MAJOR),
                                          "libavcodec" FL_VERSION(LIBAVCODEC_VERSION_MAJOR)};
static const fl_ffmpeg_library avformat = {"libavformat.so." FL_VERSION(LIBAVFORMAT_VERSION_MAJOR),
                                           "libavformat" FL_VERSION(LIBAVFORMAT_VERSION_MAJOR)};

fl_ffmpeg_api fl_av;
static int loaded;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void *open_library(const fl_ffmpeg_library *library) {
    // FORCELAB_MISSING_LIBRARY=libavcodec (a soname without ".so..."): that library is treated
    // as not installed, the tests' way to reach this error without uninstalling anything.
    const char *missing = getenv("FORCELAB_MISSING_LIBRARY");
    size_t length = missing ? strlen(missing) : 0;
    int hidden = length && strncmp(library->soname, missing, length) == 0 && library->soname[length] == '.';
    void *handle = hidden ? NULL : dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = hidden ? "hidden by FORCELAB_MISSING_LIBRARY" : dlerror();
        snprintf(failure, sizeof failure, "cannot load %s (Debian's package %s): %s", library->soname,
                 library->package, reason ? reason : "unknown error");
    }
    return handle;
}

// Each symbol through dlsym from its own library; the first missing one is the error.
#define FL_FFMPEG_SYMBOL(name)                                                                                   \
    if (!(fl_av.name = (__typeof__(name) *)dlsym(handle, #name))) {                                                \
        snprintf(failure, sizeof failure, "%s has no %s (Debian's package %s is not the one expected)", library->soname, #name,          \
                 library->package);                                                                            \
        return 0;                                                                                                \
    }

static int load_avutil(void *handle, const fl_ffmpeg_library *library) {
    FL_AVUTIL_FUNCTIONS(FL_FFMPEG_SYMBOL)
    return 1;
}
static int load_swscale(void *handle, const fl_ffmpeg_library *library) {
    FL_SWSCALE_FUNCTIONS(FL_FFMPEG_SYMBOL)
    return 1;
}
static int load_avcodec(void *handle, const fl_ffmpeg_library *library) {
    FL_AVCODEC_FUNCTIONS(FL_FFMPEG_SYMBOL)
    return 1;
}
static int load_avformat(void *handle, const fl_ffmpeg_library *library) {
    FL_AVFORMAT_FUNCTIONS(FL_FFMPEG_SYMBOL)
    return 1;
}

static void load(void) {
    static const struct {
        const fl_ffmpeg_library *library;
        int (*symbols)(void *, const fl_ffmpeg_library *);
    } steps[] = {{&avutil, load_avutil}, {&swscale, load_swscale}, {&avcodec, load_avcodec}, {&avformat, load_avformat}};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        void *handle = open_library(steps[i].library);
        if (!handle || !steps[i].symbols(handle, steps[i].library)) return;  // the handles stay open: harmless
    }
    loaded = 1;
}

int fl_ffmpeg_load(char *error, size_t error_capacity) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error && error_capacity) snprintf(error, error_capacity, "%s", failure);
    return -1;
}
