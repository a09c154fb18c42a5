#include "ClusterText.h"

#include "peers/PairedPeers.h"

#include <QRegularExpression>

namespace sparkwire::cluster::ClusterText {

bool isKeyId(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("\\A[0-9a-f]{64}\\z"));
    return hex.match(id).hasMatch();
}

bool isHostname(const QString &name)
{
    return peers::PairedPeers::isValidName(name);
}

bool isNetdevName(const QString &name)
{
    // What the kernel takes (dev_valid_name), narrowed to what netplan and YAML read alike.
    static const QRegularExpression netdev(QStringLiteral("\\A[A-Za-z0-9_.-]{1,15}\\z"));
    return netdev.match(name).hasMatch() && name != QLatin1String(".") &&
           name != QLatin1String("..");
}

bool isPlainText(const QString &text)
{
    if (!QStringView(text).isValidUtf16()) // a lone surrogate ("\ud800" in JSON)
        return false;
    for (const char32_t c : text.toUcs4())
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
            return false;
        default:
            break;
        }
    return true;
}

QString label(const ClusterMember &member)
{
    return QStringLiteral("%1 (%2)").arg(member.hostname, shortId(member.id));
}

QString shortId(const QString &id)
{
    return id.left(8) + QStringLiteral("…");
}

} // namespace sparkwire::cluster::ClusterText
