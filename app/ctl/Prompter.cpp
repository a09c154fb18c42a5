#include "Prompter.h"

#include <QSocketNotifier>

#include <unistd.h>

Prompter::Prompter(QObject *parent)
    : QObject(parent)
    , m_stdin(new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this))
{
    m_stdin->setEnabled(false);
    connect(m_stdin, &QSocketNotifier::activated, this, &Prompter::onInput);
}

void Prompter::ask(const QString &question, std::function<void(bool)> answer)
{
    m_questions.enqueue({question, std::move(answer)});
    if (m_questions.size() == 1)
        showNext();
}

void Prompter::showNext()
{
    if (m_questions.isEmpty())
        return;
    if (m_eof) { // nobody to ask: the answer is no
        m_questions.dequeue().answer(false);
        return showNext();
    }
    m_out << m_questions.head().text << " [y/N] ";
    m_out.flush();
    m_stdin->setEnabled(true);
}

void Prompter::onInput()
{
    char buffer[256];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_eof = true;
        m_stdin->setEnabled(false);
        while (!m_questions.isEmpty())
            m_questions.dequeue().answer(false);
        return;
    }
    m_line += QByteArray(buffer, int(n));
    while (m_line.contains('\n') && !m_questions.isEmpty()) {
        const int end = m_line.indexOf('\n');
        const QByteArray answer = m_line.left(end).trimmed().toLower();
        m_line.remove(0, end + 1);
        m_stdin->setEnabled(false);
        m_questions.dequeue().answer(answer == "y" || answer == "yes");
        showNext();
    }
}
