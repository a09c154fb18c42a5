#include "PairingDialog.h"

#include "diagram/CablingDiagram.h"
#include "peers/PeerSession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

PairingDialog::PairingDialog(sparkwire::peers::PeerSession *session, const QString &peer,
                             const sparkwire::peers::PeerTarget &target, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_status(new QLabel(this))
    , m_code(new QLabel(this))
    , m_key(new QLabel(keyLine(target.id), this))
    , m_matches(new QPushButton(tr("&Yes, the same"), this))
    , m_differs(new QPushButton(tr("&No, different"), this))
    , m_close(new QPushButton(tr("&Close"), this))
{
    setObjectName(QStringLiteral("pairingDialog"));
    setWindowTitle(tr("Pair with %1").arg(peer));
    m_status->setObjectName(QStringLiteral("pairingStatus"));
    m_status->setWordWrap(true);
    m_code->setObjectName(QStringLiteral("pairingCode"));
    m_code->setTextFormat(Qt::RichText);
    m_code->hide();
    m_key->setObjectName(QStringLiteral("pairingKey"));
    m_key->setTextFormat(Qt::PlainText);
    m_key->setAlignment(Qt::AlignCenter);
    m_key->hide();
    m_matches->setObjectName(QStringLiteral("codeMatches"));
    m_differs->setObjectName(QStringLiteral("codeDiffers"));
    m_close->setObjectName(QStringLiteral("closePairing"));
    m_matches->setEnabled(false);
    m_differs->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_differs);
    buttons->addStretch();
    buttons->addWidget(m_matches);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_code);
    layout->addWidget(m_key);
    layout->addLayout(buttons);
    setMinimumWidth(420);

    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_matches, &QPushButton::clicked, this, [this] {
        m_matches->setEnabled(false);
        m_differs->setEnabled(false);
        m_status->setText(tr("Waiting for the other Spark's person…"));
        m_session->confirmPairing(true);
    });
    connect(m_differs, &QPushButton::clicked, this, [this] {
        m_session->confirmPairing(false);
        finish(tr("Not paired: the codes differ. Someone may be between the two Sparks; "
                  "check the cabling "
                  "and try again."));
    });
    connect(session, &sparkwire::peers::PeerSession::progress, this,
            [this](const QString &what) { m_status->setText(what); });
    connect(session, &sparkwire::peers::PeerSession::codeReady, this,
            [this](const QString &code, const QString &host) {
                m_code->setText(codeHtml(code));
                m_code->show();
                m_key->show();
                m_status->setText(tr("Does %1 show the same code?").arg(host));
                m_matches->setEnabled(true);
                m_differs->setEnabled(true);
                // As on the other Spark's question: a stray Enter must not pair, so "No" is
                // the default there and here; "Yes" is Alt+Y or Tab then Space.
                m_differs->setDefault(true);
                m_differs->setFocus();
            });
    connect(session, &sparkwire::peers::PeerSession::paired, this, [this](const QString &host) {
        finish(
            tr("Paired with %1. It can now be asked for its inventory and an SSH key.").arg(host));
    });
    connect(session, &sparkwire::peers::PeerSession::pairingFailed, this,
            [this](const sparkwire::Error &why) { finish(tr("Not paired: %1").arg(why.message)); });
    m_status->setText(tr("Connecting to %1…").arg(peer));
    QTimer::singleShot(0, this, [this, target] { m_session->pair(target); });
}

QString PairingDialog::groupedCode(const QString &code)
{
    return code.size() == 6 ? code.left(3) + QLatin1Char(' ') + code.mid(3) : code;
}

QString PairingDialog::codeHtml(const QString &code)
{
    return QStringLiteral("<p align=\"center\" style=\"font-size: xx-large; font-weight: bold; "
                          "letter-spacing: 4px;\">%1</p>")
        .arg(groupedCode(code).toHtmlEscaped());
}

QString PairingDialog::keyLine(const QString &keyId)
{
    return tr("Its key: %1").arg(CablingDiagram::fingerprint(keyId));
}

void PairingDialog::finish(const QString &message)
{
    m_status->setText(message);
    m_matches->setEnabled(false);
    m_differs->setEnabled(false);
    m_differs->setDefault(false);
    m_close->setDefault(true);
    m_close->setFocus();
}
