#include "CProcess.h"

#include <string.h>

static volatile sig_atomic_t caught = 0;

static void catch_stop(int signal) { caught = signal; }

void cprocess_catch_stop_signals(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = catch_stop;
    sigemptyset(&action.sa_mask);
    // Restart interrupted reads and waits: the flag is looked at where the work loops, not by failing calls.
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    sigset_t stops;
    sigemptyset(&stops);
    sigaddset(&stops, SIGTERM);
    sigaddset(&stops, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &stops, NULL);
}

int cprocess_stop_signal(void) { return caught; }
