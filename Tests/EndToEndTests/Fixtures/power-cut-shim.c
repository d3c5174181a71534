/*
 * power-cut-shim.c: a test-only LD_PRELOAD library that lets a soak test
 * simulate a power cut of the whole machine, not just the death of a process.
 *
 * When a process is SIGKILLed, everything it wrote is still in the kernel's
 * page cache and reaches the disk later: a kill loses nothing that was
 * written. A power cut also loses every write that was not yet made durable
 * with fsync or fdatasync. This shim records, before each write to a tracked
 * file, the bytes that write is about to replace (an "undo record"), and
 * forgets a file's records once the file is synced. After the kill, the test
 * "cuts the power" by applying the records left over in reverse order
 * (PowerLoss.cut in Tests/EndToEndTests/Soak/PowerLoss.swift): the files go
 * back to what the disk held at their last sync.
 *
 * Use (PowerLoss.swift builds it and sets these for a child process):
 *
 *     cc -shared -fPIC -O1 -Wall -o libpowercut.so power-cut-shim.c -ldl -lpthread
 *     LD_PRELOAD=./libpowercut.so POWERCUT_UNDO_DIR=/tmp/undo \
 *         POWERCUT_MATCH=tiltquiz.sqlite tiltquiz play ...
 *
 *   POWERCUT_UNDO_DIR  an existing folder for the undo logs. Unset or empty:
 *                      the shim only passes calls through.
 *   POWERCUT_FAULT_FLAG  a path: while a file exists there, every write to
 *                      a tracked file fails with POWERCUT_FAULT_ERRNO (a
 *                      number; default 28, ENOSPC: a full disk) and changes
 *                      nothing, so a test can fill the disk and free it again
 *                      by creating and removing one file.
 *   POWERCUT_MATCH     only regular files whose absolute path contains this
 *                      substring are tracked ("tiltquiz.sqlite" covers the
 *                      database, its -wal and its -journal). Files ending in
 *                      "-shm" are never tracked: SQLite maps them into memory
 *                      and rebuilds them after a crash.
 *
 * Each tracked file has one undo log, $POWERCUT_UNDO_DIR/<basename>.undo,
 * appended to and made of records in the machine's byte order:
 *
 *     uint64 magic 0x50574355544C4F47 ("PWCUTLOG" read as a number)
 *     int64  offset        where the write (or the truncation) starts
 *     int64  sizeBefore    the file's size before it
 *     int64  savedLength   how many old bytes follow
 *     savedLength bytes    the old bytes of [offset, min(offset + length, sizeBefore))
 *
 * Undoing a record writes the saved bytes back at offset, then truncates the
 * file to sizeBefore. A record cut short at the end of a log (the kill came
 * while it was being appended) was never followed by its write: ignore it.
 *
 * Interposed: open, open64, openat, openat64 (to track), close, write, pwrite,
 * pwrite64, ftruncate, ftruncate64 (to record), fsync, fdatasync (to forget),
 * and unlink, unlinkat (a deleted file's records are dropped, so that they
 * never land on a new file of the same name). Debian's libsqlite3 calls
 * open64, close, write, pwrite64, ftruncate64, fdatasync and unlink.
 *
 * What this model of a power cut leaves out: directory entries (creating,
 * deleting and renaming files are taken as durable at once), writes reordered
 * or torn inside a sector or page by the disk, metadata such as mtime, writes
 * through mmap, writev/pwritev, stdio (fopen and fwrite do not go through the
 * interposed symbols), descriptors made by dup, dup2 or fcntl(F_DUPFD), and
 * descriptors numbered 4096 or more (the shim aborts rather than miss them).
 * A write through an O_SYNC or O_DSYNC descriptor counts as an fdatasync.
 * The shim aborts the process, loudly, when it cannot keep a record: a shim
 * that silently stopped recording would make the audit pass for nothing.
 */
#define _GNU_SOURCE
#undef _FORTIFY_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <unistd.h>

#define UNDO_MAGIC 0x50574355544C4F47ULL
#define MAX_FDS 4096
#define MAX_FILES 64
#define CHUNK 65536
/* The offset of a write(): wherever the descriptor's position is. */
#define AT_POSITION INT64_MIN

struct undo_header {
    uint64_t magic;
    int64_t offset;
    int64_t size_before;
    int64_t saved_length;
};
_Static_assert(sizeof(struct undo_header) == 32, "the undo record header is 32 bytes");

/* A tracked file: its absolute path, the inode it names, and its undo log. */
struct tracked {
    char path[PATH_MAX];
    dev_t dev;
    ino_t ino;
    int log;
};

static struct tracked files[MAX_FILES];
static int file_count;
/* 1 + the index in files of the file an fd refers to; 0 when the fd is not tracked. */
static int fd_file[MAX_FDS];
/* Guards files, file_count, the records and the writes they describe. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int active;
static char undo_dir[PATH_MAX];
static char match[PATH_MAX];
/* A record's header and its first old bytes, or more old bytes; used with lock held. */
static char buffer[sizeof(struct undo_header) + CHUNK];
static char fault_flag[PATH_MAX];
static int fault_errno = ENOSPC;

static int (*real_open)(const char *, int, ...);
static int (*real_open64)(const char *, int, ...);
static int (*real_openat)(int, const char *, int, ...);
static int (*real_openat64)(int, const char *, int, ...);
static int (*real_close)(int);
static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static ssize_t (*real_pwrite64)(int, const void *, size_t, off64_t);
static int (*real_ftruncate)(int, off_t);
static int (*real_ftruncate64)(int, off64_t);
static int (*real_fsync)(int);
static int (*real_fdatasync)(int);
static int (*real_unlink)(const char *);
static int (*real_unlinkat)(int, const char *, int);

/* Says why on stderr (with the raw system call: nothing here is interposed) and aborts. */
static void die(const char *what, const char *path) {
    char message[PATH_MAX + 256];
    const char *reason = errno ? strerror(errno) : "";
    int length = snprintf(message, sizeof message, "power-cut-shim: %s: %s%s%s%s\n", what, path, errno ? " (" : "",
        reason, errno ? ")" : "");
    if (length > (int)sizeof message - 1) length = (int)sizeof message - 1;
    if (length > 0) syscall(SYS_write, 2, message, (size_t)length);
    abort();
}

static void lock_for_fork(void) { pthread_mutex_lock(&lock); }
static void unlock_after_fork(void) { pthread_mutex_unlock(&lock); }

#define RESOLVE(name)                                                        \
    do {                                                                     \
        real_##name = (__typeof__(real_##name))dlsym(RTLD_NEXT, #name);      \
        if (!real_##name) die("dlsym cannot find the real function", #name); \
    } while (0)

static void init(void) {
    RESOLVE(open);
    RESOLVE(open64);
    RESOLVE(openat);
    RESOLVE(openat64);
    RESOLVE(close);
    RESOLVE(write);
    RESOLVE(pwrite);
    RESOLVE(pwrite64);
    RESOLVE(ftruncate);
    RESOLVE(ftruncate64);
    RESOLVE(fsync);
    RESOLVE(fdatasync);
    RESOLVE(unlink);
    RESOLVE(unlinkat);
    const char *dir = getenv("POWERCUT_UNDO_DIR");
    if (!dir || !*dir) return;
    const char *substring = getenv("POWERCUT_MATCH");
    if (!substring || !*substring) die("POWERCUT_UNDO_DIR is set but POWERCUT_MATCH is not", dir);
    if (strlen(substring) >= sizeof match) die("POWERCUT_MATCH is too long", substring);
    strcpy(match, substring);
    if (!realpath(dir, undo_dir)) die("cannot find POWERCUT_UNDO_DIR", dir);
    const char *flag = getenv("POWERCUT_FAULT_FLAG");
    if (flag && *flag) {
        if (strlen(flag) >= sizeof fault_flag) die("POWERCUT_FAULT_FLAG is too long", flag);
        strcpy(fault_flag, flag);
        const char *number = getenv("POWERCUT_FAULT_ERRNO");
        fault_errno = number && *number ? atoi(number) : ENOSPC;
    }
    pthread_atfork(lock_for_fork, unlock_after_fork, unlock_after_fork);
    active = 1;
}

static void ensure(void) { pthread_once(&once, init); }

/* True while the fault flag's file exists: the disk is "full" (or failing). */
static int faulty(void) { return fault_flag[0] && access(fault_flag, F_OK) == 0; }

__attribute__((constructor)) static void start(void) { ensure(); }

static int ends_with(const char *text, const char *suffix) {
    size_t length = strlen(text), suffix_length = strlen(suffix);
    return length >= suffix_length && strcmp(text + length - suffix_length, suffix) == 0;
}

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Whether a file of this absolute path is tracked. */
static int wanted(const char *path) {
    size_t dir_length = strlen(undo_dir);
    int in_undo_dir = strncmp(path, undo_dir, dir_length) == 0 && path[dir_length] == '/';
    return strstr(path, match) && !ends_with(path, "-shm") && !ends_with(path, ".undo") && !in_undo_dir;
}

/* The absolute path fd was opened with, from /proc; 0 when it has none (deleted, anonymous). */
static int resolve(int fd, char path[PATH_MAX]) {
    char link[64];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(link, path, PATH_MAX - 1);
    if (length <= 0) return 0;
    path[length] = '\0';
    return path[0] == '/' && !ends_with(path, " (deleted)");
}

static int is_tracked(int fd) {
    return fd >= 0 && fd < MAX_FDS && __atomic_load_n(&fd_file[fd], __ATOMIC_ACQUIRE) != 0;
}

static void untrack(int fd) {
    if (fd >= 0 && fd < MAX_FDS) __atomic_store_n(&fd_file[fd], 0, __ATOMIC_RELEASE);
}

static void write_all(int fd, const char *bytes, size_t length, const char *path) {
    while (length > 0) {
        ssize_t written = real_write(fd, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) die("cannot append to the undo log of", path);
        bytes += written;
        length -= (size_t)written;
    }
}

/* Reads exactly length old bytes at offset, through a new read-only descriptor if fd is write-only. */
static void read_old(int fd, char *bytes, size_t length, int64_t offset, const char *path) {
    int reader = fd;
    while (length > 0) {
        ssize_t got = pread(reader, bytes, length, offset);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0 && errno == EBADF && reader == fd) {
            char link[64];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            reader = real_open(link, O_RDONLY | O_CLOEXEC);
            if (reader < 0) die("cannot reopen for reading", path);
            continue;
        }
        if (got <= 0) die("cannot read the bytes a write replaces in", path);
        bytes += got;
        length -= (size_t)got;
        offset += got;
    }
    if (reader != fd) real_close(reader);
}

/* Everything written to file i so far is durable: its records are no longer needed. */
static void forget_records(int i) {
    if (real_ftruncate(files[i].log, 0) != 0) die("cannot empty the undo log of", files[i].path);
}

/* Appends the record of a change of file i (read through fd) covering [offset, end). Lock held. */
static void record(int i, int fd, int64_t offset, int64_t size_before, int64_t end) {
    int64_t stop = end < size_before ? end : size_before;
    int64_t saved = offset < stop ? stop - offset : 0;
    struct undo_header header = {UNDO_MAGIC, offset, size_before, saved};
    memcpy(buffer, &header, sizeof header);
    size_t used = sizeof header;
    int64_t done = 0;
    do {
        size_t room = sizeof buffer - used;
        size_t part = (uint64_t)(saved - done) < room ? (size_t)(saved - done) : room;
        read_old(fd, buffer + used, part, offset + done, files[i].path);
        write_all(files[i].log, buffer, used + part, files[i].path);
        done += (int64_t)part;
        used = 0;
    } while (done < saved);
}

/* The tracked file of this path and inode, added (with its undo log) if new. Lock held. */
static int file_index(const char *path, const struct stat *st) {
    for (int i = 0; i < file_count; i++) {
        if (strcmp(files[i].path, path) != 0) continue;
        if (files[i].dev != st->st_dev || files[i].ino != st->st_ino) {
            /* Another file now has this name: the old one's records would corrupt it. */
            forget_records(i);
            for (int fd = 0; fd < MAX_FDS; fd++) {
                if (fd_file[fd] == i + 1) untrack(fd);
            }
            files[i].dev = st->st_dev;
            files[i].ino = st->st_ino;
        }
        return i;
    }
    if (file_count == MAX_FILES) die("too many tracked files", path);
    for (int i = 0; i < file_count; i++) {
        if (strcmp(base_name(files[i].path), base_name(path)) == 0) die("two tracked files share the name of", path);
    }
    char log_path[PATH_MAX];
    if (snprintf(log_path, sizeof log_path, "%s/%s.undo", undo_dir, base_name(path)) >= (int)sizeof log_path) {
        die("the undo log's path is too long for", path);
    }
    int log = real_open(log_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (log < 0) die("cannot open the undo log", log_path);
    struct tracked *file = &files[file_count];
    strcpy(file->path, path);
    file->dev = st->st_dev;
    file->ino = st->st_ino;
    file->log = log;
    return file_count++;
}

/* After a successful open: tracks fd if it is a wanted regular file, else clears a stale entry. */
static int opened(int fd) {
    if (fd < 0 || !active) return fd;
    int error = errno;
    struct stat st;
    char path[PATH_MAX];
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && resolve(fd, path) && wanted(path)) {
        if (fd >= MAX_FDS) die("file descriptor too high to track", path);
        pthread_mutex_lock(&lock);
        int i = file_index(path, &st);
        __atomic_store_n(&fd_file[fd], i + 1, __ATOMIC_RELEASE);
        pthread_mutex_unlock(&lock);
    } else {
        untrack(fd);
    }
    errno = error;
    return fd;
}

/* Before an open with O_TRUNC: records the whole file, which the open is about to empty. */
static void before_open(int dirfd, const char *path, int flags) {
    if (!active || !(flags & O_TRUNC)) return;
    int error = errno;
    int probe = real_openat(dirfd, path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (flags & O_NOFOLLOW));
    if (probe >= 0) {
        struct stat st;
        char resolved[PATH_MAX];
        if (fstat(probe, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && resolve(probe, resolved)
            && wanted(resolved)) {
            pthread_mutex_lock(&lock);
            record(file_index(resolved, &st), probe, 0, st.st_size, INT64_MAX);
            pthread_mutex_unlock(&lock);
        }
        real_close(probe);
    }
    errno = error;
}

/* The tracked file fd refers to, checked against its inode (the number may have been reused by
 * an open this shim did not see, such as fopen's), with its current stat; -1 if none. Lock held. */
static int checked_index(int fd, struct stat *st) {
    int i = __atomic_load_n(&fd_file[fd], __ATOMIC_ACQUIRE) - 1;
    if (i < 0 || fstat(fd, st) != 0) return -1;
    if (st->st_dev != files[i].dev || st->st_ino != files[i].ino) {
        untrack(fd);
        return -1;
    }
    return i;
}

/* Before writing count bytes at offset (or AT_POSITION). Returns the file's
 * index, or -1 if the write needs no record; sets *sync when fd is O_SYNC or O_DSYNC. Lock held. */
static int before_write(int fd, int64_t offset, size_t count, int *sync) {
    struct stat st;
    int i = checked_index(fd, &st);
    if (i < 0) return -1;
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0) return -1;
    *sync = (flags & O_DSYNC) != 0;
    if (flags & O_APPEND) {
        offset = st.st_size;
    } else if (offset == AT_POSITION) {
        offset = lseek(fd, 0, SEEK_CUR);
        if (offset < 0) return -1;
    }
    if (count > 0) record(i, fd, offset, st.st_size, offset + (int64_t)count);
    return i;
}

#define WRITE_THROUGH(fd, offset, count, call)                                         \
    do {                                                                               \
        ensure();                                                                      \
        if (!is_tracked(fd) || ((offset) < 0 && (offset) != AT_POSITION)) return call; \
        if (faulty()) {                                                                \
            errno = fault_errno;                                                       \
            return -1;                                                                 \
        }                                                                              \
        pthread_mutex_lock(&lock);                                                     \
        int sync = 0;                                                                  \
        int i = before_write(fd, offset, count, &sync);                                \
        ssize_t result = call;                                                         \
        int error = errno;                                                             \
        if (i >= 0 && result >= 0 && sync) forget_records(i);                          \
        pthread_mutex_unlock(&lock);                                                   \
        errno = error;                                                                 \
        return result;                                                                 \
    } while (0)

ssize_t write(int fd, const void *bytes, size_t count) {
    WRITE_THROUGH(fd, AT_POSITION, count, real_write(fd, bytes, count));
}

ssize_t pwrite(int fd, const void *bytes, size_t count, off_t offset) {
    WRITE_THROUGH(fd, (int64_t)offset, count, real_pwrite(fd, bytes, count, offset));
}

ssize_t pwrite64(int fd, const void *bytes, size_t count, off64_t offset) {
    WRITE_THROUGH(fd, (int64_t)offset, count, real_pwrite64(fd, bytes, count, offset));
}

#define TRUNCATE_THROUGH(fd, length, call)                                   \
    do {                                                                     \
        ensure();                                                            \
        if (!is_tracked(fd) || (length) < 0) return call;                    \
        pthread_mutex_lock(&lock);                                           \
        struct stat st;                                                      \
        int i = checked_index(fd, &st);                                      \
        if (i >= 0) record(i, fd, (int64_t)(length), st.st_size, INT64_MAX); \
        int result = call;                                                   \
        int error = errno;                                                   \
        pthread_mutex_unlock(&lock);                                         \
        errno = error;                                                       \
        return result;                                                       \
    } while (0)

int ftruncate(int fd, off_t length) { TRUNCATE_THROUGH(fd, length, real_ftruncate(fd, length)); }

int ftruncate64(int fd, off64_t length) { TRUNCATE_THROUGH(fd, length, real_ftruncate64(fd, length)); }

#define SYNC_THROUGH(fd, call)                        \
    do {                                              \
        ensure();                                     \
        if (!is_tracked(fd)) return call;             \
        pthread_mutex_lock(&lock);                    \
        int result = call;                            \
        int error = errno;                            \
        struct stat st;                               \
        int i = checked_index(fd, &st);               \
        if (result == 0 && i >= 0) forget_records(i); \
        pthread_mutex_unlock(&lock);                  \
        errno = error;                                \
        return result;                                \
    } while (0)

int fsync(int fd) { SYNC_THROUGH(fd, real_fsync(fd)); }

int fdatasync(int fd) { SYNC_THROUGH(fd, real_fdatasync(fd)); }

int close(int fd) {
    ensure();
    if (is_tracked(fd)) {
        pthread_mutex_lock(&lock);
        untrack(fd);
        pthread_mutex_unlock(&lock);
    }
    return real_close(fd);
}

/* A regular file with one link was deleted: drop its records and stop tracking its fds. */
static void deleted(const struct stat *st) {
    int error = errno;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < file_count; i++) {
        if (files[i].dev != st->st_dev || files[i].ino != st->st_ino) continue;
        forget_records(i);
        for (int fd = 0; fd < MAX_FDS; fd++) {
            if (fd_file[fd] == i + 1) untrack(fd);
        }
        files[i].dev = 0;
        files[i].ino = 0;
    }
    pthread_mutex_unlock(&lock);
    errno = error;
}

static int deletes_a_file(int dirfd, const char *path, int flags, struct stat *st) {
    return active && !(flags & AT_REMOVEDIR) && fstatat(dirfd, path, st, AT_SYMLINK_NOFOLLOW) == 0
        && S_ISREG(st->st_mode) && st->st_nlink == 1;
}

int unlink(const char *path) {
    ensure();
    struct stat st;
    int known = deletes_a_file(AT_FDCWD, path, 0, &st);
    int result = real_unlink(path);
    if (result == 0 && known) deleted(&st);
    return result;
}

int unlinkat(int dirfd, const char *path, int flags) {
    ensure();
    struct stat st;
    int known = deletes_a_file(dirfd, path, flags, &st);
    int result = real_unlinkat(dirfd, path, flags);
    if (result == 0 && known) deleted(&st);
    return result;
}

/* The mode argument is there only with O_CREAT or O_TMPFILE. */
#define MODE_ARGUMENT(flags, mode)                                   \
    mode_t mode = 0;                                                 \
    if (((flags) & O_CREAT) || ((flags) & O_TMPFILE) == O_TMPFILE) { \
        va_list arguments;                                           \
        va_start(arguments, flags);                                  \
        mode = va_arg(arguments, mode_t);                            \
        va_end(arguments);                                           \
    }

int open(const char *path, int flags, ...) {
    MODE_ARGUMENT(flags, mode);
    ensure();
    before_open(AT_FDCWD, path, flags);
    return opened(real_open(path, flags, mode));
}

int open64(const char *path, int flags, ...) {
    MODE_ARGUMENT(flags, mode);
    ensure();
    before_open(AT_FDCWD, path, flags);
    return opened(real_open64(path, flags, mode));
}

int openat(int dirfd, const char *path, int flags, ...) {
    MODE_ARGUMENT(flags, mode);
    ensure();
    before_open(dirfd, path, flags);
    return opened(real_openat(dirfd, path, flags, mode));
}

int openat64(int dirfd, const char *path, int flags, ...) {
    MODE_ARGUMENT(flags, mode);
    ensure();
    before_open(dirfd, path, flags);
    return opened(real_openat64(dirfd, path, flags, mode));
}
