#pragma once

#include <QObject>
#include <QQueue>
#include <QTextStream>

#include <functional>

class QSocketNotifier;

// Yes/no questions on the terminal, one at a time, answered by a line on stdin ("y" or "yes"
// means yes; anything else, or end of input, means no). The agent asks the person here
// before pairing or letting a key in.
class Prompter : public QObject
{
    Q_OBJECT
public:
    explicit Prompter(QObject *parent = nullptr);
    void ask(const QString &question, std::function<void(bool)> answer);

private:
    void showNext();
    void onInput();

    struct Question
    {
        QString text;
        std::function<void(bool)> answer;
    };
    QQueue<Question> m_questions;
    QSocketNotifier *m_stdin;
    QByteArray m_line;
    bool m_eof = false;
    QTextStream m_out{stdout};
};
