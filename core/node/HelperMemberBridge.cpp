#include "HelperMemberBridge.h"

#include "helperclient/HelperIds.h"

#include <QCoreApplication>

namespace sparkwire::node {

HelperMemberBridge::HelperMemberBridge(QObject *parent)
    : cluster::MemberHelper(parent)
{
    // Only a change of ours reaches this (CallerStateChanged goes to the owner alone).
    connect(&m_client, &helper::HelperClient::reverted, this,
            [this](const Error &why) { Q_EMIT revertedOnItsOwn(why); });
}

void HelperMemberBridge::challenge(Reply<QByteArray> done)
{
    m_client.challenge(std::move(done));
}

void HelperMemberBridge::current(Reply<QByteArray> done)
{
    m_client.current(std::move(done));
}

void HelperMemberBridge::validate(const QByteArray &yaml, Done done)
{
    m_client.validate(yaml, [done](const Result<QStringList> &problems) {
        if (!problems)
            return done(problems.error());
        if (!problems->isEmpty())
            return done(
                makeError(ErrorCode::InvalidInput,
                          QCoreApplication::translate("HelperMemberBridge",
                                                      "This Spark's helper refuses the plan: %1")
                              .arg(problems->join(QStringLiteral("; "))),
                          problems->join(QLatin1Char('\n'))));
        done(Status());
    });
}

void HelperMemberBridge::tryDelegated(const QByteArray &yaml, unsigned timeoutSeconds,
                                      const QString &seatId, const QByteArray &nonce,
                                      qint64 expiresAt, const QByteArray &signature, Done done)
{
    m_client.tryDelegated(yaml, timeoutSeconds, seatId, nonce, expiresAt, signature,
                          std::move(done));
}

void HelperMemberBridge::tryAsked(const QByteArray &yaml, unsigned timeoutSeconds, Done done)
{
    m_client.tryApply(yaml, timeoutSeconds, std::move(done));
}

void HelperMemberBridge::confirmDelegated(const QByteArray &signature, Done done)
{
    m_client.confirmDelegated(signature, std::move(done));
}

void HelperMemberBridge::confirm(Done done)
{
    m_client.confirm(std::move(done));
}

void HelperMemberBridge::cancel(Done done)
{
    m_client.cancel(std::move(done));
}

void HelperMemberBridge::delegated(const QString &seatId, Reply<bool> done)
{
    m_client.delegations(
        [seatId, done](const Result<QList<helper::HelperClient::DelegationEntry>> &entries) {
            if (!entries)
                return done(entries.error());
            done(std::any_of(entries->cbegin(), entries->cend(),
                             [&](const auto &e) { return e.id == seatId; }));
        });
}

void HelperMemberBridge::addDelegation(const QByteArray &certificatePem, const QString &name,
                                       Done done)
{
    m_client.addDelegation(certificatePem, name, std::move(done));
}

void HelperMemberBridge::removeDelegation(const QString &id, Done done)
{
    m_client.removeDelegation(id, std::move(done));
}

} // namespace sparkwire::node
