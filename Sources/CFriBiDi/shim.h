#ifndef TILTQUIZ_CFRIBIDI_SHIM_H
#define TILTQUIZ_CFRIBIDI_SHIM_H
#include <fribidi.h>

/* The paragraph directions are macros over enum values Swift does not import. */
static inline FriBidiParType tq_fribidi_par_weak_ltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType tq_fribidi_par_weak_rtl(void) { return FRIBIDI_PAR_WRTL; }
static inline FriBidiParType tq_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline int tq_fribidi_par_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
#endif
