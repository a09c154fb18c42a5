#pragma once

#include "doctor/DoctorCheck.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace sparkwire::helper {
class ApplyBackend;
}

// The Diagnose window's fix button for the checks the privileged helper can fix without any new
// root code: it re-applies the 40-cx7.yaml in force through the existing helper (Try, then
// Confirm), which writes the file again with mode 0600 and brings the CX-7 netdevs back to the
// plan (MTU 9000 among them). The file comes from the helper (Current); in the demo, from the
// demo's netplan root. Nothing else is touched: another file's mode or content is the person's.
class PlanReapply : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(bool ok, const QString &message)>;

    PlanReapply(sparkwire::helper::ApplyBackend *applier, QString netplanRoot, bool demo,
                QObject *parent = nullptr);

    // Whether re-applying the plan fixes this finding: MTU under 9000 or mismatched, or
    // Sparkwire's own 40-cx7.yaml readable by others.
    static bool fixes(const sparkwire::doctor::DoctorCheck &check);
    // What the confirmation asks.
    static QString question(const sparkwire::doctor::DoctorCheck &check);

    // done once: applied and confirmed, or why not (no plan in force, refused, reverted).
    void run(Done done);

private:
    void apply(const QByteArray &yaml);
    void finish(bool ok, const QString &message);

    QPointer<sparkwire::helper::ApplyBackend> m_applier;
    QString m_netplanRoot;
    bool m_demo = false;
    Done m_done;
    QList<QMetaObject::Connection> m_connections;
};
