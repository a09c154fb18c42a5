#include "BundleActions.h"

#include "BundleExportDialog.h"
#include "BundleImportDialog.h"
#include "bundle/BundleExportJob.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace sparkwire;

BundleActions::BundleActions(const Session &session, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_export(new QAction(tr("&Export bundle…"), this))
    , m_import(new QAction(tr("&Import bundle…"), this))
{
    setObjectName(QStringLiteral("bundleActions"));
    m_export->setObjectName(QStringLiteral("exportBundleAction"));
    m_import->setObjectName(QStringLiteral("importBundleAction"));
    m_export->setToolTip(tr("Write the cluster's signed config bundle: netplans, NCCL "
                            "environment, launchers, SSH, Ansible and the test results."));
    m_import->setToolTip(tr("Check a bundle, show what it holds and what it would change here, "
                            "and restore this Spark from it."));
    connect(m_export, &QAction::triggered, this, &BundleActions::exportBundle);
    connect(m_import, &QAction::triggered, this, &BundleActions::importBundle);
}

void BundleActions::exportBundle()
{
    if (m_exportDialog && m_exportDialog->running()) {
        m_exportDialog->raise();
        return;
    }
    const std::optional<cluster::ClusterRecord> record =
        m_session.keptRecord ? (*m_session.keptRecord)() : std::nullopt;
    if (!record || !m_session.identity) {
        QMessageBox::information(
            m_window, tr("Export bundle"),
            !record ? tr("This Spark keeps no cluster record yet. Configure the cluster first "
                         "(the wizard's Apply step); then export its bundle.")
                    : tr("This Spark's key is not available, so it cannot sign a bundle."));
        return;
    }
    QString path = m_chosenFile;
    if (path.isEmpty()) {
        path = QFileDialog::getSaveFileName(m_window, tr("Export bundle"), proposedPath(*record),
                                            tr("Sparkwire bundles (*.sparkwire.tar.gz)"));
        if (path.isEmpty())
            return;
    }
    if (m_exportDialog)
        m_exportDialog->deleteLater();
    m_exportDialog = new BundleExportDialog(m_session, *record, path, m_window);
    m_exportDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_exportDialog, &BundleExportDialog::outcome, this, &BundleActions::notice);
    m_exportDialog->show();
    m_exportDialog->start();
}

QString BundleActions::proposedPath(const cluster::ClusterRecord &record)
{
    // A folder that does not exist sends the dialog to the working directory.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString folder =
        !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
    QString name = record.name;
    if (name == cluster::ClusterRecord::keyIdName(record.seatId) && !record.members.isEmpty())
        name = cluster::ClusterRecord::defaultName(record.members); // a record kept before 0.1
    // Only what a file name can hold everywhere.
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    name.replace(unsafe, QStringLiteral("-"));
    return QDir(folder).filePath(bundle::BundleExportJob::proposedFileName(name));
}

void BundleActions::importBundle()
{
    QString path = m_chosenFile;
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(
            m_window, tr("Import bundle"),
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
            tr("Sparkwire bundles (*.sparkwire.tar.gz);;All files (*)"));
        if (path.isEmpty())
            return;
    }
    if (m_importDialog)
        m_importDialog->deleteLater();
    m_importDialog = new BundleImportDialog(m_session, path, m_window);
    m_importDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_importDialog->open();
}
