#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace sparkwire::discovery {

// Where a node keeps its private key: the desktop keyring through QtKeychain when one
// answers, else nowhere (the caller then keeps it in a 0600 file and says so). Asynchronous:
// a keyring may take seconds (or a person unlocking it) to answer, and the GUI thread must not
// wait. `done` is called exactly once, possibly before read()/write() return.
class SecretStore
{
public:
    using ReadDone = std::function<void(Result<QByteArray>)>;
    using WriteDone = std::function<void(Status)>;

    virtual ~SecretStore() = default;
    virtual void write(const QString &key, const QByteArray &secret, WriteDone done) = 0;
    virtual void read(const QString &key, ReadDone done) = 0;
};

// The real one: QtKeychain (Secret Service, KWallet), on the session bus.
class KeychainStore : public SecretStore
{
public:
    // A keyring may ask the person to unlock it: 30 s by default, then Timeout.
    explicit KeychainStore(int timeoutMs = 30000)
        : m_timeoutMs(timeoutMs)
    {}
    void write(const QString &key, const QByteArray &secret, WriteDone done) override;
    void read(const QString &key, ReadDone done) override;

private:
    int m_timeoutMs;
};

} // namespace sparkwire::discovery
