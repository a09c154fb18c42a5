#include "ReviewPage.h"

#include "PlanModel.h"
#include "common/AtomicFile.h"
#include "netplan/CandidateCheck.h"
#include "netplan/LineDiff.h"
#include "netplan/NetplanHierarchy.h"

#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

using namespace sparkwire;

namespace {
QPlainTextEdit *codeView(const QString &name, QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return view;
}

} // namespace

ReviewPage::ReviewPage(PlanModel *plan, QString netplanRoot, QWidget *parent)
    : WizardPage(parent)
    , m_plan(plan)
    , m_root(std::move(netplanRoot))
    , m_tabs(new QTabWidget(this))
    , m_file(codeView(QStringLiteral("yamlView"), this))
    , m_diff(codeView(QStringLiteral("diffView"), this))
    , m_conflicts(new QListWidget(this))
    , m_renderer(new QLabel(this))
    , m_validation(new QLabel(this))
{
    setObjectName(QStringLiteral("reviewPage"));
    m_conflicts->setObjectName(QStringLiteral("conflictsList"));
    m_renderer->setObjectName(QStringLiteral("rendererLabel"));
    m_renderer->setWordWrap(true);
    m_validation->setObjectName(QStringLiteral("validationResult"));
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);

    auto *others = new QWidget(this);
    auto *othersLayout = new QVBoxLayout(others);
    othersLayout->addWidget(m_renderer);
    othersLayout->addWidget(m_conflicts, 1);
    m_tabs->setObjectName(QStringLiteral("reviewTabs"));
    m_tabs->addTab(m_file, tr("New /etc/netplan/40-cx7.yaml"));
    m_tabs->addTab(m_diff, tr("Changes"));
    m_tabs->addTab(others, tr("Other netplan files"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_validation);
    layout->addWidget(m_tabs, 1);

    connect(&m_validator, &QFutureWatcher<netplan::CandidateVerdict>::finished, this,
            &ReviewPage::showValidation);
    connect(plan, &PlanModel::changed, this, [this] {
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
    return tr("Nothing has been changed yet. This is the file Sparkwire will write on this Spark, "
              "and what it replaces.");
}

bool ReviewPage::isComplete() const
{
    return m_valid && !m_validator.isRunning();
}

void ReviewPage::enterPage()
{
    refresh();
}

void ReviewPage::refresh()
{
    const QByteArray yaml = m_plan->yaml();
    m_file->setPlainText(QString::fromUtf8(yaml));
    const QString ourPath = QLatin1String(netplan::NetplanHierarchy::kOurFile);
    const Result<QByteArray> current =
        common::AtomicFile::read(m_root + QLatin1Char('/') + ourPath);
    const bool missing = !current && current.error().code == ErrorCode::NotFound;
    if (!current && !missing)
        m_diff->setPlainText(
            tr("The current /%1 cannot be read without administrator rights.\n"
               "It is not lost: the helper keeps it as a backup until you confirm the new one, "
               "and afterwards as 40-cx7.yaml.previous.")
                .arg(ourPath));
    else if (missing)
        m_diff->setPlainText(tr("There is no /%1 yet: the whole file is new.\n\n").arg(ourPath) +
                             netplan::unifiedDiff(QString(), QString::fromUtf8(yaml),
                                                  QStringLiteral("/dev/null"),
                                                  QLatin1Char('/') + ourPath));
    else if (*current == yaml)
        m_diff->setPlainText(tr("The current file is already exactly this one."));
    else
        m_diff->setPlainText(netplan::unifiedDiff(
            QString::fromUtf8(*current), QString::fromUtf8(yaml),
            QStringLiteral("/%1 (now)").arg(ourPath), QStringLiteral("/%1 (new)").arg(ourPath)));

    const netplan::NetplanHierarchy hierarchy = netplan::NetplanHierarchy::read(m_root);
    m_renderer->setText(tr("Renderer in effect: %1. Sparkwire's file does not change it.")
                            .arg(hierarchy.effectiveRenderer()));
    m_conflicts->clear();
    for (const netplan::NetplanConflict &c : hierarchy.conflictsWith(m_plan->thisNodeNetdevs()))
        m_conflicts->addItem(
            c.overridesOurs
                ? tr("/%1 also configures %2 and comes later, so its settings win. "
                     "Remove %2 from it, or Sparkwire's settings will not take effect.")
                      .arg(c.path, c.netdev)
                : tr("/%1 also configures %2; Sparkwire's file comes later and overrides "
                     "the same settings, but anything else there (DHCP, for one) still applies.")
                      .arg(c.path, c.netdev));
    for (const netplan::NetplanFile &f : hierarchy.files())
        if (!f.error.isEmpty())
            m_conflicts->addItem(tr("/%1 could not be read (%2); the helper reads it as root.")
                                     .arg(f.path, f.error));
    if (m_conflicts->count() == 0)
        m_conflicts->addItem(tr("No other netplan file touches these netdevs."));

    m_valid = false;
    m_validation->setText(tr("Checking with netplan's own parser…"));
    m_validation->setStyleSheet(QString());
    m_validating = yaml;
    m_validator.setFuture(QtConcurrent::run([root = m_root, yaml] {
        return netplan::checkCandidate(netplan::NetplanValidator(), root, yaml);
    }));
    Q_EMIT completeChanged();
}

void ReviewPage::showValidation()
{
    if (m_validating != m_plan->yaml())
        return; // the plan changed meanwhile; a newer check is on its way
    const netplan::CandidateVerdict verdict = m_validator.result();
    m_valid = verdict.accepted() && !m_plan->yaml().isEmpty();
    QStringList issues;
    for (const netplan::NetplanIssue &issue : verdict.issues)
        issues << issue.toString();
    if (m_valid)
        m_validation->setText(
            verdict.candidateOnly
                ? tr("✔ netplan accepts this file. (The other netplan files need administrator "
                     "rights to read; the helper checks them all before writing.)")
                : tr("✔ netplan accepts this file together with the other netplan files."));
    else
        m_validation->setText(tr("✘ netplan refuses it:\n%1").arg(issues.join(QLatin1Char('\n'))));
    m_validation->setStyleSheet(m_valid ? QStringLiteral("QLabel { color: #1e7b34; }")
                                        : QStringLiteral("QLabel { color: #b3261e; }"));
    Q_EMIT completeChanged();
}
