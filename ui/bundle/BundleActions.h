#pragma once

#include "Session.h"

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QWidget;
class BundleExportDialog;
class BundleImportDialog;

// The window's config bundle commands (File → Export bundle…, Import bundle…, and the
// Verify page's Export bundle…): asks for the file, then opens the export or import dialog.
// The property `chosenFile`, when set, is taken instead of asking with a file dialog: for the
// GUI test and the screenshots, which cannot answer a native dialog.
class BundleActions : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString chosenFile MEMBER m_chosenFile)
public:
    BundleActions(const Session &session, QWidget *window);

    QAction *exportAction() const { return m_export; }
    QAction *importAction() const { return m_import; }

    void exportBundle();
    void importBundle();
    // Where the save dialog proposes to write record's bundle: in Documents (the home folder
    // where there is none, not the working directory), named after the cluster, or after its
    // members where the cluster still has the name made from the seat's key id.
    static QString proposedPath(const sparkwire::cluster::ClusterRecord &record);

Q_SIGNALS:
    // What an export ended with, for View > Activity.
    void notice(const QString &text);

private:
    const Session &m_session;
    QWidget *m_window;
    QAction *m_export;
    QAction *m_import;
    QString m_chosenFile;
    QPointer<BundleExportDialog> m_exportDialog;
    QPointer<BundleImportDialog> m_importDialog;
};
