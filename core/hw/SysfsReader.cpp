#include "SysfsReader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace sparkwire::hw {

SysfsReader::SysfsReader(QString root)
    : m_root(std::move(root))
    , m_canonicalRoot(QFileInfo(m_root).canonicalFilePath())
{}

bool SysfsReader::isRealSysfs() const
{
    return m_canonicalRoot == QLatin1String("/sys");
}

QString SysfsReader::absolute(const QString &relPath) const
{
    return m_root + QLatin1Char('/') + relPath;
}

bool SysfsReader::exists(const QString &relPath) const
{
    return QFileInfo::exists(absolute(relPath));
}

std::optional<QString> SysfsReader::readLine(const QString &relPath) const
{
    QFile file(absolute(relPath));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // sysfs attributes are at most a page; read() rather than readLine() because a failed
    // sysfs read reports through read()'s return value.
    char buffer[4096];
    const qint64 n = file.read(buffer, sizeof buffer);
    if (n < 0)
        return std::nullopt;
    QByteArray data(buffer, int(n));
    const int newline = data.indexOf('\n');
    if (newline >= 0)
        data.truncate(newline);
    return QString::fromUtf8(data).trimmed();
}

std::optional<long long> SysfsReader::readInteger(const QString &relPath) const
{
    const std::optional<QString> text = readLine(relPath);
    if (!text)
        return std::nullopt;
    bool ok = false;
    const long long value = text->toLongLong(&ok, 0); // base 0 accepts "0x15b3" too
    if (!ok)
        return std::nullopt;
    return value;
}

QStringList SysfsReader::list(const QString &relPath) const
{
    QDir dir(absolute(relPath));
    return dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

std::optional<QString> SysfsReader::resolve(const QString &relPath) const
{
    const QString target = QFileInfo(absolute(relPath)).canonicalFilePath();
    if (target.isEmpty() || m_canonicalRoot.isEmpty())
        return std::nullopt;
    if (target == m_canonicalRoot)
        return QString();
    if (!target.startsWith(m_canonicalRoot + QLatin1Char('/')))
        return std::nullopt;
    return target.mid(m_canonicalRoot.size() + 1);
}

} // namespace sparkwire::hw
