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

void Prompter::ask(const QString &details, const QString &question,
                   std::function<void(bool)> answer, quint64 id)
{
    m_questions.enqueue({details, question, std::move(answer), id});
    if (!m_showing)
        showNext();
}

void Prompter::withdraw(quint64 id, const QString &why)
{
    if (id == 0)
        return;
    for (qsizetype i = 0; i < m_questions.size(); ++i) {
        if (m_questions.at(i).id != id)
            continue;
        const bool shown = i == 0 && m_showing;
        m_questions.removeAt(i);
        if (shown) {
            m_out << "\n(" << why << ")\n";
            m_out.flush();
            m_showing = false;
            m_stdin->setEnabled(bool(m_commands));
            showNext();
        }
        return;
    }
}

void Prompter::setCommandHandler(std::function<bool(const QByteArray &)> handler)
{
    m_commands = std::move(handler);
    m_stdin->setEnabled(true);
}

void Prompter::showNext()
{
    if (m_questions.isEmpty())
        return;
    if (m_eof) { // nobody to ask: the answer is no
        m_questions.dequeue().answer(false);
        return showNext();
    }
    const Question &next = m_questions.head();
    if (!next.details.isEmpty())
        m_out << "\n" << next.details << "\n";
    m_out << next.text << " [y/N] ";
    m_out.flush();
    m_showing = true;
    m_stdin->setEnabled(true);
}

void Prompter::onInput()
{
    char buffer[256];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_eof = true;
        m_showing = false;
        m_stdin->setEnabled(false); // and for good: end of input stays the end
        while (!m_questions.isEmpty())
            m_questions.dequeue().answer(false);
        return;
    }
    m_line += QByteArray(buffer, int(n));
    if (m_line.size() > 4096 && !m_line.contains('\n'))
        m_line.clear(); // not an answer
    while (m_line.contains('\n')) {
        const int end = m_line.indexOf('\n');
        const QByteArray line = m_line.left(end).trimmed().toLower();
        if (!m_showing) {
            if (!m_commands)
                break; // kept for the next question, as typed ahead
            m_line.remove(0, end + 1);
            m_commands(line);
            continue;
        }
        m_line.remove(0, end + 1);
        m_stdin->setEnabled(bool(m_commands));
        m_showing = false;
        m_questions.dequeue().answer(line == "y" || line == "yes");
        showNext();
    }
}
