#include "forcelab_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FL_TEMPORARY_SLOTS 256
#define FL_CHILD_SLOTS 256

static _Atomic(char *) temporaries[FL_TEMPORARY_SLOTS];
static atomic_int children[FL_CHILD_SLOTS];
static atomic_int requested = 0;
static atomic_int in_session = 0;
static atomic_int installed = 0;
static atomic_int escalates = 1;
static int wakeup[2] = {-1, -1};

static void unlink_temporaries(void) {
    for (int i = 0; i < FL_TEMPORARY_SLOTS; i++) {
        char *path = atomic_load(&temporaries[i]);
        if (path) unlink(path);
    }
}

static void forward_to_children(int sig) {
    for (int i = 0; i < FL_CHILD_SLOTS; i++) {
        int pid = atomic_load(&children[i]);
        if (pid > 0) kill(pid, sig);
    }
}

static void handle(int sig) {
    int saved = errno;
    int expected = 0;
    if (atomic_load(&in_session) && atomic_compare_exchange_strong(&requested, &expected, sig)) {
        forward_to_children(sig);
        if (wakeup[1] >= 0) {
            char byte = (char)sig;
            ssize_t ignored = write(wakeup[1], &byte, 1);
            (void)ignored;
        }
        errno = saved;
        return;
    }
    if (atomic_load(&in_session) && !atomic_load(&escalates)) {
        errno = saved;
        return;
    }
    // Not in a session, or asked a second time: remove what we started and die of the signal.
    forward_to_children(sig);
    unlink_temporaries();
    signal(sig, SIG_DFL);
    raise(sig);
    errno = saved;
}

void fl_signals_install_cleanup(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&installed, &expected, 1)) return;
    if (pipe(wakeup) == 0) {
        for (int i = 0; i < 2; i++) {
            fcntl(wakeup[i], F_SETFD, FD_CLOEXEC);
            fcntl(wakeup[i], F_SETFL, fcntl(wakeup[i], F_GETFL) | O_NONBLOCK);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    // A file-size limit (ulimit -f) makes write(2) fail with EFBIG, reported like a full disk,
    // instead of killing the process with SIGXFSZ half-way through a file.
    signal(SIGXFSZ, SIG_IGN);
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    // A process spawned from a thread that blocks signals (a libdispatch worker: Foundation's
    // Process, swift test, our own replay pool) inherits that mask; a blocked SIGTERM would wait
    // forever. Unblock these three on this (the main) thread, which later threads inherit.
    sigset_t mask;
    sigemptyset(&mask);
    for (int i = 0; i < 3; i++) sigaddset(&mask, signals[i]);
    pthread_sigmask(SIG_UNBLOCK, &mask, NULL);
    for (int i = 0; i < 3; i++) {
        struct sigaction old;
        // A signal ignored by whoever started us (nohup, a shell's `&` without job control) stays ignored.
        if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        sigaction(signals[i], &action, NULL);
    }
}

void fl_signals_begin_session(int escalate) {
    fl_signals_install_cleanup();
    atomic_store(&escalates, escalate ? 1 : 0);
    atomic_store(&in_session, 1);
}

int fl_signals_requested(void) { return atomic_load(&requested); }

int fl_signals_wakeup_fd(void) { return wakeup[0]; }

int fl_signals_register_temporary(const char *path) {
    char *copy = strdup(path);
    if (!copy) return -1;
    for (int i = 0; i < FL_TEMPORARY_SLOTS; i++) {
        char *expected = NULL;
        if (atomic_compare_exchange_strong(&temporaries[i], &expected, copy)) return i;
    }
    free(copy);
    return -1;
}

void fl_signals_unregister_temporary(int slot) {
    if (slot < 0 || slot >= FL_TEMPORARY_SLOTS) return;
    char *path = atomic_exchange(&temporaries[slot], NULL);
    free(path);
}

int fl_signals_register_child(int pid) {
    for (int i = 0; i < FL_CHILD_SLOTS; i++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&children[i], &expected, pid)) return i;
    }
    return -1;
}

void fl_signals_unregister_child(int slot) {
    if (slot < 0 || slot >= FL_CHILD_SLOTS) return;
    atomic_store(&children[slot], 0);
}
