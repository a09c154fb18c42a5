#include "CounterFile.h"

#include <QFile>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace sparkwire::metrics {

CounterFile::CounterFile(QString path)
    : m_path(std::move(path))
{
    reopen();
}

CounterFile::~CounterFile()
{
    close();
}

CounterFile::CounterFile(CounterFile &&other) noexcept
    : m_path(std::move(other.m_path))
    , m_fd(other.m_fd)
{
    other.m_fd = -1;
}

void CounterFile::close()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
}

bool CounterFile::reopen()
{
    close();
    m_fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_CLOEXEC);
    return m_fd >= 0;
}

bool CounterFile::stillLinked() const
{
    struct stat st;
    return m_fd >= 0 && ::fstat(m_fd, &st) == 0 && st.st_nlink > 0;
}

std::optional<quint64> CounterFile::read()
{
    if (m_fd < 0)
        return std::nullopt;
    char buffer[32];
    ssize_t n;
    do
        n = ::pread(m_fd, buffer, sizeof buffer - 1, 0);
    while (n < 0 && errno == EINTR);
    if (n <= 0) { // sysfs answers ENODEV once the device is gone
        close();
        return std::nullopt;
    }
    buffer[n] = '\0';
    quint64 value = 0;
    int digits = 0;
    for (const char *p = buffer; *p >= '0' && *p <= '9'; ++p, ++digits) {
        if (value > (~quint64(0) - quint64(*p - '0')) / 10)
            return std::nullopt; // longer than 64 bits: not a counter
        value = value * 10 + quint64(*p - '0');
    }
    if (digits == 0)
        return std::nullopt;
    return value;
}

quint64 counterDelta(quint64 before, quint64 now)
{
    if (now >= before)
        return now - before;
    if (before <= 0xffffffffULL && before > 0xc0000000ULL) // a 32-bit counter near its top
        return (0x100000000ULL - before) + now;
    if (before > 0xc000000000000000ULL) // a 64-bit counter near its top
        return (~quint64(0) - before) + 1 + now;
    return now; // reset: count from zero
}

} // namespace sparkwire::metrics
