#include "MemberChangeNotice.h"

#include "cluster/MemberService.h"
#include "peers/PrintableText.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

MemberChangeNotice::MemberChangeNotice(sparkwire::cluster::MemberService *member, QWidget *parent)
    : QDialog(parent)
    , m_member(member)
    , m_headline(new QLabel(this))
    , m_countdown(new QLabel(this))
    , m_diff(new QPlainTextEdit(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("memberChangeNotice"));
    setWindowModality(Qt::NonModal);
    m_headline->setObjectName(QStringLiteral("memberChangeHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    m_countdown->setObjectName(QStringLiteral("memberChangeCountdown"));
    m_countdown->setWordWrap(true);
    m_diff->setObjectName(QStringLiteral("memberChangeDiff"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto *buttons = new QDialogButtonBox(this);
    m_revert = buttons->addButton(tr("&Revert now"), QDialogButtonBox::DestructiveRole);
    m_revert->setObjectName(QStringLiteral("memberChangeRevert"));
    m_close = buttons->addButton(tr("&Hide"), QDialogButtonBox::RejectRole);
    m_close->setObjectName(QStringLiteral("memberChangeClose"));
    // A stray Enter, or a Space on whatever had the focus when the notice popped up, must not
    // undo the whole cluster's apply: Revert is pressed on purpose (Alt+R or a click), never
    // by default. Hide is the default and takes the focus.
    m_revert->setAutoDefault(false);
    m_revert->setDefault(false);
    m_close->setDefault(true);
    connect(m_revert, &QPushButton::clicked, this, [this] {
        m_revert->setEnabled(false);
        m_countdown->setText(tr("Reverting…"));
        if (m_member)
            m_member->revertNow();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_countdown);
    layout->addWidget(m_diff, 1);
    layout->addWidget(buttons);
    resize(640, 420);

    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &MemberChangeNotice::tick);
    if (member) {
        connect(member, &sparkwire::cluster::MemberService::pendingChanged, this,
                &MemberChangeNotice::showPending);
        connect(member, &sparkwire::cluster::MemberService::pendingKept, this,
                [this](const QString &how) { showEnded(true, how); });
        connect(member, &sparkwire::cluster::MemberService::pendingReverted, this,
                [this](const sparkwire::Error &why) { showEnded(false, why.message); });
    }
}

void MemberChangeNotice::showPending(const QString &seatName, const QString &diff, int secondsLeft)
{
    m_seatName = seatName; // the name this Spark's person paired it as
    m_secondsLeft = secondsLeft;
    setWindowTitle(tr("Network change from %1").arg(seatName));
    m_headline->setText(
        tr("%1 applied a network plan to this Spark's ConnectX-7 ports. It is in force now and "
           "goes back by itself unless %1 confirms it after checking every link.")
            .arg(seatName));
    m_diff->setPlainText(diff.isEmpty() ? tr("(no difference in the netplan file)")
                                        : sparkwire::peers::printableText(diff, true));
    m_revert->setEnabled(true);
    m_close->setText(tr("&Hide"));
    tick();
    m_timer->start();
    show();
    raise();
    m_close->setFocus(Qt::ActiveWindowFocusReason);
}

void MemberChangeNotice::tick()
{
    const int left = qMax(0, m_secondsLeft);
    m_countdown->setText(
        tr("Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.",
           nullptr, left));
    if (m_secondsLeft > 0)
        --m_secondsLeft;
}

void MemberChangeNotice::showEnded(bool kept, const QString &why)
{
    m_timer->stop();
    m_revert->setEnabled(false);
    m_close->setText(tr("&Close"));
    m_countdown->setText(
        kept ? tr("Kept: %1").arg(why)
             : tr("Reverted: this Spark's previous netplan file is back (%1).").arg(why));
    if (!isVisible())
        show(); // the outcome is news too, even when the notice was hidden
    m_close->setFocus(Qt::ActiveWindowFocusReason);
}
