#ifndef TILTQUIZ_CEVDEV_SHIM_H
#define TILTQUIZ_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <linux/input.h>

/* struct input_event's time is `time.tv_sec` on 64-bit and `__sec` on 32-bit
   systems with a 64-bit time_t; the input_event_sec/usec macros hide which.
   Swift cannot import those macros, so read them here. */
static inline double tiltquiz_input_event_seconds(const struct input_event *event) {
    return (double)event->input_event_sec + (double)event->input_event_usec / 1000000.0;
}
#endif
