// helper-plan-reapply-relay SYSFS_ROOT TRY_SECONDS: Diagnose's fix (doctor::PlanReapply) with
// the real helper, run by tst_helper_reapply as the polkit-allowed test user: re-applies the
// 40-cx7.yaml in force, checks the links of the recorded Spark under SYSFS_ROOT with the
// Verify page's LinkChecks, and prints "kept MESSAGE" (exit 0) or "not-kept MESSAGE" (exit 1).
#include "bench/LinkChecks.h"
#include "doctor/PlanReapply.h"
#include "helperclient/HelperClient.h"
#include "hw/InventoryMonitor.h"

#include <QCoreApplication>

#include <cstdio>

using namespace sparkwire;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: helper-plan-reapply-relay SYSFS_ROOT TRY_SECONDS\n");
        return 2;
    }
    hw::InventoryMonitor::Options options;
    options.sysfsRoot = args.at(1);
    options.live = false;
    hw::InventoryMonitor inventory(options);
    helper::HelperClient client;
    doctor::PlanReapply reapply(
        &client, &inventory, [](QObject *parent) { return new bench::LinkChecks(parent); },
        QStringLiteral("/"), false);
    reapply.setTrySeconds(args.at(2).toUInt());
    int code = 1;
    reapply.run([&code](bool ok, const QString &message) {
        std::printf("%s %s\n", ok ? "kept" : "not-kept", qPrintable(message));
        std::fflush(stdout);
        code = ok ? 0 : 1;
        QCoreApplication::quit();
    });
    app.exec();
    return code;
}
