#include "PeerRequestPrompt.h"

#include "PairingDialog.h"

#include <QMessageBox>
#include <QPushButton>

using sparkwire::peers::PeerQuestion;

PeerRequestPrompt::PeerRequestPrompt(QWidget *window)
    : QObject(window)
    , m_window(window)
{}

void PeerRequestPrompt::ask(const PeerQuestion &question,
                            sparkwire::peers::PeerResponder::Answer answer)
{
    m_pending.append({question, std::move(answer)});
    if (!m_showing)
        showNext();
}

void PeerRequestPrompt::withdraw(quint64 questionId)
{
    m_pending.removeIf([&](const Pending &p) { return p.question.id == questionId; });
    if (m_box && m_shownId == questionId) {
        m_shownId = 0;
        m_box->setProperty("withdrawn", true);
        m_box->close(); // finished() moves on without answering the gone peer
    }
}

void PeerRequestPrompt::showNext()
{
    if (m_pending.isEmpty()) {
        m_showing = false;
        return;
    }
    m_showing = true;
    const Pending pending = m_pending.takeFirst();
    const PeerQuestion &q = pending.question;
    auto *box = new QMessageBox(m_window);
    box->setObjectName(QStringLiteral("peerRequestBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    box->setIcon(QMessageBox::Question);
    box->setTextFormat(Qt::PlainText);
    switch (q.kind) {
    case PeerQuestion::Kind::PairingCode:
        // Drawn as the pairing dialog on the other Spark draws it: the same big digits, the
        // key as the same short fingerprint. What the peer claims is escaped.
        box->setWindowTitle(tr("Pairing request"));
        box->setTextFormat(Qt::RichText);
        box->setText(QStringLiteral("<p>%1</p>%2<p>%3</p>")
                         .arg(tr("A Spark that calls itself %1 wants to pair with this Spark.")
                                  .arg(q.peerName)
                                  .toHtmlEscaped(),
                              PairingDialog::codeHtml(q.detail), q.question.toHtmlEscaped()));
        box->setInformativeText(tr("Say yes only if the Spark you are pairing with shows exactly "
                                   "these six digits. %1")
                                    .arg(PairingDialog::keyLine(q.peerId)));
        break;
    case PeerQuestion::Kind::SshKey:
        box->setWindowTitle(tr("SSH key from %1").arg(q.peerName));
        box->setText(q.question);
        box->setDetailedText(q.detail);
        break;
    case PeerQuestion::Kind::SshUserKey:
        box->setWindowTitle(tr("Log in to %1 without a password").arg(q.peerName));
        box->setText(q.question);
        box->setDetailedText(
            tr("%1's host key, pinned in ~/.ssh/known_hosts:\n%2").arg(q.peerName, q.detail));
        break;
    case PeerQuestion::Kind::Plan:
        box->setWindowTitle(tr("Plan from %1").arg(q.peerName));
        box->setText(q.question);
        box->setInformativeText(tr("Nothing is applied now: the plan is kept for you to review "
                                   "and apply with the helper's confirm-or-revert."));
        box->setDetailedText(q.detail);
        break;
    case PeerQuestion::Kind::Delegation:
        box->setWindowTitle(tr("Paired with %1").arg(q.peerName));
        box->setText(q.question);
        box->setInformativeText(tr("No: this Spark's person is asked about each of %1's "
                                   "plans. Its key:\n%2")
                                    .arg(q.peerName, q.peerId));
        break;
    case PeerQuestion::Kind::ClusterTry:
        box->setWindowTitle(tr("Network plan from %1").arg(q.peerName));
        box->setText(q.question);
        box->setInformativeText(tr("Yes applies it now; this Spark's helper puts the previous "
                                   "file back on its own unless it is confirmed."));
        box->setDetailedText(q.detail);
        break;
    }
    QPushButton *yes = box->addButton(tr("&Yes"), QMessageBox::YesRole);
    yes->setObjectName(QStringLiteral("peerRequestYes"));
    QPushButton *no = box->addButton(tr("&No"), QMessageBox::NoRole);
    no->setObjectName(QStringLiteral("peerRequestNo"));
    box->setDefaultButton(no); // a stray Enter must not pair or let a key in
    box->setEscapeButton(no);
    connect(box, &QMessageBox::finished, this, [this, box, yes, answer = pending.answer] {
        if (!box->property("withdrawn").toBool())
            answer(box->clickedButton() == yes);
        m_shownId = 0;
        showNext();
    });
    m_box = box;
    m_shownId = q.id;
    box->open();
}
