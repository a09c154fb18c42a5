/* Preloaded into the arm64 tests under qemu-user (LD_PRELOAD, tests/arm64/CMakeLists.txt):
 * Qt's QProcess starts children through forkfd, which uses clone(CLONE_PIDFD) when
 * waitid(P_PIDFD, INT_MAX, ...) answers EBADF. Under qemu-user 7.2 (Debian 12) the host kernel
 * answers that probe, but qemu refuses clone with CLONE_PIDFD (EINVAL), so every QProcess
 * fails with "fork failure". Answering the probe with EINVAL, as a kernel without pidfds
 * would, makes forkfd use plain fork(), which qemu emulates. Nothing else is changed: every
 * other syscall(2) goes to the C library's. Never part of the package. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <sys/syscall.h>

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

long syscall(long number, ...)
{
    va_list ap;
    va_start(ap, number);
    long a[6];
    for (int i = 0; i < 6; ++i)
        a[i] = va_arg(ap, long);
    va_end(ap);
    if (number == SYS_waitid && a[0] == P_PIDFD) {
        errno = EINVAL;
        return -1;
    }
    static long (*real)(long, ...);
    if (!real)
        real = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
    return real(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}
