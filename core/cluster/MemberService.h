#pragma once

#include "MemberHelper.h"
#include "MemberStateReader.h"
#include "MemberTry.h"

#include "LaunchPathService.h"

#include "bench/LinkChecker.h"
#include "peers/PeerResponder.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

namespace sparkwire::cluster {

// A member's side of the cluster protocol (docs/pairing.md, "Cluster messages"), behind the
// PeerResponder's cluster hook: answers "state", "try", "verify", "confirm" and "cancel" from
// paired peers only. A try is checked here (the record names this node and the asking seat,
// the helper's policy, the helper's own validation, the consent: the seat's delegation, or
// this node's person), answered as soon as it passed, then applied by the helper with its
// countdown. Only one try at a time; it belongs to the seat that sent it. This node's person
// sees it while it is pending and may revert it (revertNow()).
class MemberService : public QObject
{
    Q_OBJECT
public:
    // Makes the checks that `verify` runs (bench::LinkChecks unless a test says otherwise).
    using CheckerFactory = std::function<bench::LinkChecker *(QObject *parent)>;

    // helper: not owned, must outlive this object.
    MemberService(MemberSources sources, MemberHelper *helper, QObject *parent = nullptr);
    ~MemberService() override;

    void setCheckerFactory(CheckerFactory factory) { m_makeChecker = std::move(factory); }
    // Answers "launch-path" (a kept cluster's TCP paths to its head).
    LaunchPathService &launchPaths() const { return *m_launchPaths; }
    // Where this node's person is asked in "ask each time" mode; unset: such tries are refused.
    void setResponder(peers::PeerResponder *responder) { m_responder = responder; }
    // For PeerResponder::Options::clusterRequest.
    peers::PeerResponder::ClusterRequest requestHandler();
    // Takes one cluster request; false for a kind that is not one (then it is not answered).
    bool handle(peers::PeerConnection *connection, peers::RequestKind kind, const QString &text);

    bool isPending() const;
    // The cluster record of the seat's change while it is in force here and not yet kept (who
    // plans the cluster, this node's number in it); nothing otherwise.
    std::optional<ClusterRecord> pendingRecord() const;

public Q_SLOTS:
    // The person's "Revert now": the pending change goes back at once.
    void revertNow();

Q_SIGNALS:
    // A seat's change is in force here, reverting by itself in secondsLeft unless confirmed.
    void pendingChanged(const QString &seatName, const QString &diff, int secondsLeft);
    // It ended, kept: how (confirmed by the seat, in words).
    void pendingKept(const QString &how);
    // It ended, back to the previous file: why, with its code (Cancelled: the seat or this
    // node's person reverted it; Timeout: it was not confirmed in time; what the helper said).
    void pendingReverted(const sparkwire::Error &why);
    // One line for this node's person: a refused request, say.
    void notice(const QString &text);

private:
    struct Pending;
    using Connection = QPointer<peers::PeerConnection>;

    void answerState(peers::PeerConnection *c);
    void onTry(peers::PeerConnection *c, const QString &text);
    void checkTry(Connection c, quint64 serial);
    void decideTry(Connection c, quint64 serial, const QByteArray &current);
    void startApply(Connection c, quint64 serial);
    void onApplied(quint64 serial, const Status &applied);
    void onVerify(peers::PeerConnection *c, const QString &text);
    void runChecks(Connection c, const QList<bench::TwinCheckTarget> &targets);
    void onConfirm(peers::PeerConnection *c, const QString &text);
    void onCancel(peers::PeerConnection *c);
    // After a kept change: this node's SSH files follow the seat's planned addresses.
    void repointSsh(const Pending &kept);
    void revert(const QString &why);
    // The try ended without being kept (failed, reverted): every waiting verify learns why.
    void endTry(const Error &why, bool wasInForce);
    void refuse(peers::PeerConnection *c, const QString &why);
    // The pending try when it is this connection's seat's; else refuses and returns null.
    Pending *ownTry(peers::PeerConnection *c);

    MemberSources m_sources;
    QPointer<MemberHelper> m_helper;
    MemberStateReader m_reader;
    CheckerFactory m_makeChecker;
    QPointer<peers::PeerResponder> m_responder;
    std::unique_ptr<Pending> m_try;
    LaunchPathService *m_launchPaths; // a child
    quint64 m_nextSerial = 1;
};

} // namespace sparkwire::cluster
