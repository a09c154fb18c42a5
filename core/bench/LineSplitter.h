#pragma once

#include <QByteArray>
#include <QString>

namespace sparkwire::bench {

// Splits a byte stream that arrives in arbitrary pieces into lines, keeping the unfinished
// tail for the next piece; a "line" longer than maxLine is dropped (no tool writes those).
class LineSplitter
{
public:
    explicit LineSplitter(qsizetype maxLine)
        : m_maxLine(maxLine)
    {}

    // Calls onLine for each complete line in what has arrived; returns how many returned true.
    template <typename F> int feed(const QByteArray &bytes, F onLine)
    {
        m_partial += bytes;
        int counted = 0;
        qsizetype start = 0;
        for (qsizetype nl = m_partial.indexOf('\n'); nl >= 0; nl = m_partial.indexOf('\n', start)) {
            counted += onLine(QString::fromUtf8(m_partial.mid(start, nl - start))) ? 1 : 0;
            start = nl + 1;
        }
        m_partial.remove(0, start);
        if (m_partial.size() > m_maxLine)
            m_partial.clear();
        return counted;
    }
    // The unfinished last line, at the end of input.
    template <typename F> void finish(F onLine)
    {
        if (!m_partial.isEmpty())
            onLine(QString::fromUtf8(m_partial));
        m_partial.clear();
    }

private:
    QByteArray m_partial;
    qsizetype m_maxLine;
};

} // namespace sparkwire::bench
