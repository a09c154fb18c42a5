#pragma once

#include <QObject>
#include <QStringList>
#include <QTimer>

class QProcess;

namespace sparkwire::doctor {

// The host's firewall ruleset for the `firewall-roce` check, read without blocking: refresh()
// runs `nft list ruleset`, else `iptables-save`, in the background (each stopped after
// kTimeoutMs); ruleset() is the last complete answer (empty until one came, or when neither
// tool answered). For programs with an event loop that must not wait (the window, the agent,
// whose doctor answers come from the GUI thread); the CLI reads it synchronously with
// DoctorInputs::readFirewall().
class FirewallReader : public QObject
{
    Q_OBJECT
public:
    static constexpr int kTimeoutMs = 3000;
    // The programs tried in order, each with its arguments (found on PATH).
    static QList<QStringList> commands();

    explicit FirewallReader(QObject *parent = nullptr);
    ~FirewallReader() override;

    void refresh(); // no-op while a refresh runs
    QString ruleset() const { return m_ruleset; }

Q_SIGNALS:
    // A refresh ended (ruleset() may be empty); within refresh() when no tool is installed.
    void read();

private:
    void tryNext();
    void finish(const QString &ruleset);

    QProcess *m_process = nullptr;
    QTimer m_timeout;
    int m_next = 0;
    bool m_running = false;
    QString m_ruleset;
};

} // namespace sparkwire::doctor
