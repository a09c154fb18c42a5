#pragma once

#include "netplan/OtherToolAdoption.h"
#include "netplan/OtherToolFiles.h"

#include <QFrame>
#include <QFutureWatcher>
#include <QPointer>

class ClusterModel;
class QLabel;
class QPushButton;

namespace sparkwire::helper {
class ApplyBackend;
}

// On the Addressing page, when another tool's netplan file configures this Spark's CX-7
// ports (netplan::OtherToolFiles under the session's root): whose it is and what it sets, and
// two actions: "Use the addresses from <file> (<tool>)" (netplan::OtherToolAdoption over the
// plan's cabling: adopted() carries the subnet base, MTU and this Spark's node number for the
// page's own fields, every address not kept is named with why) and "Move it aside" (the
// helper's MoveAsideOtherTools: kept in /var/lib/sparkwire/other-tools, restorable). Hidden
// when there is no such file.
class OtherToolOffer : public QFrame
{
    Q_OBJECT
public:
    // applier: may be null (then Move aside is not offered).
    OtherToolOffer(ClusterModel *cluster, QString netplanRoot,
                   sparkwire::helper::ApplyBackend *applier, QWidget *parent = nullptr);

public Q_SLOTS:
    // Looks at the netplan files again (on entering the page).
    void refresh();

Q_SIGNALS:
    void adopted(const QString &subnetBase, int mtu, int node);

private:
    void adopt();
    void adoptRead();
    void moveAside();
    void say(const QString &text, bool error);

    ClusterModel *m_cluster;
    QString m_root;
    QPointer<sparkwire::helper::ApplyBackend> m_applier;
    QList<sparkwire::netplan::OtherToolFile> m_files;
    int m_adoptable = -1; // index in m_files of the file Use adopts
    QLabel *m_text;
    QPushButton *m_use;
    QPushButton *m_moveAside;
    QLabel *m_outcome;
    QFutureWatcher<sparkwire::Result<sparkwire::netplan::ForeignSettings>> m_reading;
};
