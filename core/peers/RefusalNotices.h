#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <functional>

namespace sparkwire::peers {

// Notices of refused or failed connections for the person's log (the agent's terminal, the
// window's status line): a flood of connections must not become a flood of lines. Within a
// minute, the first refusal from each source (a remote address) is shown, for at most
// kShownSources sources; the rest are counted, and when the minute is over one line says how
// many more were refused and from where. While refusals go on, a summary comes once a minute
// and nothing else; after a minute without any, the sources are forgotten and the next
// refusal is shown again.
class RefusalNotices : public QObject
{
    Q_OBJECT
public:
    // Monotonic milliseconds; empty: a QElapsedTimer. Tests pass their own to move time.
    using Clock = std::function<qint64()>;
    static constexpr qint64 kWindowMs = 60000;
    static constexpr int kShownSources = 4;
    static constexpr int kNamedSources = 3; // addresses named in a summary

    explicit RefusalNotices(Clock clock = {}, QObject *parent = nullptr);

    // A connection from `source` was refused or ended badly; `line` says so, for the log.
    void refused(const QString &source, const QString &line);
    // Ends the minute when it is over: its timer calls this, and so may a test that moved
    // the clock.
    void tick();

Q_SIGNALS:
    void notice(const QString &text);

private:
    void openWindow(qint64 now);
    void endWindow(qint64 now);

    Clock m_clock;
    QElapsedTimer m_elapsed;
    QTimer m_timer;
    qint64 m_windowStart = -1; // -1: no minute open
    QSet<QString> m_shown;     // sources whose refusal was shown (at most kShownSources)
    int m_counted = 0;         // refusals not shown in this minute
    QStringList m_countedFrom; // the first kNamedSources of their sources
    bool m_moreSources = false;
};

} // namespace sparkwire::peers
