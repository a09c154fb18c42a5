#pragma once

#include "Session.h"
#include "bundle/BundleImportPlan.h"
#include "bundle/BundleReader.h"

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QVBoxLayout;

// File → Import bundle…: what `sparkwirectl bundle show` and `import` say, in a window. The
// bundle is checked by core's reader (signature, every hash, safe to unpack) and what it would
// change here is worked out by core's BundleImportPlan (the CLI's too): the members and
// topology, the files, who signed (a key this Spark does not know is said plainly, whole, and
// needs its own tick; so does each host key of a member this Spark has not paired with), and
// what differs from this Spark. Apply tries the netplan through the helper
// (in the demo its simulation), keeps it only when every other member answers over the fabric,
// then restores the cluster record and SSH. Cancel before Apply changes nothing; Cancel while
// the netplan is tried puts the old one back.
class BundleImportDialog : public QDialog
{
    Q_OBJECT
public:
    BundleImportDialog(const Session &session, const QString &path, QWidget *parent = nullptr);

private:
    void showSummary();
    void apply();
    void tried();
    void checkOthers(std::function<void(bool)> done);
    void restoreRest();
    sparkwire::Result<QString> sshHome() const;
    void done(const QString &status, const QString &detail);

    const Session &m_session;
    QString m_path;
    sparkwire::Result<sparkwire::bundle::OpenedBundle> m_bundle;
    std::optional<sparkwire::Result<sparkwire::bundle::BundleImportPlan>> m_plan;
    QLabel *m_summary;
    QTreeWidget *m_members;
    QLabel *m_signerWarning;
    QCheckBox *m_trustUnknown;
    QVBoxLayout *m_unknownPins; // a tick per unpaired member's host key
    QList<QCheckBox *> m_pinTicks;
    QLabel *m_changes;
    QPlainTextEdit *m_diff;
    QLabel *m_status;
    QPushButton *m_apply;
    QPushButton *m_cancel;
    QPushButton *m_close;
    bool m_trying = false;
};
