#pragma once

#include <QDialog>

class QListWidget;

// View > Activity: every notice this window showed, oldest first, with its time. The status
// bar shows only the latest; a later notice (a peer's connection ending) never erases an
// earlier one (where its proposal was saved) from here.
class ActivityLog : public QDialog
{
    Q_OBJECT
public:
    explicit ActivityLog(QWidget *parent = nullptr);
    void add(const QString &text);
    QStringList entries() const;

private:
    QListWidget *m_list;
};
