#ifndef FORCELAB_SIGNALS_H
#define FORCELAB_SIGNALS_H
// The parts of ForceLab that run inside a signal handler, in C so that every instruction is
// async-signal-safe (Swift gives no such guarantee: globals initialise lazily, code may
// allocate or take locks).
//
// Two modes:
// - always (fl_signals_install_cleanup): SIGINT, SIGTERM and SIGHUP unlink every registered
//   temporary file, then end the process with the signal's default action (status 128+N).
// - a session (fl_signals_begin_session, `play` and `replay`): the first such signal only records
//   its number and writes one byte to a self-pipe; the session's loop sees it, finishes its
//   files and exits 128+N itself. A second signal falls back to the first mode.

#include <stddef.h>

/// Installs the cleanup handlers for SIGINT, SIGTERM and SIGHUP (idempotent).
void fl_signals_install_cleanup(void);

/// From now on the first SIGINT, SIGTERM or SIGHUP is left to the caller's loop. With
/// `escalate` a second one ends the process at once (a user pressing Ctrl-C again); without
/// (a replay child, which gets the terminal's signal and its parent's forwarded copy) repeats
/// are ignored.
void fl_signals_begin_session(int escalate);

/// The signal that asked the session to end (0 while none did).
int fl_signals_requested(void);

/// The read end of the self-pipe: readable once a signal has asked the session to end.
int fl_signals_wakeup_fd(void);

/// Registers a temporary file for unlinking if a signal ends the process; returns its slot
/// (or -1 when every slot is taken; the file is then only removed by the normal paths).
int fl_signals_register_temporary(const char *path);

/// Forgets a slot (after the file was renamed into place or removed).
void fl_signals_unregister_temporary(int slot);

/// Registers a staging folder for removal, whole, if a signal ends the process; returns its
/// slot (-1 when every slot is taken).
int fl_signals_register_folder(const char *path);

/// The folder of `slot` is being swapped in: the old folder at `final` is moved to `aside`
/// next. From now on a signal that ends the process puts `aside` back at `final` if nothing is
/// there (the swap was cut between its renames), else removes `aside`.
int fl_signals_folder_swapping(int slot, const char *aside, const char *final);

/// Forgets a folder slot (after it was renamed into place, or removed).
void fl_signals_unregister_folder(int slot);

/// Registers a child process to receive the same signal when the session is asked to end.
int fl_signals_register_child(int pid);
void fl_signals_unregister_child(int slot);

#endif
