#include "BundleExportDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

using namespace sparkwire;

BundleExportDialog::BundleExportDialog(const Session &session, const cluster::ClusterRecord &record,
                                       const QString &path, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_record(record)
    , m_path(path)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_result(new QLabel(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_close(new QPushButton(tr("Close"), this))
{
    setObjectName(QStringLiteral("bundleExportDialog"));
    setWindowTitle(tr("Export bundle"));
    m_status->setObjectName(QStringLiteral("exportStatus"));
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_result->setObjectName(QStringLiteral("exportResult"));
    m_cancel->setObjectName(QStringLiteral("exportCancelButton"));
    m_close->setObjectName(QStringLiteral("exportCloseButton"));
    m_status->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress->setRange(0, 0); // busy: the members answer when they answer
    m_progress->setTextVisible(false);
    auto *intro = new QLabel(
        tr("Cluster %1 into %2").arg(m_record.name, QDir::toNativeSeparators(m_path)), this);
    intro->setObjectName(QStringLiteral("exportTarget"));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_cancel, QDialogButtonBox::RejectRole);
    buttons->addButton(m_close, QDialogButtonBox::AcceptRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);
    m_close->hide(); // after the box lays it out (it shows its buttons)
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_job)
            m_job->cancel();
        else
            reject();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    resize(560, 240);
}

BundleExportDialog::~BundleExportDialog()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel(); // closed while it ran: nothing is written after this
        delete m_job;    // before the member links it reads from
    }
}

void BundleExportDialog::start()
{
    m_links = new QObject(this);
    const Result<QList<cluster::MemberLink *>> links =
        m_session.memberLinks
            ? (*m_session.memberLinks)(m_record.members, m_links)
            : Result<QList<cluster::MemberLink *>>(makeError(
                  ErrorCode::Unavailable, tr("This window cannot reach the cluster's members.")));
    if (!links) {
        finished(links.error());
        return;
    }
    bundle::BundleExportJob::Inputs in;
    in.record = m_record;
    in.links = *links;
    in.signer = m_session.signer.value_or(cluster::JointApply::Signer());
    in.exporterId = m_session.identity->id();
    in.certificatePem = m_session.identity->certificatePem();
    in.privateKeyPem = m_session.identity->privateKeyPem();
    // In the demo nothing of the person's own files goes in: no known_hosts, the demo's
    // private state only.
    in.home = m_session.demo ? QString() : QDir::homePath();
    in.stateDir = m_session.stateDir;
    in.demo = m_session.demo;
    m_job = new bundle::BundleExportJob(std::move(in), this);
    connect(m_job, &bundle::BundleExportJob::progress, m_status, &QLabel::setText);
    connect(m_job, &bundle::BundleExportJob::finished, this, &BundleExportDialog::finished);
    m_job->start(m_path);
}

void BundleExportDialog::finished(const Result<bundle::BundleExportJob::Written> &result)
{
    if (m_job) {
        m_job->deleteLater();
        m_job = nullptr;
    }
    m_progress->hide();
    m_cancel->hide();
    m_close->show();
    m_close->setDefault(true);
    m_close->setFocus();
    if (!result) {
        m_status->setText(tr("No bundle was written."));
        m_result->setText(result.error().message);
        Q_EMIT outcome(tr("Export: ✘ no bundle was written: %1").arg(result.error().message));
        return;
    }
    const bundle::BundleExportJob::Written &w = *result;
    const QString size = QLocale().formattedDataSize(w.bytes);
    // The files the manifest lists, as `sparkwirectl bundle verify` and the import count
    // them: the archive's entries less manifest.json and its signature.
    const int files = w.files - 2;
    const int members = int(w.source.members.size());
    m_status->setText(tr("The bundle is written."));
    m_result->setText(
        tr("%1\n%2, %n file(s) and the signed manifest", nullptr, files)
            .arg(QDir::toNativeSeparators(w.path), size) +
        QLatin1Char('\n') + tr("%n member(s)", nullptr, members) + QLatin1Char('\n') +
        tr("SHA-256 %1").arg(w.sha256) +
        (m_session.demo ? QLatin1Char('\n') + tr("DEMO: signed with the demo's throwaway key; its "
                                                 "README says so.")
                        : QString()));
    Q_EMIT outcome(tr("Export: ✔ %1 written, %n file(s) and the signed manifest.", nullptr, files)
                       .arg(QDir::toNativeSeparators(w.path)));
}
