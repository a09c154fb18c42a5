#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

// Running Sparks' commands on the namespace testbed (testbed.sh), for the integration tests.
namespace TestbedProcesses {

inline bool testbed(const QString &script, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(script, args);
    return p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

// `sparkwirectl ARGS` as Spark LETTER: in PREFIX-LETTER's namespace, as its user, with its
// hostname (spark-LETTER, in a UTS namespace), its home and its state directory.
inline QProcess *sparkwirectl(const QString &prefix, const QString &letter, uint uid,
                              const QString &home, const QString &binDir, const QString &sysfsTree,
                              const QStringList &args)
{
    auto *p = new QProcess;
    p->setProcessChannelMode(QProcess::MergedChannels);
    QStringList quoted;
    for (const QString &a : args)
        quoted << QLatin1Char('\'') + a + QLatin1Char('\'');
    p->start(QStringLiteral("ip"),
             {QStringLiteral("netns"), QStringLiteral("exec"), prefix + QLatin1Char('-') + letter,
              QStringLiteral("unshare"), QStringLiteral("--uts"), QStringLiteral("sh"),
              QStringLiteral("-c"),
              QStringLiteral("hostname spark-%1 && exec env HOME=%2 setpriv --reuid=%3 --regid=%3 "
                             "--clear-groups -- "
                             "%4/sparkwirectl %5 --sysfs-root %6 --state-dir %2/state")
                  .arg(letter, home)
                  .arg(uid)
                  .arg(binDir, quoted.join(QLatin1Char(' ')), sysfsTree)});
    return p;
}

// Reads a process's output until PATTERN shows in what arrived after FROM; returns its first
// capture (or the whole match), or an empty string after the timeout.
inline QString waitFor(QProcess *p, QByteArray &seen, const QString &pattern, qsizetype from = 0,
                       int timeoutMs = 8000)
{
    const QRegularExpression re(pattern);
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        const QRegularExpressionMatch m = re.match(QString::fromUtf8(seen.mid(from)));
        if (m.hasMatch())
            return m.lastCapturedIndex() >= 1 ? m.captured(1) : m.captured(0);
        p->waitForReadyRead(100);
        seen += p->readAll();
        QCoreApplication::processEvents();
    }
    qWarning("never saw /%s/ in:\n%s", qPrintable(pattern), seen.mid(from).constData());
    return {};
}

// A person's answer at a terminal prompt, delivered now.
inline void answer(QProcess *p, const char *line)
{
    p->write(line);
    p->waitForBytesWritten(2000);
}

} // namespace TestbedProcesses
