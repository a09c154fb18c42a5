#include "NodeContextFactory.h"

#include "discovery/SecretStore.h"
#include "discovery/SessionBus.h"

#include <QCoreApplication>
#include <QSysInfo>

namespace sparkwire::node {

namespace {
// No session bus, so no keyring: reads fail saying why (and how to fix it), a new key goes
// to the 0600 file.
class UnreachableKeyring : public discovery::SecretStore
{
public:
    explicit UnreachableKeyring(Error why)
        : m_why(std::move(why))
    {}
    void write(const QString &, const QByteArray &, WriteDone done) override { done(m_why); }
    void read(const QString &, ReadDone done) override { done(m_why); }

private:
    Error m_why;
};

std::shared_ptr<discovery::SecretStore> keyStore()
{
    const Result<QString> bus = discovery::SessionBus::ensureAddress();
    if (!bus)
        return std::make_shared<UnreachableKeyring>(bus.error());
    return std::make_shared<discovery::KeychainStore>();
}
} // namespace

void NodeContextFactory::create(NodeContext::Options options, Done done)
{
    if (!options.inventory)
        return done(makeError(ErrorCode::InvalidInput,
                              QCoreApplication::translate("NodeContextFactory",
                                                          "no inventory to start the node on")));
    if (options.hostname.isEmpty())
        options.hostname = QSysInfo::machineHostName();
    std::shared_ptr<discovery::SecretStore> store = keyStore();
    const QString stateDir = options.stateDir;
    const QString hostname = options.hostname;
    discovery::NodeIdentity::loadOrCreate(
        stateDir, hostname, store.get(),
        [store, options, done](Result<discovery::NodeIdentity> identity) {
            if (!identity)
                return done(identity.error());
            done(std::unique_ptr<NodeContext>(new NodeContext(options, std::move(*identity))));
        });
}

} // namespace sparkwire::node
