#pragma once

#include <QDialog>

namespace sparkwire::peers {
class PeerSession;
}
class QLabel;
class QPushButton;

// Pairing as Bluetooth does it: both Sparks show the same six digits; the person compares
// them and answers. The other Spark's person answers there (its window or its agent).
class PairingDialog : public QDialog
{
    Q_OBJECT
public:
    PairingDialog(sparkwire::peers::PeerSession *session, const QString &peer,
                  const QString &address, QWidget *parent = nullptr);
    bool isPaired() const { return m_paired; }

private:
    void finish(bool paired, const QString &message);

    sparkwire::peers::PeerSession *m_session;
    QLabel *m_status;
    QLabel *m_code;
    QPushButton *m_matches;
    QPushButton *m_differs;
    QPushButton *m_close;
    bool m_paired = false;
};
