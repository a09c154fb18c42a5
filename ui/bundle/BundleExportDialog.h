#pragma once

#include "Session.h"
#include "bundle/BundleExportJob.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QProgressBar;
class QPushButton;

// File → Export bundle… and the Verify page's Export bundle…: writes the cluster's signed
// config bundle to `path` with core's BundleExportJob (the one export of the CLI too). The
// members' states come over the peer channel asynchronously, so the window never waits on a
// socket; a busy bar and Cancel while it runs, then the file, its size and number of files,
// or the core's error.
class BundleExportDialog : public QDialog
{
    Q_OBJECT
public:
    BundleExportDialog(const Session &session, const sparkwire::cluster::ClusterRecord &record,
                       const QString &path, QWidget *parent = nullptr);
    ~BundleExportDialog() override;

    // Starts the export (the dialog shows itself modeless; it stays for the result).
    void start();
    bool running() const { return m_job != nullptr; }

Q_SIGNALS:
    // One line for View > Activity once the export ended: where and what, or why not.
    void outcome(const QString &text);

private:
    void finished(const sparkwire::Result<sparkwire::bundle::BundleExportJob::Written> &result);

    const Session &m_session;
    sparkwire::cluster::ClusterRecord m_record;
    QString m_path;
    QLabel *m_status;
    QProgressBar *m_progress;
    QLabel *m_result;
    QPushButton *m_cancel;
    QPushButton *m_close;
    QObject *m_links = nullptr; // owns the member links of this export
    sparkwire::bundle::BundleExportJob *m_job = nullptr;
};
