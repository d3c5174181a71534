#ifndef TILTQUIZ_CQRENCODE_SHIM_H
#define TILTQUIZ_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
