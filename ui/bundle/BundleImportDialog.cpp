#include "BundleImportDialog.h"

#include "helperclient/ApplyBackend.h"
#include "hw/InventoryMonitor.h"
#include "ssh/SshFiles.h"
#include "topology/TopologySpec.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

using namespace sparkwire;

namespace {

constexpr unsigned kTrySeconds = 120;

} // namespace

BundleImportDialog::BundleImportDialog(const Session &session, const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_path(path)
    , m_bundle(bundle::BundleReader::openFile(path))
    , m_summary(new QLabel(this))
    , m_members(new QTreeWidget(this))
    , m_signerWarning(new QLabel(this))
    , m_trustUnknown(new QCheckBox(
          tr("I know where this bundle comes from: import it although its key is unknown"), this))
    , m_unknownPins(new QVBoxLayout)
    , m_changes(new QLabel(this))
    , m_diff(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_apply(new QPushButton(tr("&Apply"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_close(new QPushButton(tr("Close"), this))
{
    setObjectName(QStringLiteral("bundleImportDialog"));
    setWindowTitle(tr("Import bundle"));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_members->setObjectName(QStringLiteral("importMembers"));
    m_signerWarning->setObjectName(QStringLiteral("importSignerWarning"));
    m_trustUnknown->setObjectName(QStringLiteral("importTrustUnknown"));
    m_changes->setObjectName(QStringLiteral("importChanges"));
    m_diff->setObjectName(QStringLiteral("importDiff"));
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_apply->setObjectName(QStringLiteral("importApplyButton"));
    m_cancel->setObjectName(QStringLiteral("importCancelButton"));
    m_close->setObjectName(QStringLiteral("importCloseButton"));
    for (QLabel *l : {m_summary, m_signerWarning, m_changes, m_status}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    m_signerWarning->setStyleSheet(
        QStringLiteral("QLabel { background: #fde2e1; color: #7a1010; padding: 6px; }"));
    m_members->setHeaderLabels({tr("Node"), tr("Name"), tr("Fabric addresses"), tr("Key id")});
    m_members->setRootIsDecorated(false);
    m_members->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_members->setAccessibleName(tr("The bundle's members"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFont(QStringLiteral("monospace")));
    m_diff->setAccessibleName(tr("Netplan changes"));
    m_apply->setAutoDefault(false);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_apply, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_members, 1);
    layout->addWidget(m_signerWarning);
    layout->addWidget(m_trustUnknown);
    layout->addLayout(m_unknownPins);
    layout->addWidget(m_changes);
    layout->addWidget(m_diff, 1);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    m_close->hide(); // after the box lays it out (it shows its buttons)
    connect(m_apply, &QPushButton::clicked, this, &BundleImportDialog::apply);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_trying && m_session.applier)
            m_session.applier->cancel(
                [](const Status &) {}); // reverted() says when the old netplan is back
        else
            reject();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_trustUnknown, &QCheckBox::toggled, this, [this](bool on) {
        m_apply->setEnabled(on && m_plan && *m_plan && !(*m_plan)->hasNothingToApply());
    });
    showSummary();
    resize(760, 600);
}

void BundleImportDialog::showSummary()
{
    m_signerWarning->hide();
    m_trustUnknown->hide();
    m_diff->hide();
    m_apply->setEnabled(false);
    if (!m_bundle) {
        m_summary->setText(tr("%1 is not a bundle this Sparkwire can import: %2")
                               .arg(QDir::toNativeSeparators(m_path), m_bundle.error().message));
        m_members->hide();
        m_changes->setText(tr("Nothing was changed."));
        return;
    }
    const bundle::BundleManifest &m = m_bundle->manifest;
    bundle::BundleImportPlan::Where where;
    where.selfId = m_session.seatId;
    where.stateDir = m_session.stateDir;
    where.netplanRoot =
        m_session.netplanRoot == QLatin1String("/") ? QString() : m_session.netplanRoot;
    if (m_session.inventory)
        for (const hw::Cx7Port &p : m_session.inventory->inventory().ports)
            where.netdevs.insert(p.netdev);
    // The demo's pins live in its private state directory, never ~/.ssh.
    where.sshHome = sshHome().valueOr({});
    m_plan = bundle::BundleImportPlan::make(*m_bundle, where);

    const int files = int(m_bundle->files.size()) + 2; // and the manifest with its signature
    bool signerKnown = false;
    const QString signer =
        *m_plan ? (*m_plan)->signer
                : bundle::BundleImportPlan::describeSigner(m_session.stateDir, m_session.seatId,
                                                           m.exporterId, &signerKnown);
    // A key this Spark does not know is shown whole: a short prefix is easy to forge.
    const bool showWhole = *m_plan ? !(*m_plan)->signerKnown : !signerKnown;
    m_summary->setText(
        tr("Cluster %1: %2, MTU %3. Exported %4 by Sparkwire %5.")
            .arg(m.record.name, topology::TopologySpec::topologyName(m.record.topology))
            .arg(m.record.mtu)
            .arg(QLocale().toString(m.createdAt.toLocalTime(), QLocale::ShortFormat), m.version) +
        QLatin1Char('\n') +
        tr("Signed by %1 (%2).").arg(showWhole ? m.exporterId : m.exporterId.left(16), signer) +
        QLatin1Char('\n') +
        tr("%n file(s), every SHA-256 and the signature checked.", nullptr, files));
    for (const bundle::BundleManifest::Member &member : m.members) {
        QStringList addresses;
        for (const bundle::BundleTwin &t : member.twins)
            addresses << t.netdev + QLatin1Char(' ') + t.address;
        auto *row = new QTreeWidgetItem(
            m_members, {QString::number(member.member.node), member.member.hostname,
                        addresses.join(QStringLiteral(", ")), member.member.id.left(16)});
        if (member.member.id == m_session.seatId)
            row->setText(1, tr("%1 (this Spark)").arg(member.member.hostname));
        // Names of paired Sparks are the paired record's; any other key is shown whole.
        const bundle::BundleImportPlan::Member *known =
            *m_plan ? (*m_plan)->member(member.member.id) : nullptr;
        if (known && known->paired) {
            row->setText(1, tr("%1 (paired)").arg(known->name));
        } else if (known && known->takesKnownName) {
            row->setText(1, tr("\"%1\": NOT the %1 this Spark knows").arg(known->bundleName));
            row->setText(3, member.member.id);
        } else if (member.member.id != m_session.seatId) {
            row->setText(1, tr("%1 (not paired)").arg(member.member.hostname));
            row->setText(3, member.member.id);
        }
    }
    if (!*m_plan) {
        m_changes->setText(tr("It cannot be imported here: %1").arg((*m_plan).error().message) +
                           QLatin1Char('\n') + tr("Nothing was changed."));
        return;
    }
    const bundle::BundleImportPlan &plan = **m_plan;
    QStringList changes;
    changes << (plan.netplanChanges ? tr("Netplan (%1): changes, see below.")
                                    : tr("Netplan (%1): already as in the bundle."))
                   .arg(QStringLiteral("/etc/netplan/40-cx7.yaml"));
    changes << (plan.recordChanges ? (plan.recordKept ? tr("Cluster record: replaced.")
                                                      : tr("Cluster record: restored."))
                                   : tr("Cluster record: unchanged."));
    using Pin = bundle::BundleImportPlan::Pin;
    for (const Pin &p : plan.pins) {
        const QString name = p.host.pairedName;
        switch (p.state) {
        case Pin::State::Add:
            changes << (p.paired ? tr("SSH: pin %1's host key %2 and add its ssh alias.")
                                 : tr("SSH: %1 is not paired: its host key %2 is pinned only "
                                      "when you tick it below."))
                           .arg(name, p.fingerprint);
            break;
        case Pin::State::Same:
            changes << tr("SSH: %1's host key is pinned already (the same key).").arg(name);
            break;
        case Pin::State::KeepOther:
            changes << tr("SSH: %1 has another host key pinned already: it is kept, the "
                          "bundle's (%2) is not used.")
                           .arg(name, p.fingerprint);
            break;
        case Pin::State::NameTaken:
            changes << tr("SSH: \"%1\" is not pinned: that name belongs to another key.").arg(name);
            break;
        }
    }
    if (plan.hasNothingToApply())
        changes << tr("Nothing to do: this Spark is as the bundle says.");
    m_changes->setText(tr("This Spark is node %1, %2. What the import changes here:")
                           .arg(plan.self.node)
                           .arg(plan.self.hostname) +
                       QLatin1Char('\n') + changes.join(QLatin1Char('\n')));
    if (plan.netplanChanges) {
        m_diff->setPlainText(plan.netplanDiff());
        m_diff->show();
    }
    if (!plan.signerKnown) {
        m_signerWarning->setText(
            tr("This bundle is signed by a key this Spark does not know: neither its own nor "
               "paired with it (a cluster record does not vouch for a key). Anyone can make such "
               "a bundle. Import it only if you know where it came from."));
        m_signerWarning->show();
        m_trustUnknown->show();
    }
    // Each unpaired member's host key: its own tick, its whole key id and fingerprint.
    for (const Pin &p : plan.unknownPins()) {
        auto *tick = new QCheckBox(
            tr("Pin the host key %1 for %2, key %3, which this Spark has NOT paired with")
                .arg(p.fingerprint, p.host.pairedName, p.memberId),
            this);
        tick->setObjectName(QStringLiteral("importPinUnknown"));
        tick->setProperty("memberId", p.memberId);
        m_unknownPins->addWidget(tick);
        m_pinTicks << tick;
    }
    m_apply->setEnabled(!plan.hasNothingToApply() && plan.signerKnown);
    if (m_session.demo)
        m_status->setText(tr("DEMO: Apply goes to the simulated Spark; nothing on this computer "
                             "is changed."));
}

void BundleImportDialog::apply()
{
    const bundle::BundleImportPlan &plan = **m_plan;
    m_apply->setEnabled(false);
    m_trustUnknown->setEnabled(false);
    for (QCheckBox *tick : std::as_const(m_pinTicks))
        tick->setEnabled(false);
    if (!plan.netplanChanges)
        return restoreRest();
    helper::ApplyBackend *applier = m_session.applier;
    if (!applier)
        return done(tr("Nothing was changed."), tr("The helper is not available here."));
    m_trying = true;
    m_status->setText(tr("Trying the netplan through the helper…"));
    connect(applier, &helper::ApplyBackend::reverted, this, [this](const Error &why) {
        m_trying = false;
        done(tr("Reverted: the previous netplan is back; nothing else was changed."), why.message);
    });
    QPointer<BundleImportDialog> self(this);
    applier->tryApply(plan.netplan, kTrySeconds, [self](const Status &tried) {
        if (!self)
            return;
        if (tried)
            return self->tried();
        self->m_trying = false;
        self->done(tr("The helper refused the netplan. Nothing was changed."),
                   tried.errorMessage());
    });
}

void BundleImportDialog::tried()
{
    m_status->setText(tr("Applied for now. Checking that every other member answers over the "
                         "fabric…"));
    checkOthers([this](bool allAnswer) {
        if (!m_trying)
            return;
        if (!allAnswer) {
            m_status->setText(tr("A member does not answer: putting the previous netplan back…"));
            m_session.applier->cancel([](const Status &) {}); // reverted() says the rest
            return;
        }
        QPointer<BundleImportDialog> self(this);
        m_session.applier->confirm([self](const Status &kept) {
            if (!self)
                return;
            self->m_trying = false;
            if (!kept)
                return self->done(tr("The helper refused the netplan. Nothing was changed."),
                                  kept.errorMessage());
            self->restoreRest();
        });
    });
}

// Every other member cabled to this Spark answers a ping over the fabric from this Spark's new
// addresses, on a link they share (BundleImportPlan::Member::fabricAddress), as the CLI's
// import checks it. The demo sends nothing: its simulated members always answer.
void BundleImportDialog::checkOthers(std::function<void(bool)> done)
{
    QStringList addresses;
    for (const bundle::BundleImportPlan::Member &member : (*m_plan)->members)
        if (!member.fabricAddress.isEmpty())
            addresses << member.fabricAddress;
    if (m_session.demo || addresses.isEmpty())
        return done(true);
    auto left = std::make_shared<int>(int(addresses.size()));
    auto all = std::make_shared<bool>(true);
    for (const QString &address : std::as_const(addresses)) {
        auto *ping = new QProcess(this);
        connect(ping, &QProcess::finished, this,
                [ping, left, all, done](int code, QProcess::ExitStatus status) {
                    *all = *all && status == QProcess::NormalExit && code == 0;
                    ping->deleteLater();
                    if (--*left == 0)
                        done(*all);
                });
        connect(ping, &QProcess::errorOccurred, this, [ping](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart)
                Q_EMIT ping->finished(-1, QProcess::CrashExit);
        });
        ping->start(QStringLiteral("ping"),
                    {QStringLiteral("-c"), QStringLiteral("3"), QStringLiteral("-W"),
                     QStringLiteral("2"), QStringLiteral("-q"), address});
    }
}

// The demo's SSH pins go into its private state directory, never ~/.ssh.
Result<QString> BundleImportDialog::sshHome() const
{
    return m_session.demo ? Result<QString>(m_session.stateDir) : ssh::SshFiles::accountHome();
}

void BundleImportDialog::restoreRest()
{
    const bundle::BundleImportPlan &plan = **m_plan;
    // The demo's SSH pins go into its private state directory, never ~/.ssh.
    const Result<QString> home = sshHome();
    QSet<QString> approvedUnknown;
    for (const QCheckBox *tick : std::as_const(m_pinTicks))
        if (tick->isChecked())
            approvedUnknown.insert(tick->property("memberId").toString());
    const int hosts = int(plan.pinsToAdd(approvedUnknown).size());
    if (!home && hosts > 0)
        return done(tr("The SSH configuration was not restored."), home.error().message);
    if (const Status restored =
            plan.restore(m_bundle->manifest, m_session.stateDir, home.valueOr({}), approvedUnknown);
        !restored)
        return done(tr("The import did not finish."), restored.error().message);
    QStringList what;
    if (plan.netplanChanges)
        what << tr("the netplan is kept");
    if (plan.recordChanges)
        what << tr("the cluster record");
    what << tr("%n SSH host(s)", nullptr, hosts);
    done(tr("Imported: %1.").arg(what.join(QStringLiteral(", "))), {});
}

void BundleImportDialog::done(const QString &status, const QString &detail)
{
    m_status->setText(detail.isEmpty() ? status : status + QLatin1Char('\n') + detail);
    m_apply->hide();
    m_cancel->hide();
    m_close->show();
    m_close->setDefault(true);
}
