#include "StreamSplice.h"

#include <QTcpSocket>

namespace sparkwire::peers {

StreamSplice::StreamSplice(QTcpSocket *a, QTcpSocket *b, const Limits &limits,
                           const QByteArray &pendingForB, QObject *parent)
    : QObject(parent)
    , m_a(a)
    , m_b(b)
    , m_limits(limits)
{
    for (QTcpSocket *s : {m_a, m_b}) {
        s->setParent(this);
        connect(s, &QTcpSocket::disconnected, this, &StreamSplice::finish);
        connect(s, &QTcpSocket::errorOccurred, this, &StreamSplice::finish);
    }
    connect(m_a, &QTcpSocket::readyRead, this, [this] { pump(m_a, m_b); });
    connect(m_b, &QTcpSocket::readyRead, this, [this] { pump(m_b, m_a); });
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &StreamSplice::finish);
    m_deadline.start(m_limits.lifetimeMs);
    m_bytes = pendingForB.size();
    if (!pendingForB.isEmpty())
        m_b->write(pendingForB);
    // Whatever either side buffered before the splice took it (and sockets already closed).
    QMetaObject::invokeMethod(
        this,
        [this] {
            if (m_finished)
                return;
            for (QTcpSocket *s : {m_a, m_b})
                if (s->state() != QAbstractSocket::ConnectedState)
                    return finish();
            pump(m_a, m_b);
            pump(m_b, m_a);
        },
        Qt::QueuedConnection);
}

StreamSplice::~StreamSplice() = default;

void StreamSplice::pump(QTcpSocket *from, QTcpSocket *to)
{
    if (m_finished || from->bytesAvailable() <= 0)
        return;
    const QByteArray bytes = from->readAll();
    m_bytes += bytes.size();
    if (m_bytes > m_limits.maxBytes)
        return finish();
    to->write(bytes);
}

void StreamSplice::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_deadline.stop();
    // What one side said last still reaches the other (a close after the last answer).
    if (m_bytes <= m_limits.maxBytes) {
        if (m_a->bytesAvailable() > 0 && m_b->state() == QAbstractSocket::ConnectedState)
            m_b->write(m_a->readAll());
        if (m_b->bytesAvailable() > 0 && m_a->state() == QAbstractSocket::ConnectedState)
            m_a->write(m_b->readAll());
    }
    // Gone once both sides have written what they hold and closed, or after a grace period.
    const auto closed = [this] {
        for (QTcpSocket *s : {m_a, m_b})
            if (s->state() != QAbstractSocket::UnconnectedState)
                return;
        deleteLater();
    };
    for (QTcpSocket *s : {m_a, m_b}) {
        s->disconnect(this);
        connect(s, &QTcpSocket::disconnected, this, closed);
        s->disconnectFromHost();
    }
    QTimer::singleShot(kGraceMs, this, &QObject::deleteLater);
    Q_EMIT finished();
    closed();
}

} // namespace sparkwire::peers
