#pragma once

#include "NcclOutputParser.h"

#include <QDateTime>
#include <QFile>
#include <QObject>
#include <QPair>
#include <QTimer>

class QProcess;

namespace sparkwire::bench {

struct NcclRunOptions
{
    QString binary = QStringLiteral("all_gather_perf"); // a path, or a name to look for
    QStringList hosts;      // fewer than two: one local process; else mpirun, one rank a host
    int gpusPerProcess = 1; // -g
    qint64 minBytes = 1LL << 20;
    qint64 maxBytes = 4LL << 30;
    int factor = 2;
    QString mpirun = QStringLiteral("mpirun");
    QString btlInterface;                       // OpenMPI's TCP interfaces (the bootstrap netdev)
    QList<QPair<QString, QString>> environment; // NcclEnvironment's variables
    bool debugInfo = true; // NCCL_DEBUG=INFO: the log says which transport carried the data
    // Each run keeps its command, full output and result in historyDir/<time>-<test>/
    // (empty: kept nowhere). The state dir's nccl-runs/ for the CLI and the window.
    QString historyDir;
    QString sysfsRoot = QStringLiteral("/sys"); // where a netdev the run named is looked up
};

// Runs an nccl-tests binary (directly, or through OpenMPI's mpirun across hosts) in its own
// process group, parses its output as it streams, reports progress per message size, and
// cancels the whole group (mpirun, its daemons' local children, the test).
class NcclRunner : public QObject
{
    Q_OBJECT
public:
    explicit NcclRunner(QObject *parent = nullptr);
    ~NcclRunner() override;

    // The program and arguments a run uses (what --dry-run prints).
    static QStringList command(const NcclRunOptions &options);
    // An nccl-tests binary by name: on PATH, then the usual build folders.
    static QString findBinary(const QString &nameOrPath);
    static int expectedRows(const NcclRunOptions &options);

    void start(const NcclRunOptions &options);
    void cancel();
    bool isRunning() const;
    const NcclResult &result() const { return m_parser.result(); }
    // This run's history folder (empty when none is kept or it could not be made).
    QString historyPath() const { return m_historyPath; }
    static QString historyFolderName(const QDateTime &when, const QString &test);

Q_SIGNALS:
    void started(const QStringList &command);
    void progress(int rowsDone, int rowsExpected, qint64 lastSize);
    // exitCode: the test's (or mpirun's); cancelled: the person stopped it.
    void finished(const sparkwire::bench::NcclResult &result, int exitCode, bool cancelled);
    // It could not start at all: NotFound (no such binary), ToolFailed (it did not start).
    void failed(const sparkwire::Error &why);

private:
    void onOutput();
    void openHistory(const NcclRunOptions &options, const QStringList &command);
    void closeHistory();

    QProcess *m_process = nullptr;
    NcclOutputParser m_parser;
    int m_expected = 0;
    bool m_cancelled = false;
    QTimer m_killTimer;
    QString m_historyPath;
    QFile *m_historyOutput = nullptr;
};

} // namespace sparkwire::bench
