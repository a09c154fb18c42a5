#pragma once

#include <QString>

namespace sparkwire::netplan {

// A unified diff (3 lines of context) of two small texts, for showing a person exactly what
// changes in a file. Empty when the texts are equal.
QString unifiedDiff(const QString &before, const QString &after, const QString &beforeName,
                    const QString &afterName);

} // namespace sparkwire::netplan
