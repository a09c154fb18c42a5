#pragma once

#include "MemberHelper.h"
#include "MemberLink.h"
#include "MemberStateReader.h"
#include <QPointer>
#include <functional>
#include <optional>

namespace sparkwire::cluster {

// The seat as a member of its own cluster: its state from the same reader the member side
// uses, its plan through its own helper's plain Try (the person at the seat authenticates with
// polkit; nobody else is asked), the link checks run here, and the record kept on confirm.
class LocalMember : public MemberLink
{
    Q_OBJECT
public:
    using CheckerFactory = std::function<bench::LinkChecker *(QObject *parent)>;
    // helper: not owned, must outlive this object.
    LocalMember(MemberSources sources, MemberHelper *helper, CheckerFactory checkers,
                QObject *parent = nullptr);

    QString id() const override { return m_sources.id; }
    QString name() const override { return m_sources.hostname; }
    void readState() override;
    void tryPlan(const MemberTry &request) override;
    void verify(const QList<bench::TwinCheckTarget> &checks) override;
    void confirm(const QByteArray &signature) override;
    void cancel() override;

private:
    MemberSources m_sources;
    QPointer<MemberHelper> m_helper;
    CheckerFactory m_checkers;
    MemberStateReader m_reader;
    std::optional<ClusterRecord> m_record; // of the try in force, kept on confirm
    std::optional<Error> m_reverted;       // the helper put the try back on its own
    quint64 m_call = 0;                    // answers of an abandoned call are dropped
    QPointer<bench::LinkChecker> m_checker;
};

} // namespace sparkwire::cluster
