#include "LineDiff.h"

#include <QStringList>
#include <QVector>

namespace sparkwire::netplan {

namespace {
struct Edit
{
    char op; // ' ', '-', '+'
    QString line;
    int beforeLine; // 1-based position in each file at this edit
    int afterLine;
};

QStringList linesOf(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

// Longest common subsequence by dynamic programming: netplan files are tens of lines.
QList<Edit> edits(const QStringList &a, const QStringList &b)
{
    const int n = int(a.size()), m = int(b.size());
    QVector<QVector<int>> lcs(n + 1, QVector<int>(m + 1, 0));
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j)
            lcs[i][j] =
                a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    QList<Edit> out;
    int i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            out << Edit{' ', a[i], i + 1, j + 1};
            ++i, ++j;
        } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
            out << Edit{'-', a[i], i + 1, j + 1}; // deletions first, as diff -u prints them
            ++i;
        } else {
            out << Edit{'+', b[j], i + 1, j + 1};
            ++j;
        }
    }
    return out;
}
} // namespace

QString unifiedDiff(const QString &before, const QString &after, const QString &beforeName,
                    const QString &afterName)
{
    constexpr int kContext = 3;
    const QList<Edit> all = edits(linesOf(before), linesOf(after));
    QString out;
    int k = 0;
    while (k < all.size()) {
        if (all[k].op == ' ') {
            ++k;
            continue;
        }
        // A hunk: from kContext lines before this change to kContext after the last change
        // that is within 2*kContext lines of the previous one.
        const int start = std::max(0, k - kContext);
        int end = k;
        for (int e = k; e < all.size(); ++e) {
            if (all[e].op != ' ')
                end = e;
            else if (e - end > 2 * kContext)
                break;
        }
        end = std::min(int(all.size()) - 1, end + kContext);
        int beforeCount = 0, afterCount = 0;
        for (int e = start; e <= end; ++e) {
            beforeCount += all[e].op != '+';
            afterCount += all[e].op != '-';
        }
        if (out.isEmpty())
            out += QStringLiteral("--- %1\n+++ %2\n").arg(beforeName, afterName);
        const int beforeStart = beforeCount ? all[start].beforeLine : all[start].beforeLine - 1;
        const int afterStart = afterCount ? all[start].afterLine : all[start].afterLine - 1;
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n")
                   .arg(beforeStart)
                   .arg(beforeCount)
                   .arg(afterStart)
                   .arg(afterCount);
        for (int e = start; e <= end; ++e)
            out += QLatin1Char(all[e].op) + all[e].line + QLatin1Char('\n');
        k = end + 1;
    }
    return out;
}

} // namespace sparkwire::netplan
