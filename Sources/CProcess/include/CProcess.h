// The process's life as the kernel sees it: dying with the parent, and the stop signals (SIGTERM, SIGINT).
#ifndef TILTQUIZ_CPROCESS_H
#define TILTQUIZ_CPROCESS_H

#include <signal.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <unistd.h>

/// Has the kernel SIGKILL this process when the thread that started it ends (`PR_SET_PDEATHSIG`; `prctl` is
/// variadic, which Swift cannot call), then checks that `parent` is still the parent: a parent gone before
/// the request would never be noticed. 0 when set; -1 when it could not be or the parent is gone already.
static inline int cprocess_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    return getppid() == parent ? 0 : -1;
}

/// From now on SIGTERM and SIGINT set a flag (`cprocess_stop_signal`) instead of ending the process, and are
/// unblocked (a child of a test runner may start with them blocked). Safe to call more than once.
void cprocess_catch_stop_signals(void);

/// The stop signal caught since `cprocess_catch_stop_signals` (SIGTERM or SIGINT), or 0.
int cprocess_stop_signal(void);

#endif
