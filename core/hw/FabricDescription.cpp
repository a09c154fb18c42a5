#include "FabricDescription.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace sparkwire::hw {

namespace {

// A netdev name as the kernel allows it, kept to the characters a real one uses: at most 15
// bytes (IFNAMSIZ - 1), never "." or "..".
bool validNetdev(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]{1,15}$"));
    return re.match(name).hasMatch() && name != QLatin1String(".") && name != QLatin1String("..");
}

// An RDMA device name: at most 63 bytes (IB_DEVICE_NAME_MAX - 1).
bool validRdmaDevice(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_.-]{1,63}$"));
    return re.match(name).hasMatch() && name != QLatin1String(".") && name != QLatin1String("..");
}

std::optional<int> zeroOrOne(const QString &field)
{
    if (field == QLatin1String("0"))
        return 0;
    if (field == QLatin1String("1"))
        return 1;
    return std::nullopt;
}
Error invalid(const QString &source, int line, const QString &what)
{
    return Error{
        ErrorCode::InvalidInput, QStringLiteral("%1:%2: %3").arg(source).arg(line).arg(what), {}};
}
} // namespace

Result<FabricDescription> FabricDescription::parse(const QByteArray &text, const QString &source)
{
    if (text.size() > kMaxFileBytes)
        return Error{ErrorCode::InvalidInput,
                     tr("%1 is larger than %2 bytes: not a fabric description")
                         .arg(source)
                         .arg(kMaxFileBytes),
                     {}};
    if (text.contains('\0'))
        return Error{
            ErrorCode::InvalidInput, tr("%1 holds a NUL byte: not a text file").arg(source), {}};
    FabricDescription fabric;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QByteArray raw = lines.at(i);
        const int hash = raw.indexOf('#');
        if (hash >= 0)
            raw.truncate(hash);
        const QString line = QString::fromLatin1(raw).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList fields = line.split(QRegularExpression(QStringLiteral("[ \t\r]+")));
        if (fields.size() != 4)
            return invalid(source, lineNo,
                           tr("expected 4 fields (netdev port half rdma-device), found %1")
                               .arg(fields.size()));
        Entry entry;
        entry.netdev = fields.at(0);
        if (!validNetdev(entry.netdev))
            return invalid(source, lineNo,
                           tr("'%1' is not a network interface name (1-15 of A-Z a-z 0-9 _ . -)")
                               .arg(entry.netdev.left(40)));
        const std::optional<int> port = zeroOrOne(fields.at(1));
        if (!port)
            return invalid(source, lineNo,
                           tr("port must be 0 or 1, not '%1'").arg(fields.at(1).left(20)));
        const std::optional<int> half = zeroOrOne(fields.at(2));
        if (!half)
            return invalid(source, lineNo,
                           tr("half must be 0 or 1, not '%1'").arg(fields.at(2).left(20)));
        entry.port = *port;
        entry.half = *half;
        if (fields.at(3) != QLatin1String("-")) {
            if (!validRdmaDevice(fields.at(3)))
                return invalid(source, lineNo,
                               tr("'%1' is not an RDMA device name (1-63 of A-Z a-z 0-9 _ . -, or "
                                  "'-' for none)")
                                   .arg(fields.at(3).left(70)));
            entry.rdmaDevice = fields.at(3);
        }
        for (const Entry &other : std::as_const(fabric.m_entries)) {
            if (other.netdev == entry.netdev)
                return invalid(source, lineNo, tr("%1 is named twice").arg(entry.netdev));
            if (other.port == entry.port && other.half == entry.half)
                return invalid(source, lineNo,
                               tr("port %1 half %2 is already %3")
                                   .arg(entry.port)
                                   .arg(entry.half)
                                   .arg(other.netdev));
            if (!entry.rdmaDevice.isEmpty() && other.rdmaDevice == entry.rdmaDevice)
                return invalid(
                    source, lineNo,
                    tr("RDMA device %1 is already %2's").arg(entry.rdmaDevice, other.netdev));
        }
        fabric.m_entries.append(entry);
    }
    return fabric;
}

Result<FabricDescription> FabricDescription::load(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return FabricDescription();
    if (!info.isFile())
        return Error{ErrorCode::InvalidInput, tr("%1 is not a regular file").arg(path), {}};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, tr("cannot read %1: %2").arg(path, file.errorString()), {}};
    // One byte more than allowed, so that a file too large is told as such.
    const QByteArray text = file.read(kMaxFileBytes + 1);
    return parse(text, path);
}

const FabricDescription::Entry *FabricDescription::find(const QString &netdev) const
{
    for (const Entry &entry : m_entries)
        if (entry.netdev == netdev)
            return &entry;
    return nullptr;
}

QString FabricDescription::twinOf(const Entry &entry) const
{
    for (const Entry &other : m_entries)
        if (other.port == entry.port && other.half != entry.half)
            return other.netdev;
    return QString();
}

} // namespace sparkwire::hw
