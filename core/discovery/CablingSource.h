#pragma once

#include "CablingMap.h"

#include <QObject>

namespace sparkwire::discovery {

// Whatever tells the GUI how this Spark is cabled: the live discovery agent, or the demo's
// simulated peer.
class CablingSource : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    virtual CablingMap map() const = 0;

Q_SIGNALS:
    void cablingChanged();
};

} // namespace sparkwire::discovery
