#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace sparkwire::netplan {

struct NetplanIssue
{
    QString file; // relative to the root dir, e.g. "etc/netplan/40-cx7.yaml"
    int line = 0;
    int column = 0;
    QString message;
    QString toString() const;
};

// Validates with netplan's own parser: copies the hierarchy under rootDir into a temporary
// tree, puts the candidate at etc/netplan/40-cx7.yaml, and runs `netplan generate
// --root-dir` there. Nothing under rootDir is touched. Errors come back as file:line:col.
class NetplanValidator
{
public:
    explicit NetplanValidator(QString netplanCommand = QStringLiteral("netplan"))
        : m_command(std::move(netplanCommand))
    {}
    // Empty when netplan accepts the whole hierarchy with the candidate in place.
    QList<NetplanIssue> validate(const QString &rootDir, const QByteArray &candidate) const;

private:
    QString m_command;
};

} // namespace sparkwire::netplan
