#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::netplan {

// Replaces 40-cx7.yaml the way `netplan try` does, and never loses the old one. The candidate
// is staged where a reboot forgets it: netplan lets <root>/run/netplan shadow
// <root>/etc/netplan by file name, and /run is emptied at boot.
//   begin():   write the pending marker <root>/run/sparkwire/pending (the candidate's hash),
//              then the candidate at <root>/run/netplan/40-cx7.yaml (0600), then apply;
//   confirm(): copy the old /etc file to var/lib/sparkwire/40-cx7.yaml.previous, replace
//              /etc/netplan/40-cx7.yaml atomically with the staged bytes, remove the /run
//              copy, then the marker (no apply: what runs already is those bytes);
//   revert():  remove the /run copy, apply, then remove the marker.
// Killed between any two steps, /etc holds the old or the new file, whole; whatever /run
// still holds is removed by recoverInterrupted() (the marker outlives the staged copy, so a
// recovery always finds it), and a reboot leaves /etc in force with nothing to recover.
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

    QString targetPath() const;   // <root>/etc/netplan/40-cx7.yaml: the confirmed file
    QString stagedPath() const;   // <root>/run/netplan/40-cx7.yaml: the candidate
    QString markerPath() const;   // <root>/run/sparkwire/pending
    QString previousPath() const; // <root>/var/lib/sparkwire/40-cx7.yaml.previous
    // The validator's scratch parent: root-only, under /run, wiped by recoverInterrupted().
    QString validateDir() const;
    // What one helper process at a time holds (flock) for this root dir.
    QString lockPath() const;

    bool pending() const;
    // Empty on success; else what went wrong (the old file is back in force).
    QString begin(const QByteArray &yaml);
    // Empty on success; else why nothing was confirmed (the change stays pending).
    QString confirm();
    QString revert();
    // Run before anything else, when the helper starts and at boot: removes what a killed
    // helper left (staged copy, marker, temporaries, validation scratch, and the /etc backup
    // of the layout before this one) and applies again when that changed what is in force.
    // nullopt when there was nothing to recover; else empty or what failed.
    std::optional<QString> recoverInterrupted();

private:
    QString runDir() const;
    QString stateDir() const;
    // Earlier versions wrote the candidate to /etc and kept the old file here until Confirm.
    QString legacyBackupPath() const;
    QString legacyAbsentPath() const;
    QString apply();
    QString discardStaged();
    QString restoreLegacyBackup(bool *changed);
    void removeStaleTemporaries();

    Config m_config;
};

} // namespace sparkwire::netplan
