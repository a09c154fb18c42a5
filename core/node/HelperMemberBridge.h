#pragma once

#include "cluster/MemberHelper.h"
#include "helperclient/HelperClient.h"

namespace sparkwire::node {

// The member side's way to this node's own sparkwire-helper: cluster::MemberHelper over
// helper::HelperClient on the system bus (DBUS_SYSTEM_BUS_ADDRESS on the testbed).
class HelperMemberBridge : public cluster::MemberHelper
{
    Q_OBJECT
public:
    explicit HelperMemberBridge(QObject *parent = nullptr);

    void challenge(Reply<QByteArray> done) override;
    void current(Reply<QByteArray> done) override;
    void validate(const QByteArray &yaml, Done done) override;
    void tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds, const QString &seatId,
                      const QByteArray &nonce, qint64 expiresAt, const QByteArray &signature,
                      Done done) override;
    void tryAsked(const QByteArray &yaml, unsigned timeoutSeconds, Done done) override;
    void confirmDelegated(const QByteArray &signature, Done done) override;
    void confirm(Done done) override;
    void cancel(Done done) override;
    void delegated(const QString &seatId, Reply<bool> done) override;
    void addDelegation(const QByteArray &certificatePem, const QString &name, Done done) override;
    void removeDelegation(const QString &id, Done done) override;

private:
    helper::HelperClient m_client;
};

} // namespace sparkwire::node
