#pragma once

#include <QString>

#include <optional>

namespace sparkwire::metrics {

// One sysfs counter, opened once and re-read with pread(2) on every tick: no path lookup, no
// open/close per sample. A file that cannot be read, or whose inode is gone (the device was
// removed), reads as nullopt; reopen() tries the path again.
class CounterFile
{
public:
    explicit CounterFile(QString path);
    ~CounterFile();
    CounterFile(const CounterFile &) = delete;
    CounterFile &operator=(const CounterFile &) = delete;
    CounterFile(CounterFile &&other) noexcept;
    CounterFile &operator=(CounterFile &&other) = delete;

    std::optional<quint64> read();
    bool reopen();
    // False once the file was removed under the open descriptor (a fixture tree, or a
    // device that vanished): on sysfs read() fails instead.
    bool stillLinked() const;
    bool isOpen() const { return m_fd >= 0; }
    const QString &path() const { return m_path; }

private:
    void close();
    QString m_path;
    int m_fd = -1;
};

// The increase from `before` to `now` of a counter that may wrap: 32-bit counters (value
// below 2^32) wrap at 2^32, others at 2^64. A counter that went back without wrapping (a
// driver reset) counts from zero.
quint64 counterDelta(quint64 before, quint64 now);

} // namespace sparkwire::metrics
