#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QProcess;

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
//
// The apply command runs as an asynchronous process: begin(), revert() and
// recoverInterrupted() return at once and report through their callback, from the event
// loop, so the helper keeps answering its bus while netplan works. One apply at a time:
// while applying() is true, those three refuse with ErrorCode::Refused.
class NetplanTransaction : public QObject
{
    Q_OBJECT
public:
    // The helper's bound on one `netplan apply` (a cluster member counts it into the try
    // budget it tells the seat, MemberState::trySeconds).
    static constexpr int kDefaultApplyTimeoutSeconds = 120;
    struct Config
    {
        QString rootDir = QStringLiteral("/");
        QStringList applyCommand = {QStringLiteral("/usr/sbin/netplan"), QStringLiteral("apply")};
        int applyTimeoutSeconds = kDefaultApplyTimeoutSeconds;
    };
    enum class Recovery
    {
        NothingToRecover,
        Reverted, // an interrupted change was removed and the file in /etc applied again
    };
    using Done = std::function<void(Status)>;

    explicit NetplanTransaction(Config config, QObject *parent = nullptr);

    QString targetPath() const;   // <root>/etc/netplan/40-cx7.yaml: the confirmed file
    QString stagedPath() const;   // <root>/run/netplan/40-cx7.yaml: the candidate
    QString markerPath() const;   // <root>/run/sparkwire/pending
    QString previousPath() const; // <root>/var/lib/sparkwire/40-cx7.yaml.previous
    // The validator's scratch parent: root-only, under /run, wiped by recoverInterrupted().
    QString validateDir() const;
    // What one helper process at a time holds (flock) for this root dir.
    QString lockPath() const;

    bool pending() const;
    bool applying() const { return m_applyProcess != nullptr; }
    // done(ok) once the candidate is in force; else done(why), with the old file back.
    void begin(const QByteArray &yaml, Done done);
    // Synchronous (nothing is applied). An error says why nothing was confirmed; the change
    // then stays pending.
    Status confirm();
    void revert(Done done);
    // Run before anything else, when the helper starts and at boot: removes what a killed
    // helper left (staged copy, marker, temporaries, validation scratch, and the /etc backup
    // of the layout before this one) and applies again when that changed what is in force.
    void recoverInterrupted(std::function<void(Result<Recovery>)> done);

private:
    QString runDir() const;
    QString stateDir() const;
    // Earlier versions wrote the candidate to /etc and kept the old file here until Confirm.
    QString legacyBackupPath() const;
    QString legacyAbsentPath() const;
    void apply(Done done);
    Status discardStaged();
    Status restoreLegacyBackup(bool *changed);
    void removeStaleTemporaries();
    Status refuseWhileApplying() const;

    Config m_config;
    QProcess *m_applyProcess = nullptr;
};

} // namespace sparkwire::netplan
