#define _GNU_SOURCE
#include "forcelab_signals.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#define FL_TEMPORARY_SLOTS 256
#define FL_CHILD_SLOTS 256
#define FL_FOLDER_SLOTS 64
#define FL_FOLDER_DEPTH 8

static _Atomic(char *) temporaries[FL_TEMPORARY_SLOTS];
static atomic_int children[FL_CHILD_SLOTS];
// Staging folders (removed whole) and, while a folder is being swapped in, the old one moved
// aside (`asides`, put back over `finals` when the swap was cut between its two renames).
static _Atomic(char *) folders[FL_FOLDER_SLOTS];
static _Atomic(char *) asides[FL_FOLDER_SLOTS];
static _Atomic(char *) finals[FL_FOLDER_SLOTS];
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

// Removes `name` in the folder `at` and everything under it, with only async-signal-safe calls
// (openat, getdents64, unlinkat): no symlink is followed, and at most FL_FOLDER_DEPTH levels.
static void remove_tree_at(int at, const char *name, int depth) {
    if (unlinkat(at, name, 0) == 0 || (errno != EISDIR && errno != EPERM)) return;
    if (depth >= FL_FOLDER_DEPTH) return;
    int fd = openat(at, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[2048] __attribute__((aligned(8)));
    // Entries removed while reading shift the listing: read again from the start until a pass
    // removes nothing.
    for (int pass = 0; pass < 64; pass++) {
        int removed = 0;
        lseek(fd, 0, SEEK_SET);
        for (;;) {
            long count = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
            if (count <= 0) break;
            for (long offset = 0; offset < count;) {
                struct fl_dirent {
                    unsigned long long ino;
                    long long off;
                    unsigned short reclen;
                    unsigned char type;
                    char name[];
                } *entry = (struct fl_dirent *)(buffer + offset);
                offset += entry->reclen;
                if (strcmp(entry->name, ".") == 0 || strcmp(entry->name, "..") == 0) continue;
                remove_tree_at(fd, entry->name, depth + 1);
                removed++;
            }
        }
        if (removed == 0) break;
    }
    close(fd);
    unlinkat(at, name, AT_REMOVEDIR);
}

static void remove_folders(void) {
    for (int i = 0; i < FL_FOLDER_SLOTS; i++) {
        char *aside = atomic_load(&asides[i]);
        char *final = atomic_load(&finals[i]);
        if (aside && final) {
            struct stat status;
            // Cut between "old aside" and "new in place": the old folder goes back.
            if (lstat(final, &status) != 0 && errno == ENOENT) {
                rename(aside, final);
            } else {
                remove_tree_at(AT_FDCWD, aside, 0);
            }
        }
        char *path = atomic_load(&folders[i]);
        if (path) remove_tree_at(AT_FDCWD, path, 0);
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
    remove_folders();
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

int fl_signals_register_folder(const char *path) {
    char *copy = strdup(path);
    if (!copy) return -1;
    for (int i = 0; i < FL_FOLDER_SLOTS; i++) {
        char *expected = NULL;
        if (atomic_compare_exchange_strong(&folders[i], &expected, copy)) return i;
    }
    free(copy);
    return -1;
}

int fl_signals_folder_swapping(int slot, const char *aside, const char *final) {
    if (slot < 0 || slot >= FL_FOLDER_SLOTS) return -1;
    char *a = strdup(aside), *f = strdup(final);
    if (!a || !f) {
        free(a);
        free(f);
        return -1;
    }
    // The final path first: the handler acts only when it sees both.
    free(atomic_exchange(&finals[slot], f));
    free(atomic_exchange(&asides[slot], a));
    return 0;
}

void fl_signals_unregister_folder(int slot) {
    if (slot < 0 || slot >= FL_FOLDER_SLOTS) return;
    free(atomic_exchange(&asides[slot], NULL));
    free(atomic_exchange(&finals[slot], NULL));
    free(atomic_exchange(&folders[slot], NULL));
}
