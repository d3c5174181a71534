#ifndef TILTQUIZ_CEVDEV_SHIM_H
#define TILTQUIZ_CEVDEV_SHIM_H
#include <libevdev/libevdev.h>
#include <linux/input.h>
#endif
