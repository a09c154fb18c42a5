#pragma once

#include "DemoEnvironment.h"

#include "common/Result.h"
#include "discovery/NodeIdentity.h"

#include <QString>
#include <QTemporaryDir>

#include <optional>

namespace sparkwire::sim {

// The demo seat's own state: a private temporary directory (removed with this object) and a
// throwaway node key made in it by the code a real node uses (NodeIdentity::loadOrCreate),
// so the demo can sign what a Spark signs (its config bundle) without any real key.
class DemoNodeState
{
public:
    DemoNodeState();
    // Empty error() when the directory and the key are there.
    QString error() const { return m_error; }
    QString stateDir() const { return m_dir.path(); }
    const std::optional<discovery::NodeIdentity> &identity() const { return m_identity; }
    // A private copy of the demo's netplan hierarchy (etc/netplan/*.yaml) in this state, so
    // the demo reads files with the modes a Spark's have: the shipped copy must be readable by
    // every user, a Spark's netplan files are 0600. keepModes keeps the shipped modes (the
    // classic faults' files readable by others). Returns the copy's root.
    Result<QString> copyNetplan(const QString &sourceRoot, bool keepModes) const;
    // Where a demo of `scenario` reads its netplan files: the private copy (the faults keep
    // the shipped modes, one of their faults), or the shipped tree when the copy cannot be
    // made, with netplanWarning() saying why (Diagnose then warns about the files' modes).
    QString netplanRoot(DemoEnvironment::Scenario scenario);
    QString netplanWarning() const { return m_netplanWarning; }

private:
    QTemporaryDir m_dir;
    std::optional<discovery::NodeIdentity> m_identity;
    QString m_error;
    QString m_netplanWarning;
};

} // namespace sparkwire::sim
