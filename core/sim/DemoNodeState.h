#pragma once

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

private:
    QTemporaryDir m_dir;
    std::optional<discovery::NodeIdentity> m_identity;
    QString m_error;
};

} // namespace sparkwire::sim
