#ifndef TILTQUIZ_CMALLOC_SHIM_H
#define TILTQUIZ_CMALLOC_SHIM_H
/* The C library's heap: how much of it is in use, and handing freed pages
   back to the system. glibc only; elsewhere these do nothing. */
#include <stddef.h>
#if defined(__GLIBC__) || (defined(__linux__) && !defined(__APPLE__))
#include <malloc.h>
#endif

/* Bytes the heap holds from the system, in use by the program, free inside
   it, and in chunks mapped on their own; all zero without glibc. */
static inline void tq_heap_figures(size_t *arena, size_t *used, size_t *free_bytes, size_t *mapped) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 33)
    struct mallinfo2 info = mallinfo2();
    *arena = info.arena;
    *used = info.uordblks;
    *free_bytes = info.fordblks;
    *mapped = info.hblkhd;
#else
    *arena = 0;
    *used = 0;
    *free_bytes = 0;
    *mapped = 0;
#endif
}

/* Returns the heap's free pages to the system (malloc_trim(3)). */
static inline void tq_heap_release(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
#endif
