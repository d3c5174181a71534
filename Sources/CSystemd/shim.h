#ifndef TILTQUIZ_CSYSTEMD_SHIM_H
#define TILTQUIZ_CSYSTEMD_SHIM_H
/* sd_notify(3) and sd_watchdog_enabled(3): readiness, status and keep-alive
   messages to the service manager. */
#include <systemd/sd-daemon.h>
#endif
