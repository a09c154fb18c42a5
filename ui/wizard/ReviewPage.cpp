#include "ReviewPage.h"

#include "WizardFrame.h"
#include "cluster/ClusterModel.h"
#include "helperclient/ApplyBackend.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanHierarchy.h"

#include <QApplication>
#include <QCheckBox>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSplitter>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtConcurrent>

using namespace sparkwire;

namespace {
QPlainTextEdit *codeView(const QString &name, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setTabChangesFocus(true);
    return view;
}
} // namespace

ReviewPage::ReviewPage(ClusterModel *cluster, QString netplanRoot, QWidget *parent)
    : WizardPage(parent)
    , m_cluster(cluster)
    , m_root(std::move(netplanRoot))
    , m_summary(new QLabel(this))
    , m_shadowing(new QLabel(this))
    , m_override(new QCheckBox(this))
    , m_migrate(new QPushButton(this))
    , m_migrateResult(new QLabel(this))
    , m_tabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("reviewPage"));
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_shadowing->setObjectName(QStringLiteral("shadowingWarning"));
    m_shadowing->setWordWrap(true);
    m_shadowing->setTextFormat(Qt::PlainText);
    m_shadowing->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8c1d18; "
                                              "border: 1px solid #b3261e; padding: 6px; }"));
    m_shadowing->hide();
    m_override->setObjectName(QStringLiteral("overrideShadowing"));
    m_override->setText(tr("I &checked the other files: apply anyway"));
    m_override->hide();
    connect(m_override, &QCheckBox::toggled, this, &ReviewPage::completeChanged);
    m_migrate->setProperty(WizardFrame::kNotByEnter, true);
    m_migrate->setObjectName(QStringLiteral("migrateButton"));
    m_migrate->setText(tr("&Move these netdevs out of the other files on this Spark"));
    m_migrate->setToolTip(tr("Sparkwire's helper removes this Spark's CX-7 netdevs from the other "
                             "files in /etc/netplan, so only Sparkwire's file configures them. "
                             "Each original is kept in /var/lib/sparkwire/migrated. Nothing is "
                             "applied until you apply the plan."));
    m_migrate->hide();
    connect(m_migrate, &QPushButton::clicked, this, &ReviewPage::migrate);
    m_migrateResult->setObjectName(QStringLiteral("migrateResult"));
    m_migrateResult->setWordWrap(true);
    m_migrateResult->setTextFormat(Qt::PlainText);
    m_migrateResult->hide();
    m_tabs->setObjectName(QStringLiteral("reviewTabs"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_shadowing);
    layout->addWidget(m_migrate, 0, Qt::AlignLeft);
    layout->addWidget(m_migrateResult);
    layout->addWidget(m_override);
    layout->addWidget(m_tabs, 1);
    connect(&m_validator, &QFutureWatcher<netplan::CandidateVerdict>::finished, this,
            &ReviewPage::showValidation);
    connect(cluster, &ClusterModel::planChanged, this, [this] {
        if (isVisible())
            refresh();
    });
    connect(cluster, &ClusterModel::heldChanged, this, [this] {
        if (isVisible())
            refresh();
    });
}

QString ReviewPage::title() const
{
    return tr("Review");
}

QString ReviewPage::subtitle() const
{
    // Back here after Keep, or on a cluster kept before: the change is live, so "nothing has
    // been changed" would be untrue.
    if (m_cluster->keptRecord() && m_cluster->keptRecord()->member(m_cluster->seatId()) &&
        !m_cluster->outcome())
        return tr("This Spark keeps a cluster: this is the file each Spark gets from the plan as "
                  "it is now, and what it replaces there.");
    if (m_cluster->outcome() && m_cluster->outcome()->ok)
        return tr("The last apply was kept on every Spark. This is the file each Spark gets from "
                  "the plan as it is now, and what it replaces there.");
    return tr("Nothing has been changed yet. This is the file each Spark gets, and what it "
              "replaces there.");
}

bool ReviewPage::isComplete() const
{
    if (!m_cluster->planOk() || m_checks.isEmpty())
        return false;
    if (!m_conflictHosts.isEmpty() && !m_override->isChecked())
        return false;
    if (m_preflight && (!m_preflightShown || m_preflight->isRunning() ||
                        (m_preflightFailed && !m_preflightOverride->isChecked())))
        return false;
    return std::all_of(m_checks.cbegin(), m_checks.cend(),
                       [](const Check &c) { return c.done && c.valid; });
}

void ReviewPage::enterPage()
{
    m_cluster->readStatesIfStale(); // a kept cluster on a restarted window: its plan again
    refresh();
    if (m_preflight && !m_preflight->isRunning()) {
        m_preflightShown = false;
        // A new run's failure is the person's to judge again.
        m_preflightOverride->setChecked(false);
        m_preflightOverride->hide();
        m_preflight->start(); // every planned member asked again: they may have changed
        Q_EMIT completeChanged();
    }
}

void ReviewPage::setPreflight(PreflightTable::Run run)
{
    if (!m_preflight) {
        m_preflight = new PreflightTable(this);
        m_preflight->setObjectName(QStringLiteral("reviewPreflight"));
        m_preflight->setProblemsOnly(true); // the files below need the room
        m_preflightOverride =
            new QCheckBox(tr("The pre-flight fails: I know why, apply any&way"), this);
        m_preflightOverride->setObjectName(QStringLiteral("preflightOverride"));
        m_preflightOverride->hide();
        connect(m_preflightOverride, &QCheckBox::toggled, this, &ReviewPage::completeChanged);
        connect(m_preflight, &PreflightTable::shown, this,
                [this](const sparkwire::doctor::ClusterPreflight &preflight) {
                    m_preflightShown = true;
                    m_preflightFailed = preflight.anyFailed();
                    m_preflightOverride->setVisible(m_preflightFailed);
                    if (!m_preflightFailed)
                        m_preflightOverride->setChecked(false);
                    Q_EMIT completeChanged();
                });
        // Above the tabs: it decides whether the files below may go out.
        auto *box = static_cast<QVBoxLayout *>(layout());
        const int tabsAt = box->indexOf(m_tabs);
        box->insertWidget(tabsAt, m_preflight);
        box->insertWidget(tabsAt + 1, m_preflightOverride);
    }
    m_preflight->setRun(std::move(run));
}

void ReviewPage::refresh()
{
    const int shown = m_tabs->currentIndex();
    // The keyboard stays on the page when the view it was in is rebuilt (the plan read again):
    // on the tabs, where Enter is Next.
    const QWidget *focus = QApplication::focusWidget();
    const bool keepFocus = isVisible() && (!focus || m_tabs->isAncestorOf(focus));
    const auto restoreFocus = qScopeGuard([this, keepFocus] {
        if (keepFocus && !QApplication::focusWidget())
            m_tabs->setFocus(Qt::OtherFocusReason);
    });
    while (m_tabs->count() > 0) {
        QWidget *tab = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete tab; // now: its views' names are reused at once
    }
    m_checks.clear();
    m_validating = -1;
    m_conflictHosts.clear();
    QStringList conflictLines;
    int firstConflictTab = -1;
    const auto &plan = m_cluster->plan();
    if (!m_cluster->planOk()) {
        m_summary->setText(m_cluster->heldBy() ? m_cluster->heldShort()
                           : m_cluster->activity() == ClusterModel::Activity::ReadingStates
                               ? tr("Reading every member's state for the plan…")
                               : tr("There is no plan yet: go back to the addressing plan."));
        Q_EMIT completeChanged();
        return;
    }
    const QString ourPath = QLatin1Char('/') + QLatin1String(netplan::NetplanHierarchy::kOurFile);
    int changing = 0;
    bool seatConflicts = false;
    for (const cluster::MemberPlan &p : plan->members) {
        const QString host = p.member.hostname;
        auto *tab = new QWidget(m_tabs);
        tab->setObjectName(QStringLiteral("reviewTab-") + host);
        auto *what = new QLabel(tab);
        what->setObjectName(QStringLiteral("memberSummary-") + host);
        what->setWordWrap(true);
        what->setTextFormat(Qt::PlainText);
        auto *diff =
            codeView(QStringLiteral("diffView-") + host, tr("Changes on %1").arg(host), tab);
        auto *file = codeView(QStringLiteral("yamlView-") + host,
                              tr("New %1 on %2").arg(ourPath, host), tab);
        file->setPlainText(QString::fromUtf8(p.netplan));
        if (p.unchanged) {
            what->setText(tr("Unchanged: %1 already has exactly this file.").arg(host));
            diff->setPlainText(tr("unchanged"));
        } else if (p.current.isEmpty()) {
            ++changing;
            what->setText(
                tr("There is no %1 on %2 yet: the whole file is new.").arg(ourPath, host));
            diff->setPlainText(netplan::unifiedDiff(QString(), QString::fromUtf8(p.netplan),
                                                    QStringLiteral("/dev/null"), ourPath));
        } else {
            ++changing;
            what->setText(tr("What changes in %1 on %2:").arg(ourPath, host));
            diff->setPlainText(
                netplan::unifiedDiff(QString::fromUtf8(p.current), QString::fromUtf8(p.netplan),
                                     tr("%1 (now)").arg(ourPath), tr("%1 (new)").arg(ourPath)));
        }
        auto *conflicts = new QListWidget(tab);
        conflicts->setObjectName(QStringLiteral("conflictsList-") + host);
        conflicts->setAccessibleName(tr("Other netplan files on %1").arg(host));
        // Whole lines, wrapped: a conflict names a file, a netdev and what to do.
        conflicts->setWordWrap(true);
        conflicts->setTextElideMode(Qt::ElideNone);
        conflicts->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        conflicts->setResizeMode(QListView::Adjust);
        conflicts->addItems(p.conflicts);
        for (int i = 0; i < conflicts->count(); ++i)
            conflicts->item(i)->setToolTip(conflicts->item(i)->text());
        if (p.conflicts.isEmpty())
            conflicts->addItem(tr("No other netplan file touches these netdevs."));
        conflicts->setMaximumHeight(90);
        auto *verdict = new QLabel(tab);
        verdict->setObjectName(QStringLiteral("validationResult-") + host);
        verdict->setWordWrap(true);
        verdict->setTextFormat(Qt::PlainText);
        auto *split = new QSplitter(Qt::Horizontal, tab);
        split->addWidget(diff);
        split->addWidget(file);
        auto *layout = new QVBoxLayout(tab);
        layout->addWidget(what);
        layout->addWidget(split, 1);
        layout->addWidget(new QLabel(tr("Other netplan files there:"), tab));
        layout->addWidget(conflicts);
        layout->addWidget(verdict);
        const QString label = p.member.id == m_cluster->seatId() ? tr("%1 (node %2, this Spark)")
                                                                 : tr("%1 (node %2)");
        m_tabs->addTab(tab, p.unchanged
                                ? tr("%1 — unchanged").arg(label.arg(host).arg(p.member.node))
                                : label.arg(host).arg(p.member.node));
        const bool overridden = !p.unchanged && !p.conflicts.isEmpty();
        if (overridden) {
            seatConflicts = seatConflicts || p.member.id == m_cluster->seatId();
            m_conflictHosts << host;
            for (const QString &c : p.conflicts)
                conflictLines << tr("%1: %2").arg(host, c);
            if (firstConflictTab < 0)
                firstConflictTab = m_tabs->count() - 1;
        }
        Check check{p.member.id, p.netplan, verdict, p.unchanged, p.unchanged, overridden};
        verdict->setText(p.unchanged ? QString() : tr("Checking with netplan's own parser…"));
        m_checks << check;
    }
    // The decisive warning comes first: above the tabs, and its member's tab is the one shown.
    m_shadowing->setVisible(!m_conflictHosts.isEmpty());
    m_override->setVisible(!m_conflictHosts.isEmpty());
    m_override->setChecked(false); // asked again for every plan
    m_migrate->setVisible(seatConflicts && m_applier);
    m_migrate->setEnabled(true);
    if (!m_conflictHosts.isEmpty())
        m_shadowing->setText(
            tr("⚠ Another netplan file also configures these netdevs. netplan reads the files "
               "in name order and the later one wins, so this plan may not take effect there:\n"
               "%1\nMove those netdevs out of the other file (below, for this Spark; on another "
               "Spark, from its own Sparkwire or by hand) and come back to Review, or confirm "
               "below that you checked it.")
                .arg(conflictLines.join(QLatin1Char('\n'))));
    m_tabs->setCurrentIndex(firstConflictTab >= 0 ? firstConflictTab
                                                  : std::clamp(shown, 0, m_tabs->count() - 1));
    m_summary->setText(
        changing == 0
            ? tr("Every Spark already has this plan: nothing would change.")
            : tr("%1 of %n Spark(s) change. Each one is tried, checked over every twin and "
                 "kept only when all of them pass.",
                 nullptr, int(plan->members.size()))
                  .arg(changing));
    validateNext();
    Q_EMIT completeChanged();
}

void ReviewPage::validateNext()
{
    if (m_validator.isRunning())
        return; // showValidation() goes on
    for (int i = 0; i < m_checks.size(); ++i)
        if (!m_checks[i].done) {
            m_validating = i;
            // This Spark's file with its own hierarchy; another member's file on its own
            // (its helper checks it with that member's files before it writes).
            const QString root = m_checks[i].memberId == m_cluster->seatId() ? m_root : QString();
            m_validator.setFuture(QtConcurrent::run([root, yaml = m_checks[i].yaml] {
                if (!root.isEmpty())
                    return netplan::checkCandidate(netplan::NetplanValidator(), root, yaml);
                const QTemporaryDir alone;
                return netplan::checkCandidate(netplan::NetplanValidator(), alone.path(), yaml);
            }));
            return;
        }
    m_validating = -1;
}

void ReviewPage::showValidation()
{
    const netplan::CandidateVerdict verdict = m_validator.result();
    if (m_validating >= 0 && m_validating < m_checks.size()) {
        Check &check = m_checks[m_validating];
        check.done = true;
        check.valid = verdict.accepted();
        QStringList issues;
        for (const netplan::NetplanIssue &issue : verdict.issues)
            issues << issue.toString();
        check.verdict->setText(
            !check.valid ? tr("✘ netplan refuses it:\n%1").arg(issues.join(QLatin1Char('\n')))
            : check.conflicts
                ? tr("netplan accepts this file on its own, but another file overrides its "
                     "netdevs (see the warning above).")
                : tr("✔ netplan accepts this file."));
        check.verdict->setStyleSheet(!check.valid ? QStringLiteral("QLabel { color: #b3261e; }")
                                     : check.conflicts
                                         ? QStringLiteral("QLabel { color: #8a4b00; }")
                                         : QStringLiteral("QLabel { color: #1e7b34; }"));
    }
    validateNext();
    Q_EMIT completeChanged();
}

void ReviewPage::migrate()
{
    if (!m_applier)
        return;
    m_migrate->setEnabled(false);
    m_migrateResult->setStyleSheet(QString());
    m_migrateResult->setText(tr("Moving the netdevs out of the other files…"));
    m_migrateResult->show();
    QPointer<ReviewPage> self(this);
    m_applier->migrateConflicts([self](const Result<QStringList> &moved) {
        if (!self)
            return;
        if (!moved) {
            self->m_migrate->setEnabled(true);
            self->m_migrateResult->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
            self->m_migrateResult->setText(tr("Nothing was moved: %1").arg(moved.error().message));
            return;
        }
        self->m_migrateResult->setText(
            moved->isEmpty() ? tr("No other file configures these netdevs any more.")
                             : tr("Moved (originals kept in /var/lib/sparkwire/migrated):\n%1")
                                   .arg(moved->join(QLatin1Char('\n'))));
        // The members' states again: the warning goes once no file overrides the plan. The
        // keyboard moves on to the tabs (the button goes away), where Enter is Next again.
        self->m_tabs->setFocus(Qt::OtherFocusReason);
        self->m_cluster->readStates();
    });
}
