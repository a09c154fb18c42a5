#include "DoctorInputs.h"

#include "FirewallReader.h"

#include "bench/KeptResults.h"
#include "bench/RoceCounters.h"
#include "hw/InventoryMonitor.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>

namespace sparkwire::doctor {

namespace {
std::optional<QString> smallFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    return QString::fromUtf8(f.read(256 * 1024));
}
} // namespace

DoctorInputs DoctorInputs::read(const QString &sysfsRoot, const QString &procRoot,
                                const QString &rootDir, const QStringList &environment, bool live)
{
    DoctorInputs in;
    in.sysfsRoot = sysfsRoot;
    in.procRoot = procRoot;
    in.rootDir = rootDir;
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = sysfsRoot;
    options.live = live;
    const hw::InventoryMonitor monitor(options);
    in.inventory = monitor.inventory();
    in.environment = environmentFrom(environment);
    return in;
}

void DoctorInputs::readKeptResults(const QString &stateDir, const QDateTime &now)
{
    if (stateDir.isEmpty())
        return;
    bench::KeptResults kept(stateDir);
    const bench::KeptResults::Newest newest = kept.newest();
    const bench::KeptResults::Kept *nccl = nullptr;
    for (const bench::KeptResults::Kept &n : newest.nccl)
        if (n.maxBytes && (!nccl || n.keptAt > nccl->keptAt))
            nccl = &n;
    if (nccl) {
        ncclTestMaxBytes = nccl->maxBytes;
        ncclTestSource = QStringLiteral("kept NCCL run %1 (%2)")
                             .arg(nccl->file, nccl->keptAt.toUTC().toString(Qt::ISODate));
    }
    QSet<QString> devices;
    for (const hw::Cx7Port &p : inventory.ports)
        if (!p.rdmaDevice.isEmpty())
            devices.insert(p.rdmaDevice);
    QHash<QString, QDateTime> when;
    const bench::KeptResults::Kept *newestRdma = nullptr;
    for (const bench::KeptResults::Kept &l : newest.links) {
        const qint64 age = l.keptAt.secsTo(now);
        if (l.kind != bench::LinkTestKind::Rdma || age < 0 || age > kKeptRdmaMaxAgeSecs)
            continue;
        if (!newestRdma || l.keptAt > newestRdma->keptAt)
            newestRdma = &l;
        for (const bench::KeptResult::Twin &twin : l.twins) {
            const QString &device = twin.name;
            if (!devices.contains(device) || (when.contains(device) && when[device] >= l.keptAt))
                continue;
            when.insert(device, l.keptAt);
            twinGbps.insert(device, twin.gbps);
            twinGbpsSource.insert(
                device, QStringLiteral("kept RDMA test to %1 %2 (%3)")
                            .arg(l.member, l.file, l.keptAt.toUTC().toString(Qt::ISODate)));
        }
    }
    if (!newestRdma)
        return;
    const bool liveTaken = !countersBefore.isEmpty() || !countersAfter.isEmpty();
    // A live pair in which a counter rose (a job or a test runs now) is the finding.
    if (liveTaken && countersRose(countersBefore, countersAfter))
        return;
    Counters before;
    Counters after;
    for (auto dev = newestRdma->countersBefore.cbegin(); dev != newestRdma->countersBefore.cend();
         ++dev)
        if (devices.contains(dev.key()) && newestRdma->countersAfter.contains(dev.key())) {
            before.insert(dev.key(), dev.value());
            after.insert(dev.key(), newestRdma->countersAfter.value(dev.key()));
        }
    // An idle live pair says less than the kept run, unless that run holds no snapshots.
    if (liveTaken && before.isEmpty())
        return;
    countersBefore = before;
    countersAfter = after;
    countersSource = QStringLiteral("kept RDMA test to %1 %2 (%3)")
                         .arg(newestRdma->member, newestRdma->file,
                              newestRdma->keptAt.toUTC().toString(Qt::ISODate));
}

bool DoctorInputs::countersRose(const Counters &before, const Counters &after)
{
    for (auto dev = after.cbegin(); dev != after.cend(); ++dev)
        for (auto c = dev.value().cbegin(); c != dev.value().cend(); ++c)
            if (c.value() > before.value(dev.key()).value(c.key(), c.value()))
                return true;
    return false;
}

QHash<QString, QString> DoctorInputs::environmentFrom(const QStringList &environment)
{
    QHash<QString, QString> out;
    for (const QString &entry : environment) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString name = entry.left(eq);
        if (name.startsWith(QLatin1String("NCCL_")) || name.startsWith(QLatin1String("UCX_")) ||
            name == QLatin1String("VLLM_HOST_IP") || name.startsWith(QLatin1String("OMPI_MCA_")))
            out.insert(name, entry.mid(eq + 1).left(1024));
    }
    return out;
}

std::optional<QString> DoctorInputs::sysfsFile(const QString &relative) const
{
    if (sysfsRoot.isEmpty())
        return std::nullopt;
    return smallFile(sysfsRoot + QLatin1Char('/') + relative);
}

std::optional<QString> DoctorInputs::procFile(const QString &relative) const
{
    if (procRoot.isEmpty())
        return std::nullopt;
    return smallFile(procRoot + QLatin1Char('/') + relative);
}

QString DoctorInputs::pciDeviceDir(const QString &netdev) const
{
    const QString link =
        sysfsRoot + QStringLiteral("/class/net/") + netdev + QStringLiteral("/device");
    const QString target = QFileInfo(link).canonicalFilePath();
    const QString root = QFileInfo(sysfsRoot).canonicalFilePath();
    // Only a folder inside the root: a recorded tree never sends a read elsewhere.
    if (target.isEmpty() || root.isEmpty() || !target.startsWith(root + QLatin1Char('/')))
        return {};
    return target;
}

QList<hw::Cx7Port> DoctorInputs::portsInUse() const
{
    QList<hw::Cx7Port> out;
    for (const hw::Cx7Port &p : inventory.ports)
        if (p.link.operstate == QLatin1String("up") || p.link.carrier || !p.link.ipv4.isEmpty())
            out << p;
    return out;
}

DoctorInputs::Counters DoctorInputs::readHwCounters() const
{
    QStringList devices;
    for (const hw::Cx7Port &p : inventory.ports)
        if (!p.rdmaDevice.isEmpty())
            devices << p.rdmaDevice;
    return bench::RoceCounters::read(sysfsRoot, devices);
}

QString DoctorInputs::readFirewall()
{
    for (const QStringList &argv : FirewallReader::commands()) {
        const QString program = QStandardPaths::findExecutable(argv.first());
        if (program.isEmpty())
            continue;
        QProcess p;
        p.start(program, argv.mid(1));
        if (!p.waitForFinished(FirewallReader::kTimeoutMs)) {
            p.kill();
            p.waitForFinished(1000);
            continue;
        }
        if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return QString::fromUtf8(p.readAllStandardOutput().left(512 * 1024));
    }
    return {};
}

} // namespace sparkwire::doctor
