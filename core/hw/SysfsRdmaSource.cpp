#include "SysfsRdmaSource.h"

#include "GidText.h"

#include <algorithm>

namespace sparkwire::hw {

namespace {
// "4: ACTIVE" -> "ACTIVE"
QString afterColon(const std::optional<QString> &text)
{
    if (!text)
        return {};
    const int colon = text->indexOf(QLatin1Char(':'));
    return (colon >= 0 ? text->mid(colon + 1) : *text).trimmed();
}
} // namespace

std::optional<RoceState> SysfsRdmaSource::portState(const QString &rdmaDevice) const
{
    const QString port = QStringLiteral("class/infiniband/%1/ports/1/").arg(rdmaDevice);
    if (!m_sysfs.exists(port))
        return std::nullopt;

    RoceState state;
    state.state = afterColon(m_sysfs.readLine(port + QLatin1String("state")));
    state.physState = afterColon(m_sysfs.readLine(port + QLatin1String("phys_state")));
    state.linkLayer = m_sysfs.readLine(port + QLatin1String("link_layer")).value_or(QString());
    state.rate = m_sysfs.readLine(port + QLatin1String("rate")).value_or(QString());

    QList<int> indices;
    for (const QString &name : m_sysfs.list(port + QLatin1String("gids"))) {
        bool ok = false;
        const int index = name.toInt(&ok);
        if (ok && index >= 0)
            indices.append(index);
    }
    std::sort(indices.begin(), indices.end());
    for (int index : indices) {
        const QString n = QString::number(index);
        // Unused entries read as the zero GID; their type file is unreadable on hardware.
        const QString gid = GidText::normalise(
            m_sysfs.readLine(port + QLatin1String("gids/") + n).value_or(QString()));
        if (gid.isEmpty())
            continue;
        GidEntry entry;
        entry.index = index;
        entry.gid = gid;
        entry.type = GidText::typeName(
            m_sysfs.readLine(port + QLatin1String("gid_attrs/types/") + n).value_or(QString()));
        entry.netdev =
            m_sysfs.readLine(port + QLatin1String("gid_attrs/ndevs/") + n).value_or(QString());
        entry.ipv4 = GidText::mappedIpv4(gid);
        state.gids.append(entry);
    }
    return state;
}

} // namespace sparkwire::hw
