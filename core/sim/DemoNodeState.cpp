#include "DemoNodeState.h"

#include "DemoEnvironment.h"

#include <QDir>

namespace sparkwire::sim {

DemoNodeState::DemoNodeState()
    : m_dir(QDir::tempPath() + QStringLiteral("/sparkwire-demo-state-XXXXXX"))
{
    if (!m_dir.isValid()) {
        m_error = m_dir.errorString();
        return;
    }
    Result<discovery::NodeIdentity> made = discovery::NodeIdentity::loadOrCreate(
        m_dir.path(), QString::fromLatin1(DemoEnvironment::kHostname));
    if (made)
        m_identity = *made;
    else
        m_error = made.error().message;
}

} // namespace sparkwire::sim
