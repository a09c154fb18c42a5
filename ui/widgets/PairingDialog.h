#pragma once

#include "peers/PeerSession.h"

#include <QDialog>

class QLabel;
class QPushButton;

// Pairing as Bluetooth does it: both Sparks show the same six digits; the person compares
// them and answers. The other Spark's person answers there (its window or its agent).
class PairingDialog : public QDialog
{
    Q_OBJECT
public:
    // A six-digit code as both sides show it: "811 134".
    static QString groupedCode(const QString &code);
    // The code as both sides draw it (this dialog and the other Spark's question): big bold
    // digits, grouped; and the peer's key as a person compares it, never its 64 hex digits.
    static QString codeHtml(const QString &code);
    static QString keyLine(const QString &keyId);
    PairingDialog(sparkwire::peers::PeerSession *session, const QString &peer,
                  const sparkwire::peers::PeerTarget &target, QWidget *parent = nullptr);

private:
    void finish(const QString &message);

    sparkwire::peers::PeerSession *m_session;
    QLabel *m_status;
    QLabel *m_code;
    QLabel *m_key;
    QPushButton *m_matches;
    QPushButton *m_differs;
    QPushButton *m_close;
};
