#pragma once

#include <QObject>
#include <QQueue>
#include <QTextStream>

#include <functional>

class QSocketNotifier;

// Yes/no questions on the terminal, one at a time, answered by a line on stdin ("y" or "yes"
// means yes; anything else, or end of input, means no). Each question's details are printed
// when that question is shown, right above its own [y/N], never above another's. A question
// can be withdrawn (its peer went away): it is dropped, or, when it is the one shown, closed
// with a line saying why.
class Prompter : public QObject
{
    Q_OBJECT
public:
    explicit Prompter(QObject *parent = nullptr);
    // `details` are printed as they are: escape what a peer sent before passing it.
    void ask(const QString &details, const QString &question, std::function<void(bool)> answer,
             quint64 id = 0);
    void withdraw(quint64 id, const QString &why);
    // A line typed while no question is shown goes here (the agent's "pair"); true: taken.
    void setCommandHandler(std::function<bool(const QByteArray &)> handler);

private:
    void showNext();
    void onInput();

    struct Question
    {
        QString details;
        QString text;
        std::function<void(bool)> answer;
        quint64 id;
    };
    QQueue<Question> m_questions;
    QSocketNotifier *m_stdin;
    std::function<bool(const QByteArray &)> m_commands;
    QByteArray m_line;
    bool m_eof = false;
    bool m_showing = false;
    QTextStream m_out{stdout};
};
