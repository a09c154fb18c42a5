#include "RefusalNotices.h"

namespace sparkwire::peers {

RefusalNotices::RefusalNotices(Clock clock, QObject *parent)
    : QObject(parent)
    , m_clock(std::move(clock))
{
    if (!m_clock) {
        m_elapsed.start();
        m_clock = [this] { return m_elapsed.elapsed(); };
    }
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &RefusalNotices::tick);
}

void RefusalNotices::refused(const QString &source, const QString &line)
{
    tick();
    const qint64 now = m_clock();
    if (m_windowStart < 0)
        openWindow(now);
    if (!m_shown.contains(source) && m_shown.size() < kShownSources) {
        m_shown.insert(source);
        Q_EMIT notice(line);
        return;
    }
    ++m_counted;
    if (m_countedFrom.contains(source))
        return;
    if (m_countedFrom.size() < kNamedSources)
        m_countedFrom << source;
    else
        m_moreSources = true;
}

void RefusalNotices::tick()
{
    if (m_windowStart < 0)
        return;
    const qint64 now = m_clock();
    const qint64 left = m_windowStart + kWindowMs - now;
    if (left <= 0)
        endWindow(now);
    else if (!m_timer.isActive()) // a timer that fired early: wait for the rest
        m_timer.start(int(left));
}

void RefusalNotices::openWindow(qint64 now)
{
    m_windowStart = now;
    m_timer.start(int(kWindowMs));
}

void RefusalNotices::endWindow(qint64 now)
{
    m_timer.stop();
    if (m_counted == 0) { // a quiet minute: start afresh
        m_windowStart = -1;
        m_shown.clear();
        return;
    }
    QString from = m_countedFrom.join(QStringLiteral(", "));
    if (m_moreSources)
        from += QStringLiteral(", …");
    Q_EMIT notice(tr("Connections refused in the last minute besides those shown: %1 (from %2).")
                      .arg(m_counted)
                      .arg(from));
    // The flood goes on: the sources already shown stay quiet, and the next summary comes
    // a minute from now.
    m_counted = 0;
    m_countedFrom.clear();
    m_moreSources = false;
    openWindow(now);
}

} // namespace sparkwire::peers
