#include "TcpVerdicts.h"

#include <QCoreApplication>

namespace sparkwire::bench::TcpVerdicts {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("TcpVerdicts", text);
}
} // namespace

QList<Diagnosis> diagnose(const QList<TcpTwinResult> &twins)
{
    QList<Diagnosis> verdicts;
    if (twins.size() == 1)
        verdicts << Diagnosis{QStringLiteral("tcp-one-twin"),
                              tr("Only one twin has an address that reaches the peer."),
                              twins.first().path.netdev,
                              tr("Address both twins, each on its own subnet (the plan does).")};
    for (const TcpTwinResult &t : twins)
        if (t.gbps < 0)
            verdicts << Diagnosis{
                QStringLiteral("tcp-failed"), tr("No TCP traffic on %1.").arg(t.path.netdev),
                t.error, tr("Check the cable, the addresses and that MTU matches on both ends.")};
    return verdicts;
}

} // namespace sparkwire::bench::TcpVerdicts
