#pragma once

#include <QRegularExpression>
#include <QString>

namespace sparkwire::doctor {

// True when the whole of `text` has the shape `pattern` (a regular expression, anchored at
// both ends): how the readers of a member's doctor answer check each value it sends.
inline bool hasShape(const char *pattern, const QString &text)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(QLatin1String(pattern)))
        .match(text)
        .hasMatch();
}

} // namespace sparkwire::doctor
