#include "PairingCode.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QtEndian>

namespace sparkwire::peers::PairingCode {

QByteArray commitment(const QByteArray &responderKey, const QByteArray &initiatorKey,
                      const QByteArray &responderNonce)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArrayView("sparkwire-commit-1"));
    h.addData(responderKey);
    h.addData(initiatorKey);
    h.addData(responderNonce);
    return h.result();
}

QString code(const QByteArray &initiatorKey, const QByteArray &responderKey,
             const QByteArray &initiatorNonce, const QByteArray &responderNonce)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(QByteArrayView("sparkwire-code-1"));
    h.addData(initiatorKey);
    h.addData(responderKey);
    h.addData(initiatorNonce);
    h.addData(responderNonce);
    const quint32 value = qFromBigEndian<quint32>(h.result().constData()) % 1000000;
    return QStringLiteral("%1").arg(value, 6, 10, QLatin1Char('0'));
}

QByteArray randomNonce()
{
    QByteArray nonce(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(nonce.data()), 8);
    return nonce;
}

} // namespace sparkwire::peers::PairingCode
