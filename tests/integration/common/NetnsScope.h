#pragma once

#include <QFile>
#include <QString>

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

// Moves the calling thread (Qt's main thread: its sockets and netlink) into a testbed network
// namespace for as long as it lives, and back afterwards.
class NetnsScope
{
public:
    explicit NetnsScope(const QString &ns)
        : m_original(::open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC))
    {
        const int fd = ::open(QFile::encodeName(QStringLiteral("/run/netns/") + ns).constData(),
                              O_RDONLY | O_CLOEXEC);
        m_ok = fd >= 0 && ::setns(fd, CLONE_NEWNET) == 0;
        if (fd >= 0)
            ::close(fd);
    }
    ~NetnsScope()
    {
        ::setns(m_original, CLONE_NEWNET);
        ::close(m_original);
    }
    NetnsScope(const NetnsScope &) = delete;
    NetnsScope &operator=(const NetnsScope &) = delete;
    bool ok() const { return m_ok; }

private:
    int m_original;
    bool m_ok = false;
};
