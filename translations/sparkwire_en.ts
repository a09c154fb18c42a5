<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AddressingPage</name>
    <message numerus="yes">
        <source>%n Sparks on a switch, every one on its port %1.</source>
        <translation>
            <numerusform>%n Sparks on a switch, every one on its port %1.</numerusform>
            <numerusform>%n Sparks on a switch, every one on its port %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks in a ring: each cable is its own pair of subnets.</source>
        <translation>
            <numerusform>%n Spark in a ring: each cable is its own pair of subnets.</numerusform>
            <numerusform>%n Sparks in a ring: each cable is its own pair of subnets.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleExportDialog</name>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n member</numerusform>
            <numerusform>%n members</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1
%2, %n file(s) and the signed manifest</source>
        <translation>
            <numerusform>%1
%2, %n file and the signed manifest</numerusform>
            <numerusform>%1
%2, %n files and the signed manifest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export: ✔ %1 written, %n file(s) and the signed manifest.</source>
        <translation>
            <numerusform>Export: ✔ %1 written, %n file and the signed manifest.</numerusform>
            <numerusform>Export: ✔ %1 written, %n files and the signed manifest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleImportDialog</name>
    <message numerus="yes">
        <source>%n file(s), every SHA-256 and the signature checked.</source>
        <translation>
            <numerusform>%n file, every SHA-256 and the signature checked.</numerusform>
            <numerusform>%n files, every SHA-256 and the signature checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n SSH host(s)</source>
        <translation>
            <numerusform>%n SSH host</numerusform>
            <numerusform>%n SSH hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardWindow</name>
    <message numerus="yes">
        <source>Fleet (%n Sparks)</source>
        <translation>
            <numerusform>Fleet (%n Spark)</numerusform>
            <numerusform>Fleet (%n Sparks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnoseDialog</name>
    <message numerus="yes">
        <source>✔ None of the %n check(s) found a problem.</source>
        <translation>
            <numerusform>✔ None of the %n check found a problem.</numerusform>
            <numerusform>✔ None of the %n checks found a problem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each row says the cause and the fix.</source>
        <translation>
            <numerusform>✘ %n check failed: each row says the cause and the fix.</numerusform>
            <numerusform>✘ %n checks failed: each row says the cause and the fix.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>! %n check(s) warned: each row says the cause and the fix.</source>
        <translation>
            <numerusform>! %n check warned: each row says the cause and the fix.</numerusform>
            <numerusform>! %n checks warned: each row says the cause and the fix.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n check</numerusform>
            <numerusform>%n checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) not run: each row says why.</source>
        <translation>
            <numerusform>%n check not run: each row says why.</numerusform>
            <numerusform>%n checks not run: each row says why.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindPeersPage</name>
    <message numerus="yes">
        <source>%n Spark(s) will be configured together.</source>
        <translation>
            <numerusform>%n Spark will be configured together.</numerusform>
            <numerusform>%n Sparks will be configured together.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JointApply</name>
    <message numerus="yes">
        <source>%1 did not report its previous file back (%2); its helper reverts on its own within %n s</source>
        <translation>
            <numerusform>%1 did not report its previous file back (%2); its helper reverts on its own within %n second</numerusform>
            <numerusform>%1 did not report its previous file back (%2); its helper reverts on its own within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MemberChangeNotice</name>
    <message numerus="yes">
        <source>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</source>
        <translation>
            <numerusform>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</numerusform>
            <numerusform>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NcclVerdicts</name>
    <message numerus="yes">
        <source>stopped by the person after %n size(s)</source>
        <translation>
            <numerusform>stopped by the person after %n size</numerusform>
            <numerusform>stopped by the person after %n sizes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PendingChangeBanner</name>
    <message numerus="yes">
        <source>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</source>
        <translation>
            <numerusform>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</numerusform>
            <numerusform>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</source>
        <translation>
            <numerusform>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</numerusform>
            <numerusform>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message numerus="yes">
        <source>%1 of %n Spark(s) change. Each one is tried, checked over every twin and kept only when all of them pass.</source>
        <translation>
            <numerusform>%1 of %n Spark change. Each one is tried, checked over every twin and kept only when all of them pass.</numerusform>
            <numerusform>%1 of %n Sparks change. Each one is tried, checked over every twin and kept only when all of them pass.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message numerus="yes">
        <source>Checking every twin of %n Spark(s)…</source>
        <translation>
            <numerusform>Checking every twin of %n Spark…</numerusform>
            <numerusform>Checking every twin of %n Sparks…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each says why and how to fix it. Fix them, then check again.</source>
        <translation>
            <numerusform>✘ %n check failed: each says why and how to fix it. Fix them, then check again.</numerusform>
            <numerusform>✘ %n checks failed: each says why and how to fix it. Fix them, then check again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message numerus="yes">
        <source>This Spark keeps a cluster of %n Spark(s): check it, or change it.</source>
        <translation>
            <numerusform>This Spark keeps a cluster of %n Spark: check it, or change it.</numerusform>
            <numerusform>This Spark keeps a cluster of %n Sparks: check it, or change it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps the cluster %1 of %n Spark(s), configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</source>
        <translation>
            <numerusform>This Spark keeps the cluster %1 of %n Spark, configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</numerusform>
            <numerusform>This Spark keeps the cluster %1 of %n Sparks, configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>YamlText</name>
    <message numerus="yes">
        <source>%n more such characters</source>
        <translation>
            <numerusform>%n more such character</numerusform>
            <numerusform>%n more such characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::PeerTestServers</name>
    <message numerus="yes">
        <source>%1 runs a %2 s %3 test against %n server(s).</source>
        <translation>
            <numerusform>%1 runs a %2 s %3 test against %n server.</numerusform>
            <numerusform>%1 runs a %2 s %3 test against %n servers.</numerusform>
        </translation>
    </message>
</context>
</TS>
