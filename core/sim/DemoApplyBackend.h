#pragma once

#include "helperclient/ApplyBackend.h"

#include <QTimer>

namespace sparkwire::sim {

// Demo mode's stand-in for sparkwire-helper: it goes through the same states (a short
// "applying", then pending with the same countdown and revert) but writes nothing.
class DemoApplyBackend : public helper::ApplyBackend
{
    Q_OBJECT
public:
    explicit DemoApplyBackend(QObject *parent = nullptr);
    void tryApply(const QByteArray &yaml, unsigned timeoutSeconds, Done done) override;
    void confirm(Done done) override;
    void cancel(Done done) override;
    bool pending() const { return m_pending; }
    // A scratch copy of a netplan hierarchy whose other files migrateConflicts() (and
    // moveAsideOtherTools()) may change
    // (netplan::NetplanMigration, as the helper does on "/"), for these CX-7 netdevs. Unset
    // (the demo window): it changes nothing and says so.
    void setMigrationRoot(const QString &rootDir, const QStringList &netdevs);
    void migrateConflicts(std::function<void(Result<QStringList>)> done) override;
    // Other tools' files of the same scratch hierarchy, moved aside as the helper does.
    void moveAsideOtherTools(std::function<void(Result<QStringList>)> done) override;

private:
    void later(Done done, Status status);
    QTimer m_apply;
    QTimer m_revert;
    unsigned m_timeout = 0;
    Done m_tried; // the tryApply() still applying
    bool m_pending = false;
    QString m_migrationRoot;
    QStringList m_netdevs;
};

} // namespace sparkwire::sim
