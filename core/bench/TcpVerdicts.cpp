#include "TcpVerdicts.h"

#include <QCoreApplication>

namespace sparkwire::bench::TcpVerdicts {

QList<Diagnosis> diagnose(const QList<TcpTwinResult> &twins)
{
    QList<Diagnosis> verdicts;
    if (twins.size() == 1)
        verdicts << Diagnosis{
            QStringLiteral("tcp-one-twin"),
            QCoreApplication::translate("TcpVerdicts",
                                        "Only one twin has an address that reaches the peer."),
            twins.first().path.netdev,
            QCoreApplication::translate(
                "TcpVerdicts", "Address both twins, each on its own subnet (the plan does).")};
    for (const TcpTwinResult &t : twins)
        if (t.gbps < 0)
            verdicts << Diagnosis{
                QStringLiteral("tcp-failed"),
                QCoreApplication::translate("TcpVerdicts", "No TCP traffic on %1.")
                    .arg(t.path.netdev),
                t.error,
                QCoreApplication::translate(
                    "TcpVerdicts",
                    "Check the cable, the addresses and that MTU matches on both ends.")};
    return verdicts;
}

} // namespace sparkwire::bench::TcpVerdicts
