#include "HostName.h"

#include <QRegularExpression>

namespace sparkwire::common {

bool isValidHostName(const QString &name)
{
    // \A and \z, not ^ and $: $ also matches before a trailing newline ("spark-a\n").
    static const QRegularExpression hostname(
        QStringLiteral("\\A[A-Za-z0-9][A-Za-z0-9.-]{0,62}\\z"));
    return hostname.match(name).hasMatch();
}

} // namespace sparkwire::common
