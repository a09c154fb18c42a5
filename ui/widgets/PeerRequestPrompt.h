#pragma once

#include "peers/PeerResponder.h"

#include <QObject>
#include <QPointer>

class QMessageBox;
class QWidget;

// How the GUI asks its person when a peer wants something (pairing, an SSH key, a proposed
// plan): a window-modal question over the main window, one at a time, with the code, the key
// or the YAML to look at. Closing it without an answer means no.
class PeerRequestPrompt : public QObject
{
    Q_OBJECT
public:
    explicit PeerRequestPrompt(QWidget *window);
    void ask(const sparkwire::peers::PeerQuestion &question,
             sparkwire::peers::PeerResponder::Answer answer);
    // The peer went away: drop its question, or close it with a word if it is shown.
    void withdraw(quint64 questionId);

private:
    void showNext();

    struct Pending
    {
        sparkwire::peers::PeerQuestion question;
        sparkwire::peers::PeerResponder::Answer answer;
    };
    QPointer<QWidget> m_window;
    QList<Pending> m_pending;
    bool m_showing = false;
    quint64 m_shownId = 0;
    QPointer<QMessageBox> m_box;
};
