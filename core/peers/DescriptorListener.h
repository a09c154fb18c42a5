#pragma once

#include <QTcpServer>

#include <functional>

namespace sparkwire::peers {

// A QTcpServer over a socket bound by hand (to one netdev, SO_BINDTODEVICE): accepted
// descriptors go to `onAccept`, which decides what becomes of them. The peer port and the
// relay's one-shot listener both use it.
class DescriptorListener : public QTcpServer
{
public:
    DescriptorListener(std::function<void(qintptr)> onAccept, QObject *parent)
        : QTcpServer(parent)
        , m_onAccept(std::move(onAccept))
    {}

protected:
    void incomingConnection(qintptr descriptor) override { m_onAccept(descriptor); }

private:
    std::function<void(qintptr)> m_onAccept;
};

} // namespace sparkwire::peers
