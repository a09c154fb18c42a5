// sparkwire-helper for real: D-Bus activation on a system bus, polkitd deciding with rules
// for an allowed, a denied and a plain test user, sparkwirectl as the client running as
// them (HelperTestbed.h). The tests are grouped by theme: changing the network
// (tst_helper_apply.cpp), who may do what and what is refused (tst_helper_access.cpp), and
// kills, recovery and the helper's life (tst_helper_recovery.cpp), and plans a paired seat
// signed (tst_helper_delegation.cpp, with helper-delegation-relay as the member's agent), and
// Diagnose's fix checking the links before it confirms (tst_helper_reapply.cpp). One
// testbed serves them
// all. Runs in a private mount namespace (see private-mounts.sh).
#include "HelperTestbed.h"

#include <QCoreApplication>

#include <cstdio>

int runHelperApplyTests(int argc, char *argv[]);
int runHelperAccessTests(int argc, char *argv[]);
int runHelperRecoveryTests(int argc, char *argv[]);
int runHelperDelegationTests(int argc, char *argv[]);
int runHelperReapplyTests(int argc, char *argv[]);

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString error;
    if (!HelperTestBase::startTestbed(&error)) {
        std::fprintf(stderr, "tst_helper: the testbed did not start: %s\n", qPrintable(error));
        HelperTestBase::stopTestbed();
        return 1;
    }
    int failures = 0;
    for (const auto run : {runHelperApplyTests, runHelperAccessTests, runHelperRecoveryTests,
                           runHelperDelegationTests, runHelperReapplyTests})
        failures += run(argc, argv);
    HelperTestBase::stopTestbed();
    return failures == 0 ? 0 : 1;
}
