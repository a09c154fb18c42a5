#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// A plain text table with columns padded to their widest cell, for terminal output.
class TextTable
{
public:
    explicit TextTable(QStringList header)
        : m_rows{std::move(header)}
    {}
    void addRow(QStringList row) { m_rows.append(std::move(row)); }
    QString toString() const;

private:
    QList<QStringList> m_rows;
};
