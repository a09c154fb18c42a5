#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace sparkwire::discovery {

// Where a node keeps its private key: the desktop keyring through QtKeychain when one
// answers, else nowhere (the caller then keeps it in a 0600 file and says so).
class SecretStore
{
public:
    virtual ~SecretStore() = default;
    virtual bool write(const QString &key, const QByteArray &secret, QString *error) = 0;
    virtual std::optional<QByteArray> read(const QString &key, QString *error) = 0;
};

// The real one: QtKeychain (Secret Service, KWallet). Blocks until the keyring answers.
class KeychainStore : public SecretStore
{
public:
    // A keyring may ask the person to unlock it: 30 s by default.
    explicit KeychainStore(int timeoutMs = 30000)
        : m_timeoutMs(timeoutMs)
    {}
    bool write(const QString &key, const QByteArray &secret, QString *error) override;
    std::optional<QByteArray> read(const QString &key, QString *error) override;

private:
    int m_timeoutMs;
};

} // namespace sparkwire::discovery
