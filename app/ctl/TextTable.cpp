#include "TextTable.h"

#include <algorithm>

QString TextTable::toString() const
{
    QList<int> widths;
    for (const QStringList &row : m_rows) {
        for (int i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], int(row[i].size()));
        }
    }
    QString out;
    for (const QStringList &row : m_rows) {
        QString line;
        for (int i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row[i].leftJustified(widths[i] + 2) : row[i];
        out += line + QLatin1Char('\n');
    }
    return out;
}
