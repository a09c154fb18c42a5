#include "ApplyCommand.h"

#include "CommandLine.h"

#include "common/AtomicFile.h"
#include "helperclient/HelperClient.h"
#include "helperclient/HelperIds.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTextStream>
#include <QTimer>

#include "SignalWatcher.h"

#include <unistd.h>

using namespace sparkwire;

namespace {
// Runs the conversation with the helper: try, countdown, ask, confirm or cancel.
class ApplySession : public QObject
{
public:
    ApplySession(const QByteArray &yaml, unsigned timeout)
        : m_yaml(yaml)
        , m_remaining(int(timeout))
        , m_timeout(timeout)
        , m_tty(::isatty(STDOUT_FILENO))
    {
        connect(
            &m_client, &helper::HelperClient::stateChanged, this,
            [this](const QString &state, const QString &detail) {
                // Once the helper is lost, the restarted one's answer is the report.
                if (m_asking && !m_helperLost && state == QLatin1String(helper::kStateReverted)) {
                    m_out << "\nReverted (" << detail << "): the previous configuration is back.\n";
                    m_out.flush();
                    QCoreApplication::exit(1);
                }
            });
        // The helper that held the change is gone (killed, crashed): nothing counts down any
        // more, and the next helper reverts the change as it starts. Ask it (that starts it),
        // and say what is true instead of counting on.
        connect(&m_client, &helper::HelperClient::helperLeft, this, [this] {
            if (m_asking)
                followRestartedHelper(QStringLiteral("stopped"));
        });
        m_countdown.setInterval(1000);
        connect(&m_countdown, &QTimer::timeout, this, [this] {
            m_remaining = std::max(0, m_remaining - 1);
            prompt();
        });
    }

    void start()
    {
        m_out << "Applying through sparkwire-helper (your administrator password may be asked "
                 "for)...\n";
        m_out.flush();
        m_client.tryApply(m_yaml, m_timeout, [this](const Status &tried) {
            if (!tried)
                return failed(helper::kMethodTry, tried.error());
            ask();
        });
    }

    void validateOnly()
    {
        m_client.validate(m_yaml, [this](const Result<QStringList> &problems) {
            if (!problems)
                return failed(helper::kMethodValidate, problems.error());
            for (const QString &p : *problems)
                m_err << p << "\n";
            if (problems->isEmpty())
                m_out << "valid (helper policy and netplan parser)\n";
            m_out.flush();
            m_err.flush();
            QCoreApplication::exit(problems->isEmpty() ? 0 : 1);
        });
    }

    void interrupted()
    {
        if (m_helperLost) {
            QCoreApplication::exit(130); // nothing of ours is pending any more
        } else if (m_asking) {
            m_out << "\nInterrupted: cancelling...\n";
            m_out.flush();
            cancel();
        } else {
            QCoreApplication::exit(
                130); // nothing pending yet: the helper reverts if it gets that far
        }
    }

private:
    // The helper holding the change went away (`how`): ask the one that answers now (asking
    // starts it, and a starting helper reverts first) and report that, once.
    void followRestartedHelper(const QString &how)
    {
        if (m_helperLost)
            return;
        m_helperLost = true;
        m_countdown.stop();
        if (m_stdin)
            m_stdin->setEnabled(false);
        m_out << "\nsparkwire-helper " << how
              << " while your change was pending; asking it what is in force now...\n";
        m_out.flush();
        m_client.state([this](const Result<QString> &state) { reportAfterRestart(state); });
    }

    void reportAfterRestart(const Result<QString> &state)
    {
        if (!state) {
            m_err << "sparkwirectl apply: sparkwire-helper cannot be reached now ("
                  << state.errorMessage()
                  << "); your change is no longer pending, and it is reverted when the helper "
                     "next starts or at boot.\n";
            m_err.flush();
        } else if (*state == QLatin1String(helper::kStateFailed)) {
            m_err << "sparkwirectl apply: your change is no longer pending: the restarted "
                     "sparkwire-helper could not put the previous configuration back (state "
                  << *state << "); its journal says why.\n";
            m_err.flush();
        } else {
            // A starting helper reverts what a stopped one left pending before it answers.
            m_out << "Reverted: the restarted sparkwire-helper put the previous configuration "
                     "back (state "
                  << *state << ").\n";
            m_out.flush();
        }
        QCoreApplication::exit(1);
    }

    void ask()
    {
        m_asking = true;
        m_out << "Applied. Check your connections now.\n";
        prompt();
        m_countdown.start();
        m_stdin = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(m_stdin, &QSocketNotifier::activated, this, [this] {
            char buffer[256];
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0) { // no one to answer: wait for the timeout to revert
                m_stdin->setEnabled(false);
                return;
            }
            m_answer += QByteArray(buffer, int(n));
            if (!m_answer.contains('\n'))
                return;
            m_stdin->setEnabled(false);
            m_countdown.stop();
            const QByteArray answer = m_answer.trimmed().toLower();
            if (answer == "y" || answer == "yes")
                confirm();
            else
                cancel();
        });
    }

    void confirm()
    {
        m_client.confirm([this](const Status &kept) {
            if (!kept)
                return failed(helper::kMethodConfirm, kept.error());
            m_out << "\nKept. The new configuration stays.\n";
            m_out.flush();
            QCoreApplication::exit(0);
        });
    }

    void cancel()
    {
        m_client.cancel([this](const Status &cancelled) {
            if (!cancelled)
                return failed(helper::kMethodCancel, cancelled.error());
            m_out << "\nReverted: the previous configuration is back.\n";
            m_out.flush();
            QCoreApplication::exit(1);
        });
    }

    // A call the helper (or the bus) refused: say why, and stop.
    void failed(const char *method, const Error &error)
    {
        // A Confirm or Cancel in flight when the helper died fails too (the bus answers
        // NoReply for it), before or after the bus says the helper left: the report is then
        // what the restarted helper says is in force, not this error (it once exited here
        // while the restarted helper was still reverting).
        if (m_helperLost)
            return;
        if (m_asking && error.detail == QLatin1String(helper::kBusErrorNoReply))
            return followRestartedHelper(QStringLiteral("did not answer (%1)").arg(error.message));
        const bool denied = error.detail == QLatin1String(helper::kErrorNotAuthorized);
        const bool tried = qstrcmp(method, helper::kMethodTry) == 0;
        m_err << "\nsparkwirectl apply: "
              << (denied                                          ? "not authorized: "
                  : tried && error.code != ErrorCode::Unavailable ? "refused: "
                                                                  : "")
              << error.message << "\n";
        // The bus or the helper is missing (any of the bus's own errors): what to do, as before.
        if (error.detail.startsWith(QLatin1String(helper::kBusErrorPrefix)))
            m_err << "sparkwire-helper cannot be reached: it is not installed or the system bus "
                     "is not running. Install the Sparkwire package (packaging/ has the helper's "
                     "D-Bus and polkit files), or start D-Bus (systemctl start dbus).\n";
        m_err.flush();
        QCoreApplication::exit(1);
    }

    void prompt()
    {
        if (m_tty)
            m_out << "\rKeep this configuration? [y/N] (reverts in " << m_remaining << " s) ";
        else if (m_remaining == int(m_timeout) || m_remaining % 10 == 0)
            m_out << "Keep this configuration? [y/N] (reverts in " << m_remaining << " s)\n";
        m_out.flush();
    }

    helper::HelperClient m_client;
    QByteArray m_yaml;
    int m_remaining;
    unsigned m_timeout;
    bool m_tty;
    bool m_asking = false;
    bool m_helperLost = false; // the helper holding the change went away
    QByteArray m_answer;
    QTimer m_countdown;
    QSocketNotifier *m_stdin = nullptr;
    QTextStream m_out{stdout};
    QTextStream m_err{stderr};
};
} // namespace

int runApplyCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Apply FILE as /etc/netplan/40-cx7.yaml through sparkwire-helper, then keep "
                       "it or let it revert."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("The netplan YAML to apply."));
    parser.addOptions({
        {QStringLiteral("timeout"),
         QStringLiteral("Seconds to confirm before it reverts by itself."), QStringLiteral("S"),
         QString::number(helper::kDefaultTimeoutSeconds)},
        {QStringLiteral("check-only"),
         QStringLiteral("Only ask the helper whether it would accept FILE.")},
    });
    if (const auto code =
            parseCommandLine(parser, arguments, QStringLiteral("apply"), out, err, 0, 1000))
        return *code;
    bool ok = false;
    const unsigned timeout = parser.value(QStringLiteral("timeout")).toUInt(&ok);
    if (parser.positionalArguments().size() != 1 || !ok || timeout < 1 ||
        timeout > helper::kMaxTimeoutSeconds) {
        err << "usage: sparkwirectl apply FILE [--timeout 1-" << helper::kMaxTimeoutSeconds
            << "] [--check-only]\n";
        return 2;
    }
    // Up to AtomicFile's 1 MiB: a bigger plan gets the policy's own "more than" refusal.
    const auto yaml = common::AtomicFile::read(parser.positionalArguments().first());
    if (!yaml) {
        err << "sparkwirectl apply: " << yaml.errorMessage() << "\n";
        return 2;
    }

    ApplySession session(*yaml, timeout);
    SignalWatcher signalWatcher; // Ctrl-C cancels: the old configuration returns
    QObject::connect(&signalWatcher, &SignalWatcher::interrupted, &session,
                     [&session] { session.interrupted(); });
    if (parser.isSet(QStringLiteral("check-only")))
        session.validateOnly();
    else
        session.start();
    return QCoreApplication::exec();
}
