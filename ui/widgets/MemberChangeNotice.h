#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace sparkwire::cluster {
class MemberService;
}

// What the person at a member's desktop sees while a paired seat's network plan is in force
// here and not yet confirmed: who changed what (the diff), the seconds until it reverts by
// itself, and "Revert now". It stays until the change is kept or reverted, then says which.
// Non-modal: the person may keep working; closing it only hides it.
class MemberChangeNotice : public QDialog
{
    Q_OBJECT
public:
    MemberChangeNotice(sparkwire::cluster::MemberService *member, QWidget *parent);

private:
    void showPending(const QString &seatName, const QString &diff, int secondsLeft);
    void showEnded(bool kept, const QString &why);
    void tick();

    QPointer<sparkwire::cluster::MemberService> m_member;
    QLabel *m_headline;
    QLabel *m_countdown;
    QPlainTextEdit *m_diff;
    QPushButton *m_revert;
    QPushButton *m_close;
    QTimer *m_timer;
    QString m_seatName;
    int m_secondsLeft = 0;
};
