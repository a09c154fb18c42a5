#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::netplan {

// Replaces /etc/netplan/40-cx7.yaml the way `netplan try` does, and never loses the old one:
//   begin():   back the current file up (or note that there was none), write the new file
//              atomically with mode 0600, apply;
//   confirm(): keep the new file; the old one stays as 40-cx7.yaml.previous;
//   revert():  put the old file back byte for byte (or remove ours), apply again.
// The backup lives under <root>/var/lib/sparkwire/ and doubles as the "unconfirmed" marker:
// recoverInterrupted(), run when the helper starts, reverts a change whose helper died.
class NetplanTransaction
{
public:
    struct Config
    {
        QString rootDir = QStringLiteral("/");
        QStringList applyCommand = {QStringLiteral("/usr/sbin/netplan"), QStringLiteral("apply")};
        int applyTimeoutSeconds = 120;
    };

    explicit NetplanTransaction(Config config);

    QString targetPath() const;
    QString backupPath() const;
    QString absentMarkerPath() const;
    QString previousPath() const;

    bool pending() const;
    // Empty on success; else what went wrong (the old file is back in place).
    QString begin(const QByteArray &yaml);
    QString confirm();
    QString revert();
    // A change left unconfirmed by a helper that died: revert it. nullopt when there was none.
    std::optional<QString> recoverInterrupted();

private:
    QString apply();
    QString restoreBackup();
    void removeStaleTemporaries();

    Config m_config;
};

} // namespace sparkwire::netplan
