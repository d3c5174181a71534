// die-with-parent PID|- PROGRAM [ARGUMENT...]: runs PROGRAM (searched on PATH) in this process, set to be killed
// (SIGKILL) when the thread that started it ends, if that parent is still PID ("-": whichever parent it has,
// for a program started by another, such as setsid or umockdev-run, whose PID the caller cannot know). What a
// test starts this way (the game, Python servers, Xvfb) dies with the test run, also when the run is killed.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CProcess.h"

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: die-with-parent PID|- PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    char *end = NULL;
    long parent = strcmp(argv[1], "-") == 0 ? (long)getppid() : strtol(argv[1], &end, 10);
    if ((end != NULL && (end == argv[1] || *end != '\0')) || parent <= 0) {
        fprintf(stderr, "die-with-parent: the parent's PID %s is not a number\n", argv[1]);
        return 2;
    }
    // The parent is gone already: nobody waits for the program.
    if (cprocess_die_with_parent((pid_t)parent) != 0) return 1;
    execvp(argv[2], argv + 2);
    fprintf(stderr, "die-with-parent: cannot run %s: %s\n", argv[2], strerror(errno));
    return 127;
}
