#include "TwinBandwidth.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

namespace sparkwire::bench {

namespace {
QString nameOf(const TwinBandwidth::Twin &twin)
{
    return twin.device.isEmpty() ? QCoreApplication::translate("TwinBandwidth", "The twin")
                                 : twin.device;
}

QString rateEvidence(const TwinBandwidth::Twin &twin)
{
    return QStringLiteral("%1: BW average %2 Gb/s")
        .arg(twin.device.isEmpty() ? QStringLiteral("twin") : twin.device)
        .arg(twin.gbps, 0, 'f', 2);
}

Diagnosis diagnose(const TwinBandwidth::Twin &twin, TwinBandwidth::Verdict verdict)
{
    using V = TwinBandwidth::Verdict;
    switch (verdict) {
    case V::Healthy:
        break;
    case V::PcieNarrow:
        return {QStringLiteral("rdma-pcie-x2"),
                QCoreApplication::translate("TwinBandwidth",
                                            "%1 carried %2 Gb/s: its PCIe link trained at x%3 "
                                            "instead of x4, so it cannot reach 80 Gb/s.")
                    .arg(nameOf(twin))
                    .arg(twin.gbps, 0, 'f', 1)
                    .arg(twin.pcieWidth.value_or(0)),
                rateEvidence(twin) +
                    QStringLiteral("; current_link_width %1").arg(twin.pcieWidth.value_or(0)),
                QCoreApplication::translate(
                    "TwinBandwidth",
                    "A BIOS from before 2026-04 wires the second CX-7 controller at PCIe Gen5 x2: "
                    "update the Spark's BIOS (the DGX OS firmware update), then test again.")};
    case V::OneTwin:
        return {QStringLiteral("rdma-one-twin"),
                QCoreApplication::translate("TwinBandwidth",
                                            "%1 stayed nearly idle (%2 Gb/s) while its twin "
                                            "carried the port: the port tops out near 100 Gb/s.")
                    .arg(nameOf(twin))
                    .arg(twin.gbps, 0, 'f', 1),
                rateEvidence(twin),
                QCoreApplication::translate(
                    "TwinBandwidth", "Address and use both twins (each on its own subnet), and "
                                     "name both RDMA devices in NCCL_IB_HCA.")};
    case V::StaleInit:
        return {QStringLiteral("rdma-stale-init"),
                QCoreApplication::translate(
                    "TwinBandwidth", "%1 carried %2 Gb/s although it reports 200G: the CX-7 came "
                                     "up from a stale initialisation.")
                    .arg(nameOf(twin))
                    .arg(twin.gbps, 0, 'f', 1),
                rateEvidence(twin),
                QCoreApplication::translate(
                    "TwinBandwidth",
                    "Reboot the Spark and test again; if the twin stays at 8-25 Gb/s, shut both "
                    "Sparks down, unplug them from AC power for at least 60 s, then test again.")};
    case V::Slow:
        return {QStringLiteral("rdma-twin-slow"),
                QCoreApplication::translate("TwinBandwidth",
                                            "%1 carried %2 Gb/s; a healthy twin carries 80 Gb/s "
                                            "or more (about 92-100 Gb/s).")
                    .arg(nameOf(twin))
                    .arg(twin.gbps, 0, 'f', 1),
                rateEvidence(twin),
                QCoreApplication::translate("TwinBandwidth",
                                            "Check the MTU (9000), the cable and the GID index; "
                                            "run with several QPs (-q 4).")};
    }
    return {};
}
} // namespace

QList<TwinBandwidth::Classified> TwinBandwidth::classify(const QList<Twin> &port)
{
    QList<Classified> out;
    for (qsizetype i = 0; i < port.size(); ++i) {
        const Twin &twin = port.at(i);
        bool otherCarries = false;
        for (qsizetype j = 0; j < port.size(); ++j)
            otherCarries = otherCarries || (j != i && port.at(j).gbps >= kStaleHighGbps);
        Verdict verdict = Verdict::Slow;
        if (twin.gbps >= kHealthyGbps)
            verdict = Verdict::Healthy;
        else if (twin.pcieWidth && *twin.pcieWidth > 0 && *twin.pcieWidth < kFullPcieWidth)
            verdict = Verdict::PcieNarrow;
        else if (twin.gbps < kIdleGbps && otherCarries)
            verdict = Verdict::OneTwin;
        else if (twin.gbps >= kStaleLowGbps && twin.gbps <= kStaleHighGbps)
            verdict = Verdict::StaleInit;
        Classified c{twin, verdict, std::nullopt};
        if (verdict != Verdict::Healthy)
            c.diagnosis = diagnose(twin, verdict);
        out << c;
    }
    return out;
}

QList<Diagnosis> TwinBandwidth::diagnoses(const QList<Classified> &classified)
{
    QList<Diagnosis> out;
    for (const Classified &c : classified)
        if (c.diagnosis)
            out << *c.diagnosis;
    return out;
}

QString TwinBandwidth::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Healthy:
        return QStringLiteral("healthy");
    case Verdict::PcieNarrow:
        return QStringLiteral("pcie-x2");
    case Verdict::OneTwin:
        return QStringLiteral("one-twin");
    case Verdict::StaleInit:
        return QStringLiteral("stale-init");
    case Verdict::Slow:
        return QStringLiteral("slow");
    }
    return {};
}

std::optional<int> TwinBandwidth::pcieWidth(const QString &sysfsRoot, const QString &rdmaDevice)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$"));
    if (!plain.match(rdmaDevice).hasMatch() || rdmaDevice.startsWith(QLatin1String("..")))
        return std::nullopt;
    QFile file(sysfsRoot + QStringLiteral("/class/infiniband/") + rdmaDevice +
               QStringLiteral("/device/current_link_width"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const int width = QString::fromLatin1(file.read(16)).trimmed().toInt(&ok);
    if (!ok || width <= 0 || width > 32)
        return std::nullopt;
    return width;
}

} // namespace sparkwire::bench
