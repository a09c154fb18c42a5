#include "LocalMember.h"

#include <QCoreApplication>

namespace sparkwire::cluster {

LocalMember::LocalMember(MemberSources sources, MemberHelper *helper, CheckerFactory checkers,
                         QObject *parent)
    : MemberLink(parent)
    , m_sources(std::move(sources))
    , m_helper(helper)
    , m_checkers(std::move(checkers))
    , m_reader(m_sources, helper)
{
    connect(helper, &MemberHelper::revertedOnItsOwn, this, [this](const Error &why) {
        if (m_record)
            m_reverted = why;
    });
}

void LocalMember::readState()
{
    const quint64 call = ++m_call;
    m_reader.read(m_sources.id, [this, call](Result<MemberState> state) {
        if (call != m_call)
            return;
        if (!state)
            return Q_EMIT failed(Step::State, state.error());
        Q_EMIT stateRead(*state);
    });
}

void LocalMember::tryPlan(const MemberTry &request)
{
    const quint64 call = ++m_call;
    m_reverted.reset();
    m_record = request.record;
    m_helper->tryAsked(request.netplan, request.deadlineSeconds, [this, call](Status applied) {
        if (call != m_call)
            return;
        if (!applied) {
            m_record.reset();
            return Q_EMIT failed(Step::Try, applied.error());
        }
        Q_EMIT tried();
    });
}

void LocalMember::verify(const QList<bench::TwinCheckTarget> &checks)
{
    const quint64 call = ++m_call;
    if (m_reverted) { // with the helper's code: its deadline passed, or a cancel reached it
        Q_EMIT failed(Step::Verify,
                      makeError(m_reverted->code,
                                QCoreApplication::translate("LocalMember", "%1 went back: %2")
                                    .arg(name(), m_reverted->message)));
        return;
    }
    if (m_checker)
        m_checker->deleteLater();
    m_checker = m_checkers(this);
    auto results = std::make_shared<QList<bench::CheckResult>>();
    connect(m_checker, &bench::LinkChecker::checked, this,
            [results](const bench::CheckResult &r) { *results << r; });
    connect(m_checker, &bench::LinkChecker::finished, this, [this, call, results] {
        if (call != m_call)
            return;
        Q_EMIT verified(*results);
    });
    m_checker->start(m_sources.inventory(), checks);
}

void LocalMember::confirm(const QByteArray &)
{
    const quint64 call = ++m_call;
    m_helper->confirm([this, call](Status kept) {
        if (call != m_call)
            return;
        if (!kept)
            return Q_EMIT failed(Step::Confirm, kept.error());
        if (m_record) {
            if (const Status saved = m_record->save(m_sources.stateDir); !saved)
                return Q_EMIT failed(Step::Confirm, saved.error());
        }
        m_record.reset();
        Q_EMIT confirmed();
    });
}

void LocalMember::cancel()
{
    const quint64 call = ++m_call;
    if (m_checker)
        m_checker->cancel();
    if (!m_record) {
        // Nothing of a plan is in force here.
        QMetaObject::invokeMethod(
            this,
            [this, call] {
                if (call == m_call)
                    Q_EMIT cancelled(makeError(
                        ErrorCode::NotFound,
                        QCoreApplication::translate("LocalMember", "nothing was pending")));
            },
            Qt::QueuedConnection);
        return;
    }
    m_helper->cancel([this, call](Status reverted) {
        if (call != m_call)
            return;
        if (!reverted && !m_reverted)
            return Q_EMIT failed(Step::Cancel, reverted.error());
        m_record.reset();
        Q_EMIT cancelled(makeError(ErrorCode::Cancelled,
                                   QCoreApplication::translate("LocalMember", "reverted")));
    });
}

} // namespace sparkwire::cluster
