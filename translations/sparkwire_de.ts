<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sparkwire</source>
        <translation>Über Sparkwire</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;Turns two or more NVIDIA DGX Sparks into one cluster over their ConnectX-7 200GbE ports: cabling, addressing, pairing, SSH, and proof that RDMA and NCCL really use the fabric.&lt;/p&gt;&lt;p&gt;Built with Qt %2, libnl and rdma-core.&lt;/p&gt;&lt;p&gt;&lt;small&gt;The inventory is tested on recorded sysfs trees and real network interfaces; RDMA paths have not yet run on a real Spark.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Sparkwire %1&lt;/h2&gt;&lt;p&gt;Verbindet zwei oder mehr NVIDIA DGX Sparks über ihre ConnectX-7-200GbE-Ports zu einem Cluster: Verkabelung, Adressierung, Kopplung, SSH und der Nachweis, dass RDMA und NCCL wirklich das Fabric nutzen.&lt;/p&gt;&lt;p&gt;Gebaut mit Qt %2, libnl und rdma-core.&lt;/p&gt;&lt;p&gt;&lt;small&gt;Die Inventarisierung ist an aufgezeichneten sysfs-Bäumen und echten Netzwerkschnittstellen getestet; die RDMA-Pfade sind noch auf keinem echten Spark gelaufen.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ActivityFeed</name>
    <message>
        <source>no problem found</source>
        <translation>kein Problem gefunden</translation>
    </message>
    <message>
        <source>Pairing: ✔ paired with %1.</source>
        <translation>Kopplung: ✔ mit %1 gekoppelt.</translation>
    </message>
    <message>
        <source>Pairing: ✘ not paired: %1</source>
        <translation>Kopplung: ✘ nicht gekoppelt: %1</translation>
    </message>
    <message>
        <source>SSH: ✔ %1</source>
        <translation>SSH: ✔ %1</translation>
    </message>
    <message>
        <source>SSH: ✘ not set up: %1</source>
        <translation>SSH: ✘ nicht eingerichtet: %1</translation>
    </message>
    <message>
        <source>Apply: %1 runs the plan now, on trial.</source>
        <translation>Anwenden: %1 nutzt den Plan jetzt, auf Probe.</translation>
    </message>
    <message>
        <source>Apply: ✔ every twin of %1 checked.</source>
        <translation>Anwenden: ✔ jeder Zwilling von %1 geprüft.</translation>
    </message>
    <message>
        <source>Keep: ✔ %1 keeps the plan.</source>
        <translation>Behalten: ✔ %1 behält den Plan.</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files.</source>
        <translation>Anwenden: ↩ %1 ist zurück bei seinen vorherigen Netzwerkdateien.</translation>
    </message>
    <message>
        <source>Apply: ↩ %1 is back on its previous network files: %2</source>
        <translation>Anwenden: ↩ %1 ist zurück bei seinen vorherigen Netzwerkdateien: %2</translation>
    </message>
    <message>
        <source>Apply: ✘ %1 failed: %2</source>
        <translation>Anwenden: ✘ %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Apply: ✔ every check passed; the plan waits for Keep (or goes back by itself).</source>
        <translation>Anwenden: ✔ jede Prüfung bestanden; der Plan wartet auf „Behalten“ (oder wird von selbst zurückgenommen).</translation>
    </message>
    <message>
        <source>Apply: ✔ nothing needed changing.</source>
        <translation>Anwenden: ✔ nichts musste geändert werden.</translation>
    </message>
    <message>
        <source>Apply: ✔ kept on every member.</source>
        <translation>Anwenden: ✔ auf jedem Mitglied behalten.</translation>
    </message>
    <message>
        <source>Apply: ✘ not kept: %1</source>
        <translation>Anwenden: ✘ nicht behalten: %1</translation>
    </message>
    <message>
        <source>TCP test to %1: %2%3</source>
        <translation>TCP-Test zu %1: %2%3</translation>
    </message>
    <message>
        <source>RDMA test to %1: %2%3</source>
        <translation>RDMA-Test zu %1: %2%3</translation>
    </message>
    <message>
        <source>NCCL test: %1%2</source>
        <translation>NCCL-Test: %1%2</translation>
    </message>
    <message>
        <source>Link test: ✘ did not run: %1</source>
        <translation>Verbindungstest: ✘ nicht gelaufen: %1</translation>
    </message>
    <message>
        <source>Link test: cancelled; nothing is left running.</source>
        <translation>Verbindungstest: abgebrochen; nichts läuft mehr.</translation>
    </message>
    <message>
        <source>%1&apos;s network plan is applied here, on trial: it goes back by itself in %2 s unless it is kept.</source>
        <translation>Der Netzwerkplan von %1 ist hier auf Probe angewendet: Er wird in %2 s von selbst zurückgenommen, wenn er nicht behalten wird.</translation>
    </message>
    <message>
        <source>✔ The network plan is kept: %1.</source>
        <translation>✔ Der Netzwerkplan bleibt: %1.</translation>
    </message>
    <message>
        <source>↩ The network plan was put back: %1</source>
        <translation>↩ Der Netzwerkplan wurde zurückgenommen: %1</translation>
    </message>
</context>
<context>
    <name>ActivityLog</name>
    <message>
        <source>Activity</source>
        <translation>Aktivität</translation>
    </message>
    <message>
        <source>Notices, oldest first</source>
        <translation>Meldungen, älteste zuerst</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
</context>
<context>
    <name>AddressPlanner</name>
    <message>
        <source>%1 is in the %2 range %3</source>
        <translation>%1 liegt im Bereich %3 (%2)</translation>
    </message>
    <message>
        <source>%1 is not a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 ist kein privater Bereich (10.0.0.0/8, 172.16.0.0/12 oder 192.168.0.0/16)</translation>
    </message>
    <message>
        <source>a two-node topology has exactly 2 nodes, not %1</source>
        <translation>eine Zwei-Knoten-Topologie hat genau 2 Knoten, nicht %1</translation>
    </message>
    <message>
        <source>a switch fabric has 2 to %1 nodes, not %2</source>
        <translation>ein Switch-Fabric hat 2 bis %1 Knoten, nicht %2</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not %1</source>
        <translation>der Port muss 0 oder 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>MTU %1 is outside %2..%3; use 9000 for RoCE</source>
        <translation>MTU %1 liegt außerhalb von %2..%3; für RoCE 9000 verwenden</translation>
    </message>
    <message>
        <source>subnet base: %1</source>
        <translation>Subnetzbasis: %1</translation>
    </message>
    <message>
        <source>subnet base %1: the prefix must be /16 to /31</source>
        <translation>Subnetzbasis %1: Das Präfix muss zwischen /16 und /31 liegen</translation>
    </message>
    <message>
        <source>a cable names node %1 port %2, which this %3-node plan does not have</source>
        <translation>ein Kabel nennt Knoten %1 Port %2, den dieser Plan mit %3 Knoten nicht hat</translation>
    </message>
    <message>
        <source>node %1 port %2 is in two cables; a QSFP port takes one</source>
        <translation>Knoten %1 Port %2 steckt in zwei Kabeln; ein QSFP-Port nimmt nur eines auf</translation>
    </message>
    <message>
        <source>a cable loops node %1 back to itself</source>
        <translation>ein Kabel führt von Knoten %1 zurück zu ihm selbst</translation>
    </message>
    <message>
        <source>%1 would run past 255.255.255.255; choose a lower subnet base</source>
        <translation>%1 würde über 255.255.255.255 hinausreichen; wählen Sie eine niedrigere Subnetzbasis</translation>
    </message>
    <message>
        <source>%1: %2; choose another subnet base</source>
        <translation>%1: %2; wählen Sie eine andere Subnetzbasis</translation>
    </message>
    <message>
        <source>%1 (%2) is too small to number %3 nodes; use a larger subnet, e.g. /24</source>
        <translation>%1 (%2) ist zu klein, um %3 Knoten zu nummerieren; verwenden Sie ein größeres Subnetz, z. B. /24</translation>
    </message>
    <message>
        <source>%1 (%2) overlaps %3 already on this host (%4); choose another subnet base</source>
        <translation>%1 (%2) überschneidet sich mit %3, das auf diesem Host schon vergeben ist (%4); wählen Sie eine andere Subnetzbasis</translation>
    </message>
    <message>
        <source>node %1 has no netdev for port %2 half %3</source>
        <translation>Knoten %1 hat kein Netdev für Port %2 Hälfte %3</translation>
    </message>
    <message>
        <source>&quot;this network&quot;</source>
        <translation>„dieses Netz“</translation>
    </message>
    <message>
        <source>loopback</source>
        <translation>Loopback</translation>
    </message>
    <message>
        <source>link-local (use --addressing link-local for that)</source>
        <translation>Link-Local; verwenden Sie dafür --addressing link-local</translation>
    </message>
    <message>
        <source>multicast</source>
        <translation>Multicast</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>reserviert</translation>
    </message>
    <message>
        <source>twin %1</source>
        <translation>Zwilling %1</translation>
    </message>
    <message>
        <source>cable %1 twin %2</source>
        <translation>Kabel %1, Zwilling %2</translation>
    </message>
    <message>
        <source>a ring has %1 to %2 nodes, not %3 (use a switch for more)</source>
        <translation>ein Ring hat %1 bis %2 Knoten, nicht %3 (für mehr einen Switch verwenden)</translation>
    </message>
</context>
<context>
    <name>AddressingPage</name>
    <message>
        <source>The first subnet. Each cable-twin gets the next block of the same size.</source>
        <translation>Das erste Subnetz. Jeder Kabel-Zwilling erhält den nächsten Block derselben Größe.</translation>
    </message>
    <message>
        <source>9000 gives RoCE 4096-byte frames; 1500 limits it to 1024.</source>
        <translation>9000 gibt RoCE 4096-Byte-Rahmen; 1500 begrenzt es auf 1024.</translation>
    </message>
    <message>
        <source>First &amp;subnet:</source>
        <translation>Erstes &amp;Subnetz:</translation>
    </message>
    <message>
        <source>&amp;MTU:</source>
        <translation>&amp;MTU:</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port / half</source>
        <translation>Port / Hälfte</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Cabled to</source>
        <translation>Verbunden mit</translation>
    </message>
    <message>
        <source>Addressing plan</source>
        <translation>Adressplan</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>Link-Local</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Read again</source>
        <translation>&amp;Erneut lesen</translation>
    </message>
    <message>
        <source>Node n&amp;umbers</source>
        <translation>Knoten&amp;nummern</translation>
    </message>
    <message>
        <source>Stop waiting for the members&apos; answers.</source>
        <translation>Nicht länger auf die Antworten der Mitglieder warten.</translation>
    </message>
    <message>
        <source>Ask every member for its state again.</source>
        <translation>Jedes Mitglied erneut nach seinem Zustand fragen.</translation>
    </message>
    <message>
        <source>Node N gets host address .N on every subnet. The numbers a configured cluster keeps are kept.</source>
        <translation>Knoten N erhält in jedem Subnetz die Hostadresse .N. Die Nummern, die ein eingerichteter Cluster hat, bleiben erhalten.</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Planned addresses of every member</source>
        <translation>Geplante Adressen aller Mitglieder</translation>
    </message>
    <message>
        <source>Every member&apos;s node number and addresses, planned together from the cabling they report. Each twin half gets its own subnet, so both carry traffic.</source>
        <translation>Knotennummer und Adressen jedes Mitglieds, gemeinsam geplant aus der Verkabelung, die die Mitglieder melden. Jede Zwillingshälfte erhält ein eigenes Subnetz, damit beide Verkehr tragen.</translation>
    </message>
    <message>
        <source>Reading the state of %1…</source>
        <translation>Zustand von %1 wird gelesen …</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✘ Could not read the state of %1: %2</source>
        <translation>✘ Der Zustand von %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Read the state of %1.</source>
        <translation>Zustand von %1 gelesen.</translation>
    </message>
    <message>
        <source>Two Sparks, one cable: both twins of it carry traffic.</source>
        <translation>Zwei Sparks, ein Kabel: Beide Zwillinge darin tragen Verkehr.</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks on a switch, every one on its port %1.</source>
        <translation>
            <numerusform>%n Spark an einem Switch, an seinem Port %1.</numerusform>
            <numerusform>%n Sparks an einem Switch, jeder an seinem Port %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Node number of %1</source>
        <translation>Knotennummer von %1</translation>
    </message>
    <message>
        <source>%1 (this Spark):</source>
        <translation>%1 (dieser Spark):</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1 (Knoten %2, dieser Spark)</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (Knoten %2)</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 Port %2</translation>
    </message>
    <message numerus="yes">
        <source>%n Sparks in a ring: each cable is its own pair of subnets.</source>
        <translation>
            <numerusform>%n Spark im Ring: jedes Kabel ist ein eigenes Paar Subnetze.</numerusform>
            <numerusform>%n Sparks im Ring: jedes Kabel ist ein eigenes Paar Subnetze.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApplyBackend</name>
    <message>
        <source>Here the other netplan files cannot be changed: edit them on this Spark yourself.</source>
        <translation>Hier lassen sich die anderen netplan-Dateien nicht ändern: Bearbeiten Sie sie auf diesem Spark selbst.</translation>
    </message>
    <message>
        <source>Here the other tools&apos; files cannot be moved: use sparkwirectl netplan other-tools --move-aside on this Spark.</source>
        <translation>Hier lassen sich die Dateien anderer Werkzeuge nicht verschieben: Verwenden Sie sparkwirectl netplan other-tools --move-aside auf diesem Spark.</translation>
    </message>
</context>
<context>
    <name>ApplyPage</name>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>&amp;Apply to every Spark</source>
        <translation>Auf jeden Spark &amp;anwenden</translation>
    </message>
    <message>
        <source>&amp;Cancel on every Spark</source>
        <translation>Auf jedem Spark a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Every member&apos;s progress</source>
        <translation>Fortschritt jedes Mitglieds</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file.</source>
        <translation>Jeder Spark kehrt zu seiner vorherigen Datei zurück.</translation>
    </message>
    <message>
        <source>Read every member&apos;s state again and apply the same plan.</source>
        <translation>Den Zustand jedes Mitglieds erneut lesen und denselben Plan anwenden.</translation>
    </message>
    <message>
        <source>Every Spark tries its new file, checks every twin to its neighbours, and keeps it only when all of them pass.</source>
        <translation>Jeder Spark probiert seine neue Datei aus, prüft jeden Zwilling zu seinen Nachbarn und behält sie nur, wenn alle Prüfungen bestehen.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>reading its state</source>
        <translation>liest seinen Zustand</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>probiert aus</translation>
    </message>
    <message>
        <source>tried, waiting for the others</source>
        <translation>ausprobiert, wartet auf die anderen</translation>
    </message>
    <message>
        <source>verifying its twins</source>
        <translation>prüft seine Zwillinge</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>bestätigt gerade</translation>
    </message>
    <message>
        <source>✔ confirmed</source>
        <translation>✔ bestätigt</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>bricht ab</translation>
    </message>
    <message>
        <source>↩ reverted</source>
        <translation>↩ zurückgenommen</translation>
    </message>
    <message>
        <source>✘ failed</source>
        <translation>✘ fehlgeschlagen</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>Every Spark already has this plan and keeps this cluster record.</source>
        <translation>Jeder Spark hat diesen Plan bereits und behält diesen Cluster-Eintrag.</translation>
    </message>
    <message>
        <source>Each Spark gets its file: its helper keeps the previous one, applies the new one and starts a countdown. Then every Spark checks each twin to its neighbours (RoCE GID, MTU, an unfragmented ping). Only when every check passes is the change kept on all of them; otherwise every Spark goes back to its previous file, and one that cannot be reached goes back by itself when its countdown ends. A Spark whose administrator asked to be asked each time shows its person the question first.</source>
        <translation>Jeder Spark erhält seine Datei: Sein Helfer bewahrt die vorherige auf, wendet die neue an und startet einen Countdown. Dann prüft jeder Spark jeden Zwilling zu seinen Nachbarn (RoCE-GID, MTU, ein unfragmentierter Ping). Nur wenn jede Prüfung besteht, wird die Änderung auf allen behalten; andernfalls kehrt jeder Spark zu seiner vorherigen Datei zurück, und einer, der nicht erreichbar ist, kehrt von selbst zurück, wenn sein Countdown abläuft. Ein Spark, dessen Administrator jedes Mal gefragt werden möchte, zeigt die Frage zuerst der Person dort.</translation>
    </message>
    <message>
        <source>Already configured, nothing changed.</source>
        <translation>Bereits eingerichtet, nichts geändert.</translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1 (dieser Spark)</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state again…</source>
        <translation>Zustand jedes Mitglieds wird erneut gelesen …</translation>
    </message>
    <message>
        <source>Waiting for every member…</source>
        <translation>Warten auf jedes Mitglied …</translation>
    </message>
    <message>
        <source>Trying the plan on every Spark…</source>
        <translation>Plan wird auf jedem Spark ausprobiert …</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ geprüft</translation>
    </message>
    <message>
        <source>✘ check failed</source>
        <translation>✘ Prüfung fehlgeschlagen</translation>
    </message>
    <message>
        <source>✘ failed, ↩ reverted</source>
        <translation>✘ fehlgeschlagen, ↩ zurückgenommen</translation>
    </message>
    <message>
        <source>%1 (twins: %2)</source>
        <translation>%1 (Zwillinge: %2)</translation>
    </message>
    <message>
        <source>Every Spark confirmed the plan.</source>
        <translation>Jeder Spark hat den Plan bestätigt.</translation>
    </message>
    <message>
        <source>Not applied: every Spark is back on its previous file.</source>
        <translation>Nicht angewendet: Jeder Spark ist wieder auf seiner vorherigen Datei.</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>&amp;Diagnose…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose) on why the apply failed: MTU, twins, other netplan files, the firewall, every member.</source>
        <translation>Die Prüfungen des Doktors (Hilfe → Diagnose) ausführen, um zu sehen, warum das Anwenden scheiterte: MTU, Zwillinge, andere netplan-Dateien, die Firewall, jedes Mitglied.</translation>
    </message>
    <message>
        <source>Every check passed on every Spark: keep the change or revert it (the banner above).</source>
        <translation>Jede Prüfung auf jedem Spark bestanden: Behalten Sie die Änderung oder nehmen Sie sie zurück (Leiste oben).</translation>
    </message>
    <message>
        <source>Every check passed: Keep (above) keeps the change; otherwise every Spark goes back to its previous file by itself in %1 s.</source>
        <translation>Jede Prüfung bestanden: Behalten (oben) behält die Änderung; sonst kehrt jeder Spark in %1 s von selbst zu seiner vorherigen Datei zurück.</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file by itself in %1 s unless all checks pass and you keep the change.</source>
        <translation>Jeder Spark kehrt in %1 s von selbst zu seiner vorherigen Datei zurück, außer alle Prüfungen bestehen und Sie behalten die Änderung.</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>Der Zustand jedes Mitglieds wird für den Plan gelesen…</translation>
    </message>
    <message>
        <source>cancelled, nothing changed</source>
        <translation>abgebrochen, nichts geändert</translation>
    </message>
    <message>
        <source>Cancelling: waiting for every Spark to report its previous file back…</source>
        <translation>Abbruch: warte, bis jeder Spark meldet, dass seine vorherige Datei zurück ist…</translation>
    </message>
</context>
<context>
    <name>AtomicFile</name>
    <message>
        <source>Refusing to read %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>%1 wird nicht gelesen: Es ist ein symbolischer Link (auf %2), und Sparkwire folgt hier keinem Link und ersetzt ihn auch nicht; legen Sie die Datei selbst an seine Stelle.</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is a symbolic link (to %2), and Sparkwire neither follows nor replaces a link here; put the file itself in its place.</source>
        <translation>%1 wird nicht ersetzt: Es ist ein symbolischer Link (auf %2), und Sparkwire folgt hier keinem Link und ersetzt ihn auch nicht; legen Sie die Datei selbst an seine Stelle.</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is not a regular file.</source>
        <translation>%1 wird nicht gelesen: Es ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it is not a regular file.</source>
        <translation>%1 wird nicht ersetzt: Es ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>Refusing to read %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>%1 wird nicht gelesen: Die Datei gehört uid %2, nicht uid %3, unter der Sparkwire läuft; korrigieren Sie den Eigentümer (chown) oder entfernen Sie sie.</translation>
    </message>
    <message>
        <source>Refusing to replace %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or remove it.</source>
        <translation>%1 wird nicht ersetzt: Die Datei gehört uid %2, nicht uid %3, unter der Sparkwire läuft; korrigieren Sie den Eigentümer (chown) oder entfernen Sie sie.</translation>
    </message>
    <message>
        <source>Cannot replace %1</source>
        <translation>%1 kann nicht ersetzt werden</translation>
    </message>
    <message>
        <source>Cannot create a temporary file in %1</source>
        <translation>In %1 kann keine temporäre Datei angelegt werden</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Refusing to read %1: it is bigger than %2 bytes.</source>
        <translation>%1 wird nicht gelesen: Die Datei ist größer als %2 Byte.</translation>
    </message>
    <message>
        <source>Cannot remove %1</source>
        <translation>%1 kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>AuthorizedKeys</name>
    <message>
        <source>not an SSH public key Sparkwire accepts: %1</source>
        <translation>kein öffentlicher SSH-Schlüssel, den Sparkwire akzeptiert: %1</translation>
    </message>
    <message>
        <source>a peer&apos;s key needs 1 to %1 addresses to log in from</source>
        <translation>der Schlüssel eines Peers braucht 1 bis %1 Adressen, von denen aus er sich anmelden darf</translation>
    </message>
    <message>
        <source>a peer&apos;s key is limited to the IPv4 addresses it logs in from (set up IPv4 on the CX-7 links first): %1</source>
        <translation>der Schlüssel eines Peers ist auf die IPv4-Adressen beschränkt, von denen aus er sich anmeldet (richten Sie zuerst IPv4 auf den CX-7-Verbindungen ein): %1</translation>
    </message>
    <message>
        <source>no key in %1 is tagged for that peer</source>
        <translation>kein Schlüssel in %1 ist für diesen Peer markiert</translation>
    </message>
</context>
<context>
    <name>Beacon</name>
    <message>
        <source>longer than %1 bytes</source>
        <translation>länger als %1 Byte</translation>
    </message>
    <message>
        <source>not a Sparkwire beacon, version 1</source>
        <translation>kein Sparkwire-Beacon der Version 1</translation>
    </message>
    <message>
        <source>bad CBOR: %1</source>
        <translation>ungültiges CBOR: %1</translation>
    </message>
    <message>
        <source>trailing bytes after the beacon</source>
        <translation>überzählige Bytes nach dem Beacon</translation>
    </message>
    <message>
        <source>not a map</source>
        <translation>keine Map</translation>
    </message>
    <message>
        <source>unexpected key</source>
        <translation>unerwarteter Schlüssel</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>doppelter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>missing keys</source>
        <translation>fehlende Schlüssel</translation>
    </message>
    <message>
        <source>bad id</source>
        <translation>ungültige ID</translation>
    </message>
    <message>
        <source>bad hostname</source>
        <translation>ungültiger Hostname</translation>
    </message>
    <message>
        <source>bad netdev name</source>
        <translation>ungültiger Netdev-Name</translation>
    </message>
    <message>
        <source>bad MAC</source>
        <translation>ungültige MAC</translation>
    </message>
    <message>
        <source>port and half must be 0 or 1</source>
        <translation>Port und Hälfte müssen 0 oder 1 sein</translation>
    </message>
    <message>
        <source>bad sequence number</source>
        <translation>ungültige Sequenznummer</translation>
    </message>
</context>
<context>
    <name>BundleActions</name>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>Bundle e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Import bundle…</source>
        <translation>Bundle &amp;importieren…</translation>
    </message>
    <message>
        <source>Write the cluster&apos;s signed config bundle: netplans, NCCL environment, launchers, SSH, Ansible and the test results.</source>
        <translation>Das signierte Konfigurations-Bundle des Clusters schreiben: Netplans, NCCL-Umgebung, Startskripte, SSH, Ansible und die Testergebnisse.</translation>
    </message>
    <message>
        <source>Check a bundle, show what it holds and what it would change here, and restore this Spark from it.</source>
        <translation>Ein Bundle prüfen, zeigen, was es enthält und was es hier ändern würde, und diesen Spark daraus wiederherstellen.</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Bundle exportieren</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet. Configure the cluster first (the wizard&apos;s Apply step); then export its bundle.</source>
        <translation>Dieser Spark hat noch keinen Cluster-Eintrag. Richten Sie zuerst den Cluster ein (den Schritt „Anwenden“ des Assistenten); exportieren Sie dann sein Bundle.</translation>
    </message>
    <message>
        <source>This Spark&apos;s key is not available, so it cannot sign a bundle.</source>
        <translation>Der Schlüssel dieses Sparks ist nicht verfügbar, daher kann er kein Bundle signieren.</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz)</source>
        <translation>Sparkwire-Bundles (*.sparkwire.tar.gz)</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>Bundle importieren</translation>
    </message>
    <message>
        <source>Sparkwire bundles (*.sparkwire.tar.gz);;All files (*)</source>
        <translation>Sparkwire-Bundles (*.sparkwire.tar.gz);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>BundleArchive</name>
    <message>
        <source>The bundle would be larger than %1 MiB.</source>
        <translation>Das Bundle wäre größer als %1 MiB.</translation>
    </message>
    <message>
        <source>Could not start the bundle archive: %1</source>
        <translation>Das Bundle-Archiv konnte nicht begonnen werden: %1</translation>
    </message>
    <message>
        <source>Cannot put &apos;%1&apos; into a bundle: bad name, duplicate or too large.</source>
        <translation>„%1“ kann nicht in ein Bundle: ungültiger Name, doppelt oder zu groß.</translation>
    </message>
    <message>
        <source>Could not write &apos;%1&apos; into the bundle: %2</source>
        <translation>„%1“ konnte nicht in das Bundle geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not finish the bundle: %1</source>
        <translation>Das Bundle konnte nicht abgeschlossen werden: %1</translation>
    </message>
    <message>
        <source>The bundle is larger than %1 MiB.</source>
        <translation>Das Bundle ist größer als %1 MiB.</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz): %1</source>
        <translation>Das ist kein Sparkwire-Bundle (ein .tar.gz): %1</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged: %1</source>
        <translation>Das Bundle ist abgeschnitten oder beschädigt: %1</translation>
    </message>
    <message>
        <source>The bundle has more than %1 files.</source>
        <translation>Das Bundle enthält mehr als %1 Dateien.</translation>
    </message>
    <message>
        <source>The bundle holds a hard link: &apos;%1&apos;.</source>
        <translation>Das Bundle enthält einen harten Link: „%1“.</translation>
    </message>
    <message>
        <source>The bundle holds a symbolic link: &apos;%1&apos;.</source>
        <translation>Das Bundle enthält einen symbolischen Link: „%1“.</translation>
    </message>
    <message>
        <source>The bundle holds a device or special file: &apos;%1&apos;.</source>
        <translation>Das Bundle enthält ein Gerät oder eine Spezialdatei: „%1“.</translation>
    </message>
    <message>
        <source>The bundle holds something that is not a file: &apos;%1&apos;.</source>
        <translation>Das Bundle enthält etwas, das keine Datei ist: „%1“.</translation>
    </message>
    <message>
        <source>The bundle holds a file with an unsafe name: &apos;%1&apos; (absolute, &apos;..&apos;, or characters other than letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;).</source>
        <translation>Das Bundle enthält eine Datei mit unsicherem Namen: „%1“ (absolut, „..“ oder andere Zeichen als Buchstaben, Ziffern, „.“, „_“, „-“).</translation>
    </message>
    <message>
        <source>The bundle holds &apos;%1&apos; twice.</source>
        <translation>Das Bundle enthält „%1“ zweimal.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is larger than 1 MiB.</source>
        <translation>„%1“ im Bundle ist größer als 1 MiB.</translation>
    </message>
    <message>
        <source>The bundle is truncated or damaged at &apos;%1&apos;: %2</source>
        <translation>Das Bundle ist bei „%1“ abgeschnitten oder beschädigt: %2</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 MiB.</source>
        <translation>Das Bundle entpackt sich auf mehr als %1 MiB.</translation>
    </message>
    <message>
        <source>The bundle unpacks to more than %1 times its size: it looks like a compression bomb.</source>
        <translation>Das Bundle entpackt sich auf mehr als das %1-Fache seiner Größe: Es sieht nach einer Kompressionsbombe aus.</translation>
    </message>
    <message>
        <source>The bundle is truncated at &apos;%1&apos;.</source>
        <translation>Das Bundle ist bei „%1“ abgeschnitten.</translation>
    </message>
    <message>
        <source>This is not a Sparkwire bundle (a .tar.gz as `sparkwirectl bundle export` writes it): %1</source>
        <translation>Dies ist kein Sparkwire-Bundle (ein .tar.gz, wie `sparkwirectl bundle export` es schreibt): %1</translation>
    </message>
    <message>
        <source>it is an uncompressed tar</source>
        <translation>es ist ein unkomprimiertes tar</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is not compressed with gzip exactly once</source>
        <translation>es ist nicht genau einmal mit gzip komprimiert</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its compressed archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>Das Bundle hat %1 Bytes nach dem Ende seines komprimierten Archivs: Ein Sparkwire-Bundle endet, wo sein Archiv endet.</translation>
    </message>
    <message>
        <source>The bundle is truncated: its archive has no end.</source>
        <translation>Das Bundle ist abgeschnitten: Sein Archiv hat kein Ende.</translation>
    </message>
    <message>
        <source>The bundle has %1 bytes after the end of its archive: a Sparkwire bundle ends where its archive ends.</source>
        <translation>Das Bundle hat %1 Bytes nach dem Ende seines Archivs: Ein Sparkwire-Bundle endet, wo sein Archiv endet.</translation>
    </message>
</context>
<context>
    <name>BundleExportDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Bundle exportieren</translation>
    </message>
    <message>
        <source>Cluster %1 into %2</source>
        <translation>Cluster %1 nach %2</translation>
    </message>
    <message>
        <source>This window cannot reach the cluster&apos;s members.</source>
        <translation>Dieses Fenster kann die Mitglieder des Clusters nicht erreichen.</translation>
    </message>
    <message>
        <source>No bundle was written.</source>
        <translation>Es wurde kein Bundle geschrieben.</translation>
    </message>
    <message>
        <source>The bundle is written.</source>
        <translation>Das Bundle ist geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%n member(s)</source>
        <translation>
            <numerusform>%n Mitglied</numerusform>
            <numerusform>%n Mitglieder</numerusform>
        </translation>
    </message>
    <message>
        <source>SHA-256 %1</source>
        <translation>SHA-256: %1</translation>
    </message>
    <message>
        <source>DEMO: signed with the demo&apos;s throwaway key; its README says so.</source>
        <translation>DEMO: mit dem Wegwerfschlüssel der Demo signiert; seine README sagt das.</translation>
    </message>
    <message>
        <source>Export: ✘ no bundle was written: %1</source>
        <translation>Export: ✘ kein Bündel geschrieben: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2, %n file(s) and the signed manifest</source>
        <translation>
            <numerusform>%1
%2, %n Datei und das signierte Manifest</numerusform>
            <numerusform>%1
%2, %n Dateien und das signierte Manifest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Export: ✔ %1 written, %n file(s) and the signed manifest.</source>
        <translation>
            <numerusform>Export: ✔ %1 geschrieben, %n Datei und das signierte Manifest.</numerusform>
            <numerusform>Export: ✔ %1 geschrieben, %n Dateien und das signierte Manifest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundleFiles</name>
    <message>
        <source># Sparkwire bundle of cluster %1

Made by Sparkwire %2 on %3 from the cluster record and what each member reported. Topology: %4, MTU %5.

Check it before use: `sparkwirectl bundle verify FILE` checks the signature (manifest.json.sig, by the key in signer.pem) and the SHA-256 of every file.

## Members

| Node | Name | Fabric addresses | Key id |
|---|---|---|---|
</source>
        <translation># Sparkwire-Bundle des Clusters %1

Erstellt von Sparkwire %2 am %3 aus dem Cluster-Eintrag und dem, was jedes Mitglied gemeldet hat. Topologie: %4, MTU %5.

Vor der Verwendung prüfen: `sparkwirectl bundle verify DATEI` prüft die Signatur (manifest.json.sig, mit dem Schlüssel in signer.pem) und den SHA-256 jeder Datei.

## Mitglieder

| Knoten | Name | Fabric-Adressen | Schlüssel-ID |
|---|---|---|---|
</translation>
    </message>
    <message>
        <source>&gt; **DEMO**: made by Sparkwire&apos;s demo from simulated Sparks and signed with a throwaway key. Nothing in it describes real hardware.

</source>
        <translation>&gt; **DEMO**: von der Demo von Sparkwire aus simulierten Sparks erstellt und mit einem Wegwerfschlüssel signiert. Nichts darin beschreibt echte Hardware.

</translation>
    </message>
    <message>
        <source>
## Files

- `nodes/NAME/40-cx7.yaml`: the netplan in force on that Spark (/etc/netplan/40-cx7.yaml, mode 0600). `nodes/NAME/inventory.json`: its ports.
- `env/nccl.env`: the NCCL environment, `source` it (GPUDirect off, works everywhere); `env/nccl-dmabuf.env`: the same with GPUDirect RDMA through DMA-BUF. `env/nccl.docker.env`: for `docker run --env-file`; `env/docker-run-flags.txt`: the other flags a container needs for RDMA.
- `launch/`: `hostfile` for OpenMPI; `torchrun.sh`, `vllm-ray.sh` (run on every member), `trtllm-mpirun.sh` and `nccl-tests.sh` (run on node 1), `accelerate.yaml` (node 1&apos;s; every member&apos;s own, with its machine_rank, is `nodes/NAME/accelerate.yaml`). The scripts find their own rank from the hostname.
- `grafana/sparkwire.json`: a Grafana dashboard for `sparkwirectl exporter` (import it in Grafana, pick the Prometheus data source).
- `ssh/config` and `ssh/known_hosts`: SSH to every member over the fabric with pinned host keys. No private key is ever in a bundle.
- `ansible/`: `ansible-playbook -i ansible/inventory.yml ansible/site.yml` puts each member&apos;s netplan in place and reverts it when the fabric does not come up.
- `results/`: the link and NCCL test results this Spark kept, if any.

To restore a reinstalled Spark: `sparkwirectl bundle import FILE` on it.

## Every file

</source>
        <translation>
## Dateien

- `nodes/NAME/40-cx7.yaml`: das auf diesem Spark geltende Netplan (/etc/netplan/40-cx7.yaml, Modus 0600). `nodes/NAME/inventory.json`: seine Ports.
- `env/nccl.env`: die NCCL-Umgebung, mit `source` laden (GPUDirect aus, funktioniert überall); `env/nccl-dmabuf.env`: dasselbe mit GPUDirect RDMA über DMA-BUF. `env/nccl.docker.env`: für `docker run --env-file`; `env/docker-run-flags.txt`: die übrigen Optionen, die ein Container für RDMA braucht.
- `launch/`: `hostfile` für OpenMPI; `torchrun.sh`, `vllm-ray.sh` (auf jedem Mitglied ausführen), `trtllm-mpirun.sh` und `nccl-tests.sh` (auf Knoten 1 ausführen), `accelerate.yaml` (die von Knoten 1; die eigene jedes Mitglieds, mit seinem machine_rank, ist `nodes/NAME/accelerate.yaml`). Die Skripte ermitteln ihren Rang selbst aus dem Hostnamen.
- `grafana/sparkwire.json`: ein Grafana-Dashboard für `sparkwirectl exporter` (in Grafana importieren, die Prometheus-Datenquelle wählen).
- `ssh/config` und `ssh/known_hosts`: SSH zu jedem Mitglied über das Fabric mit festgelegten Host-Schlüsseln. Ein privater Schlüssel ist nie in einem Bundle.
- `ansible/`: `ansible-playbook -i ansible/inventory.yml ansible/site.yml` legt das Netplan jedes Mitglieds an seinen Platz und nimmt es zurück, wenn das Fabric nicht hochkommt.
- `results/`: die Link- und NCCL-Testergebnisse, die dieser Spark aufbewahrt hat, falls vorhanden.

Einen neu installierten Spark wiederherstellen: `sparkwirectl bundle import DATEI` auf ihm.

## Alle Dateien

</translation>
    </message>
</context>
<context>
    <name>BundleImportDialog</name>
    <message>
        <source>I know where this bundle comes from: import it although its key is unknown</source>
        <translation>Ich weiß, woher dieses Bundle stammt: trotz unbekanntem Schlüssel importieren</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Import bundle</source>
        <translation>Bundle importieren</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Fabric addresses</source>
        <translation>Fabric-Adressen</translation>
    </message>
    <message>
        <source>Key id</source>
        <translation>Schlüssel-ID</translation>
    </message>
    <message>
        <source>The bundle&apos;s members</source>
        <translation>Die Mitglieder des Bundles</translation>
    </message>
    <message>
        <source>Netplan changes</source>
        <translation>Netplan-Änderungen</translation>
    </message>
    <message>
        <source>%1 is not a bundle this Sparkwire can import: %2</source>
        <translation>%1 ist kein Bundle, das dieses Sparkwire importieren kann: %2</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Cluster %1: %2, MTU %3. Exported %4 by Sparkwire %5.</source>
        <translation>Cluster %1: %2, MTU %3. Exportiert am %4 von Sparkwire %5.</translation>
    </message>
    <message>
        <source>Signed by %1 (%2).</source>
        <translation>Signiert von %1 (%2).</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), every SHA-256 and the signature checked.</source>
        <translation>
            <numerusform>%n Datei, jeder SHA-256 und die Signatur geprüft.</numerusform>
            <numerusform>%n Dateien, jeder SHA-256 und die Signatur geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1 (dieser Spark)</translation>
    </message>
    <message>
        <source>It cannot be imported here: %1</source>
        <translation>Es kann hier nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>Netplan (%1): changes, see below.</source>
        <translation>Netplan (%1): ändert sich, siehe unten.</translation>
    </message>
    <message>
        <source>Netplan (%1): already as in the bundle.</source>
        <translation>Netplan (%1): schon wie im Bundle.</translation>
    </message>
    <message>
        <source>Cluster record: replaced.</source>
        <translation>Cluster-Eintrag: wird ersetzt.</translation>
    </message>
    <message>
        <source>Cluster record: restored.</source>
        <translation>Cluster-Eintrag: wird wiederhergestellt.</translation>
    </message>
    <message>
        <source>Cluster record: unchanged.</source>
        <translation>Cluster-Eintrag: unverändert.</translation>
    </message>
    <message>
        <source>Nothing to do: this Spark is as the bundle says.</source>
        <translation>Nichts zu tun: dieser Spark ist so, wie das Bundle sagt.</translation>
    </message>
    <message>
        <source>This Spark is node %1, %2. What the import changes here:</source>
        <translation>Dieser Spark ist Knoten %1, %2. Was der Import hier ändert:</translation>
    </message>
    <message>
        <source>DEMO: Apply goes to the simulated Spark; nothing on this computer is changed.</source>
        <translation>DEMO: „Anwenden“ wirkt auf den simulierten Spark; auf diesem Computer wird nichts geändert.</translation>
    </message>
    <message>
        <source>The helper is not available here.</source>
        <translation>Der Helfer ist hier nicht verfügbar.</translation>
    </message>
    <message>
        <source>Trying the netplan through the helper…</source>
        <translation>Der Netplan wird über den Helfer ausprobiert…</translation>
    </message>
    <message>
        <source>The helper refused the netplan. Nothing was changed.</source>
        <translation>Der Helfer hat den Netplan abgelehnt. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Reverted: the previous netplan is back; nothing else was changed.</source>
        <translation>Zurückgenommen: der vorige Netplan gilt wieder; sonst wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Applied for now. Checking that every other member answers over the fabric…</source>
        <translation>Vorläufig angewendet. Es wird geprüft, ob jedes andere Mitglied über das Fabric antwortet…</translation>
    </message>
    <message>
        <source>A member does not answer: putting the previous netplan back…</source>
        <translation>Ein Mitglied antwortet nicht: der vorige Netplan wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>The SSH configuration was not restored.</source>
        <translation>Die SSH-Konfiguration wurde nicht wiederhergestellt.</translation>
    </message>
    <message>
        <source>The import did not finish.</source>
        <translation>Der Import wurde nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>the netplan is kept</source>
        <translation>der Netplan bleibt</translation>
    </message>
    <message>
        <source>the cluster record</source>
        <translation>der Cluster-Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%n SSH host(s)</source>
        <translation>
            <numerusform>%n SSH-Host</numerusform>
            <numerusform>%n SSH-Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported: %1.</source>
        <translation>Importiert: %1.</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1 (gekoppelt)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: NOT the %1 this Spark knows</source>
        <translation>„%1“: NICHT der %1, den dieser Spark kennt</translation>
    </message>
    <message>
        <source>%1 (not paired)</source>
        <translation>%1 (nicht gekoppelt)</translation>
    </message>
    <message>
        <source>SSH: pin %1&apos;s host key %2 and add its ssh alias.</source>
        <translation>SSH: Hostschlüssel %2 von %1 festlegen und seinen SSH-Alias hinzufügen.</translation>
    </message>
    <message>
        <source>SSH: %1 is not paired: its host key %2 is pinned only when you tick it below.</source>
        <translation>SSH: %1 ist nicht gekoppelt: Sein Hostschlüssel %2 wird nur festgelegt, wenn Sie ihn unten ankreuzen.</translation>
    </message>
    <message>
        <source>SSH: %1&apos;s host key is pinned already (the same key).</source>
        <translation>SSH: Der Hostschlüssel von %1 ist bereits festgelegt (derselbe Schlüssel).</translation>
    </message>
    <message>
        <source>SSH: %1 has another host key pinned already: it is kept, the bundle&apos;s (%2) is not used.</source>
        <translation>SSH: Für %1 ist bereits ein anderer Hostschlüssel festgelegt: Er bleibt, der des Bundles (%2) wird nicht verwendet.</translation>
    </message>
    <message>
        <source>SSH: &quot;%1&quot; is not pinned: that name belongs to another key.</source>
        <translation>SSH: „%1“ wird nicht festgelegt: Dieser Name gehört zu einem anderen Schlüssel.</translation>
    </message>
    <message>
        <source>This bundle is signed by a key this Spark does not know: neither its own nor paired with it (a cluster record does not vouch for a key). Anyone can make such a bundle. Import it only if you know where it came from.</source>
        <translation>Dieses Bundle ist mit einem Schlüssel signiert, den dieser Spark nicht kennt: weder sein eigener noch mit ihm gekoppelt (ein Cluster-Eintrag bürgt für keinen Schlüssel). Jeder kann so ein Bundle erstellen. Importieren Sie es nur, wenn Sie wissen, woher es stammt.</translation>
    </message>
    <message>
        <source>Pin the host key %1 for %2, key %3, which this Spark has NOT paired with</source>
        <translation>Hostschlüssel %1 für %2 festlegen, Schlüssel %3, mit dem dieser Spark NICHT gekoppelt ist</translation>
    </message>
</context>
<context>
    <name>BundleImportPlan</name>
    <message>
        <source>paired as %1</source>
        <translation>gekoppelt als %1</translation>
    </message>
    <message>
        <source>this Spark (%1) is not a member of cluster %2: a bundle restores its own members only.</source>
        <translation>dieser Spark (%1) ist kein Mitglied des Clusters %2: ein Bundle stellt nur seine eigenen Mitglieder wieder her.</translation>
    </message>
    <message>
        <source>this Spark</source>
        <translation>dieser Spark</translation>
    </message>
    <message>
        <source>the bundle&apos;s netplan for %1 is refused by the policy:
  %2</source>
        <translation>die Richtlinie lehnt den Netplan des Bundles für %1 ab:
  %2</translation>
    </message>
    <message>
        <source>in force</source>
        <translation>in Kraft</translation>
    </message>
    <message>
        <source>bundle</source>
        <translation>Bundle</translation>
    </message>
    <message>
        <source>SSH for %1: %2</source>
        <translation>SSH für %1: %2</translation>
    </message>
    <message>
        <source>an unknown key: neither this Spark nor paired with it</source>
        <translation>ein unbekannter Schlüssel: weder dieser Spark noch mit ihm gekoppelt</translation>
    </message>
    <message>
        <source>an unknown key that the bundle names %1, but it is not the %1 this Spark knows</source>
        <translation>ein unbekannter Schlüssel, den das Bundle %1 nennt, aber er ist nicht der %1, den dieser Spark kennt</translation>
    </message>
</context>
<context>
    <name>BundleManifest</name>
    <message>
        <source>bundle manifest</source>
        <translation>Bundle-Manifest</translation>
    </message>
    <message>
        <source>This bundle has schema version %1; this Sparkwire reads version %2 only. Use the Sparkwire version that made it (%3).</source>
        <translation>Dieses Bundle hat die Schemaversion %1; dieses Sparkwire liest nur Version %2. Verwenden Sie die Sparkwire-Version, die es erstellt hat (%3).</translation>
    </message>
    <message>
        <source>createdAt is not a date</source>
        <translation>createdAt ist kein Datum</translation>
    </message>
    <message>
        <source>sparkwireVersion is not plain text</source>
        <translation>sparkwireVersion ist kein einfacher Text</translation>
    </message>
    <message>
        <source>exporter is not a key id</source>
        <translation>exporter ist keine Schlüssel-ID</translation>
    </message>
    <message>
        <source>cluster and topology do not match the record</source>
        <translation>cluster und topology passen nicht zum Cluster-Eintrag</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>not a netdev with an IPv4 address</source>
        <translation>kein Netdev mit IPv4-Adresse</translation>
    </message>
    <message>
        <source>not the record&apos;s member</source>
        <translation>kein Mitglied laut Cluster-Eintrag</translation>
    </message>
    <message>
        <source>members do not match the record</source>
        <translation>members passen nicht zum Cluster-Eintrag</translation>
    </message>
    <message>
        <source>the exporter is not a member</source>
        <translation>der Exporteur ist kein Mitglied</translation>
    </message>
    <message>
        <source>too many files</source>
        <translation>zu viele Dateien</translation>
    </message>
    <message>
        <source>files: &apos;%1&apos; is not a safe path with a SHA-256</source>
        <translation>files: „%1“ ist kein sicherer Pfad mit SHA-256</translation>
    </message>
</context>
<context>
    <name>BundleReader</name>
    <message>
        <source>This is not a Sparkwire bundle: manifest.json or its signature (manifest.json.sig) is missing.</source>
        <translation>Das ist kein Sparkwire-Bundle: manifest.json oder seine Signatur (manifest.json.sig) fehlt.</translation>
    </message>
    <message>
        <source>The bundle&apos;s manifest is not valid: %1</source>
        <translation>Das Manifest des Bundles ist ungültig: %1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not a Sparkwire key: %1</source>
        <translation>signer.pem des Bundles ist kein Sparkwire-Schlüssel: %1</translation>
    </message>
    <message>
        <source>The bundle&apos;s signer.pem is not the key the manifest names as its exporter.</source>
        <translation>signer.pem des Bundles ist nicht der Schlüssel, den das Manifest als Exporteur nennt.</translation>
    </message>
    <message>
        <source>The bundle&apos;s signature does not match its manifest: it was changed after it was exported.</source>
        <translation>Die Signatur des Bundles passt nicht zu seinem Manifest: Es wurde nach dem Export verändert.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle is not in its manifest: it was added after the bundle was exported.</source>
        <translation>„%1“ im Bundle steht nicht in seinem Manifest: Die Datei wurde nach dem Export hinzugefügt.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; in the bundle does not match its SHA-256 in the manifest: it was changed after the bundle was exported.</source>
        <translation>„%1“ im Bundle passt nicht zu ihrem SHA-256 im Manifest: Die Datei wurde nach dem Export verändert.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is in the bundle&apos;s manifest but not in the bundle: it is incomplete.</source>
        <translation>„%1“ steht im Manifest des Bundles, fehlt aber im Bundle: Es ist unvollständig.</translation>
    </message>
</context>
<context>
    <name>BundleReport</name>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>Port %1</translation>
    </message>
    <message>
        <source>%1 port %2 – %3 port %4</source>
        <translation>%1 Port %2 – %3 Port %4</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>Knoten %1, %2</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>Cluster %1</translation>
    </message>
    <message>
        <source>%1, MTU %2, exported %3 by Sparkwire %4</source>
        <translation>%1, MTU %2, exportiert am %3 von Sparkwire %4</translation>
    </message>
    <message>
        <source>Cabling</source>
        <translation>Verkabelung</translation>
    </message>
    <message>
        <source>Links</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Netdev</source>
        <translation>Netdev</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Test results</source>
        <translation>Testergebnisse</translation>
    </message>
    <message>
        <source>This Spark kept no test results.</source>
        <translation>Dieser Spark hat keine Testergebnisse aufbewahrt.</translation>
    </message>
    <message>
        <source>Verdicts:</source>
        <translation>Urteile:</translation>
    </message>
</context>
<context>
    <name>BundleSource</name>
    <message>
        <source>%1 did not report its state.</source>
        <translation>%1 hat seinen Zustand nicht gemeldet.</translation>
    </message>
    <message>
        <source>The netplan in force on %1 is not the cluster&apos;s plan. Apply the cluster first (sparkwirectl cluster apply), then export.</source>
        <translation>Das auf %1 geltende Netplan ist nicht der Plan des Clusters. Wenden Sie zuerst den Cluster an (sparkwirectl cluster apply) und exportieren Sie dann.</translation>
    </message>
    <message>
        <source>This Spark is not a member of the cluster it keeps.</source>
        <translation>Dieser Spark ist kein Mitglied des Clusters, den er gespeichert hat.</translation>
    </message>
</context>
<context>
    <name>BundleWriter</name>
    <message>
        <source>The cluster has no members to export.</source>
        <translation>Der Cluster hat keine Mitglieder zum Exportieren.</translation>
    </message>
    <message>
        <source>The signing certificate is not this Spark&apos;s key.</source>
        <translation>Das Signaturzertifikat ist nicht der Schlüssel dieses Sparks.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; would hold a private key; the bundle was not written.</source>
        <translation>„%1“ würde einen privaten Schlüssel enthalten; das Bundle wurde nicht geschrieben.</translation>
    </message>
</context>
<context>
    <name>CablingDiagram</name>
    <message>
        <source>&lt;b&gt;This Spark&lt;/b&gt; — %1</source>
        <translation>&lt;b&gt;Dieser Spark&lt;/b&gt; — %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — peer, not paired</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Peer, nicht gekoppelt</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — paired, key %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — gekoppelt, Schlüssel %2</translation>
    </message>
</context>
<context>
    <name>CablingMap</name>
    <message>
        <source>Port %1: only twin %2 sees the peer; twin %3 has no link or hears nothing. A QSFP port carries two ~100 Gb/s twins and full speed needs both: check that the cable is seated and that the peer&apos;s twin %3 is up.</source>
        <translation>Port %1: Nur Zwilling %2 sieht den Peer; Zwilling %3 hat keine Verbindung oder empfängt nichts. Ein QSFP-Port trägt zwei Zwillinge mit je ~100 Gb/s, und volle Geschwindigkeit braucht beide: Prüfen Sie, ob das Kabel richtig sitzt und ob Zwilling %3 des Peers aktiv ist.</translation>
    </message>
    <message>
        <source>Port 0 is cabled to port 0 of %1. A three-Spark ring needs each port 0 cabled to the next Spark&apos;s port 1 (p0 → p1); p0 ↔ p0 leaves the ring broken. Move one end of this cable to %1&apos;s port 1.</source>
        <translation>Port 0 ist mit Port 0 von %1 verkabelt. Ein Ring aus drei Sparks verlangt, dass jeder Port 0 mit Port 1 des nächsten Sparks verkabelt ist (p0 → p1); bei p0 ↔ p0 bleibt der Ring unterbrochen. Stecken Sie ein Ende dieses Kabels auf Port 1 von %1 um.</translation>
    </message>
    <message>
        <source>Two cables run to %1. A second cable between the same two Sparks adds nothing (one port already carries both twins); remove it, or use it for a third Spark.</source>
        <translation>Zu %1 führen zwei Kabel. Ein zweites Kabel zwischen denselben zwei Sparks bringt nichts (ein Port trägt bereits beide Zwillinge); entfernen Sie es oder nutzen Sie es für einen dritten Spark.</translation>
    </message>
    <message>
        <source>%1 is seen on both of this Spark&apos;s ports. Each port should lead to a different Spark; check the cabling.</source>
        <translation>%1 ist an beiden Ports dieses Sparks zu sehen. Jeder Port sollte zu einem anderen Spark führen; prüfen Sie die Verkabelung.</translation>
    </message>
</context>
<context>
    <name>CablingPlan</name>
    <message>
        <source>No peer has been seen on any CX-7 port.</source>
        <translation>An keinem CX-7-Port wurde ein Peer gesehen.</translation>
    </message>
    <message>
        <source>The cabling is incomplete (see the warnings).</source>
        <translation>Die Verkabelung ist unvollständig (siehe die Warnungen).</translation>
    </message>
</context>
<context>
    <name>ClusterDiagram</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2 (this Spark)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Knoten %2 (dieser Spark)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — node %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — Knoten %2</translation>
    </message>
    <message>
        <source>no cable</source>
        <translation>kein Kabel</translation>
    </message>
    <message>
        <source>not in the plan</source>
        <translation>nicht im Plan</translation>
    </message>
    <message>
        <source>link-local</source>
        <translation>Link-Local</translation>
    </message>
    <message>
        <source>Rear panel of %1</source>
        <translation>Rückseite von %1</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>Switch</translation>
    </message>
</context>
<context>
    <name>ClusterDoctor</name>
    <message>
        <source>%1 answered in %2 ms</source>
        <translation>%1 hat in %2 ms geantwortet</translation>
    </message>
    <message>
        <source>%1 did not answer the doctor&apos;s request: it is off, not cabled, not running Sparkwire or `sparkwirectl agent`, or no longer paired with this Spark. Nothing about it was checked.</source>
        <translation>%1 hat auf die Anfrage des Doktors nicht geantwortet: Er ist aus, nicht verkabelt, führt weder Sparkwire noch `sparkwirectl agent` aus oder ist nicht mehr mit diesem Spark gekoppelt. Nichts an ihm wurde geprüft.</translation>
    </message>
    <message>
        <source>Start `sparkwirectl agent` (or Sparkwire) on %1, check its cables, and run `sparkwirectl doctor` there.</source>
        <translation>Starten Sie `sparkwirectl agent` (oder Sparkwire) auf %1, prüfen Sie seine Kabel und führen Sie dort `sparkwirectl doctor` aus.</translation>
    </message>
    <message>
        <source>no fabric subnet is shared by two members that answered</source>
        <translation>kein Fabric-Subnetz wird von zwei antwortenden Mitgliedern geteilt</translation>
    </message>
    <message>
        <source>The two ends of a fabric link have different MTUs: large frames from one side are dropped by the other (a don&apos;t-fragment ping at MTU-28 fails), and RoCE runs at the smaller MTU or stalls.</source>
        <translation>Die beiden Enden einer Fabric-Verbindung haben verschiedene MTUs: Große Frames der einen Seite verwirft die andere (ein Ping ohne Fragmentierung mit MTU-28 scheitert), und RoCE läuft mit der kleineren MTU oder stockt.</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev of every member: `sparkwirectl cluster apply` from this Spark re-applies the plan everywhere.</source>
        <translation>Setzen Sie mtu: 9000 auf jedem CX-7-Netdev jedes Mitglieds: `sparkwirectl cluster apply` von diesem Spark aus wendet den Plan überall erneut an.</translation>
    </message>
    <message>
        <source>fewer than two members answered</source>
        <translation>weniger als zwei Mitglieder haben geantwortet</translation>
    </message>
    <message>
        <source>The members&apos; clocks differ: logs and traces of one run do not line up, and large differences break TLS certificates and job schedulers.</source>
        <translation>Die Uhren der Mitglieder gehen verschieden: Protokolle und Traces eines Laufs passen nicht zusammen, und große Unterschiede stören TLS-Zertifikate und Job-Scheduler.</translation>
    </message>
    <message>
        <source>Turn on time synchronisation on every member (`timedatectl set-ntp true`; check with `timedatectl timesync-status`).</source>
        <translation>Schalten Sie die Zeitsynchronisation auf jedem Mitglied ein (`timedatectl set-ntp true`; prüfen mit `timedatectl timesync-status`).</translation>
    </message>
    <message>
        <source>The members run different Sparkwire versions: a cluster change may be refused or planned differently by an older member.</source>
        <translation>Die Mitglieder nutzen verschiedene Sparkwire-Versionen: Ein älteres Mitglied lehnt eine Cluster-Änderung womöglich ab oder plant sie anders.</translation>
    </message>
    <message>
        <source>Install the same Sparkwire version on every member.</source>
        <translation>Installieren Sie auf jedem Mitglied dieselbe Sparkwire-Version.</translation>
    </message>
    <message>
        <source>no NCCL found</source>
        <translation>kein NCCL gefunden</translation>
    </message>
    <message>
        <source>no member has an NCCL library installed</source>
        <translation>kein Mitglied hat eine NCCL-Bibliothek installiert</translation>
    </message>
    <message>
        <source>The members have different NCCL versions (or one has none): ranks of one job fail to connect or hang in the first collective.</source>
        <translation>Die Mitglieder haben verschiedene NCCL-Versionen (oder eines hat keine): Die Ranks eines Jobs verbinden sich nicht oder hängen in der ersten kollektiven Operation.</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2 and libnccl-dev) on every member, or run the same container image everywhere.</source>
        <translation>Installieren Sie dasselbe NCCL (libnccl2 und libnccl-dev) auf jedem Mitglied, oder nutzen Sie überall dasselbe Container-Image.</translation>
    </message>
    <message>
        <source>a Spark outside the cluster (key %1…)</source>
        <translation>ein Spark außerhalb des Clusters (Schlüssel %1…)</translation>
    </message>
    <message>
        <source>no member heard a cable and the record has none</source>
        <translation>kein Mitglied hat ein Kabel gehört, und der Eintrag nennt keines</translation>
    </message>
    <message>
        <source>node %1 p%2 - node %3 p%4</source>
        <translation>Knoten %1 p%2 - Knoten %3 p%4</translation>
    </message>
    <message>
        <source>the cluster is not a ring</source>
        <translation>der Cluster ist kein Ring</translation>
    </message>
    <message>
        <source>The ring has a cable from port 0 to port 0 (or port 1 to port 1): a ring needs each Spark&apos;s port 0 cabled to the next one&apos;s port 1, otherwise one pair shares no subnet and NCCL&apos;s ring cannot close.</source>
        <translation>Der Ring hat ein Kabel von Port 0 zu Port 0 (oder Port 1 zu Port 1): Ein Ring braucht den Port 0 jedes Spark am Port 1 des nächsten, sonst teilt ein Paar kein Subnetz und der Ring von NCCL kann sich nicht schließen.</translation>
    </message>
    <message>
        <source>Recable as %1, then run `sparkwirectl cluster apply` again.</source>
        <translation>Neu verkabeln als %1, dann `sparkwirectl cluster apply` erneut ausführen.</translation>
    </message>
</context>
<context>
    <name>ClusterDoctorRun</name>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>no beacon from it was heard</source>
        <translation>kein Beacon von ihm war zu hören</translation>
    </message>
    <message>
        <source>no answer in time at %1: %2</source>
        <translation>keine rechtzeitige Antwort unter %1: %2</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>nicht mehr mit diesem Spark gekoppelt</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>eine Antwort, die sich nicht lesen lässt: %1</translation>
    </message>
    <message>
        <source>the members answer it only to the cluster&apos;s seat, %1</source>
        <translation>die Mitglieder beantworten sie nur dem Sitz des Clusters, %1</translation>
    </message>
    <message>
        <source>its state: no answer in time</source>
        <translation>sein Zustand: keine Antwort in der Zeit</translation>
    </message>
    <message>
        <source>its state: %1</source>
        <translation>sein Zustand: %1</translation>
    </message>
    <message>
        <source>through %1</source>
        <translation>über %1</translation>
    </message>
</context>
<context>
    <name>ClusterLinksTable</name>
    <message>
        <source>Every cable of the cluster</source>
        <translation>Alle Kabel des Clusters</translation>
    </message>
    <message>
        <source>One end</source>
        <translation>Ein Ende</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>Anderes Ende</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>Switch</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>✔ checked</source>
        <translation>✔ geprüft</translation>
    </message>
    <message>
        <source>✔ checked from both ends</source>
        <translation>✔ von beiden Enden geprüft</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1: %2 (Verify says how to fix it)</source>
        <translation>%1: %2 (unter „Prüfen“ steht, wie es sich beheben lässt)</translation>
    </message>
</context>
<context>
    <name>ClusterModel</name>
    <message>
        <source>The members&apos; states have not been read yet.</source>
        <translation>Die Zustände der Mitglieder wurden noch nicht gelesen.</translation>
    </message>
    <message>
        <source>This Sparkwire cannot reach the other Sparks: peer features are off (the status bar says why).</source>
        <translation>Dieses Sparkwire kann die anderen Sparks nicht erreichen: Die Peer-Funktionen sind aus (die Statusleiste sagt, warum).</translation>
    </message>
    <message>
        <source>You stopped reading the states.</source>
        <translation>Sie haben das Lesen der Zustände abgebrochen.</translation>
    </message>
    <message>
        <source>Nothing was tried: %1</source>
        <translation>Nichts wurde ausprobiert: %1</translation>
    </message>
    <message>
        <source>SSH still points at the old addresses for %1; set up passwordless SSH again on Verify.</source>
        <translation>SSH zeigt für %1 noch auf die alten Adressen; richten Sie passwortloses SSH unter „Prüfen“ erneut ein.</translation>
    </message>
    <message>
        <source>the Spark with key %1</source>
        <translation>der Spark mit dem Schlüssel %1</translation>
    </message>
    <message>
        <source>%1 holds this cluster: this window plans nothing of its own while it does.</source>
        <translation>%1 hält diesen Cluster: Solange das so ist, plant dieses Fenster nichts Eigenes.</translation>
    </message>
    <message>
        <source>node %1</source>
        <translation>Knoten %1</translation>
    </message>
    <message>
        <source>node %1, %2</source>
        <translation>Knoten %1, %2</translation>
    </message>
    <message>
        <source>%1 is configuring this cluster: its change is in force on this Spark and not kept yet. This Spark gets %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 konfiguriert diesen Cluster: Seine Änderung ist auf diesem Spark in Kraft und noch nicht behalten. Dieser Spark erhält %2. Ändern Sie den Plan von %1 aus; solange %1 den Cluster hält, plant dieses Fenster nichts Eigenes.</translation>
    </message>
    <message>
        <source>%1 configured this cluster, and this Spark keeps it: %2. Change the plan from %1; this window plans nothing of its own while %1 holds the cluster.</source>
        <translation>%1 hat diesen Cluster konfiguriert, und dieser Spark behält ihn: %2. Ändern Sie den Plan von %1 aus; solange %1 den Cluster hält, plant dieses Fenster nichts Eigenes.</translation>
    </message>
</context>
<context>
    <name>ClusterPlanner</name>
    <message>
        <source>%1 is heard on both its ports, and other members on one port: through a switch each member uses one port; unplug the other cable</source>
        <translation>%1 wird an beiden Ports gehört, andere Mitglieder an einem Port: Über einen Switch nutzt jedes Mitglied einen Port; ziehen Sie das andere Kabel ab</translation>
    </message>
    <message>
        <source>through a switch every member must be cabled on the same port, but %1 uses port 0 and %2 port 1: move one of them</source>
        <translation>über einen Switch muss jedes Mitglied am selben Port verkabelt sein, aber %1 nutzt Port 0 und %2 Port 1: Stecken Sie eines davon um</translation>
    </message>
    <message>
        <source>%1 and %2 do not hear each other through the switch: check both switch ports and that they are in one network (VLAN)</source>
        <translation>%1 und %2 hören einander nicht über den Switch: Prüfen Sie beide Switch-Ports und ob sie im selben Netz (VLAN) sind</translation>
    </message>
    <message>
        <source>twin %1 of port %2 on %3 hears no member through the switch: check that the cable is seated and both halves of the port are up</source>
        <translation>Zwilling %1 von Port %2 an %3 hört über den Switch kein Mitglied: Prüfen Sie, ob das Kabel richtig sitzt und beide Hälften des Ports aktiv sind</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to %3 and to %4; a QSFP port takes one cable: check the cabling</source>
        <translation>Port %1 von %2 führt zu %3 und zu %4; ein QSFP-Port nimmt nur ein Kabel auf: Prüfen Sie die Verkabelung</translation>
    </message>
    <message>
        <source>%1 cables run between %2 and %3; one cable carries both twins: remove the other, or use it for a third Spark</source>
        <translation>zwischen %2 und %3 verlaufen %1 Kabel; ein Kabel trägt beide Zwillinge: Entfernen Sie das andere oder nutzen Sie es für einen dritten Spark</translation>
    </message>
    <message>
        <source>%1 and %2 are not cabled to each other; three Sparks make a ring only with a cable between every two of them (node 1 port 0 to node 2 port 1, node 2 port 0 to node 3 port 1, node 3 port 0 to node 1 port 1)</source>
        <translation>%1 und %2 sind nicht miteinander verkabelt; drei Sparks bilden nur dann einen Ring, wenn zwischen je zweien ein Kabel liegt (Knoten 1 Port 0 zu Knoten 2 Port 1, Knoten 2 Port 0 zu Knoten 3 Port 1, Knoten 3 Port 0 zu Knoten 1 Port 1)</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 to port %3 of %4: twin %5 of %2 has no link or hears nothing. A port carries two twins and both are planned: check that the cable is seated and that both halves are up</source>
        <translation>das Kabel von Port %1 an %2 zu Port %3 an %4: Zwilling %5 von %2 hat keine Verbindung oder empfängt nichts. Ein Port trägt zwei Zwillinge, und beide sind eingeplant: Prüfen Sie, ob das Kabel richtig sitzt und beide Hälften aktiv sind</translation>
    </message>
    <message>
        <source>a cluster needs at least 2 members: pair another Spark first</source>
        <translation>ein Cluster braucht mindestens 2 Mitglieder: Koppeln Sie zuerst einen weiteren Spark</translation>
    </message>
    <message>
        <source>%1 members are more than the %2 a cluster takes: leave some out</source>
        <translation>%1 Mitglieder sind mehr als die %2, die ein Cluster aufnimmt: Lassen Sie einige weg</translation>
    </message>
    <message>
        <source>%1 sent no state: check that Sparkwire runs there and that it is paired with this Spark</source>
        <translation>%1 hat keinen Zustand gesendet: Prüfen Sie, ob Sparkwire dort läuft und mit diesem Spark gekoppelt ist</translation>
    </message>
    <message>
        <source>%1 hears a Spark that is not a member (key %2) on its port %3: add that Spark to the cluster (pair it first) or unplug the cable</source>
        <translation>%1 hört an seinem Port %3 einen Spark, der kein Mitglied ist (Schlüssel %2): Nehmen Sie diesen Spark in den Cluster auf (zuerst koppeln) oder ziehen Sie das Kabel ab</translation>
    </message>
    <message>
        <source>%1 hears no other member and no member hears it: check its QSFP cables and that Sparkwire runs on the Sparks at their other ends</source>
        <translation>%1 hört kein anderes Mitglied, und kein Mitglied hört ihn: Prüfen Sie seine QSFP-Kabel und ob Sparkwire auf den Sparks an deren anderen Enden läuft</translation>
    </message>
    <message>
        <source>member %1: its id is not 64 lower-case hex digits</source>
        <translation>Mitglied %1: Seine ID besteht nicht aus 64 kleingeschriebenen Hex-Ziffern</translation>
    </message>
    <message>
        <source>member %1: &quot;%2&quot; is not a hostname</source>
        <translation>Mitglied %1: „%2“ ist kein Hostname</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>two members are named %1: names must identify</source>
        <translation>zwei Mitglieder heißen %1: Namen müssen eindeutig sein</translation>
    </message>
    <message>
        <source>the seat (%1) is not one of the members</source>
        <translation>der leitende Spark (%1) ist keines der Mitglieder</translation>
    </message>
    <message>
        <source>a state came from %1, which is not a member</source>
        <translation>ein Zustand kam von %1, das kein Mitglied ist</translation>
    </message>
    <message>
        <source>two states came from %1</source>
        <translation>von %1 kamen zwei Zustände</translation>
    </message>
    <message>
        <source>the cluster name must be plain text of 1 to %1 characters</source>
        <translation>der Clustername muss einfacher Text mit 1 bis %1 Zeichen sein</translation>
    </message>
    <message>
        <source>choose a node number for every member, or for none</source>
        <translation>wählen Sie für jedes Mitglied eine Knotennummer oder für keines</translation>
    </message>
    <message>
        <source>%1 has node number %2, but %3 members are numbered 1 to %3</source>
        <translation>%1 hat die Knotennummer %2, aber %3 Mitglieder werden von 1 bis %3 nummeriert</translation>
    </message>
    <message>
        <source>%1 sent an inventory this Spark cannot read (%2): update Sparkwire on both</source>
        <translation>%1 hat ein Inventar gesendet, das dieser Spark nicht lesen kann (%2): Aktualisieren Sie Sparkwire auf beiden</translation>
    </message>
    <message>
        <source>%1 reports a CX-7 netdev named &quot;%2&quot;, which is not a netdev name</source>
        <translation>%1 meldet ein CX-7-Netdev namens „%2“, was kein Netdev-Name ist</translation>
    </message>
    <message>
        <source>address on %1 of %2</source>
        <translation>Adresse an %1 von %2</translation>
    </message>
    <message>
        <source>The plan for %1 breaks Sparkwire&apos;s netplan policy.</source>
        <translation>Der Plan für %1 verstößt gegen die Netplan-Richtlinie von Sparkwire.</translation>
    </message>
    <message>
        <source>in a ring each Spark&apos;s port 0 goes to the next Spark&apos;s port 1, and the last Spark&apos;s port 0 back to the first one&apos;s port 1</source>
        <translation>in einem Ring geht Port 0 jedes Spark zu Port 1 des nächsten Spark und Port 0 des letzten zurück zu Port 1 des ersten</translation>
    </message>
    <message>
        <source>the cable from port %1 of %2 goes to port %1 of %3: %4; move one end</source>
        <translation>das Kabel von Port %1 von %2 geht zu Port %1 von %3: %4; ein Ende umstecken</translation>
    </message>
    <message>
        <source>port %1 of %2 leads to no member: %3</source>
        <translation>Port %1 von %2 führt zu keinem Mitglied: %3</translation>
    </message>
    <message>
        <source>the cables make more than one loop (%1 of %2 members are cabled to %3 and its neighbours): %4</source>
        <translation>die Kabel bilden mehr als eine Schleife (%1 von %2 Mitgliedern hängen an %3 und seinen Nachbarn): %4</translation>
    </message>
    <message>
        <source>%1 Sparks cabled to each other directly make no cluster Sparkwire plans: a ring takes at most %2; cable more through a switch</source>
        <translation>%1 direkt miteinander verkabelte Sparks ergeben keinen Cluster, den Sparkwire plant: ein Ring nimmt höchstens %2; mehr über einen Switch verkabeln</translation>
    </message>
</context>
<context>
    <name>ClusterPreflight</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Reachable over the paired channel</source>
        <translation>Über den gepaarten Kanal erreichbar</translation>
    </message>
    <message>
        <source>answered in %1 ms</source>
        <translation>antwortete in %1 ms</translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>keine Antwort: %1</translation>
    </message>
    <message>
        <source>Start Sparkwire or `sparkwirectl agent` on each member that did not answer, check its cables, and pair it with this Spark again if it no longer knows this Spark.</source>
        <translation>Starten Sie Sparkwire oder `sparkwirectl agent` auf jedem Mitglied, das nicht geantwortet hat, prüfen Sie seine Kabel und koppeln Sie es erneut mit diesem Spark, wenn es diesen Spark nicht mehr kennt.</translation>
    </message>
    <message>
        <source>A GB10 Spark</source>
        <translation>Ein GB10-Spark</translation>
    </message>
    <message>
        <source>Only GB10 Sparks (NVIDIA DGX Spark and its partners&apos; GB10 systems) have the CX-7 ports this cluster is planned for; take any other machine out of the cluster.</source>
        <translation>Nur GB10-Sparks (NVIDIA DGX Spark und die GB10-Systeme der Partner) haben die CX-7-Ports, für die dieser Cluster geplant ist; nehmen Sie jeden anderen Rechner aus dem Cluster.</translation>
    </message>
    <message>
        <source>DGX OS release</source>
        <translation>DGX-OS-Release</translation>
    </message>
    <message>
        <source>Update every member to the same DGX OS release (Settings → Updates, or `sudo apt update &amp;&amp; sudo apt full-upgrade`), then reboot.</source>
        <translation>Bringen Sie jedes Mitglied auf dieselbe DGX-OS-Release (Einstellungen → Aktualisierungen oder `sudo apt update &amp;&amp; sudo apt full-upgrade`) und starten Sie dann neu.</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Install the same kernel on every member with the DGX OS updates and reboot; the CX-7 driver comes with it.</source>
        <translation>Installieren Sie mit den DGX-OS-Aktualisierungen auf jedem Mitglied denselben Kernel und starten Sie neu; der CX-7-Treiber kommt mit ihm.</translation>
    </message>
    <message>
        <source>BIOS date</source>
        <translation>BIOS-Datum</translation>
    </message>
    <message>
        <source>Update the BIOS of every member to the same release (with the DGX OS updates): a BIOS from before April 2026 wires the second CX-7 controller at PCIe Gen5 x2.</source>
        <translation>Bringen Sie das BIOS jedes Mitglieds auf dieselbe Version (mit den DGX-OS-Aktualisierungen): ein BIOS von vor April 2026 bindet den zweiten CX-7-Controller mit PCIe Gen5 x2 an.</translation>
    </message>
    <message>
        <source>CX-7 firmware (ethtool -i)</source>
        <translation>CX-7-Firmware (ethtool -i)</translation>
    </message>
    <message>
        <source>Bring the CX-7 firmware of every member to the same version with the DGX OS firmware updates (`sudo fwupdmgr update`), then reboot.</source>
        <translation>Bringen Sie die CX-7-Firmware jedes Mitglieds mit den DGX-OS-Firmware-Aktualisierungen (`sudo fwupdmgr update`) auf dieselbe Version und starten Sie dann neu.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Install the same NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>Installieren Sie auf jedem Mitglied dasselbe NCCL (libnccl2) oder verwenden Sie überall dasselbe Container-Image.</translation>
    </message>
    <message>
        <source>Install NCCL (libnccl2) on every member, or run the same container image everywhere.</source>
        <translation>Installieren Sie NCCL (libnccl2) auf jedem Mitglied oder verwenden Sie überall dasselbe Container-Image.</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA-Treiber</translation>
    </message>
    <message>
        <source>Install the same NVIDIA driver on every member with the DGX OS updates and reboot.</source>
        <translation>Installieren Sie mit den DGX-OS-Aktualisierungen auf jedem Mitglied denselben NVIDIA-Treiber und starten Sie neu.</translation>
    </message>
    <message>
        <source>Username, UID and GID</source>
        <translation>Benutzername, UID und GID</translation>
    </message>
    <message>
        <source>Use one account with the same name, UID and GID on every member (MPI and shared storage need it): create it with `sudo useradd -u UID -g GID NAME` where it is missing, or change it with usermod/groupmod.</source>
        <translation>Verwenden Sie auf jedem Mitglied ein Konto mit demselben Namen, derselben UID und GID (MPI und gemeinsamer Speicher brauchen das): legen Sie es mit `sudo useradd -u UID -g GID NAME` an, wo es fehlt, oder ändern Sie es mit usermod/groupmod.</translation>
    </message>
    <message>
        <source>Install the Sparkwire package (with sparkwire-helper) on every member: without it a member cannot take its part of the network plan.</source>
        <translation>Installieren Sie das Sparkwire-Paket (mit sparkwire-helper) auf jedem Mitglied: ohne es kann ein Mitglied seinen Teil des Netzwerkplans nicht übernehmen.</translation>
    </message>
    <message>
        <source>Negotiated speed of every cabled twin</source>
        <translation>Ausgehandelte Geschwindigkeit jedes verkabelten Zwillings</translation>
    </message>
    <message>
        <source>%1 %2 Gb/s</source>
        <translation>%1 %2 Gb/s</translation>
    </message>
    <message>
        <source>%1 no link</source>
        <translation>%1 ohne Link</translation>
    </message>
    <message>
        <source>no cabled twin</source>
        <translation>kein verkabelter Zwilling</translation>
    </message>
    <message>
        <source>Every cabled twin should negotiate 200 Gb/s: reseat or replace the cable (an approved QSFP DAC), and check that no end is forced to a lower speed.</source>
        <translation>Jeder verkabelte Zwilling sollte 200 Gb/s aushandeln: stecken Sie das Kabel neu oder ersetzen Sie es (ein freigegebenes QSFP-DAC) und prüfen Sie, dass kein Ende auf eine niedrigere Geschwindigkeit festgelegt ist.</translation>
    </message>
    <message>
        <source>Other tools&apos; netplan files on CX-7 netdevs</source>
        <translation>Netplan-Dateien anderer Werkzeuge für CX-7-Netzwerkgeräte</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>, renamed aside</source>
        <translation>, beiseite umbenannt</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: on each member named, `sparkwirectl netplan other-tools` shows the file&apos;s addresses and `--move-aside` moves it aside (kept, restorable).</source>
        <translation>Lassen Sie ein einziges Werkzeug die CX-7-Ports verwalten: auf jedem genannten Mitglied zeigt `sparkwirectl netplan other-tools` die Adressen der Datei, und `--move-aside` legt sie beiseite (aufbewahrt, wiederherstellbar).</translation>
    </message>
    <message>
        <source>A member did not say (no answer came from it, it was not asked, it runs an older Sparkwire, or this is not in its system files): update Sparkwire there and run `sparkwirectl doctor` on it.</source>
        <translation>Ein Mitglied hat es nicht gesagt (keine Antwort kam von ihm, es wurde nicht gefragt, es läuft mit einem älteren Sparkwire, oder es steht nicht in seinen Systemdateien): aktualisieren Sie Sparkwire dort und führen Sie dort `sparkwirectl doctor` aus.</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>yes, this Spark</source>
        <translation>ja, dieser Spark</translation>
    </message>
    <message>
        <source>yes, delegated</source>
        <translation>ja, delegiert</translation>
    </message>
    <message>
        <source>asks its person each time</source>
        <translation>fragt jedes Mal seine Person</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>Helper installed and authorised</source>
        <translation>Helfer installiert und berechtigt</translation>
    </message>
    <message>
        <source>Someone must answer on that member&apos;s screen during the apply. To apply from this Spark alone, pair it again on Find peers and answer Yes there when it asks whether this Spark may apply plans without asking each time.</source>
        <translation>Während der Anwendung muss jemand am Bildschirm dieses Mitglieds antworten. Um nur von diesem Spark aus anzuwenden, koppeln Sie es unter „Peers finden“ erneut und antworten Sie dort mit Ja, wenn es fragt, ob dieser Spark Pläne ohne jedes Mal zu fragen anwenden darf.</translation>
    </message>
    <message>
        <source>answered through a paired neighbour in %1 ms</source>
        <translation>über einen gekoppelten Nachbarn in %1 ms geantwortet</translation>
    </message>
    <message>
        <source>%1 link up, speed not reported</source>
        <translation>%1 Link aktiv, Geschwindigkeit nicht gemeldet</translation>
    </message>
</context>
<context>
    <name>ClusterRecord</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1: muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1: Die ID muss aus 64 kleingeschriebenen Hex-Ziffern bestehen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hostname</source>
        <translation>%1: „%2“ ist kein Hostname</translation>
    </message>
    <message>
        <source>cluster record: %1 is listed twice</source>
        <translation>Cluster-Eintrag: %1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>cluster record: two members are named %1</source>
        <translation>Cluster-Eintrag: Zwei Mitglieder heißen %1</translation>
    </message>
    <message>
        <source>cluster record: node %1 is given to %2 and %3</source>
        <translation>Cluster-Eintrag: Knoten %1 ist an %2 und %3 vergeben</translation>
    </message>
    <message>
        <source>cluster record: members must be listed by node number</source>
        <translation>Cluster-Eintrag: Mitglieder müssen nach Knotennummer aufgeführt sein</translation>
    </message>
    <message>
        <source>cluster record: the seat %1 is not a member</source>
        <translation>Cluster-Eintrag: Der leitende Spark %1 ist kein Mitglied</translation>
    </message>
    <message>
        <source>cluster record: a cable names %1, which is not a member</source>
        <translation>Cluster-Eintrag: Ein Kabel nennt %1, das kein Mitglied ist</translation>
    </message>
    <message>
        <source>cluster record: port %1 of %2 is in two cables</source>
        <translation>Cluster-Eintrag: Port %1 von %2 steckt in zwei Kabeln</translation>
    </message>
    <message>
        <source>cluster record: a cable loops %1 to itself</source>
        <translation>Cluster-Eintrag: Ein Kabel führt von %1 zu sich selbst zurück</translation>
    </message>
    <message>
        <source>cluster record: %1 members and %2 cables do not make a %3 cluster</source>
        <translation>Cluster-Eintrag: %1 Mitglieder und %2 Kabel ergeben keinen %3-Cluster</translation>
    </message>
    <message>
        <source>%1: version %2 is not one this Sparkwire reads (%3); update Sparkwire on every member</source>
        <translation>%1: Version %2 ist keine, die dieses Sparkwire liest (%3); aktualisieren Sie Sparkwire auf jedem Mitglied</translation>
    </message>
    <message>
        <source>%1: the name must be plain text, not empty</source>
        <translation>%1: Der Name muss einfacher Text sein, nicht leer</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not two-node, ring3 or switch</source>
        <translation>%1: „%2“ ist weder two-node noch ring3 noch switch</translation>
    </message>
    <message>
        <source>%1: a cluster has 2 to %2 members</source>
        <translation>%1: Ein Cluster hat 2 bis %2 Mitglieder</translation>
    </message>
    <message>
        <source>%1: must be a UTC time like 2026-01-31T12:00:00Z</source>
        <translation>%1: muss eine UTC-Zeit wie 2026-01-31T12:00:00Z sein</translation>
    </message>
    <message>
        <source>cluster record</source>
        <translation>Cluster-Eintrag</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2; plan the cluster again</source>
        <translation>%1 kann nicht gelesen werden: %2; planen Sie den Cluster erneut</translation>
    </message>
</context>
<context>
    <name>ClusterSeat</name>
    <message>
        <source>%1 is not paired with this Spark: pair it first.</source>
        <translation>%1 ist nicht mit diesem Spark gekoppelt: Koppeln Sie ihn zuerst.</translation>
    </message>
</context>
<context>
    <name>DashboardWindow</name>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Last minute</source>
        <translation>Letzte Minute</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>Letzte 5 Minuten</translation>
    </message>
    <message>
        <source>Last 15 minutes</source>
        <translation>Letzte 15 Minuten</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Port %1: RoCE throughput per twin and summed</source>
        <translation>Port %1: RoCE-Durchsatz je Zwilling und summiert</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>Port %1</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>DEMO — simulated counters</source>
        <translation>DEMO — simulierte Zähler</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trouble counters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Störungszähler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>There is no link to export.</source>
        <translation>Es gibt keine Verbindung zum Exportieren.</translation>
    </message>
    <message>
        <source>Export the plot as PNG</source>
        <translation>Diagramm als PNG exportieren</translation>
    </message>
    <message>
        <source>Export the plotted data as CSV</source>
        <translation>Dargestellte Daten als CSV exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Every cable of the cluster&lt;/b&gt;</source>
        <translation>&lt;b&gt;Alle Kabel des Clusters&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>Dieser Spark</translation>
    </message>
    <message numerus="yes">
        <source>Fleet (%n Sparks)</source>
        <translation>
            <numerusform>Flotte (%n Spark)</numerusform>
            <numerusform>Flotte (%n Sparks)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the plot as SVG</source>
        <translation>Diagramm als SVG exportieren</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>E&amp;xport SVG…</source>
        <translation>Als SVG e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Export PNG…</source>
        <translation>Als PNG &amp;exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;data as CSV…</source>
        <translation>&amp;Daten als CSV exportieren …</translation>
    </message>
    <message>
        <source>Bandwidth dashboard (demo) — Sparkwire</source>
        <translation>Bandbreiten-Dashboard (Demo) — Sparkwire</translation>
    </message>
    <message>
        <source>Bandwidth dashboard — Sparkwire</source>
        <translation>Bandbreiten-Dashboard — Sparkwire</translation>
    </message>
    <message>
        <source>This Spark keeps no cluster record yet.</source>
        <translation>Dieser Spark hat noch keinen Cluster-Eintrag.</translation>
    </message>
</context>
<context>
    <name>DelegationList</name>
    <message>
        <source>an entry is not an object with exactly id, name, public_key and added</source>
        <translation>ein Eintrag ist kein Objekt mit genau id, name, public_key und added</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a string</source>
        <translation>„%1“ ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name</source>
        <translation>„%1“ ist kein Hostname</translation>
    </message>
    <message>
        <source>the key of %1 is not an EC P-256 public key in base64</source>
        <translation>der Schlüssel von %1 ist kein öffentlicher EC-P-256-Schlüssel in Base64</translation>
    </message>
    <message>
        <source>the id of %1 is not the id of its key</source>
        <translation>die ID von %1 ist nicht die ID seines Schlüssels</translation>
    </message>
    <message>
        <source>the time %1 was added is not an ISO 8601 UTC time</source>
        <translation>der Zeitpunkt, zu dem %1 hinzugefügt wurde, ist keine UTC-Zeit nach ISO 8601</translation>
    </message>
    <message>
        <source>more than %1 bytes</source>
        <translation>mehr als %1 Byte</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a JSON array</source>
        <translation>kein JSON-Array</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1 is open to other users (it must be mode 0600, owned by root); nothing in it is trusted: as root, check it and run chmod 600 on it</source>
        <translation>%1 ist für andere Benutzer offen (es muss Modus 0600 haben und root gehören); nichts darin gilt als vertrauenswürdig: Prüfen Sie es als root und führen Sie chmod 600 darauf aus</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); nothing in it is trusted: as root, remove it and allow the peers again when pairing</source>
        <translation>%1 ist beschädigt (%2); nichts darin gilt als vertrauenswürdig: Entfernen Sie es als root und erlauben Sie die Peers beim Koppeln erneut</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 peers may already apply plans here; remove one first</source>
        <translation>%1 Peers dürfen hier bereits Pläne anwenden; entfernen Sie zuerst einen</translation>
    </message>
    <message>
        <source>no peer with id %1 may apply plans here</source>
        <translation>kein Peer mit der ID %1 darf hier Pläne anwenden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a host name (letters, digits, &apos;-&apos; and &apos;.&apos;, at most 63)</source>
        <translation>„%1“ ist kein Hostname (Buchstaben, Ziffern, „-“ und „.“, höchstens 63)</translation>
    </message>
</context>
<context>
    <name>DemoEnvironment</name>
    <message>
        <source>The demo data is missing: %1 does not exist. Reinstall Sparkwire or rebuild it (the build copies the demo tree there).</source>
        <translation>Die Demo-Daten fehlen: %1 existiert nicht. Installieren Sie Sparkwire neu oder bauen Sie es neu (der Build kopiert den Demo-Baum dorthin).</translation>
    </message>
    <message>
        <source>There is no demo scenario &apos;%1&apos;; choose healthy or faults.</source>
        <translation>Es gibt kein Demo-Szenario „%1“; wählen Sie healthy oder faults.</translation>
    </message>
</context>
<context>
    <name>DemoMemberLink</name>
    <message>
        <source>The demo cluster is gone.</source>
        <translation>Der Demo-Cluster ist nicht mehr da.</translation>
    </message>
</context>
<context>
    <name>DiagnoseDialog</name>
    <message>
        <source>✘ fails</source>
        <translation>✘ fehlgeschlagen</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! Warnung</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ bestanden</translation>
    </message>
    <message>
        <source>– not checked</source>
        <translation>– nicht geprüft</translation>
    </message>
    <message>
        <source>Diagnose this Spark</source>
        <translation>Diesen Spark diagnostizieren</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What it looked at</source>
        <translation>Was sie angesehen hat</translation>
    </message>
    <message>
        <source>Cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Abhilfe</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <source>&amp;Save report…</source>
        <translation>Bericht &amp;speichern…</translation>
    </message>
    <message>
        <source>A .tar.gz for a bug report: the checks, the CX-7 inventory and the network files, with every key and password removed.</source>
        <translation>Ein .tar.gz für einen Fehlerbericht: die Prüfungen, das CX-7-Inventar und die Netzwerkdateien, ohne Schlüssel und Passwörter.</translation>
    </message>
    <message numerus="yes">
        <source>✔ None of the %n check(s) found a problem.</source>
        <translation>
            <numerusform>✔ Die %n Prüfung hat kein Problem gefunden.</numerusform>
            <numerusform>✔ Keine der %n Prüfungen hat ein Problem gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Report saved to %1 (no keys, no secrets).</source>
        <translation>Bericht unter %1 gespeichert (keine Schlüssel, keine Geheimnisse).</translation>
    </message>
    <message>
        <source>The report was not saved: %1</source>
        <translation>Der Bericht wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Save the diagnosis report</source>
        <translation>Diagnosebericht speichern</translation>
    </message>
    <message>
        <source>Archives (*.tar.gz)</source>
        <translation>Archive (*.tar.gz)</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>Mitglied</translation>
    </message>
    <message>
        <source>Whole &amp;cluster</source>
        <translation>Ganzer &amp;Cluster</translation>
    </message>
    <message>
        <source>Run the checks on every member of this Spark&apos;s cluster over the paired peer channel, and compare the members (MTU on each link, clocks, versions, ring cabling).</source>
        <translation>Die Prüfungen über den gekoppelten Peer-Kanal auf jedem Mitglied des Clusters dieses Sparks ausführen und die Mitglieder vergleichen (MTU jeder Verbindung, Uhren, Versionen, Ring-Verkabelung).</translation>
    </message>
    <message>
        <source>&amp;Fix…</source>
        <translation>&amp;Beheben…</translation>
    </message>
    <message>
        <source>Fix the selected finding where Sparkwire can (through its helper), then check again.</source>
        <translation>Den ausgewählten Befund beheben, wo Sparkwire es kann (über seinen Helfer), und dann erneut prüfen.</translation>
    </message>
    <message>
        <source>Fix %1</source>
        <translation>%1 beheben</translation>
    </message>
    <message>
        <source>Fixing %1…</source>
        <translation>%1 wird behoben …</translation>
    </message>
    <message>
        <source>%1: %2 Checked again.</source>
        <translation>%1: %2 Erneut geprüft.</translation>
    </message>
    <message>
        <source>%1 was not fixed: %2</source>
        <translation>%1 wurde nicht behoben: %2</translation>
    </message>
    <message>
        <source>Asking every member of the cluster to run its checks…</source>
        <translation>Jedes Mitglied des Clusters wird gebeten, seine Prüfungen auszuführen …</translation>
    </message>
    <message>
        <source>Diagnose the cluster</source>
        <translation>Den Cluster diagnostizieren</translation>
    </message>
    <message>
        <source>Help → Diagnose… → Whole cluster.</source>
        <translation>Hilfe → Diagnose… → Ganzer Cluster.</translation>
    </message>
    <message>
        <source>the wizard&apos;s Addressing, Review and Apply steps apply the plan again (or Fix… where it is offered).</source>
        <translation>Die Schritte Adressierung, Prüfen und Anwenden des Assistenten wenden den Plan erneut an (oder „Beheben…“, wo es angeboten wird).</translation>
    </message>
    <message>
        <source>File → Export bundle… writes the cluster&apos;s NCCL environment (env/nccl.env).</source>
        <translation>Datei → Bündel exportieren… schreibt die NCCL-Umgebung des Clusters (env/nccl.env).</translation>
    </message>
    <message>
        <source>start Sparkwire there, and use Help → Diagnose… on it.</source>
        <translation>Sparkwire dort starten und dort Hilfe → Diagnose… verwenden.</translation>
    </message>
    <message>
        <source>In this window: %1
On the command line: %2</source>
        <translation>In diesem Fenster: %1
Auf der Kommandozeile: %2</translation>
    </message>
    <message>
        <source>✘ No answer from %1: nothing on it was checked.</source>
        <translation>✘ Keine Antwort von %1: Dort wurde nichts geprüft.</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each row says the cause and the fix.</source>
        <translation>
            <numerusform>✘ %n Prüfung fehlgeschlagen: Jede Zeile nennt Ursache und Behebung.</numerusform>
            <numerusform>✘ %n Prüfungen fehlgeschlagen: Jede Zeile nennt Ursache und Behebung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>! %n check(s) warned: each row says the cause and the fix.</source>
        <translation>
            <numerusform>! %n Prüfung warnt: Jede Zeile nennt Ursache und Behebung.</numerusform>
            <numerusform>! %n Prüfungen warnen: Jede Zeile nennt Ursache und Behebung.</numerusform>
        </translation>
    </message>
    <message>
        <source>✘ %1 failed and %2 warned: each row says the cause and the fix.</source>
        <translation>✘ %1 fehlgeschlagen und %2 mit Warnung: Jede Zeile nennt Ursache und Behebung.</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s)</source>
        <translation>
            <numerusform>%n Prüfung</numerusform>
            <numerusform>%n Prüfungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) not run: each row says why.</source>
        <translation>
            <numerusform>%n Prüfung nicht ausgeführt: Jede Zeile nennt den Grund.</numerusform>
            <numerusform>%n Prüfungen nicht ausgeführt: Jede Zeile nennt den Grund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Doctor</name>
    <message>
        <source>no CX-7 netdev is up or addressed</source>
        <translation>kein CX-7-Netdev ist aktiv oder adressiert</translation>
    </message>
    <message>
        <source>A CX-7 netdev runs with an MTU under 9000 (1500 is the default): RoCE then uses 1024-byte packets and loses bandwidth on every one.</source>
        <translation>Ein CX-7-Netdev läuft mit einer MTU unter 9000 (1500 ist die Voreinstellung): RoCE nutzt dann 1024-Byte-Pakete und verliert bei jedem Bandbreite.</translation>
    </message>
    <message>
        <source>The twins of a port have different MTUs; the peer must match too.</source>
        <translation>Die Zwillinge eines Ports haben verschiedene MTUs; auch der Peer muss passen.</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on every Spark (Sparkwire&apos;s plan does: `sparkwirectl plan` then `apply`); check the path with `ping -M do -s 8972 &lt;peer fabric address&gt;`.</source>
        <translation>Setzen Sie mtu: 9000 auf jedem CX-7-Netdev jedes Sparks (Sparkwires Plan tut das: `sparkwirectl plan`, dann `apply`); prüfen Sie den Pfad mit `ping -M do -s 8972 &lt;Fabric-Adresse des Peers&gt;`.</translation>
    </message>
    <message>
        <source>A cabled port has a twin that is down or has no IPv4 address: NCCL and RDMA use one half of the port and top out near 100 Gb/s (the &quot;half bandwidth&quot; report).</source>
        <translation>Ein verkabelter Port hat einen Zwilling, der nicht aktiv ist oder keine IPv4-Adresse hat: NCCL und RDMA nutzen eine Hälfte des Ports und enden bei etwa 100 Gb/s (die „halbe Bandbreite“).</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet, with MTU 9000: `sparkwirectl plan` then `sparkwirectl apply`.</source>
        <translation>Adressieren Sie beide Zwillinge, jeden in seinem eigenen Subnetz, mit MTU 9000: `sparkwirectl plan`, dann `sparkwirectl apply`.</translation>
    </message>
    <message>
        <source>no port with both twins addressed</source>
        <translation>kein Port mit zwei adressierten Zwillingen</translation>
    </message>
    <message>
        <source>Both twins of a port sit on one subnet: the kernel answers and routes through one of them, so RoCE pairs the wrong GIDs and one twin idles.</source>
        <translation>Beide Zwillinge eines Ports liegen in einem Subnetz: Der Kernel antwortet und routet über einen von ihnen, RoCE paart falsche GIDs und ein Zwilling bleibt ungenutzt.</translation>
    </message>
    <message>
        <source>Give each twin its own subnet (Sparkwire&apos;s plan does: e.g. 192.168.177.0/24 and 192.168.178.0/24).</source>
        <translation>Geben Sie jedem Zwilling sein eigenes Subnetz (Sparkwires Plan tut das: z. B. 192.168.177.0/24 und 192.168.178.0/24).</translation>
    </message>
    <message>
        <source>no addressed CX-7 function with an RDMA device</source>
        <translation>keine adressierte CX-7-Funktion mit RDMA-Gerät</translation>
    </message>
    <message>
        <source>An addressed twin has no RoCE v2 GID for its IPv4 address: RDMA cannot reach the peer over IPv4 (QP timeouts).</source>
        <translation>Ein adressierter Zwilling hat keine RoCE-v2-GID für seine IPv4-Adresse: RDMA erreicht den Peer nicht über IPv4 (QP-Zeitüberschreitungen).</translation>
    </message>
    <message>
        <source>Check the twin&apos;s address and that the RDMA device belongs to it (`show_gids`); re-apply the plan.</source>
        <translation>Prüfen Sie die Adresse des Zwillings und dass das RDMA-Gerät zu ihm gehört (`show_gids`); wenden Sie den Plan erneut an.</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index changed since the environment was exported (IPv6 addresses shift the table): NCCL would use a wrong GID.</source>
        <translation>Der Index der RoCE-v2-IPv4-GID hat sich seit dem Export der Umgebung geändert (IPv6-Adressen verschieben die Tabelle): NCCL würde eine falsche GID nutzen.</translation>
    </message>
    <message>
        <source>Export the environment again (`sparkwirectl nccl env`), or let NCCL pick the GID by address (unset NCCL_IB_GID_INDEX, keep NCCL_IB_ADDR_FAMILY=AF_INET).</source>
        <translation>Exportieren Sie die Umgebung erneut (`sparkwirectl nccl env`), oder lassen Sie NCCL die GID nach Adresse wählen (NCCL_IB_GID_INDEX entfernen, NCCL_IB_ADDR_FAMILY=AF_INET behalten).</translation>
    </message>
    <message>
        <source>no CX-7 link is up</source>
        <translation>kein CX-7-Link ist aktiv</translation>
    </message>
    <message>
        <source>A CX-7 link negotiated less than 200 Gb/s (a switch port or cable at 100G): the port carries half or less.</source>
        <translation>Ein CX-7-Link hat weniger als 200 Gb/s ausgehandelt (ein Switch-Port oder Kabel mit 100G): Der Port trägt die Hälfte oder weniger.</translation>
    </message>
    <message>
        <source>Use a 200G-capable cable and switch port; check with `ethtool &lt;netdev&gt;`.</source>
        <translation>Verwenden Sie ein 200G-fähiges Kabel und einen solchen Switch-Port; prüfen Sie mit `ethtool &lt;netdev&gt;`.</translation>
    </message>
    <message>
        <source>no carrier_changes to read</source>
        <translation>kein carrier_changes zu lesen</translation>
    </message>
    <message>
        <source>A CX-7 link lost its carrier many times since boot: a loose or bad cable, or a flapping switch port.</source>
        <translation>Ein CX-7-Link hat seit dem Start oft seinen Träger verloren: ein lockeres oder schlechtes Kabel oder ein flatternder Switch-Port.</translation>
    </message>
    <message>
        <source>Reseat or replace the cable; watch `ip -s link show &lt;netdev&gt;` while idle.</source>
        <translation>Stecken Sie das Kabel neu oder ersetzen Sie es; beobachten Sie `ip -s link show &lt;netdev&gt;` im Leerlauf.</translation>
    </message>
    <message>
        <source>no PCIe link speed to read for the CX-7 functions</source>
        <translation>keine PCIe-Link-Geschwindigkeit für die CX-7-Funktionen lesbar</translation>
    </message>
    <message>
        <source>A CX-7 function&apos;s PCIe link trained below Gen5 x4 (32 GT/s): it cannot feed 100 Gb/s per twin. Old firmware does this.</source>
        <translation>Der PCIe-Link einer CX-7-Funktion lief unter Gen5 x4 (32 GT/s) an: Er kann keine 100 Gb/s je Zwilling liefern. Alte Firmware tut das.</translation>
    </message>
    <message>
        <source>Update the DGX OS firmware (`sudo fwupdmgr update`), reboot, and check `lspci -vv` LnkSta again.</source>
        <translation>Aktualisieren Sie die DGX-OS-Firmware (`sudo fwupdmgr update`), starten Sie neu und prüfen Sie `lspci -vv` LnkSta erneut.</translation>
    </message>
    <message>
        <source>no CmaTotal in meminfo</source>
        <translation>kein CmaTotal in meminfo</translation>
    </message>
    <message>
        <source>The kernel has no contiguous memory area (CmaTotal: 0): registering GPU memory for RDMA fails.</source>
        <translation>Der Kernel hat keinen zusammenhängenden Speicherbereich (CmaTotal: 0): Das Registrieren von GPU-Speicher für RDMA schlägt fehl.</translation>
    </message>
    <message>
        <source>Boot with the DGX OS kernel command line (cma=...) that NVIDIA ships; check `cat /proc/cmdline`.</source>
        <translation>Starten Sie mit der Kernel-Befehlszeile von DGX OS (cma=...), die NVIDIA ausliefert; prüfen Sie `cat /proc/cmdline`.</translation>
    </message>
    <message>
        <source>no locked-memory limit to read</source>
        <translation>keine Grenze für gesperrten Speicher lesbar</translation>
    </message>
    <message>
        <source>The locked-memory limit is finite: RDMA memory registration fails once it is reached (in containers too).</source>
        <translation>Die Grenze für gesperrten Speicher ist endlich: Die RDMA-Speicherregistrierung schlägt fehl, sobald sie erreicht ist (auch in Containern).</translation>
    </message>
    <message>
        <source>Set `* - memlock unlimited` in /etc/security/limits.d/, or run containers with `--ulimit memlock=-1 --device /dev/infiniband`.</source>
        <translation>Setzen Sie `* - memlock unlimited` in /etc/security/limits.d/, oder starten Sie Container mit `--ulimit memlock=-1 --device /dev/infiniband`.</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA is not set here</source>
        <translation>NCCL_IB_HCA ist hier nicht gesetzt</translation>
    </message>
    <message>
        <source>NCCL_IB_HCA leaves out a twin that carries an address: NCCL uses one half of the port (the &quot;half bandwidth&quot; report).</source>
        <translation>NCCL_IB_HCA lässt einen adressierten Zwilling aus: NCCL nutzt eine Hälfte des Ports (die „halbe Bandbreite“).</translation>
    </message>
    <message>
        <source>Name both twins, e.g. NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1: `sparkwirectl nccl env` prints the right value.</source>
        <translation>Nennen Sie beide Zwillinge, z. B. NCCL_IB_HCA=rocep1s0f1,roceP2p1s0f1: `sparkwirectl nccl env` gibt den richtigen Wert aus.</translation>
    </message>
    <message>
        <source>nothing in the environment turns RDMA off</source>
        <translation>nichts in der Umgebung schaltet RDMA ab</translation>
    </message>
    <message>
        <source>The environment makes NCCL carry data over TCP sockets instead of RDMA: a few GB/s instead of ~24.</source>
        <translation>Die Umgebung lässt NCCL Daten über TCP-Sockets statt RDMA übertragen: wenige GB/s statt ~24.</translation>
    </message>
    <message>
        <source>Unset NCCL_IB_DISABLE and NCCL_NET, and name this Spark&apos;s RDMA devices in NCCL_IB_HCA (`sparkwirectl nccl env`).</source>
        <translation>Entfernen Sie NCCL_IB_DISABLE und NCCL_NET und nennen Sie die RDMA-Geräte dieses Sparks in NCCL_IB_HCA (`sparkwirectl nccl env`).</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME is not set to one netdev here</source>
        <translation>NCCL_SOCKET_IFNAME ist hier nicht auf ein Netdev gesetzt</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that is down here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME nennt ein Netdev, das hier nicht aktiv ist: Der Bootstrap von NCCL findet keine Schnittstelle, der Lauf scheitert sofort.</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME names a netdev that does not exist here: NCCL&apos;s bootstrap finds no interface and the run fails at once.</source>
        <translation>NCCL_SOCKET_IFNAME nennt ein Netdev, das es hier nicht gibt: Der Bootstrap von NCCL findet keine Schnittstelle, der Lauf scheitert sofort.</translation>
    </message>
    <message>
        <source>Name a netdev that is up with an IPv4 address on every node (a fabric twin, or the management port: bootstrap over it is fine).</source>
        <translation>Nennen Sie ein auf jedem Knoten aktives Netdev mit IPv4-Adresse (einen Fabric-Zwilling oder den Management-Port: Bootstrap darüber ist in Ordnung).</translation>
    </message>
    <message>
        <source>VLLM_HOST_IP is not set</source>
        <translation>VLLM_HOST_IP ist nicht gesetzt</translation>
    </message>
    <message>
        <source>Ray/vLLM is pinned to an address that is not on the CX-7 fabric: its traffic takes the management network.</source>
        <translation>Ray/vLLM ist an eine Adresse außerhalb der CX-7-Fabric gebunden: Sein Verkehr läuft über das Management-Netz.</translation>
    </message>
    <message>
        <source>Set VLLM_HOST_IP to this Spark&apos;s fabric address (the first twin&apos;s).</source>
        <translation>Setzen Sie VLLM_HOST_IP auf die Fabric-Adresse dieses Sparks (die des ersten Zwillings).</translation>
    </message>
    <message>
        <source>no netplan file in etc/netplan</source>
        <translation>keine netplan-Datei in etc/netplan</translation>
    </message>
    <message>
        <source>A netplan file is readable by other users: netplan warns &quot;Permissions too open&quot; on every apply, and the file may hold Wi-Fi keys.</source>
        <translation>Eine netplan-Datei ist für andere Benutzer lesbar: netplan warnt bei jedem Anwenden „Permissions too open“, und die Datei kann WLAN-Schlüssel enthalten.</translation>
    </message>
    <message>
        <source>sudo chmod 600 /etc/netplan/*.yaml</source>
        <translation>sudo chmod 600 /etc/netplan/*.yaml</translation>
    </message>
    <message>
        <source>no CX-7 netdev on this host</source>
        <translation>kein CX-7-Netdev auf diesem Host</translation>
    </message>
    <message>
        <source>no netplan, NetworkManager or cloud-init files to read</source>
        <translation>keine netplan-, NetworkManager- oder cloud-init-Dateien zu lesen</translation>
    </message>
    <message>
        <source>only Sparkwire&apos;s 40-cx7.yaml names a CX-7 netdev</source>
        <translation>nur Sparkwires 40-cx7.yaml nennt ein CX-7-Netdev</translation>
    </message>
    <message>
        <source>Another netplan file, NetworkManager or cloud-init also configures a CX-7 netdev: the settings fight (a later file wins, DHCP or SLAAC adds addresses and shifts the GID table).</source>
        <translation>Eine andere netplan-Datei, NetworkManager oder cloud-init richtet ebenfalls ein CX-7-Netdev ein: Die Einstellungen streiten (eine spätere Datei gewinnt, DHCP oder SLAAC fügen Adressen hinzu und verschieben die GID-Tabelle).</translation>
    </message>
    <message>
        <source>Remove the CX-7 netdevs from the other file or connection (Sparkwire&apos;s Review page offers to migrate them), then apply again.</source>
        <translation>Entfernen Sie die CX-7-Netdevs aus der anderen Datei oder Verbindung (Sparkwires Seite „Durchsicht“ bietet die Übernahme an) und wenden Sie erneut an.</translation>
    </message>
    <message>
        <source>no global IPv6 address on a CX-7 netdev</source>
        <translation>keine globale IPv6-Adresse auf einem CX-7-Netdev</translation>
    </message>
    <message>
        <source>A CX-7 netdev has a global IPv6 address (SLAAC or DHCPv6 from another manager or a router): each one adds GIDs and can move the RoCE v2 IPv4 GID to another index.</source>
        <translation>Ein CX-7-Netdev hat eine globale IPv6-Adresse (SLAAC oder DHCPv6 von einer anderen Verwaltung oder einem Router): Jede fügt GIDs hinzu und kann die RoCE-v2-IPv4-GID auf einen anderen Index verschieben.</translation>
    </message>
    <message>
        <source>Turn off accept-ra and DHCPv6 on the CX-7 netdevs (Sparkwire&apos;s plan does: apply it again), then export the NCCL environment again.</source>
        <translation>Schalten Sie accept-ra und DHCPv6 auf den CX-7-Netdevs ab (Sparkwires Plan tut das: wenden Sie ihn erneut an) und exportieren Sie dann die NCCL-Umgebung erneut.</translation>
    </message>
    <message>
        <source>An addressed twin&apos;s IPv4 GID exists only as RoCE v1: the RoCE mode of the device was changed (cma_roce_mode), and NCCL and perftest need RoCE v2 (routable, UDP 4791).</source>
        <translation>Die IPv4-GID eines adressierten Zwillings gibt es nur als RoCE v1: Der RoCE-Modus des Geräts wurde geändert (cma_roce_mode), NCCL und perftest brauchen aber RoCE v2 (routbar, UDP 4791).</translation>
    </message>
    <message>
        <source>Set the default RoCE mode back to v2 (`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`) or reboot, then check with `show_gids`.</source>
        <translation>Setzen Sie den voreingestellten RoCE-Modus auf v2 zurück (`cma_roce_mode -d &lt;dev&gt; -p 1 -m 2`) oder starten Sie neu, und prüfen Sie dann mit `show_gids`.</translation>
    </message>
    <message>
        <source>no active RDMA device</source>
        <translation>kein aktives RDMA-Gerät</translation>
    </message>
    <message>
        <source>An RDMA device is active but has no RoCE v2 GID for a fabric address of its netdev, and NCCL may use it: ranks pair GIDs that cannot reach each other (QP timeouts, a hang at the first collective).</source>
        <translation>Ein RDMA-Gerät ist aktiv, hat aber keine RoCE-v2-GID für eine Fabric-Adresse seines Netdevs, und NCCL darf es nutzen: Ranks paaren GIDs, die einander nicht erreichen (QP-Zeitüberschreitungen, ein Hängen bei der ersten kollektiven Operation).</translation>
    </message>
    <message>
        <source>Address that twin as the plan says (`sparkwirectl plan`, then `apply`), or leave it out of NCCL_IB_HCA (`sparkwirectl nccl env` names only the addressed twins).</source>
        <translation>Adressieren Sie diesen Zwilling nach Plan (`sparkwirectl plan`, dann `apply`), oder lassen Sie ihn aus NCCL_IB_HCA weg (`sparkwirectl nccl env` nennt nur die adressierten Zwillinge).</translation>
    </message>
    <message>
        <source>no retransmit or timeout counter rose</source>
        <translation>kein Zähler für Wiederholungen oder Zeitüberschreitungen ist gestiegen</translation>
    </message>
    <message>
        <source>RoCE retransmit or timeout counters rose during the test: packets were lost (a bad cable, an MTU mismatch, or a switch without lossless settings), and every loss stalls a queue pair.</source>
        <translation>Die RoCE-Zähler für Wiederholungen oder Zeitüberschreitungen sind während des Tests gestiegen: Pakete gingen verloren (ein schlechtes Kabel, verschiedene MTUs oder ein Switch ohne verlustfreie Einstellungen), und jeder Verlust hält ein Queue-Pair auf.</translation>
    </message>
    <message>
        <source>Congestion notifications rose by the hundred thousand: the path is congested or a switch marks too early.</source>
        <translation>Die Überlastmeldungen sind um Hunderttausende gestiegen: Der Pfad ist überlastet oder ein Switch markiert zu früh.</translation>
    </message>
    <message>
        <source>Check the cable and the MTU on both ends (`sparkwirectl doctor --cluster`); with a switch, enable PFC/ECN for RoCE on its ports.</source>
        <translation>Prüfen Sie das Kabel und die MTU an beiden Enden (`sparkwirectl doctor --cluster`); mit einem Switch schalten Sie PFC/ECN für RoCE an seinen Ports ein.</translation>
    </message>
    <message>
        <source>the measurement names no RDMA device here</source>
        <translation>die Messung nennt kein RDMA-Gerät dieses Hosts</translation>
    </message>
    <message>
        <source>GPUDirect RDMA off (safe mode): NCCL_NET_GDR_LEVEL=%1</source>
        <translation>GPUDirect RDMA aus (sicherer Modus): NCCL_NET_GDR_LEVEL=%1</translation>
    </message>
    <message>
        <source>no /proc/modules to read</source>
        <translation>kein /proc/modules zu lesen</translation>
    </message>
    <message>
        <source>The dmabuf GPUDirect mode needs the NVIDIA driver loaded and a kernel with dma-buf RDMA support (5.12 or later): NCCL cannot register GPU memory and the run fails or falls back.</source>
        <translation>Der GPUDirect-Modus dmabuf braucht den geladenen NVIDIA-Treiber und einen Kernel mit dma-buf-RDMA-Unterstützung (5.12 oder neuer): NCCL kann GPU-Speicher nicht registrieren, der Lauf scheitert oder weicht aus.</translation>
    </message>
    <message>
        <source>Load the NVIDIA driver (DGX OS does at boot), or use the safe mode: NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0.</source>
        <translation>Laden Sie den NVIDIA-Treiber (DGX OS tut das beim Start), oder nutzen Sie den sicheren Modus: NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0.</translation>
    </message>
    <message>
        <source>GPUDirect RDMA is asked for without dmabuf, which needs the nvidia_peermem module; it is not loaded (on a DGX Spark it is not supported): NCCL fails to register GPU memory.</source>
        <translation>GPUDirect RDMA ist ohne dmabuf verlangt, das braucht das Modul nvidia_peermem; es ist nicht geladen (auf einem DGX Spark wird es nicht unterstützt): NCCL kann GPU-Speicher nicht registrieren.</translation>
    </message>
    <message>
        <source>Use the dmabuf mode (NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1) or the safe mode (NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0): `sparkwirectl nccl env` prints either.</source>
        <translation>Nutzen Sie den Modus dmabuf (NCCL_NET_GDR_LEVEL=5 NCCL_DMABUF_ENABLE=1) oder den sicheren Modus (NCCL_NET_GDR_LEVEL=0 NCCL_DMABUF_ENABLE=0): `sparkwirectl nccl env` gibt beide aus.</translation>
    </message>
    <message>
        <source>no firewall ruleset to read (nft and iptables-save gave nothing: not installed, no rules, or not run as root)</source>
        <translation>kein Firewall-Regelwerk zu lesen (nft und iptables-save lieferten nichts: nicht installiert, keine Regeln oder nicht als root ausgeführt)</translation>
    </message>
    <message>
        <source>no input rule drops UDP 4791 (RoCE v2) or TCP %1 (the agent)</source>
        <translation>keine Eingangsregel verwirft UDP 4791 (RoCE v2) oder TCP %1 (den Agenten)</translation>
    </message>
    <message>
        <source>The firewall drops RoCE v2 (UDP port 4791) on the fabric: RDMA connections time out and NCCL falls back to sockets or hangs.</source>
        <translation>Die Firewall verwirft RoCE v2 (UDP-Port 4791) auf der Fabric: RDMA-Verbindungen laufen in Zeitüberschreitungen, und NCCL weicht auf Sockets aus oder hängt.</translation>
    </message>
    <message>
        <source>The firewall drops the Sparkwire agent&apos;s port: the seat cannot reach this Spark for pairing, cluster changes or the doctor.</source>
        <translation>Die Firewall verwirft den Port des Sparkwire-Agenten: Der steuernde Spark erreicht diesen Spark weder zum Koppeln noch für Cluster-Änderungen oder den Doktor.</translation>
    </message>
    <message>
        <source>Accept the fabric on the CX-7 netdevs, e.g. `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept` for each, or open udp 4791 and tcp %1 (`ufw allow in on enp1s0f1np1`).</source>
        <translation>Lassen Sie die Fabric auf den CX-7-Netdevs zu, z. B. `nft add rule inet filter input iifname &quot;enp1s0f1np1&quot; accept` für jedes, oder öffnen Sie udp 4791 und tcp %1 (`ufw allow in on enp1s0f1np1`).</translation>
    </message>
    <message>
        <source>not running in a container</source>
        <translation>läuft nicht in einem Container</translation>
    </message>
    <message>
        <source>This container has no RDMA devices (/dev/infiniband): NCCL finds no IB device and carries data over sockets.</source>
        <translation>Dieser Container hat keine RDMA-Geräte (/dev/infiniband): NCCL findet kein IB-Gerät und überträgt Daten über Sockets.</translation>
    </message>
    <message>
        <source>This container&apos;s locked-memory limit is finite: RDMA memory registration fails once it is reached.</source>
        <translation>Die Grenze für gesperrten Speicher dieses Containers ist endlich: Die RDMA-Speicherregistrierung schlägt fehl, sobald sie erreicht ist.</translation>
    </message>
    <message>
        <source>Start the container with `--device /dev/infiniband --ulimit memlock=-1 --network host` (and `--ipc host` for NCCL).</source>
        <translation>Starten Sie den Container mit `--device /dev/infiniband --ulimit memlock=-1 --network host` (und `--ipc host` für NCCL).</translation>
    </message>
    <message>
        <source>no MemTotal in meminfo</source>
        <translation>kein MemTotal in meminfo</translation>
    </message>
    <message>
        <source>The nccl-tests buffers take a large share of the unified memory that the GPU shares with the system: the run fails with out-of-memory at the largest sizes, or the system swaps and the results mean nothing.</source>
        <translation>Die Puffer von nccl-tests belegen einen großen Teil des gemeinsamen Speichers, den die GPU mit dem System teilt: Der Lauf scheitert bei den größten Größen mit Speichermangel, oder das System lagert aus und die Ergebnisse sagen nichts.</translation>
    </message>
    <message>
        <source>Use a smaller largest size (-e 4G is plenty to reach full bandwidth).</source>
        <translation>Verwenden Sie eine kleinere größte Größe (-e 4G reicht für die volle Bandbreite).</translation>
    </message>
    <message>
        <source>no netplan file to read</source>
        <translation>keine netplan-Datei zu lesen</translation>
    </message>
    <message>
        <source>no netplan file turns on DHCP or router advertisements for a CX-7 netdev</source>
        <translation>keine netplan-Datei schaltet DHCP oder Router-Advertisements für ein CX-7-Netdev ein</translation>
    </message>
    <message>
        <source>netplan turns on DHCP or IPv6 router advertisements (SLAAC) for a CX-7 netdev: it gets addresses besides the plan&apos;s, the GID table grows and the RoCE v2 IPv4 GID moves to another index.</source>
        <translation>netplan schaltet DHCP oder IPv6-Router-Advertisements (SLAAC) für ein CX-7-Netdev ein: Es erhält Adressen neben denen des Plans, die GID-Tabelle wächst und die RoCE-v2-IPv4-GID wandert auf einen anderen Index.</translation>
    </message>
    <message>
        <source>Set dhcp4: no, dhcp6: no and accept-ra: no for the CX-7 netdevs (remove them from the other file: Sparkwire&apos;s Review page offers it), then apply the plan again.</source>
        <translation>Setzen Sie dhcp4: no, dhcp6: no und accept-ra: no für die CX-7-Netdevs (entfernen Sie sie aus der anderen Datei: Sparkwires Seite „Durchsicht“ bietet das an) und wenden Sie den Plan dann erneut an.</translation>
    </message>
    <message>
        <source>no per-twin RDMA measurement younger than a day: it needs RDMA hardware (run the RDMA link test on the Sparks)</source>
        <translation>keine RDMA-Messung je Zwilling, die jünger als einen Tag ist: Sie braucht RDMA-Hardware (führen Sie den RDMA-Verbindungstest auf den Sparks aus)</translation>
    </message>
    <message>
        <source>no nccl-tests message size to compare: no NCCL test result is kept yet</source>
        <translation>keine nccl-tests-Nachrichtengröße zum Vergleichen: Es ist noch kein NCCL-Testergebnis aufbewahrt</translation>
    </message>
    <message>
        <source>no CX-7 here: not a Spark, the GPU has memory of its own</source>
        <translation>kein CX-7 hier: kein Spark, die GPU hat eigenen Speicher</translation>
    </message>
    <message>
        <source>%1 holds no snapshots of the RoCE hw_counters of this Spark&apos;s RDMA devices (kept before they were recorded)</source>
        <translation>%1 enthält keine Momentaufnahmen der RoCE-hw_counters der RDMA-Geräte dieses Sparks (aufbewahrt, bevor sie aufgezeichnet wurden)</translation>
    </message>
    <message>
        <source>no two snapshots of the RoCE hw_counters: none taken now, and no RDMA link test kept in the last 24 hours</source>
        <translation>keine zwei Momentaufnahmen der RoCE-hw_counters: jetzt keine aufgenommen, und kein RDMA-Verbindungstest der letzten 24 Stunden aufbewahrt</translation>
    </message>
    <message>
        <source>counters read right before the run started and right after it ended: %1</source>
        <translation>Zähler direkt vor dem Start des Laufs und direkt nach seinem Ende gelesen: %1</translation>
    </message>
    <message>
        <source>no netplan file of NVIDIA Sync, the playbook, spark-vllm-docker or sparkrun</source>
        <translation>keine Netplan-Datei von NVIDIA Sync, dem Playbook, spark-vllm-docker oder sparkrun</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures the CX-7 ports: whichever file sorts last sets the addresses and MTU, and a later run of that tool can move them again (ping and ib_write_bw still pass while Ray or NCCL time out on the moved address).</source>
        <translation>Die Netplan-Datei eines anderen Werkzeugs konfiguriert die CX-7-Ports: Die zuletzt einsortierte Datei bestimmt Adressen und MTU, und ein späterer Lauf dieses Werkzeugs kann sie wieder verschieben (ping und ib_write_bw funktionieren weiter, während Ray oder NCCL an der verschobenen Adresse in eine Zeitüberschreitung laufen).</translation>
    </message>
    <message>
        <source>NVIDIA Sync renamed netplan files aside: they no longer apply, but say what was configured before.</source>
        <translation>NVIDIA Sync hat Netplan-Dateien umbenannt und beiseitegelegt: Sie gelten nicht mehr, zeigen aber, was vorher konfiguriert war.</translation>
    </message>
    <message>
        <source>Keep one tool in charge of the CX-7 ports: `sparkwirectl netplan other-tools` shows each file&apos;s addresses (to adopt them in the plan), and `sparkwirectl netplan other-tools --move-aside` moves the files aside (kept in /var/lib/sparkwire/other-tools; `--restore` puts them back).</source>
        <translation>Lassen Sie nur ein Werkzeug die CX-7-Ports verwalten: `sparkwirectl netplan other-tools` zeigt die Adressen jeder Datei (um sie in den Plan zu übernehmen), und `sparkwirectl netplan other-tools --move-aside` legt die Dateien beiseite (aufbewahrt in /var/lib/sparkwire/other-tools; `--restore` stellt sie wieder her).</translation>
    </message>
</context>
<context>
    <name>DoctorAnswer</name>
    <message>
        <source>doctor answer</source>
        <translation>Antwort des Doktors</translation>
    </message>
    <message>
        <source>%1: not a version</source>
        <translation>%1: keine Version</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: kein Objekt</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1: kein Netdev-Name</translation>
    </message>
    <message>
        <source>%1: not an IPv4 address/prefix</source>
        <translation>%1: keine IPv4-Adresse/Präfix</translation>
    </message>
    <message>
        <source>%1: not a key id</source>
        <translation>%1: keine Schlüssel-ID</translation>
    </message>
    <message>
        <source>%1: not a check of the catalogue, or repeated</source>
        <translation>%1: keine Prüfung des Katalogs, oder wiederholt</translation>
    </message>
    <message>
        <source>%1: not pass, warn, fail or skip</source>
        <translation>%1: weder pass, warn, fail noch skip</translation>
    </message>
</context>
<context>
    <name>FabricDescription</name>
    <message>
        <source>%1 is larger than %2 bytes: not a fabric description</source>
        <translation>%1 ist größer als %2 Bytes: keine Fabric-Beschreibung</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte: not a text file</source>
        <translation>%1 enthält ein NUL-Byte: keine Textdatei</translation>
    </message>
    <message>
        <source>expected 4 fields (netdev port half rdma-device), found %1</source>
        <translation>4 Felder erwartet (netdev port half rdma-device), %1 gefunden</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a network interface name (1-15 of A-Z a-z 0-9 _ . -)</source>
        <translation>„%1“ ist kein Name einer Netzwerkschnittstelle (1–15 Zeichen aus A-Z a-z 0-9 _ . -)</translation>
    </message>
    <message>
        <source>port must be 0 or 1, not &apos;%1&apos;</source>
        <translation>port muss 0 oder 1 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>half must be 0 or 1, not &apos;%1&apos;</source>
        <translation>half muss 0 oder 1 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an RDMA device name (1-63 of A-Z a-z 0-9 _ . -, or &apos;-&apos; for none)</source>
        <translation>„%1“ ist kein Name eines RDMA-Geräts (1–63 Zeichen aus A-Z a-z 0-9 _ . -, oder „-“ für keins)</translation>
    </message>
    <message>
        <source>%1 is named twice</source>
        <translation>%1 ist doppelt genannt</translation>
    </message>
    <message>
        <source>port %1 half %2 is already %3</source>
        <translation>Port %1, Hälfte %2 ist schon %3</translation>
    </message>
    <message>
        <source>RDMA device %1 is already %2&apos;s</source>
        <translation>Das RDMA-Gerät %1 gehört schon zu %2</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>FindPeersPage</name>
    <message>
        <source>Find peers</source>
        <translation>Peers finden</translation>
    </message>
    <message>
        <source>Sparks cabled to this one, found by their beacons on the CX-7 links — before any address is set. Pull or plug a cable and the drawing follows.</source>
        <translation>Sparks, die mit diesem verkabelt sind, gefunden über ihre Beacons auf den CX-7-Verbindungen — noch bevor eine Adresse gesetzt ist. Ziehen oder stecken Sie ein Kabel, und die Zeichnung folgt.</translation>
    </message>
    <message>
        <source>Two Sparks, one cable</source>
        <translation>Zwei Sparks, ein Kabel</translation>
    </message>
    <message>
        <source>Sparks on a switch</source>
        <translation>Sparks an einem Switch</translation>
    </message>
    <message>
        <source>Incomplete cabling</source>
        <translation>Unvollständige Verkabelung</translation>
    </message>
    <message>
        <source>No peer found yet</source>
        <translation>Noch kein Peer gefunden</translation>
    </message>
    <message>
        <source>Check that the other Spark is on, cabled to a QSFP port, and runs Sparkwire (or &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;).</source>
        <translation>Prüfen Sie, ob der andere Spark eingeschaltet ist, an einem QSFP-Port hängt und Sparkwire (oder &lt;tt&gt;sparkwirectl agent&lt;/tt&gt;) läuft.</translation>
    </message>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>Passwortloses &amp;SSH einrichten</translation>
    </message>
    <message>
        <source>Setting up SSH to %1…</source>
        <translation>SSH zu %1 wird eingerichtet …</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ SSH not set up: %1</source>
        <translation>✘ SSH nicht eingerichtet: %1</translation>
    </message>
    <message>
        <source>&amp;Pair…</source>
        <translation>&amp;Koppeln …</translation>
    </message>
    <message>
        <source>P&amp;air with %1…</source>
        <translation>Mit %1 &amp;koppeln …</translation>
    </message>
    <message>
        <source>P&amp;eer:</source>
        <translation>G&amp;egenstelle:</translation>
    </message>
    <message>
        <source>The Spark that pairing and SSH setup talk to.</source>
        <translation>Der Spark, mit dem Kopplung und SSH-Einrichtung sprechen.</translation>
    </message>
    <message>
        <source>Lets this Spark answer one pairing request from another Spark for %1 minutes. Without it, pairing requests are refused without asking you.</source>
        <translation>Lässt diesen Spark %1 Minuten lang eine Kopplungsanfrage eines anderen Sparks beantworten. Ohne dies werden Kopplungsanfragen abgelehnt, ohne dass Sie gefragt werden.</translation>
    </message>
    <message>
        <source>%1 (paired)</source>
        <translation>%1 (gekoppelt)</translation>
    </message>
    <message>
        <source>%1 (not paired; name as it claims)</source>
        <translation>%1 (nicht gekoppelt; Name laut eigener Angabe)</translation>
    </message>
    <message>
        <source>A&amp;ccept a pairing request</source>
        <translation>Kopplungsanfrage &amp;annehmen</translation>
    </message>
    <message>
        <source>P&amp;aired with %1</source>
        <translation>Mit %1 ge&amp;koppelt</translation>
    </message>
    <message>
        <source>Pairing and SSH setup are not available: this Spark&apos;s identity key could not be read or made at start (the status bar says why). Fix what it names, then start Sparkwire again. The cabling and the plan below work without it.</source>
        <translation>Kopplung und SSH-Einrichtung sind nicht verfügbar: Der Identitätsschlüssel dieses Sparks konnte beim Start weder gelesen noch erzeugt werden (die Statusleiste sagt, warum). Beheben Sie das dort Genannte und starten Sie Sparkwire dann erneut. Verkabelung und Plan unten funktionieren auch ohne ihn.</translation>
    </message>
    <message>
        <source>Members of the cluster</source>
        <translation>Mitglieder des Clusters</translation>
    </message>
    <message>
        <source>The Sparks Sparkwire configures together. This Spark is always one; a Spark must be paired before it can be one.</source>
        <translation>Die Sparks, die Sparkwire gemeinsam einrichtet. Dieser Spark gehört immer dazu; ein Spark muss gekoppelt sein, bevor er dazugehören kann.</translation>
    </message>
    <message>
        <source>&amp;Members of the cluster:</source>
        <translation>&amp;Mitglieder des Clusters:</translation>
    </message>
    <message>
        <source>%1 — pair first</source>
        <translation>%1 — zuerst koppeln</translation>
    </message>
    <message>
        <source>Not paired: select it and press Pair. Its name is what its beacons claim.</source>
        <translation>Nicht gekoppelt: Wählen Sie ihn aus und klicken Sie auf Koppeln. Sein Name ist der, den seine Beacons angeben.</translation>
    </message>
    <message>
        <source>Configuring other Sparks from here needs the peer features, which are off.</source>
        <translation>Andere Sparks von hier aus einzurichten braucht die Peer-Funktionen, und die sind aus.</translation>
    </message>
    <message>
        <source>Pair with at least one Spark to configure the cluster.</source>
        <translation>Koppeln Sie mindestens einen Spark, um den Cluster einzurichten.</translation>
    </message>
    <message>
        <source>Choose at least one other Spark.</source>
        <translation>Wählen Sie mindestens einen anderen Spark.</translation>
    </message>
    <message numerus="yes">
        <source>%n Spark(s) will be configured together.</source>
        <translation>
            <numerusform>%n Spark wird gemeinsam eingerichtet.</numerusform>
            <numerusform>%n Sparks werden gemeinsam eingerichtet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (this Spark)</source>
        <translation>%1 (dieser Spark)</translation>
    </message>
    <message>
        <source>This Spark is always a member: it is the one configuring them.</source>
        <translation>Dieser Spark ist immer Mitglied: Er konfiguriert die anderen.</translation>
    </message>
    <message>
        <source>Paired. Key fingerprint: %1</source>
        <translation>Gekoppelt. Fingerabdruck des Schlüssels: %1</translation>
    </message>
    <message>
        <source>A&amp;ccepting one pairing request (%1 s)…</source>
        <translation>Eine Kopplungsanfrage wird &amp;angenommen (%1 s)…</translation>
    </message>
    <message>
        <source>A ring: a Spark on each port</source>
        <translation>Ein Ring: an jedem Port ein Spark</translation>
    </message>
</context>
<context>
    <name>FleetChart</name>
    <message>
        <source>half 0 tx</source>
        <translation>Hälfte 0 tx</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>Hälfte 0 rx</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>Hälfte 1 tx</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>Hälfte 1 rx</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>Port tx</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>Port rx</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>RoCE Gb/s</source>
        <translation>RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4 · DEMO — simulated counters</source>
        <translation>%1, Port %2 · Leitstand %3 · %4 · DEMO – simulierte Zähler</translation>
    </message>
    <message>
        <source>%1, port %2 · seat %3 · %4</source>
        <translation>%1, Port %2 · Leitstand %3 · %4</translation>
    </message>
    <message>
        <source>There is no recorded history of this link to export.</source>
        <translation>Für diese Verbindung ist kein Verlauf zum Exportieren aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>FleetMemberCard</name>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Export the plot of %1, port %2</source>
        <translation>Diagramm von %1, Port %2 exportieren</translation>
    </message>
    <message>
        <source>Plot as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG…</translation>
    </message>
    <message>
        <source>Plot as &amp;SVG…</source>
        <translation>Diagramm als &amp;SVG…</translation>
    </message>
    <message>
        <source>Data as &amp;CSV…</source>
        <translation>Daten als &amp;CSV…</translation>
    </message>
    <message>
        <source>link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>tx</source>
        <translation>tx</translation>
    </message>
    <message>
        <source>rx</source>
        <translation>rx</translation>
    </message>
    <message>
        <source>retr.</source>
        <translation>Wdh.</translation>
    </message>
    <message>
        <source>OOS</source>
        <translation>OOS</translation>
    </message>
    <message>
        <source>CNP</source>
        <translation>CNP</translation>
    </message>
    <message>
        <source>flaps</source>
        <translation>Flaps</translation>
    </message>
    <message>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>down</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>half %1</source>
        <translation>Hälfte %1</translation>
    </message>
    <message>
        <source>sum</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>no data from %1 for %2 s</source>
        <translation>seit %2 s keine Daten von %1</translation>
    </message>
    <message>
        <source>no data from %1 yet</source>
        <translation>noch keine Daten von %1</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinde…</translation>
    </message>
    <message>
        <source>Port %1, its twins</source>
        <translation>Port %1, seine Zwillinge</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>Port %1</translation>
    </message>
</context>
<context>
    <name>FleetSample</name>
    <message>
        <source>bad metrics sample: %1</source>
        <translation>ungültige Messwerte: %1</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>not version f1</source>
        <translation>nicht Version f1</translation>
    </message>
    <message>
        <source>more than %1 twins</source>
        <translation>mehr als %1 Zwillinge</translation>
    </message>
    <message>
        <source>record %1 has not 13 fields</source>
        <translation>Eintrag %1 hat nicht 13 Felder</translation>
    </message>
    <message>
        <source>record %1: bad port or half</source>
        <translation>Eintrag %1: ungültiger Port oder ungültige Hälfte</translation>
    </message>
    <message>
        <source>record %1: bad carrier, speed or rdma</source>
        <translation>Eintrag %1: ungültiger Carrier, Geschwindigkeit oder RDMA-Angabe</translation>
    </message>
    <message>
        <source>record %1: bad rate</source>
        <translation>Eintrag %1: ungültige Rate</translation>
    </message>
    <message>
        <source>record %1: RoCE rates without RDMA counters</source>
        <translation>Eintrag %1: RoCE-Raten ohne RDMA-Zähler</translation>
    </message>
    <message>
        <source>record %1: bad counter</source>
        <translation>Eintrag %1: ungültiger Zähler</translation>
    </message>
    <message>
        <source>record %1: twins repeated or out of order</source>
        <translation>Eintrag %1: Zwillinge wiederholt oder nicht in Reihenfolge</translation>
    </message>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not &quot;%3&quot;</source>
        <translation>eine Messrate ist %1 bis %2 Hz, nicht „%3“</translation>
    </message>
</context>
<context>
    <name>FleetSubscription</name>
    <message>
        <source>a metrics rate is %1 to %2 Hz, not %3</source>
        <translation>eine Messrate ist %1 bis %2 Hz, nicht %3</translation>
    </message>
    <message>
        <source>a member is subscribed to by its key id and at least one address</source>
        <translation>ein Mitglied wird über seine Schlüssel-ID und mindestens eine Adresse abonniert</translation>
    </message>
</context>
<context>
    <name>FleetView</name>
    <message>
        <source>No cluster yet: once a cluster is applied, every member is shown here.</source>
        <translation>Noch kein Cluster: Sobald ein Cluster angewendet ist, wird hier jedes Mitglied gezeigt.</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Copy cluster as text</source>
        <translation>Cluster als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Puts the cluster on the clipboard as text to paste into an issue: members as paired here, cables, addresses, MTU, the last test rates and the versions.</source>
        <translation>Legt den Cluster als Text in die Zwischenablage, zum Einfügen in einen Fehlerbericht: Mitglieder wie hier gekoppelt, Kabel, Adressen, MTU, die letzten Testraten und die Versionen.</translation>
    </message>
</context>
<context>
    <name>HelperMemberBridge</name>
    <message>
        <source>This Spark&apos;s helper refuses the plan: %1</source>
        <translation>Der Helfer dieses Sparks lehnt den Plan ab: %1</translation>
    </message>
</context>
<context>
    <name>HostDestinationSource</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 ist größer als %2 Bytes</translation>
    </message>
</context>
<context>
    <name>HostNetwork</name>
    <message>
        <source>%1 (an address on %2)</source>
        <translation>%1 (eine Adresse auf %2)</translation>
    </message>
    <message>
        <source>%1 (a route without a device)</source>
        <translation>%1 (eine Route ohne Gerät)</translation>
    </message>
    <message>
        <source>%1 (a route via %2)</source>
        <translation>%1 (eine Route über %2)</translation>
    </message>
</context>
<context>
    <name>InventoryJson</name>
    <message>
        <source>must be a JSON %1</source>
        <translation>muss vom JSON-Typ %1 sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must hold strings</source>
        <translation>muss Zeichenketten enthalten</translation>
    </message>
</context>
<context>
    <name>Iperf</name>
    <message>
        <source>libiperf could not start a test</source>
        <translation>libiperf konnte keinen Test starten</translation>
    </message>
    <message>
        <source>iperf client %1 → %2:%3: %4</source>
        <translation>iperf-Client %1 → %2:%3: %4</translation>
    </message>
    <message>
        <source>iperf server on %1:%2: %3</source>
        <translation>iperf-Server auf %1:%2: %3</translation>
    </message>
</context>
<context>
    <name>Ipv4Subnet</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 network in CIDR form, like 192.168.177.0/24.</source>
        <translation>„%1“ ist kein IPv4-Netz in CIDR-Schreibweise wie 192.168.177.0/24.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has host bits set; the network is %2.</source>
        <translation>In „%1“ sind Host-Bits gesetzt; das Netz ist %2.</translation>
    </message>
</context>
<context>
    <name>JointApply</name>
    <message>
        <source>reading its state</source>
        <translation>Lesen seines Zustands</translation>
    </message>
    <message>
        <source>trying the plan</source>
        <translation>Ausprobieren des Plans</translation>
    </message>
    <message>
        <source>checking its links</source>
        <translation>Prüfen seiner Verbindungen</translation>
    </message>
    <message>
        <source>confirming</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 did not answer in time while %2.</source>
        <translation>%1 hat beim %2 nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark.</source>
        <translation>%1 hat mit dem Zustand eines anderen Sparks geantwortet.</translation>
    </message>
    <message>
        <source>%1&apos;s network configuration changed since you reviewed the plan; nothing was changed anywhere. Go back and review it again.</source>
        <translation>Die Netzwerkkonfiguration von %1 hat sich geändert, seit Sie den Plan geprüft haben; nirgends wurde etwas geändert. Gehen Sie zurück und prüfen Sie ihn erneut.</translation>
    </message>
    <message>
        <source>it confirmed, but does not hold the plan now</source>
        <translation>er hat bestätigt, hält den Plan jetzt aber nicht</translation>
    </message>
    <message>
        <source>%1 did not keep the plan after confirming it. Retry to apply it again.</source>
        <translation>%1 hat den Plan nach der Bestätigung nicht behalten. Wiederholen Sie, um ihn erneut anzuwenden.</translation>
    </message>
    <message>
        <source>Every member confirmed the plan and holds it.</source>
        <translation>Jedes Mitglied hat den Plan bestätigt und hält ihn.</translation>
    </message>
    <message>
        <source>The cluster already matches its plan: nothing was changed.</source>
        <translation>Der Cluster entspricht bereits seinem Plan: Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>this seat has no key to sign %1&apos;s plan with</source>
        <translation>dieser leitende Spark hat keinen Schlüssel, um den Plan für %1 zu signieren</translation>
    </message>
    <message>
        <source>%1 failed the check on %2</source>
        <translation>%1 hat die Prüfung nicht bestanden: %2</translation>
    </message>
    <message>
        <source>%1 failed while %2.</source>
        <translation>%1 ist beim %2 gescheitert.</translation>
    </message>
    <message>
        <source>confirmed, but its state could not be read again: %1</source>
        <translation>bestätigt, aber sein Zustand konnte nicht erneut gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 confirmed, but could not be asked afterwards whether it kept the plan: %2</source>
        <translation>%1 hat bestätigt, konnte danach aber nicht gefragt werden, ob er den Plan behalten hat: %2</translation>
    </message>
    <message>
        <source>%1 did not confirm (%2); its helper reverts on its own at the deadline. Retry to apply the plan again.</source>
        <translation>%1 hat nicht bestätigt (%2); sein Helfer nimmt die Änderung zur Frist von selbst zurück. Wiederholen Sie, um den Plan erneut anzuwenden.</translation>
    </message>
    <message>
        <source>cancelled because %1</source>
        <translation>abgebrochen, weil: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>you cancelled the apply</source>
        <translation>Sie haben das Anwenden abgebrochen</translation>
    </message>
    <message>
        <source>The apply failed.</source>
        <translation>Das Anwenden ist gescheitert.</translation>
    </message>
    <message>
        <source>Every member is back to its previous configuration.</source>
        <translation>Jedes Mitglied hat wieder seine vorherige Konfiguration.</translation>
    </message>
    <message>
        <source>nobody kept the change before the countdown ended</source>
        <translation>niemand hat die Änderung behalten, bevor der Countdown ablief</translation>
    </message>
    <message>
        <source>its previous file is back</source>
        <translation>seine vorherige Datei ist zurück</translation>
    </message>
    <message>
        <source>%1 still holds the plan</source>
        <translation>%1 hat den Plan noch</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not report its previous file back (%2); its helper reverts on its own within %n s</source>
        <translation>
            <numerusform>%1 hat nicht gemeldet, dass seine vorherige Datei zurück ist (%2); sein Helfer nimmt die Änderung in %n Sekunde von selbst zurück</numerusform>
            <numerusform>%1 hat nicht gemeldet, dass seine vorherige Datei zurück ist (%2); sein Helfer nimmt die Änderung in %n Sekunden von selbst zurück</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanPeersList</name>
    <message>
        <source>Sparks on the network, not cabled</source>
        <translation>Sparks im Netzwerk, nicht verkabelt</translation>
    </message>
    <message>
        <source>Sparks that answer on the management network (mDNS) but have no cable to this one. Their names are what the network claims: unverified until you pair. Cable one to a QSFP port to configure it.</source>
        <translation>Sparks, die im Verwaltungsnetz (mDNS) antworten, aber kein Kabel zu diesem haben. Ihre Namen sind das, was das Netzwerk behauptet: ungeprüft, bis Sie koppeln. Verbinden Sie einen mit einem QSFP-Port, um ihn zu konfigurieren.</translation>
    </message>
    <message>
        <source>Sparkwire running</source>
        <translation>Sparkwire läuft</translation>
    </message>
    <message>
        <source>Sparkwire not running (SSH only)</source>
        <translation>Sparkwire läuft nicht (nur SSH)</translation>
    </message>
    <message>
        <source>%1 — on the network, not cabled; %2 (name as the network claims, unverified)</source>
        <translation>%1 — im Netzwerk, nicht verkabelt; %2 (Name laut Netzwerk, ungeprüft)</translation>
    </message>
    <message>
        <source>Sparks on the network are not listed: %1.</source>
        <translation>Sparks im Netzwerk werden nicht aufgeführt: %1.</translation>
    </message>
    <message>
        <source>Addresses: %1</source>
        <translation>Adressen: %1</translation>
    </message>
    <message>
        <source>Key id it claims: %1</source>
        <translation>Behauptete Schlüssel-ID: %1</translation>
    </message>
    <message>
        <source>None found on the network (mDNS).</source>
        <translation>Keine im Netzwerk gefunden (mDNS).</translation>
    </message>
    <message>
        <source>On the network, not cab&amp;led:</source>
        <translation>Im &amp;Netzwerk, nicht verkabelt:</translation>
    </message>
</context>
<context>
    <name>LaunchPathDoctor</name>
    <message>
        <source>node 1</source>
        <translation>Knoten 1</translation>
    </message>
    <message>
        <source>The TCP paths from %1 to the head %2 were not checked.</source>
        <translation>Die TCP-Wege von %1 zum Kopf %2 wurden nicht geprüft.</translation>
    </message>
    <message>
        <source>Run `sparkwirectl cluster apply` from %1 once %2 is reachable; it checks the launch paths after Keep.</source>
        <translation>Führen Sie `sparkwirectl cluster apply` auf %1 aus, sobald %2 erreichbar ist; nach „Behalten“ prüft es die Startwege.</translation>
    </message>
    <message>
        <source>Connections from %1 to %2 on TCP %3 get no answer: a firewall on %2 (or on the path) drops them, so torchrun, Ray or vLLM on %1 would hang at start.</source>
        <translation>Verbindungen von %1 zu %2 über TCP %3 bekommen keine Antwort: eine Firewall auf %2 (oder auf dem Weg) verwirft sie, sodass torchrun, Ray oder vLLM auf %1 beim Start hängen würden.</translation>
    </message>
    <message>
        <source>On %1, allow TCP %2 in from the fabric subnets (e.g. `sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp`, or an nftables accept rule before the drop), then run `sparkwirectl doctor --cluster` again.</source>
        <translation>Erlauben Sie auf %1 eingehendes TCP %2 aus den Fabric-Subnetzen (z. B. `sudo ufw allow in on &lt;CX-7 netdev&gt; to any port &lt;port&gt; proto tcp` oder eine nftables-Accept-Regel vor dem Drop) und führen Sie dann `sparkwirectl doctor --cluster` erneut aus.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 at %3: the head&apos;s fabric address is not on %1&apos;s links (a wrong address, or a cable moved).</source>
        <translation>%1 erreicht %2 unter %3 nicht: die Fabric-Adresse des Kopfes liegt nicht auf den Verbindungen von %1 (eine falsche Adresse oder ein umgestecktes Kabel).</translation>
    </message>
    <message>
        <source>Check the cables between %1 and %2, then run `sparkwirectl cluster apply` again.</source>
        <translation>Prüfen Sie die Kabel zwischen %1 und %2 und führen Sie dann `sparkwirectl cluster apply` erneut aus.</translation>
    </message>
</context>
<context>
    <name>LaunchPaths</name>
    <message>
        <source>this Spark is not a member of the cluster</source>
        <translation>dieser Spark ist kein Mitglied des Clusters</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>der Cluster-Datensatz hat keinen Knoten 1</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: kein Objekt</translation>
    </message>
    <message>
        <source>%1: a path the cluster record does not give this member</source>
        <translation>%1: ein Weg, den der Cluster-Datensatz diesem Mitglied nicht gibt</translation>
    </message>
    <message>
        <source>%1: a path named twice</source>
        <translation>%1: ein zweimal genannter Weg</translation>
    </message>
    <message>
        <source>%1: not ok, dropped or unreachable</source>
        <translation>%1: nicht ok, dropped oder unreachable</translation>
    </message>
    <message>
        <source>launch-path: it leaves out paths the cluster record gives this member</source>
        <translation>launch-path: es lässt Wege aus, die der Cluster-Datensatz diesem Mitglied gibt</translation>
    </message>
</context>
<context>
    <name>LinkChart</name>
    <message>
        <source>seconds ago</source>
        <translation>Sekunden zuvor</translation>
    </message>
    <message>
        <source>RoCE Gb/s</source>
        <translation>RoCE Gb/s</translation>
    </message>
    <message>
        <source>half 0 tx</source>
        <translation>Hälfte 0 tx</translation>
    </message>
    <message>
        <source>half 0 rx</source>
        <translation>Hälfte 0 rx</translation>
    </message>
    <message>
        <source>half 1 tx</source>
        <translation>Hälfte 1 tx</translation>
    </message>
    <message>
        <source>half 1 rx</source>
        <translation>Hälfte 1 rx</translation>
    </message>
    <message>
        <source>port tx</source>
        <translation>Port tx</translation>
    </message>
    <message>
        <source>port rx</source>
        <translation>Port rx</translation>
    </message>
    <message>
        <source>%1 · %2 · DEMO — simulated counters</source>
        <translation>%1 · %2 · DEMO — simulierte Zähler</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Soft-RoCE has no port counters: the rates are its netdev&apos;s bytes, which include UDP/IP headers, retransmissions and any other traffic on that netdev.</source>
        <translation>Soft-RoCE hat keine Port-Zähler: Die Raten sind die Bytes seines Netdevs, einschließlich UDP/IP-Header, Neuübertragungen und allen anderen Verkehrs auf diesem Netdev.</translation>
    </message>
    <message>
        <source>~RoCE Gb/s</source>
        <translation>~RoCE Gb/s</translation>
    </message>
    <message>
        <source>%1 (soft-RoCE: ~ the netdev&apos;s bytes)</source>
        <translation>%1 (Soft-RoCE: ~ die Bytes des Netdevs)</translation>
    </message>
</context>
<context>
    <name>LinkHistory</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>LinkTestSupport</name>
    <message>
        <source>%1 answered with a list of test servers that cannot be read.</source>
        <translation>%1 hat mit einer Liste von Testservern geantwortet, die sich nicht lesen lässt.</translation>
    </message>
    <message>
        <source>No twin of this Spark with an RDMA device and a RoCE v2 GID shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>Kein Zwilling dieses Sparks mit RDMA-Gerät und RoCE-v2-GID teilt ein Subnetz mit den Testservern von %1: zuerst den Plan auf beiden Sparks anwenden.</translation>
    </message>
    <message>
        <source>No twin of this Spark shares a subnet with the test servers of %1: apply the plan on both Sparks first.</source>
        <translation>Kein Zwilling dieses Sparks teilt ein Subnetz mit den Testservern von %1: zuerst den Plan auf beiden Sparks anwenden.</translation>
    </message>
</context>
<context>
    <name>LocalMember</name>
    <message>
        <source>%1 went back: %2</source>
        <translation>%1 ist zur vorherigen Datei zurückgekehrt: %2</translation>
    </message>
    <message>
        <source>nothing was pending</source>
        <translation>nichts stand aus</translation>
    </message>
    <message>
        <source>reverted</source>
        <translation>zurückgenommen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>DEMO — a simulated Spark. Nothing on this computer is read or changed.</source>
        <translation>DEMO — ein simulierter Spark. Auf diesem Computer wird nichts gelesen oder verändert.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Sparkwire</source>
        <translation>&amp;Über Sparkwire</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Bandwidth &amp;dashboard</source>
        <translation>Bandbreiten-&amp;Dashboard</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Diagnose…</source>
        <translation>&amp;Diagnose…</translation>
    </message>
    <message>
        <source>%1 (demo) — Sparkwire</source>
        <translation>%1 (Demo) — Sparkwire</translation>
    </message>
    <message>
        <source>%1 — Sparkwire</source>
        <translation>%1 — Sparkwire</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>&amp;Aktivität</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>The test result was not kept: %1</source>
        <translation>Das Testergebnis wurde nicht aufbewahrt: %1</translation>
    </message>
    <message>
        <source>The apply failed: %1</source>
        <translation>Das Anwenden ist gescheitert: %1</translation>
    </message>
    <message>
        <source>A link test failed: %1</source>
        <translation>Ein Verbindungstest ist gescheitert: %1</translation>
    </message>
    <message>
        <source>DEMO — a simulated Spark with the classic faults, for learning the diagnoses. Nothing on this computer is read or changed.</source>
        <translation>DEMO — ein simulierter Spark mit den klassischen Fehlern, um die Diagnosen kennenzulernen. Auf diesem Computer wird nichts gelesen oder geändert.</translation>
    </message>
    <message>
        <source>Vie&amp;w</source>
        <translation>&amp;Ansicht</translation>
    </message>
</context>
<context>
    <name>MdnsRecords</name>
    <message>
        <source>the TXT record has more than %1 strings</source>
        <translation>der TXT-Eintrag hat mehr als %1 Zeichenketten</translation>
    </message>
    <message>
        <source>a TXT string is longer than %1 bytes</source>
        <translation>eine TXT-Zeichenkette ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>the TXT record is longer than %1 bytes</source>
        <translation>der TXT-Eintrag ist länger als %1 Bytes</translation>
    </message>
    <message>
        <source>a TXT key has a character that is not printable ASCII</source>
        <translation>ein TXT-Schlüssel enthält ein Zeichen, das kein druckbares ASCII ist</translation>
    </message>
    <message>
        <source>not a service Sparkwire browses</source>
        <translation>kein Dienst, den Sparkwire sucht</translation>
    </message>
    <message>
        <source>not in the .local domain</source>
        <translation>nicht in der Domain .local</translation>
    </message>
    <message>
        <source>the service name is empty, longer than %1 bytes or not printable</source>
        <translation>der Dienstname ist leer, länger als %1 Bytes oder nicht druckbar</translation>
    </message>
    <message>
        <source>the host name is not a valid name ending in .local</source>
        <translation>der Hostname ist kein gültiger Name, der auf .local endet</translation>
    </message>
    <message>
        <source>the address is not an IP address</source>
        <translation>die Adresse ist keine IP-Adresse</translation>
    </message>
    <message>
        <source>the port is not between 1 and 65535</source>
        <translation>der Port liegt nicht zwischen 1 und 65535</translation>
    </message>
    <message>
        <source>the TXT record is not version 1 (v=1)</source>
        <translation>der TXT-Eintrag ist nicht Version 1 (v=1)</translation>
    </message>
    <message>
        <source>the TXT id is not 64 lower-case hex digits</source>
        <translation>die TXT-ID besteht nicht aus 64 kleingeschriebenen Hexziffern</translation>
    </message>
    <message>
        <source>the TXT host is not a valid host name</source>
        <translation>der TXT-Host ist kein gültiger Hostname</translation>
    </message>
</context>
<context>
    <name>MemberChangeNotice</name>
    <message>
        <source>&amp;Revert now</source>
        <translation>&amp;Jetzt zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Ausblenden</translation>
    </message>
    <message>
        <source>Reverting…</source>
        <translation>Wird zurückgesetzt…</translation>
    </message>
    <message>
        <source>Network change from %1</source>
        <translation>Netzwerkänderung von %1</translation>
    </message>
    <message>
        <source>%1 applied a network plan to this Spark&apos;s ConnectX-7 ports. It is in force now and goes back by itself unless %1 confirms it after checking every link.</source>
        <translation>%1 hat einen Netzwerkplan auf die ConnectX-7-Ports dieses Spark angewendet. Er gilt jetzt und wird von selbst zurückgenommen, wenn %1 ihn nicht nach der Prüfung jeder Verbindung bestätigt.</translation>
    </message>
    <message>
        <source>(no difference in the netplan file)</source>
        <translation>(kein Unterschied in der netplan-Datei)</translation>
    </message>
    <message numerus="yes">
        <source>Reverts by itself in %n s unless confirmed. Revert now if you did not expect it.</source>
        <translation>
            <numerusform>Wird in %n s von selbst zurückgesetzt, falls nicht bestätigt. Jetzt zurücksetzen, wenn Sie sie nicht erwartet haben.</numerusform>
            <numerusform>Wird in %n s von selbst zurückgesetzt, falls nicht bestätigt. Jetzt zurücksetzen, wenn Sie sie nicht erwartet haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Beibehalten: %1</translation>
    </message>
    <message>
        <source>Reverted: this Spark&apos;s previous netplan file is back (%1).</source>
        <translation>Zurückgesetzt: die vorherige netplan-Datei dieses Spark ist wieder da (%1).</translation>
    </message>
</context>
<context>
    <name>MemberFacts</name>
    <message>
        <source>%1: not a valid value</source>
        <translation>%1: kein gültiger Wert</translation>
    </message>
    <message>
        <source>%1: not an object</source>
        <translation>%1: kein Objekt</translation>
    </message>
    <message>
        <source>%1: not a netdev name</source>
        <translation>%1: kein Netdev-Name</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1: kein Dateiname</translation>
    </message>
    <message>
        <source>%1: not a tool Sparkwire knows</source>
        <translation>%1: kein Werkzeug, das Sparkwire kennt</translation>
    </message>
</context>
<context>
    <name>MemberState</name>
    <message>
        <source>%1: must be a JSON object</source>
        <translation>%1: muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a netdev name</source>
        <translation>%1: „%2“ ist kein Netdev-Name</translation>
    </message>
    <message>
        <source>%1: the id must be 64 lower-case hex digits</source>
        <translation>%1: Die ID muss aus 64 kleingeschriebenen Hex-Ziffern bestehen</translation>
    </message>
    <message>
        <source>member state</source>
        <translation>Mitgliedszustand</translation>
    </message>
    <message>
        <source>%1: must be plain text, not empty</source>
        <translation>%1: muss einfacher Text sein, nicht leer</translation>
    </message>
    <message>
        <source>%1: listed twice</source>
        <translation>%1: doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1: a member cannot hear itself</source>
        <translation>%1: Ein Mitglied kann sich nicht selbst hören</translation>
    </message>
    <message>
        <source>%1: must be plain text</source>
        <translation>%1: muss einfacher Text sein</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a.b.c.d/nn</source>
        <translation>%1: „%2“ ist nicht a.b.c.d/nn</translation>
    </message>
    <message>
        <source>%1: must be &quot;ask&quot; or &quot;delegated&quot;</source>
        <translation>%1: muss „ask“ oder „delegated“ sein</translation>
    </message>
    <message>
        <source>%1: must be empty or %2 bytes</source>
        <translation>%1: muss leer sein oder %2 Byte haben</translation>
    </message>
</context>
<context>
    <name>MemberStateReader</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win.</source>
        <translation>/%1 konfiguriert auch %2 und kommt später, daher gelten seine Einstellungen.</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file comes later and overrides the same settings, but anything else there still applies.</source>
        <translation>/%1 konfiguriert auch %2; die Datei von Sparkwire kommt später und überschreibt dieselben Einstellungen, alles andere dort gilt aber weiterhin.</translation>
    </message>
    <message>
        <source>/%1 could not be read (%2).</source>
        <translation>/%1 konnte nicht gelesen werden (%2).</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>der Helfer dieses Sparks ist nicht vorhanden</translation>
    </message>
</context>
<context>
    <name>MemberTry</name>
    <message>
        <source>try request</source>
        <translation>Versuchsanfrage</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: a signed try needs the member&apos;s %2-byte nonce and an expiry</source>
        <translation>%1: Ein signierter Versuch braucht die %2-Byte-Nonce des Mitglieds und ein Ablaufdatum</translation>
    </message>
    <message>
        <source>%1: a nonce or an expiry without a signature</source>
        <translation>%1: eine Nonce oder ein Ablaufdatum ohne Signatur</translation>
    </message>
</context>
<context>
    <name>NcclChart</name>
    <message>
        <source>NCCL bus bandwidth</source>
        <translation>NCCL-Busbandbreite</translation>
    </message>
    <message>
        <source>message size (log₂ scale)</source>
        <translation>Nachrichtengröße (log₂-Skala)</translation>
    </message>
    <message>
        <source>busbw GB/s</source>
        <translation>busbw GB/s</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>%1: bus bandwidth, %2 ranks on %3 node(s)</source>
        <translation>%1: Busbandbreite, %2 Ranks auf %3 Knoten</translation>
    </message>
    <message>
        <source>floor</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>The two solid lines: the bus bandwidth measured at each message size (out-of-place, in-place). The broken line: the floor, what a healthy Spark pair reaches at large messages; a run below it gets a verdict that says why.</source>
        <translation>Die beiden durchgezogenen Linien: die gemessene Busbandbreite je Nachrichtengröße (out-of-place, in-place). Die unterbrochene Linie: das Minimum, das ein gesundes Spark-Paar bei großen Nachrichten erreicht; ein Lauf darunter bekommt einen Befund, der sagt, warum.</translation>
    </message>
</context>
<context>
    <name>NcclEnvironment</name>
    <message>
        <source>No CX-7 netdev has a link and an address: apply the plan first (the wizard, or `sparkwirectl apply`).</source>
        <translation>Kein CX-7-Netdev hat Verbindung und Adresse: zuerst den Plan anwenden (Assistent oder `sparkwirectl apply`).</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 IPv4 GID yet: give %2 its address, then ask again.</source>
        <translation>%1 hat noch keine RoCE-v2-IPv4-GID: %2 seine Adresse geben, dann erneut fragen.</translation>
    </message>
    <message>
        <source>A ring uses all four CX-7 netdevs; only %1 are up and addressed.</source>
        <translation>Ein Ring nutzt alle vier CX-7-Netdevs; nur %1 sind aktiv und adressiert.</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID index differs between devices (%1); NCCL takes one index for all. Re-apply the plan so the tables match.</source>
        <translation>Der RoCE-v2-IPv4-GID-Index unterscheidet sich zwischen den Geräten (%1); NCCL nimmt einen Index für alle. Den Plan erneut anwenden, damit die Tabellen übereinstimmen.</translation>
    </message>
    <message>
        <source>A ring bootstraps over the management port, and none is up.</source>
        <translation>Ein Ring startet über den Management-Port, und keiner ist aktiv.</translation>
    </message>
</context>
<context>
    <name>NcclOutputParser</name>
    <message>
        <source>no nccl-tests output or NCCL log lines found</source>
        <translation>keine Ausgabe von nccl-tests und keine NCCL-Protokollzeilen gefunden</translation>
    </message>
    <message>
        <source>no result rows: the output ends before the first size (cut short, or the test failed before it started)</source>
        <translation>keine Ergebniszeilen: Die Ausgabe endet vor der ersten Größe (abgeschnitten, oder der Test scheiterte vor dem Start)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>not an nccl-tests -J file: no &quot;results&quot; list</source>
        <translation>keine nccl-tests-Datei (-J): keine Liste &quot;results&quot;</translation>
    </message>
    <message>
        <source>result %1 is incomplete</source>
        <translation>Ergebnis %1 ist unvollständig</translation>
    </message>
</context>
<context>
    <name>NcclPreflight</name>
    <message>
        <source>nccl-tests was not started: %1 (%2) Fix: %3</source>
        <translation>nccl-tests wurde nicht gestartet: %1 (%2) Abhilfe: %3</translation>
    </message>
</context>
<context>
    <name>NcclVerdicts</name>
    <message>
        <source>NCCL found no network interface to bootstrap over.</source>
        <translation>NCCL fand keine Netzwerkschnittstelle für den Start.</translation>
    </message>
    <message>
        <source>The NCCL test failed.</source>
        <translation>Der NCCL-Test ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>NCCL carried the data over TCP sockets, not RDMA: this run fails whatever its numbers (sockets top out at a few GB/s).</source>
        <translation>NCCL hat die Daten über TCP-Sockets übertragen, nicht über RDMA: Dieser Lauf gilt unabhängig von seinen Zahlen als fehlgeschlagen (Sockets schaffen nur wenige GB/s).</translation>
    </message>
    <message>
        <source>Check that `ibv_devices` lists both twins&apos; RDMA devices, that NCCL_IB_HCA names them (e.g. rocep1s0f1,roceP2p1s0f1) and that NCCL_IB_DISABLE is unset; in containers pass /dev/infiniband. `sparkwirectl nccl env` prints a working environment.</source>
        <translation>Prüfen, ob `ibv_devices` die RDMA-Geräte beider Zwillinge zeigt, NCCL_IB_HCA sie nennt (z. B. rocep1s0f1,roceP2p1s0f1) und NCCL_IB_DISABLE nicht gesetzt ist; in Containern /dev/infiniband durchreichen. `sparkwirectl nccl env` gibt eine funktionierende Umgebung aus.</translation>
    </message>
    <message>
        <source>NCCL used one RDMA device: one twin of the port sat idle, so the link tops out near 100 Gb/s instead of ~190.</source>
        <translation>NCCL nutzte ein RDMA-Gerät: Ein Zwilling des Ports blieb ungenutzt, daher endet die Verbindung bei etwa 100 Gb/s statt ~190.</translation>
    </message>
    <message>
        <source>List both twins in NCCL_IB_HCA, e.g. rocep1s0f1,roceP2p1s0f1.</source>
        <translation>Beide Zwillinge in NCCL_IB_HCA nennen, z. B. rocep1s0f1,roceP2p1s0f1.</translation>
    </message>
    <message>
        <source>all_gather bus bandwidth between the two Sparks stays under %1 GB/s at large messages.</source>
        <translation>Die all_gather-Busbandbreite zwischen den beiden Sparks bleibt bei großen Nachrichten unter %1 GB/s.</translation>
    </message>
    <message>
        <source>Use both twins (NCCL_IB_HCA), MTU 9000 on every CX-7 netdev, the resolved RoCE v2 GID index, and the dmabuf GPUDirect mode where supported.</source>
        <translation>Beide Zwillinge nutzen (NCCL_IB_HCA), MTU 9000 auf jedem CX-7-Netdev, den ermittelten RoCE-v2-GID-Index und, wo unterstützt, den GPUDirect-Modus dmabuf.</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: the nccl-tests binary is missing there or not executable.</source>
        <translation>mpirun konnte den Test auf einem Host nicht starten: Das nccl-tests-Programm fehlt dort oder ist nicht ausführbar.</translation>
    </message>
    <message>
        <source>Build nccl-tests with MPI=1 at the same path on every host (e.g. ~/nccl-tests/build), or give its full path with --test.</source>
        <translation>Bauen Sie nccl-tests mit MPI=1 auf jedem Host unter demselben Pfad (z. B. ~/nccl-tests/build), oder geben Sie den vollen Pfad mit --test an.</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh does not know that host&apos;s key and refused to connect.</source>
        <translation>mpirun konnte den Test auf einem Host nicht starten: ssh kennt den Schlüssel dieses Hosts nicht und hat die Verbindung verweigert.</translation>
    </message>
    <message>
        <source>Connect once by hand (`ssh &lt;host&gt; true`) and accept the key, or run `sparkwirectl ssh-setup` for the paired peer.</source>
        <translation>Verbinden Sie sich einmal von Hand (`ssh &lt;host&gt; true`) und bestätigen Sie den Schlüssel, oder führen Sie `sparkwirectl ssh-setup` für den gekoppelten Peer aus.</translation>
    </message>
    <message>
        <source>mpirun could not start the test on a host: ssh to it was refused.</source>
        <translation>mpirun konnte den Test auf einem Host nicht starten: ssh dorthin wurde abgewiesen.</translation>
    </message>
    <message>
        <source>Make sure sshd runs on every host and that this user logs in without a password (`sparkwirectl ssh-setup`); test with `ssh &lt;host&gt; true`.</source>
        <translation>Stellen Sie sicher, dass sshd auf jedem Host läuft und dieser Benutzer sich ohne Passwort anmeldet (`sparkwirectl ssh-setup`); prüfen Sie es mit `ssh &lt;host&gt; true`.</translation>
    </message>
    <message>
        <source>mpirun could not place every rank: the hosts offer fewer slots than ranks were asked for.</source>
        <translation>mpirun konnte nicht jeden Rang unterbringen: Die Hosts bieten weniger Slots als Ränge verlangt wurden.</translation>
    </message>
    <message>
        <source>Name each host once in --hosts (one rank a host), or check that the names resolve to different machines.</source>
        <translation>Nennen Sie jeden Host einmal in --hosts (ein Rang je Host), oder prüfen Sie, dass die Namen zu verschiedenen Rechnern auflösen.</translation>
    </message>
    <message>
        <source>Every process ran its own one-rank test: the nccl-tests binary was built without MPI, so the ranks never met.</source>
        <translation>Jeder Prozess lief als eigener Test mit einem Rang: Das nccl-tests-Programm wurde ohne MPI gebaut, die Ränge haben sich nie getroffen.</translation>
    </message>
    <message>
        <source>%1 separate test headers, each with rank 0</source>
        <translation>%1 getrennte Testköpfe, jeder mit Rang 0</translation>
    </message>
    <message>
        <source>Rebuild nccl-tests with `make MPI=1 MPI_HOME=&lt;dir&gt;` on every host.</source>
        <translation>Bauen Sie nccl-tests auf jedem Host mit `make MPI=1 MPI_HOME=&lt;dir&gt;` neu.</translation>
    </message>
    <message>
        <source>The run was cancelled.</source>
        <translation>Der Lauf wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>stopped by the person after %n size(s)</source>
        <translation>
            <numerusform>von der Person nach %n Größe angehalten</numerusform>
            <numerusform>von der Person nach %n Größen angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to fix; run it again to get a whole result.</source>
        <translation>Nichts zu beheben; starten Sie ihn erneut für ein vollständiges Ergebnis.</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and there is no netdev %1 on this host.</source>
        <translation>NCCL fand keine Schnittstelle für den Bootstrap: NCCL_SOCKET_IFNAME=%1, und auf diesem Host gibt es kein Netdev %1.</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1, and %1 is down on this host.</source>
        <translation>NCCL fand keine Schnittstelle für den Bootstrap: NCCL_SOCKET_IFNAME=%1, und %1 ist auf diesem Host nicht aktiv.</translation>
    </message>
    <message>
        <source>NCCL found no interface to bootstrap over: NCCL_SOCKET_IFNAME=%1 matches no interface that is up with an address on the host that failed.</source>
        <translation>NCCL fand keine Schnittstelle für den Bootstrap: NCCL_SOCKET_IFNAME=%1 passt auf dem fehlgeschlagenen Host zu keiner aktiven Schnittstelle mit Adresse.</translation>
    </message>
    <message>
        <source>Set NCCL_SOCKET_IFNAME to a netdev that is up with an IPv4 address on every node (the fabric netdev Sparkwire configured, e.g. enp1s0f1np1, or the management port: bootstrap over it is fine): `sparkwirectl nccl env`.</source>
        <translation>Setzen Sie NCCL_SOCKET_IFNAME auf jedem Knoten auf ein aktives Netdev mit IPv4-Adresse (das von Sparkwire eingerichtete Fabric-Netdev, z. B. enp1s0f1np1, oder den Management-Port: Bootstrap darüber ist in Ordnung): `sparkwirectl nccl env`.</translation>
    </message>
    <message>
        <source>The hosts run different NCCL versions; NCCL refuses to connect them.</source>
        <translation>Die Hosts haben verschiedene NCCL-Versionen; NCCL verbindet sie nicht.</translation>
    </message>
    <message>
        <source>Install the same NCCL on every host (`dpkg -l libnccl2`), or run the same container image everywhere.</source>
        <translation>Installieren Sie auf jedem Host dasselbe NCCL (`dpkg -l libnccl2`), oder verwenden Sie überall dasselbe Container-Image.</translation>
    </message>
    <message>
        <source>while allocating the buffers for the largest size</source>
        <translation>beim Anlegen der Puffer für die größte Größe</translation>
    </message>
    <message>
        <source>after %1 bytes, the last size that completed</source>
        <translation>nach %1 Bytes, der letzten vollständigen Größe</translation>
    </message>
    <message>
        <source>The GPU ran out of memory %1.</source>
        <translation>Der GPU ging der Speicher aus, %1.</translation>
    </message>
    <message>
        <source>Use a smaller --max (well under the memory the GPU has free; on a Spark, unified memory is shared with the CPU).</source>
        <translation>Verwenden Sie ein kleineres --max (deutlich unter dem freien GPU-Speicher; auf einem Spark teilt sich der Unified Memory mit der CPU).</translation>
    </message>
    <message>
        <source>NCCL warned during the run; its words are quoted as evidence.</source>
        <translation>NCCL hat während des Laufs gewarnt; seine Worte stehen als Beleg da.</translation>
    </message>
    <message>
        <source>Run again with NCCL_DEBUG=INFO; the lines before each warning say what NCCL was doing.</source>
        <translation>Starten Sie erneut mit NCCL_DEBUG=INFO; die Zeilen vor jeder Warnung sagen, was NCCL gerade tat.</translation>
    </message>
    <message>
        <source>Read the last lines above; run again with NCCL_DEBUG=INFO for the transport and interface NCCL chose.</source>
        <translation>Lesen Sie die letzten Zeilen oben; starten Sie erneut mit NCCL_DEBUG=INFO, um Transport und Schnittstelle von NCCL zu sehen.</translation>
    </message>
    <message>
        <source>The test exited with status %1.</source>
        <translation>Der Test endete mit Status %1.</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>Read the last lines above and the full output in the run&apos;s history folder.</source>
        <translation>Lesen Sie die letzten Zeilen oben und die vollständige Ausgabe im Verlaufsordner des Laufs.</translation>
    </message>
    <message>
        <source>The test ended before its first message size.</source>
        <translation>Der Test endete vor seiner ersten Nachrichtengröße.</translation>
    </message>
    <message>
        <source>Read the full output in the run&apos;s history folder.</source>
        <translation>Lesen Sie die vollständige Ausgabe im Verlaufsordner des Laufs.</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) does not exist on a host.</source>
        <translation>mpirun konnte nicht starten: Das für seinen Out-of-Band-Kanal genannte Netdev (oob_tcp_if_include, aus NCCL_SOCKET_IFNAME) gibt es auf einem Host nicht.</translation>
    </message>
    <message>
        <source>mpirun could not start: the netdev named for its out-of-band channel (oob_tcp_if_include, set from NCCL_SOCKET_IFNAME) is %1, and a host has no netdev of that name.</source>
        <translation>mpirun konnte nicht starten: Das für seinen Out-of-Band-Kanal genannte Netdev (oob_tcp_if_include, aus NCCL_SOCKET_IFNAME) ist %1, und ein Host hat kein Netdev dieses Namens.</translation>
    </message>
    <message>
        <source>Apply the plan on every host first (the fabric netdev must exist and be up), or set NCCL_SOCKET_IFNAME to a netdev that is up on every host; `sparkwirectl nccl env` prints the one this Spark uses.</source>
        <translation>Wenden Sie zuerst auf jedem Host den Plan an (das Fabric-Netdev muss existieren und aktiv sein), oder setzen Sie NCCL_SOCKET_IFNAME auf ein Netdev, das auf jedem Host aktiv ist; `sparkwirectl nccl env` gibt das aus, das dieser Spark verwendet.</translation>
    </message>
    <message>
        <source>Two ranks landed on the same GPU; NCCL refuses that (one GPU per rank).</source>
        <translation>Zwei Ranks liegen auf derselben GPU; das lehnt NCCL ab (eine GPU je Rank).</translation>
    </message>
    <message>
        <source>Run one rank per GPU: on Sparks one rank per node (one host per Spark in --hosts, --gpus 1), and do not set CUDA_VISIBLE_DEVICES or NCCL_TESTS_DEVICE to the same GPU for every rank.</source>
        <translation>Starten Sie einen Rank je GPU: auf Sparks einen Rank je Knoten (ein Host je Spark in --hosts, --gpus 1), und setzen Sie CUDA_VISIBLE_DEVICES oder NCCL_TESTS_DEVICE nicht für jeden Rank auf dieselbe GPU.</translation>
    </message>
</context>
<context>
    <name>NetlinkHostNetworkSource</name>
    <message>
        <source>cannot ask the kernel over netlink</source>
        <translation>kann den Kernel nicht über netlink abfragen</translation>
    </message>
    <message>
        <source>cannot read the kernel&apos;s netlink answer</source>
        <translation>kann die netlink-Antwort des Kernels nicht lesen</translation>
    </message>
    <message>
        <source>a netlink answer did not fit in %1 bytes</source>
        <translation>eine netlink-Antwort passte nicht in %1 Bytes</translation>
    </message>
    <message>
        <source>the kernel refused a netlink dump</source>
        <translation>der Kernel hat einen netlink-Dump abgelehnt</translation>
    </message>
    <message>
        <source>cannot open a netlink socket</source>
        <translation>kann keinen netlink-Socket öffnen</translation>
    </message>
    <message>
        <source>the host&apos;s addresses and routes kept changing while being read</source>
        <translation>die Adressen und Routen des Hosts haben sich während des Lesens ständig geändert</translation>
    </message>
    <message>
        <source>the kernel refused a route lookup</source>
        <translation>der Kernel hat eine Routenabfrage abgelehnt</translation>
    </message>
</context>
<context>
    <name>NetplanHierarchy</name>
    <message>
        <source>cannot be read: %1</source>
        <translation>kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>NetplanMigration</name>
    <message>
        <source>%1 was left as it is: %2</source>
        <translation>%1 blieb unverändert: %2</translation>
    </message>
    <message>
        <source>%1 has no ethernets section to move from</source>
        <translation>%1 hat keinen ethernets-Abschnitt, aus dem etwas verschoben werden könnte</translation>
    </message>
    <message>
        <source>%1 could not be written again: %2</source>
        <translation>%1 konnte nicht neu geschrieben werden: %2</translation>
    </message>
    <message>
        <source># Sparkwire moved %1 from this file into 40-cx7.yaml, with your consent.
# The original is kept in /var/lib/sparkwire/migrated/%2.
</source>
        <translation># Sparkwire hat %1 mit Ihrer Zustimmung aus dieser Datei nach 40-cx7.yaml verschoben.
# Das Original liegt in /var/lib/sparkwire/migrated/%2.
</translation>
    </message>
    <message>
        <source>%1 does not parse (line %2): %3</source>
        <translation>%1 lässt sich nicht lesen (Zeile %2): %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>No scratch space to check the files: %1</source>
        <translation>Kein Arbeitsverzeichnis, um die Dateien zu prüfen: %1</translation>
    </message>
    <message>
        <source>No scratch space to check the files.</source>
        <translation>Kein Arbeitsverzeichnis, um die Dateien zu prüfen.</translation>
    </message>
    <message>
        <source>netplan would refuse the files after the move; nothing was changed.</source>
        <translation>netplan würde die Dateien nach dem Verschieben ablehnen; nichts wurde geändert.</translation>
    </message>
</context>
<context>
    <name>NetplanPolicy</name>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>YAML aliases (*name) are not allowed</source>
        <translation>YAML-Aliase (*name) sind nicht erlaubt</translation>
    </message>
    <message>
        <source>YAML anchors (&amp;name) are not allowed</source>
        <translation>YAML-Anker (&amp;name) sind nicht erlaubt</translation>
    </message>
    <message>
        <source>YAML tags (%1) are not allowed</source>
        <translation>YAML-Tags (%1) sind nicht erlaubt</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>Verschachtelung tiefer als %1 Ebenen</translation>
    </message>
    <message>
        <source>complex mapping keys are not allowed</source>
        <translation>komplexe Mapping-Schlüssel sind nicht erlaubt</translation>
    </message>
    <message>
        <source>duplicate key &apos;%1&apos;</source>
        <translation>doppelter Schlüssel „%1“</translation>
    </message>
    <message>
        <source>only version 2 is supported</source>
        <translation>nur Version 2 wird unterstützt</translation>
    </message>
    <message>
        <source>must map CX-7 netdevs to their settings</source>
        <translation>muss CX-7-Netdevs ihren Einstellungen zuordnen</translation>
    </message>
    <message>
        <source>renderer changes are not allowed; the system&apos;s renderer stays in charge</source>
        <translation>Änderungen am Renderer sind nicht erlaubt; der Renderer des Systems bleibt zuständig</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed; Sparkwire&apos;s file configures only ethernets</source>
        <translation>„%1“ ist nicht erlaubt; die Datei von Sparkwire konfiguriert nur ethernets</translation>
    </message>
    <message>
        <source>network.ethernets is missing</source>
        <translation>network.ethernets fehlt</translation>
    </message>
    <message>
        <source>network.ethernets.%1: &apos;%1&apos; is not a ConnectX-7 port of this host (allowed: %2)</source>
        <translation>network.ethernets.%1: „%1“ ist kein ConnectX-7-Port dieses Hosts (erlaubt: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>must be a mapping of settings</source>
        <translation>muss ein Mapping von Einstellungen sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: %2)</source>
        <translation>„%1“ ist hier nicht erlaubt (erlaubt: %2)</translation>
    </message>
    <message>
        <source>dhcp4: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp4-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp4: true würde Routen und DNS-Server von einem DHCP-Server auf der CX-7-Verbindung übernehmen; fügen Sie dhcp4-overrides: {use-routes: false, use-dns: false} hinzu</translation>
    </message>
    <message>
        <source>dhcp6: true would take routes and DNS servers from a DHCP server on the CX-7 link; add dhcp6-overrides: {use-routes: false, use-dns: false}</source>
        <translation>dhcp6: true würde Routen und DNS-Server von einem DHCP-Server auf der CX-7-Verbindung übernehmen; fügen Sie dhcp6-overrides: {use-routes: false, use-dns: false} hinzu</translation>
    </message>
    <message>
        <source>dhcp6: true also needs accept-ra: false (IPv6 routes come from router advertisements, which dhcp6-overrides cannot stop)</source>
        <translation>dhcp6: true braucht außerdem accept-ra: false (IPv6-Routen kommen aus Router Advertisements, die dhcp6-overrides nicht unterbinden kann)</translation>
    </message>
    <message>
        <source>accept-ra: true would take routes and DNS servers from router advertisements on the CX-7 link, and this netplan has no ra-overrides to stop that; use accept-ra: false</source>
        <translation>accept-ra: true würde Routen und DNS-Server aus Router Advertisements auf der CX-7-Verbindung übernehmen, und diese netplan-Konfiguration hat keine ra-overrides, die das verhindern; verwenden Sie accept-ra: false</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a mapping: {use-routes: false, use-dns: false}</source>
        <translation>muss ein Mapping sein: {use-routes: false, use-dns: false}</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not allowed here (allowed: use-routes, use-dns)</source>
        <translation>„%1“ ist hier nicht erlaubt (erlaubt: use-routes, use-dns)</translation>
    </message>
    <message>
        <source>must be false: Sparkwire takes neither routes nor DNS servers from the CX-7 link</source>
        <translation>muss false sein: Sparkwire übernimmt weder Routen noch DNS-Server von der CX-7-Verbindung</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an MTU from %2 to %3</source>
        <translation>„%1“ ist keine MTU zwischen %2 und %3</translation>
    </message>
    <message>
        <source>must be a list, e.g. [] or [ipv4]</source>
        <translation>muss eine Liste sein, z. B. [] oder [ipv4]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not ipv4 or ipv6</source>
        <translation>„%1“ ist weder ipv4 noch ipv6</translation>
    </message>
    <message>
        <source>must be a list of at most 8 addresses</source>
        <translation>muss eine Liste mit höchstens 8 Adressen sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with prefix, like 192.168.177.1/24</source>
        <translation>„%1“ ist keine IPv4-Adresse mit Präfix wie 192.168.177.1/24</translation>
    </message>
    <message>
        <source>write &apos;%1&apos; as %2</source>
        <translation>schreiben Sie „%1“ als %2</translation>
    </message>
    <message>
        <source>%1: the prefix must be /%2 to /%3</source>
        <translation>%1: Das Präfix muss zwischen /%2 und /%3 liegen</translation>
    </message>
    <message>
        <source>%1 is the network or broadcast address of its subnet</source>
        <translation>%1 ist die Netz- oder Broadcast-Adresse ihres Subnetzes</translation>
    </message>
    <message>
        <source>%1 is link-local (169.254.0.0/16), which is allowed only with link-local: [ipv4]</source>
        <translation>%1 ist Link-Local (169.254.0.0/16), was nur mit link-local: [ipv4] erlaubt ist</translation>
    </message>
    <message>
        <source>%1 is not in a private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16)</source>
        <translation>%1 liegt in keinem privaten Bereich (10.0.0.0/8, 172.16.0.0/12 oder 192.168.0.0/16)</translation>
    </message>
    <message>
        <source>%1 overlaps what this host already uses outside its CX-7 ports: %2; choose another subnet</source>
        <translation>%1 überschneidet sich mit dem, was dieser Host außerhalb seiner CX-7-Ports schon nutzt: %2; wählen Sie ein anderes Subnetz</translation>
    </message>
    <message>
        <source>%1 through %2</source>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 contains what this host reaches outside its CX-7 ports now: %2; on the CX-7 link that traffic would go to whoever answers there; choose another subnet (e.g. sparkwirectl cluster apply --subnet)</source>
        <translation>%1 enthält, was dieser Host jetzt außerhalb seiner CX-7-Ports erreicht: %2; auf der CX-7-Verbindung ginge dieser Verkehr an den, der dort antwortet; wählen Sie ein anderes Subnetz (z. B. sparkwirectl cluster apply --subnet)</translation>
    </message>
</context>
<context>
    <name>NetplanValidator</name>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot create a temporary directory: %1</source>
        <translation>temporäres Verzeichnis kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read for validation: %2</source>
        <translation>%1 kann zur Prüfung nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be copied for validation</source>
        <translation>%1 kann zur Prüfung nicht kopiert werden</translation>
    </message>
    <message>
        <source>cannot write the candidate for validation</source>
        <translation>der Kandidat kann zur Prüfung nicht geschrieben werden</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>%1 kann nicht ausgeführt werden: %2 (netplan.io installieren)</translation>
    </message>
    <message>
        <source>netplan generate did not finish within 60 s</source>
        <translation>netplan generate wurde nicht binnen 60 s fertig</translation>
    </message>
    <message>
        <source>netplan generate failed: %1</source>
        <translation>netplan generate fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>NodeContext</name>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>Peer-Erkennung ist aus: %1</translation>
    </message>
</context>
<context>
    <name>NodeContextFactory</name>
    <message>
        <source>no inventory to start the node on</source>
        <translation>kein Inventar, mit dem der Knoten starten könnte</translation>
    </message>
</context>
<context>
    <name>NodeIdentity</name>
    <message>
        <source>this node&apos;s private key is in the keyring, which cannot be read now (%1)</source>
        <translation>der private Schlüssel dieses Knotens liegt im Schlüsselbund, der sich gerade nicht lesen lässt (%1)</translation>
    </message>
    <message>
        <source>%1 is damaged (no matching key and certificate); move it away to make a new identity (peers will have to pair again)</source>
        <translation>%1 ist beschädigt (Schlüssel und Zertifikat passen nicht zusammen); verschieben Sie die Datei, um eine neue Identität zu erzeugen (andere Sparks müssen sich dann neu koppeln)</translation>
    </message>
    <message>
        <source>cannot generate a key pair (OpenSSL)</source>
        <translation>Schlüsselpaar kann nicht erzeugt werden (OpenSSL)</translation>
    </message>
    <message>
        <source>cannot sign the node certificate (OpenSSL)</source>
        <translation>Knotenzertifikat kann nicht signiert werden (OpenSSL)</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>no keyring</source>
        <translation>kein Schlüsselbund</translation>
    </message>
    <message>
        <source>private key in the desktop keyring</source>
        <translation>privater Schlüssel im Schlüsselbund des Desktops</translation>
    </message>
    <message>
        <source>private key in %1 (mode 0600: no keyring answered)</source>
        <translation>privater Schlüssel in %1 (Modus 0600: kein Schlüsselbund hat geantwortet)</translation>
    </message>
</context>
<context>
    <name>NodeNumbering</name>
    <message>
        <source>%1 has node number %2; choose one from 1 to %3</source>
        <translation>%1 hat die Knotennummer %2; wählen Sie eine von 1 bis %3</translation>
    </message>
    <message>
        <source>%1 and %2 both have node number %3; give each member its own</source>
        <translation>%1 und %2 haben beide die Knotennummer %3; geben Sie jedem Mitglied eine eigene</translation>
    </message>
</context>
<context>
    <name>NodeWindowParts</name>
    <message>
        <source>this Spark keeps no cluster record: set the cluster up first</source>
        <translation>dieser Spark hat keinen Cluster-Eintrag: richten Sie zuerst den Cluster ein</translation>
    </message>
    <message>
        <source>no paired Spark is heard on a CX-7 cable yet: cable one, start Sparkwire on it and pair it on Find peers</source>
        <translation>noch kein gekoppelter Spark an einem CX-7-Kabel zu hören: Verkabeln Sie einen, starten Sie dort Sparkwire und koppeln Sie ihn unter „Peers finden“</translation>
    </message>
</context>
<context>
    <name>OtherToolAdoption</name>
    <message>
        <source>netplan&apos;s reading of %1 cannot be used: %2</source>
        <translation>Was netplan aus %1 liest, ist nicht verwendbar: %2</translation>
    </message>
    <message>
        <source>its ethernets are not a map</source>
        <translation>seine ethernets sind keine Zuordnung</translation>
    </message>
    <message>
        <source>%1 configures more than %2 netdevs</source>
        <translation>%1 richtet mehr als %2 Netdevs ein</translation>
    </message>
    <message>
        <source>an ethernet entry is not a map</source>
        <translation>ein ethernets-Eintrag ist keine Zuordnung</translation>
    </message>
    <message>
        <source>%1 gives %2 more than %3 addresses</source>
        <translation>%1 gibt %2 mehr als %3 Adressen</translation>
    </message>
    <message>
        <source>an address of %1 is neither text nor a map</source>
        <translation>eine Adresse von %1 ist weder Text noch Zuordnung</translation>
    </message>
    <message>
        <source>the MTU of %1 is not a number</source>
        <translation>die MTU von %1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot read %1: %2 (netplan files are often root&apos;s only: run as root, or copy it somewhere readable)</source>
        <translation>%1 kann nicht gelesen werden: %2 (netplan-Dateien gehören oft nur root: als root ausführen oder die Datei an einen lesbaren Ort kopieren)</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KiB; a CX-7 netplan file is a few lines</source>
        <translation>%1 ist größer als %2 KiB; eine CX-7-netplan-Datei hat nur wenige Zeilen</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text</source>
        <translation>%1 ist kein UTF-8-Text</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no scratch space to read %1: %2</source>
        <translation>kein Arbeitsverzeichnis, um %1 zu lesen: %2</translation>
    </message>
    <message>
        <source>cannot copy %1 for netplan to read</source>
        <translation>%1 kann nicht für netplan kopiert werden</translation>
    </message>
    <message>
        <source>cannot run %1: %2 (install netplan.io)</source>
        <translation>%1 kann nicht ausgeführt werden: %2 (netplan.io installieren)</translation>
    </message>
    <message>
        <source>netplan did not read %1 within %2 s</source>
        <translation>netplan hat %1 nicht innerhalb von %2 s gelesen</translation>
    </message>
    <message>
        <source>netplan refuses %1: line %2, column %3: %4</source>
        <translation>netplan lehnt %1 ab: Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>netplan refuses %1</source>
        <translation>netplan lehnt %1 ab</translation>
    </message>
    <message>
        <source>netplan&apos;s reading of %1 is too long</source>
        <translation>Was netplan aus %1 liest, ist zu lang</translation>
    </message>
    <message>
        <source>the file&apos;s host parts are no node numbers of a %1-node plan: say which node this Spark is</source>
        <translation>die Host-Teile der Datei sind keine Knotennummern eines Plans mit %1 Knoten: Geben Sie an, welcher Knoten dieser Spark ist</translation>
    </message>
    <message>
        <source>no address of the file fits a plan of this cabling (a private IPv4 address on one of this node&apos;s cabled CX-7 netdevs, its host part a node number)</source>
        <translation>keine Adresse der Datei passt zu einem Plan dieser Verkabelung (eine private IPv4-Adresse auf einem verkabelten CX-7-Netdev dieses Knotens, ihr Host-Teil eine Knotennummer)</translation>
    </message>
    <message>
        <source>the plan with the file&apos;s addresses is refused: %1</source>
        <translation>der Plan mit den Adressen der Datei wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>not an IPv4 address: Sparkwire plans IPv4 addresses only</source>
        <translation>keine IPv4-Adresse: Sparkwire plant nur IPv4-Adressen</translation>
    </message>
    <message>
        <source>%1 is not one of node %2&apos;s cabled CX-7 netdevs in this plan</source>
        <translation>%1 ist in diesem Plan keines der verkabelten CX-7-Netdevs von Knoten %2</translation>
    </message>
    <message>
        <source>a second address on %1: the plan gives each netdev one (%2)</source>
        <translation>eine zweite Adresse auf %1: Der Plan gibt jedem Netdev eine (%2)</translation>
    </message>
    <message>
        <source>its subnet is kept, but its host part is %1 and Sparkwire numbers hosts by node (this is node %2): the plan gives %3</source>
        <translation>sein Subnetz bleibt, aber sein Host-Teil ist %1, und Sparkwire nummeriert Hosts nach Knoten (dies ist Knoten %2): Der Plan gibt %3</translation>
    </message>
    <message>
        <source>its subnet is not the one this twin gets with the others (one subnet per cable-twin, in order from %1): the plan gives %2</source>
        <translation>sein Subnetz ist nicht das, welches dieser Zwilling mit den anderen bekommt (ein Subnetz je Kabel-Zwilling, der Reihe nach ab %1): Der Plan gibt %2</translation>
    </message>
    <message>
        <source>the file sets different MTUs on this node&apos;s netdevs; the plan gives every CX-7 netdev one: %1</source>
        <translation>die Datei setzt auf den Netdevs dieses Knotens verschiedene MTUs; der Plan gibt jedem CX-7-Netdev eine: %1</translation>
    </message>
    <message>
        <source>the file&apos;s MTU %1 is outside %2..%3; the plan keeps %4</source>
        <translation>die MTU %1 der Datei liegt außerhalb von %2..%3; der Plan behält %4</translation>
    </message>
</context>
<context>
    <name>OtherToolFiles</name>
    <message>
        <source>NVIDIA Sync (Cluster Assistant)</source>
        <translation>NVIDIA Sync (Cluster Assistant)</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s Connect Two Sparks playbook (by hand)</source>
        <translation>NVIDIAs Playbook „Connect Two Sparks“ (von Hand)</translation>
    </message>
    <message>
        <source>spark-vllm-docker</source>
        <translation>spark-vllm-docker</translation>
    </message>
    <message>
        <source>sparkrun (sparkrun setup cx7)</source>
        <translation>sparkrun (sparkrun setup cx7)</translation>
    </message>
    <message>
        <source>cannot create the folder that keeps the files</source>
        <translation>der Ordner für die aufbewahrten Dateien kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is already kept from an earlier move: restore it first</source>
        <translation>%1 ist bereits von einem früheren Verschieben aufbewahrt: stellen Sie es zuerst wieder her</translation>
    </message>
    <message>
        <source>cannot move %1 aside</source>
        <translation>%1 kann nicht beiseitegelegt werden</translation>
    </message>
    <message>
        <source>cannot restore %1</source>
        <translation>%1 kann nicht wiederhergestellt werden</translation>
    </message>
</context>
<context>
    <name>OtherToolOffer</name>
    <message>
        <source>Netplan no longer reads it; it is kept in /var/lib/sparkwire/other-tools and `sparkwirectl netplan other-tools --restore` puts it back.</source>
        <translation>netplan liest sie nicht mehr; sie wird in /var/lib/sparkwire/other-tools aufbewahrt, und `sparkwirectl netplan other-tools --restore` legt sie zurück.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>/%1 (%2): cannot be read here</source>
        <translation>/%1 (%2): hier nicht lesbar</translation>
    </message>
    <message>
        <source>/%1 (%2): no addresses</source>
        <translation>/%1 (%2): keine Adressen</translation>
    </message>
    <message>
        <source>/%1 (%2): %3</source>
        <translation>/%1 (%2): %3</translation>
    </message>
    <message>
        <source>Another tool&apos;s netplan file configures this Spark&apos;s CX-7 ports; netplan reads it besides Sparkwire&apos;s:</source>
        <translation>Die netplan-Datei eines anderen Werkzeugs richtet die CX-7-Ports dieses Sparks ein; netplan liest sie neben der von Sparkwire:</translation>
    </message>
    <message>
        <source>Use the &amp;addresses from %1 (%2)</source>
        <translation>&amp;Adressen aus %1 (%2) verwenden</translation>
    </message>
    <message>
        <source>Move it as&amp;ide</source>
        <translation>Be&amp;iseite legen</translation>
    </message>
    <message>
        <source>Move them as&amp;ide</source>
        <translation>Alle be&amp;iseite legen</translation>
    </message>
    <message>
        <source>Reading %1 with netplan…</source>
        <translation>%1 wird mit netplan gelesen …</translation>
    </message>
    <message>
        <source>The plan needs every member&apos;s state first: read them again.</source>
        <translation>Der Plan braucht zuerst den Zustand jedes Mitglieds: Lesen Sie sie erneut.</translation>
    </message>
    <message>
        <source>The addresses of %1 cannot be used: %2</source>
        <translation>Die Adressen aus %1 können nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>Using the addresses of %1: first subnet %2, MTU %3, this Spark is node %4.</source>
        <translation>Die Adressen aus %1 werden verwendet: erstes Subnetz %2, MTU %3, dieser Spark ist Knoten %4.</translation>
    </message>
    <message>
        <source>Not kept: %1 on %2: %3</source>
        <translation>Nicht übernommen: %1 auf %2: %3</translation>
    </message>
    <message>
        <source>Moving the files aside…</source>
        <translation>Die Dateien werden beiseitegelegt …</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>Nichts wurde verschoben: %1</translation>
    </message>
    <message>
        <source>Moved aside (kept in /var/lib/sparkwire/other-tools; `sparkwirectl netplan other-tools --restore` puts them back):
%1</source>
        <translation>Beiseitegelegt (aufbewahrt in /var/lib/sparkwire/other-tools; `sparkwirectl netplan other-tools --restore` legt sie zurück):
%1</translation>
    </message>
</context>
<context>
    <name>PairedPeers</name>
    <message>
        <source>&apos;%1&apos; is not a hostname that can be paired</source>
        <translation>„%1“ ist kein Hostname, der gekoppelt werden kann</translation>
    </message>
    <message>
        <source>another Spark (key %1…) is already paired as %2; if it was reinstalled, unpair it first: sparkwirectl unpair %2</source>
        <translation>ein anderer Spark (Schlüssel %1…) ist bereits als %2 gekoppelt; wurde er neu installiert, heben Sie zuerst die Kopplung auf: sparkwirectl unpair %2</translation>
    </message>
    <message>
        <source>cannot create %1 with mode 0700</source>
        <translation>%1 kann nicht mit Modus 0700 angelegt werden</translation>
    </message>
</context>
<context>
    <name>PairingDialog</name>
    <message>
        <source>&amp;Yes, the same</source>
        <translation>&amp;Ja, derselbe</translation>
    </message>
    <message>
        <source>&amp;No, different</source>
        <translation>&amp;Nein, anders</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Pair with %1</source>
        <translation>Mit %1 koppeln</translation>
    </message>
    <message>
        <source>Waiting for the other Spark&apos;s person…</source>
        <translation>Warten auf die Person am anderen Spark …</translation>
    </message>
    <message>
        <source>Not paired: the codes differ. Someone may be between the two Sparks; check the cabling and try again.</source>
        <translation>Nicht gekoppelt: Die Codes unterscheiden sich. Womöglich steht jemand zwischen den beiden Sparks; prüfen Sie die Verkabelung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Does %1 show the same code?</source>
        <translation>Zeigt %1 denselben Code?</translation>
    </message>
    <message>
        <source>Paired with %1. It can now be asked for its inventory and an SSH key.</source>
        <translation>Mit %1 gekoppelt. Er kann jetzt nach seinem Inventar und einem SSH-Schlüssel gefragt werden.</translation>
    </message>
    <message>
        <source>Not paired: %1</source>
        <translation>Nicht gekoppelt: %1</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 …</translation>
    </message>
    <message>
        <source>Its key: %1</source>
        <translation>Sein Schlüssel: %1</translation>
    </message>
</context>
<context>
    <name>PeerMessage</name>
    <message>
        <source>bad CBOR: %1</source>
        <translation>ungültiges CBOR: %1</translation>
    </message>
    <message>
        <source>not a single CBOR map</source>
        <translation>keine einzelne CBOR-Map</translation>
    </message>
    <message>
        <source>unknown message type</source>
        <translation>unbekannter Nachrichtentyp</translation>
    </message>
    <message>
        <source>unexpected or repeated field in %1</source>
        <translation>unerwartetes oder wiederholtes Feld in %1</translation>
    </message>
    <message>
        <source>unsupported protocol version</source>
        <translation>nicht unterstützte Protokollversion</translation>
    </message>
    <message>
        <source>bad hello</source>
        <translation>ungültiges Hello</translation>
    </message>
    <message>
        <source>%1 needs 32 bytes</source>
        <translation>%1 braucht 32 Byte</translation>
    </message>
    <message>
        <source>pair-confirm needs ok</source>
        <translation>pair-confirm braucht ok</translation>
    </message>
    <message>
        <source>bad request</source>
        <translation>ungültige Anfrage</translation>
    </message>
    <message>
        <source>bad response</source>
        <translation>ungültige Antwort</translation>
    </message>
    <message>
        <source>bad request: unknown kind</source>
        <translation>ungültige Anfrage: unbekannte Art</translation>
    </message>
</context>
<context>
    <name>PeerRequestPrompt</name>
    <message>
        <source>Pairing request</source>
        <translation>Kopplungsanfrage</translation>
    </message>
    <message>
        <source>SSH key from %1</source>
        <translation>SSH-Schlüssel von %1</translation>
    </message>
    <message>
        <source>Plan from %1</source>
        <translation>Plan von %1</translation>
    </message>
    <message>
        <source>Nothing is applied now: the plan is kept for you to review and apply with the helper&apos;s confirm-or-revert.</source>
        <translation>Jetzt wird nichts angewendet: Der Plan wird aufbewahrt, damit Sie ihn prüfen und mit Bestätigen-oder-Zurücknehmen des Helfers anwenden.</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Paired with %1</source>
        <translation>Gekoppelt mit %1</translation>
    </message>
    <message>
        <source>No: this Spark&apos;s person is asked about each of %1&apos;s plans. Its key:
%2</source>
        <translation>Nein: Die Person an diesem Spark wird zu jedem Plan von %1 gefragt. Sein Schlüssel:
%2</translation>
    </message>
    <message>
        <source>Network plan from %1</source>
        <translation>Netzwerkplan von %1</translation>
    </message>
    <message>
        <source>Yes applies it now; this Spark&apos;s helper puts the previous file back on its own unless it is confirmed.</source>
        <translation>Ja wendet ihn jetzt an; der Helfer dieses Sparks stellt die vorherige Datei von selbst wieder her, sofern er nicht bestätigt wird.</translation>
    </message>
    <message>
        <source>Log in to %1 without a password</source>
        <translation>Ohne Passwort bei %1 anmelden</translation>
    </message>
    <message>
        <source>%1&apos;s host key, pinned in ~/.ssh/known_hosts:
%2</source>
        <translation>Host-Schlüssel von %1, in ~/.ssh/known_hosts festgehalten:
%2</translation>
    </message>
    <message>
        <source>A Spark that calls itself %1 wants to pair with this Spark.</source>
        <translation>Ein Spark, der sich %1 nennt, möchte sich mit diesem Spark koppeln.</translation>
    </message>
    <message>
        <source>Say yes only if the Spark you are pairing with shows exactly these six digits. %1</source>
        <translation>Sagen Sie nur Ja, wenn der Spark, mit dem Sie koppeln, genau diese sechs Ziffern zeigt. %1</translation>
    </message>
</context>
<context>
    <name>PendingChangeBanner</name>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Pending change</source>
        <translation>Ausstehende Änderung</translation>
    </message>
    <message>
        <source>Keep the new files on every Spark (possible once every check passed).</source>
        <translation>Die neuen Dateien auf jedem Spark behalten (möglich, sobald jede Prüfung bestanden ist).</translation>
    </message>
    <message>
        <source>Every Spark goes back to its previous file now.</source>
        <translation>Jeder Spark kehrt jetzt zu seiner vorherigen Datei zurück.</translation>
    </message>
    <message>
        <source>Keeping the new network files on every Spark…</source>
        <translation>Die neuen Netzwerkdateien werden auf jedem Spark behalten …</translation>
    </message>
    <message numerus="yes">
        <source>Every check passed. Keep the new network files? Without Keep every Spark goes back to its previous file by itself in %n s.</source>
        <translation>
            <numerusform>Jede Prüfung bestanden. Die neuen Netzwerkdateien behalten? Ohne Behalten kehrt jeder Spark in %n Sekunde von selbst zu seiner vorherigen Datei zurück.</numerusform>
            <numerusform>Jede Prüfung bestanden. Die neuen Netzwerkdateien behalten? Ohne Behalten kehrt jeder Spark in %n Sekunden von selbst zu seiner vorherigen Datei zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A network change is being tried on every Spark and checked. Every Spark goes back to its previous file by itself in %n s unless you keep it.</source>
        <translation>
            <numerusform>Eine Netzwerkänderung wird auf jedem Spark ausprobiert und geprüft. Jeder Spark kehrt in %n Sekunde von selbst zu seiner vorherigen Datei zurück, wenn Sie sie nicht behalten.</numerusform>
            <numerusform>Eine Netzwerkänderung wird auf jedem Spark ausprobiert und geprüft. Jeder Spark kehrt in %n Sekunden von selbst zu seiner vorherigen Datei zurück, wenn Sie sie nicht behalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <source>Cancelled: every Spark is back on its previous network file.</source>
        <translation>Abgebrochen: jeder Spark ist wieder auf seiner vorherigen Netzwerkdatei.</translation>
    </message>
    <message>
        <source>Cancelling: %1 of %2 Sparks are back on their previous network file…</source>
        <translation>Abbruch: %1 von %2 Sparks sind wieder auf ihrer vorherigen Netzwerkdatei…</translation>
    </message>
</context>
<context>
    <name>PerftestParser</name>
    <message>
        <source>no perftest output found (no &quot;... BW Test&quot; or &quot;... Latency Test&quot; title)</source>
        <translation>keine perftest-Ausgabe gefunden (kein Titel &quot;... BW Test&quot; oder &quot;... Latency Test&quot;)</translation>
    </message>
    <message>
        <source>no result line: the output ends before the results (cut short, or the test failed to connect)</source>
        <translation>keine Ergebniszeile: Die Ausgabe endet vor den Ergebnissen (abgeschnitten, oder der Test konnte keine Verbindung aufbauen)</translation>
    </message>
</context>
<context>
    <name>PlanSignature</name>
    <message>
        <source>the node key is not a PEM private key</source>
        <translation>der Knotenschlüssel ist kein privater PEM-Schlüssel</translation>
    </message>
    <message>
        <source>the node key is not an EC P-256 private key in PEM</source>
        <translation>der Knotenschlüssel ist kein privater EC-P-256-Schlüssel in PEM</translation>
    </message>
    <message>
        <source>cannot sign the plan (OpenSSL)</source>
        <translation>der Plan kann nicht signiert werden (OpenSSL)</translation>
    </message>
    <message>
        <source>the stored key is not an EC P-256 public key</source>
        <translation>der gespeicherte Schlüssel ist kein öffentlicher EC-P-256-Schlüssel</translation>
    </message>
    <message>
        <source>the signature does not match the plan and the paired key</source>
        <translation>die Signatur passt nicht zum Plan und zum gekoppelten Schlüssel</translation>
    </message>
    <message>
        <source>cannot check the signature (OpenSSL)</source>
        <translation>die Signatur kann nicht geprüft werden (OpenSSL)</translation>
    </message>
    <message>
        <source>not one EC P-256 certificate in PEM (the peer&apos;s pairing certificate)</source>
        <translation>nicht genau ein EC-P-256-Zertifikat in PEM (das Kopplungszertifikat des Peers)</translation>
    </message>
</context>
<context>
    <name>PlannedAddress</name>
    <message>
        <source>&apos;%1&apos; is not an IPv4 address with its prefix, like 192.168.177.2/24.</source>
        <translation>„%1“ ist keine IPv4-Adresse mit Präfix wie 192.168.177.2/24.</translation>
    </message>
</context>
<context>
    <name>PortDescriptions</name>
    <message>
        <source>Port 0 (next to the RJ45)</source>
        <translation>Port 0 (neben der RJ45-Buchse)</translation>
    </message>
    <message>
        <source>Port 1 (outermost)</source>
        <translation>Port 1 (ganz außen)</translation>
    </message>
    <message>
        <source>Port %1</source>
        <translation>Port %1</translation>
    </message>
    <message>
        <source>No link (no cable, or the peer is off)</source>
        <translation>Keine Verbindung (kein Kabel, oder die Gegenstelle ist aus)</translation>
    </message>
    <message>
        <source>Up, %1 Gb/s reported</source>
        <translation>Aktiv, %1 Gb/s gemeldet</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>No RDMA device</source>
        <translation>Kein RDMA-Gerät</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>Zustand unbekannt</translation>
    </message>
    <message>
        <source>, active MTU %1</source>
        <translation>, aktive MTU %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, twin half %3&lt;br&gt;RDMA device: %4&lt;br&gt;PCI: %5&lt;br&gt;Link: %6&lt;br&gt;MTU: %7&lt;br&gt;IPv4: %8&lt;br&gt;RoCE v2 IPv4 GID index: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2, Zwillingshälfte %3&lt;br&gt;RDMA-Gerät: %4&lt;br&gt;PCI: %5&lt;br&gt;Verbindung: %6&lt;br&gt;MTU: %7&lt;br&gt;IPv4: %8&lt;br&gt;RoCE-v2-IPv4-GID-Index: %9</translation>
    </message>
    <message>
        <source>Nothing is plugged into this port, or the Spark at the other end is off. A two-Spark setup needs one cable, in the same port on both.</source>
        <translation>In diesem Port steckt nichts, oder der Spark am anderen Ende ist aus. Zwei Sparks brauchen ein Kabel, auf beiden Seiten im selben Port.</translation>
    </message>
    <message>
        <source>MTU is %1: RoCE then runs with 1024-byte frames and loses bandwidth. The addressing plan sets MTU 9000 on both twins.</source>
        <translation>Die MTU ist %1: RoCE läuft dann mit 1024-Byte-Rahmen und verliert Bandbreite. Der Adressplan setzt MTU 9000 auf beiden Zwillingen.</translation>
    </message>
    <message>
        <source>No IPv4 address yet, so there is no RoCE v2 IPv4 GID for NCCL to use. The addressing plan gives each twin its own subnet.</source>
        <translation>Noch keine IPv4-Adresse, also keine RoCE-v2-IPv4-GID, die NCCL nutzen könnte. Der Adressplan gibt jedem Zwilling ein eigenes Subnetz.</translation>
    </message>
    <message>
        <source>This twin has an IPv4 address but no RoCE v2 IPv4 GID: reload the mlx5 driver or re-apply the network configuration.</source>
        <translation>Dieser Zwilling hat eine IPv4-Adresse, aber keine RoCE-v2-IPv4-GID: Laden Sie den mlx5-Treiber neu oder wenden Sie die Netzwerkkonfiguration erneut an.</translation>
    </message>
    <message>
        <source>The RoCE v2 IPv4 GID is at index %1, not 3: anything that pins NCCL_IB_GID_INDEX=3 uses the wrong GID here. Sparkwire always uses the resolved index.</source>
        <translation>Die RoCE-v2-IPv4-GID liegt auf Index %1, nicht 3: Alles, was NCCL_IB_GID_INDEX=3 fest einträgt, nutzt hier die falsche GID. Sparkwire verwendet immer den ermittelten Index.</translation>
    </message>
    <message>
        <source>IPv6 addresses beyond link-local (SLAAC) move GID indices around; the addressing plan turns IPv6 off on the CX-7 ports.</source>
        <translation>IPv6-Adressen jenseits von Link-Local (SLAAC) verschieben die GID-Indizes; der Adressplan schaltet IPv6 auf den CX-7-Ports ab.</translation>
    </message>
    <message>
        <source>%1: no cable.</source>
        <translation>%1: kein Kabel.</translation>
    </message>
    <message>
        <source>%1: cable in, both twins up (%2).</source>
        <translation>%1: Kabel steckt, beide Zwillinge aktiv (%2).</translation>
    </message>
    <message>
        <source>%1: only %2 is up — its twin has no link, so this port can carry at most half its bandwidth.</source>
        <translation>%1: nur %2 ist aktiv — sein Zwilling hat keine Verbindung, der Port schafft also höchstens die halbe Bandbreite.</translation>
    </message>
    <message>
        <source>up, %1 Mb/s</source>
        <translation>aktiv, %1 Mb/s</translation>
    </message>
    <message>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <source>Management port %1: %2, IPv4 %3.</source>
        <translation>Verwaltungsport %1: %2, IPv4 %3.</translation>
    </message>
    <message>
        <source>Cluster traffic must not run here: NCCL quietly falling back to this port is the most common reason a Spark pair is slow.</source>
        <translation>Hier darf kein Cluster-Verkehr laufen: Dass NCCL still auf diesen Port ausweicht, ist der häufigste Grund für ein langsames Spark-Paar.</translation>
    </message>
</context>
<context>
    <name>PortDetailsPanel</name>
    <message>
        <source>Selected twin half</source>
        <translation>Gewählte Zwillingshälfte</translation>
    </message>
    <message>
        <source>Netdev:</source>
        <translation>Netdev:</translation>
    </message>
    <message>
        <source>RDMA device:</source>
        <translation>RDMA-Gerät:</translation>
    </message>
    <message>
        <source>PCI address:</source>
        <translation>PCI-Adresse:</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>Position:</translation>
    </message>
    <message>
        <source>Twin:</source>
        <translation>Zwilling:</translation>
    </message>
    <message>
        <source>Link:</source>
        <translation>Verbindung:</translation>
    </message>
    <message>
        <source>MTU:</source>
        <translation>MTU:</translation>
    </message>
    <message>
        <source>MAC:</source>
        <translation>MAC:</translation>
    </message>
    <message>
        <source>IPv4:</source>
        <translation>IPv4:</translation>
    </message>
    <message>
        <source>IPv6:</source>
        <translation>IPv6:</translation>
    </message>
    <message>
        <source>RoCE:</source>
        <translation>RoCE:</translation>
    </message>
    <message>
        <source>RoCE v2 IPv4 GID:</source>
        <translation>RoCE-v2-IPv4-GID:</translation>
    </message>
    <message>
        <source>Select a twin half in the drawing (click it, or Tab to it and use the arrow keys).</source>
        <translation>Wählen Sie eine Zwillingshälfte in der Zeichnung (anklicken, oder mit Tab hinspringen und die Pfeiltasten nutzen).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1, twin half %2</source>
        <translation>%1, Zwillingshälfte %2</translation>
    </message>
</context>
<context>
    <name>PreflightTable</name>
    <message>
        <source>Run &amp;pre-flight on every member</source>
        <translation>&amp;Vorabprüfung auf jedem Mitglied ausführen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cluster pre-flight&lt;/b&gt;: what must be equal on every member before a change.</source>
        <translation>&lt;b&gt;Cluster-Vorabprüfung&lt;/b&gt;: was vor einer Änderung auf jedem Mitglied gleich sein muss.</translation>
    </message>
    <message>
        <source>Cluster pre-flight</source>
        <translation>Cluster-Vorabprüfung</translation>
    </message>
    <message>
        <source>Asking every member…</source>
        <translation>Jedes Mitglied wird gefragt …</translation>
    </message>
    <message>
        <source>✔ passes</source>
        <translation>✔ bestanden</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? unbekannt</translation>
    </message>
    <message>
        <source>! warning</source>
        <translation>! Warnung</translation>
    </message>
    <message>
        <source>✘ fails</source>
        <translation>✘ fehlgeschlagen</translation>
    </message>
    <message>
        <source>No check fails.</source>
        <translation>Keine Prüfung schlägt fehl.</translation>
    </message>
    <message>
        <source>Checks that fail: %1. Each row says its fix.</source>
        <translation>Fehlschlagende Prüfungen: %1. Jede Zeile nennt ihre Abhilfe.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>Abhilfe</translation>
    </message>
</context>
<context>
    <name>RdmaVerdicts</name>
    <message>
        <source>RoCE ran with a %1-byte MTU: the netdev MTU is 1500, which costs bandwidth on every packet.</source>
        <translation>RoCE lief mit einer MTU von %1 Byte: Die Netdev-MTU ist 1500, das kostet bei jedem Paket Bandbreite.</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on every CX-7 netdev on both Sparks (Sparkwire&apos;s plan does), then run the test again: RoCE then uses 4096.</source>
        <translation>mtu: 9000 auf jedem CX-7-Netdev beider Sparks setzen (Sparkwires Plan tut das), dann den Test wiederholen: RoCE nutzt dann 4096.</translation>
    </message>
    <message>
        <source>See the per-twin verdicts; both twins must run at once.</source>
        <translation>Siehe die Befunde je Zwilling; beide Zwillinge müssen gleichzeitig laufen.</translation>
    </message>
    <message>
        <source>Both twins together carried %1 Gb/s; a port should reach 160 Gb/s or more.</source>
        <translation>Beide Zwillinge zusammen übertrugen %1 Gb/s; ein Port sollte 160 Gb/s oder mehr erreichen.</translation>
    </message>
</context>
<context>
    <name>ReachedDestination</name>
    <message>
        <source>%1 (a nameserver in %2)</source>
        <translation>%1 (ein Nameserver in %2)</translation>
    </message>
    <message>
        <source>%1 (a gateway)</source>
        <translation>%1 (ein Gateway)</translation>
    </message>
    <message>
        <source>%1 (a neighbour)</source>
        <translation>%1 (ein Nachbar)</translation>
    </message>
    <message>
        <source>%1 (the peer of an open TCP connection)</source>
        <translation>%1 (die Gegenstelle einer offenen TCP-Verbindung)</translation>
    </message>
</context>
<context>
    <name>RearPanelWidget</name>
    <message>
        <source>Rear panel of this Spark</source>
        <translation>Rückseite dieses Sparks</translation>
    </message>
    <message>
        <source>QSFP port %1 — cable in</source>
        <translation>QSFP-Port %1 — Kabel steckt</translation>
    </message>
    <message>
        <source>QSFP port %1</source>
        <translation>QSFP-Port %1</translation>
    </message>
</context>
<context>
    <name>RecordAddresses</name>
    <message>
        <source>the cluster record does not name this Spark</source>
        <translation>der Cluster-Eintrag nennt diesen Spark nicht</translation>
    </message>
    <message>
        <source>%1 is this Spark&apos;s own planned address</source>
        <translation>%1 ist die eigene geplante Adresse dieses Sparks</translation>
    </message>
    <message>
        <source>%1 is not a host address on a subnet the plan gives this Spark</source>
        <translation>%1 ist keine Host-Adresse in einem Subnetz, das der Plan diesem Spark gibt</translation>
    </message>
    <message>
        <source>%1 is not an address the plan gives the seat</source>
        <translation>%1 ist keine Adresse, die der Plan dem leitenden Spark gibt</translation>
    </message>
</context>
<context>
    <name>ResultChartSvg</name>
    <message>
        <source>%1 · %2 · DEMO — simulated, not measured</source>
        <translation>%1 · %2 · DEMO — simuliert, nicht gemessen</translation>
    </message>
    <message>
        <source>%1: bus bandwidth (%2 ranks)</source>
        <translation>%1: Busbandbreite (%2 Ränge)</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>No message size finished: the run failed.</source>
        <translation>Keine Nachrichtengröße wurde fertig: Der Lauf ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>out-of-place</source>
        <translation>out-of-place</translation>
    </message>
    <message>
        <source>in-place</source>
        <translation>in-place</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>expected %1 Gb/s</source>
        <translation>erwartet %1 Gb/s</translation>
    </message>
</context>
<context>
    <name>ResultImages</name>
    <message>
        <source>%1 is not a chart Sparkwire can draw.</source>
        <translation>%1 ist kein Diagramm, das Sparkwire zeichnen kann.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review</source>
        <translation>Durchsicht</translation>
    </message>
    <message>
        <source>No other netplan file touches these netdevs.</source>
        <translation>Keine andere netplan-Datei betrifft diese Netdevs.</translation>
    </message>
    <message>
        <source>Checking with netplan&apos;s own parser…</source>
        <translation>Wird mit netplans eigenem Parser geprüft …</translation>
    </message>
    <message>
        <source>✘ netplan refuses it:
%1</source>
        <translation>✘ netplan lehnt sie ab:
%1</translation>
    </message>
    <message>
        <source>Nothing has been changed yet. This is the file each Spark gets, and what it replaces there.</source>
        <translation>Noch wurde nichts geändert. Dies ist die Datei, die jeder Spark erhält, und was sie dort ersetzt.</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>Es gibt noch keinen Plan: Gehen Sie zurück zum Adressplan.</translation>
    </message>
    <message>
        <source>Changes on %1</source>
        <translation>Änderungen auf %1</translation>
    </message>
    <message>
        <source>New %1 on %2</source>
        <translation>Neu: %1 auf %2</translation>
    </message>
    <message>
        <source>Unchanged: %1 already has exactly this file.</source>
        <translation>Unverändert: %1 hat bereits genau diese Datei.</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>There is no %1 on %2 yet: the whole file is new.</source>
        <translation>Auf %2 gibt es %1 noch nicht: Die ganze Datei ist neu.</translation>
    </message>
    <message>
        <source>What changes in %1 on %2:</source>
        <translation>Was sich in %1 auf %2 ändert:</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (jetzt)</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <source>Other netplan files on %1</source>
        <translation>Andere netplan-Dateien auf %1</translation>
    </message>
    <message>
        <source>Other netplan files there:</source>
        <translation>Andere netplan-Dateien dort:</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1 (Knoten %2, dieser Spark)</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (Knoten %2)</translation>
    </message>
    <message>
        <source>%1 — unchanged</source>
        <translation>%1 — unverändert</translation>
    </message>
    <message>
        <source>Every Spark already has this plan: nothing would change.</source>
        <translation>Jeder Spark hat diesen Plan bereits: Es würde sich nichts ändern.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n Spark(s) change. Each one is tried, checked over every twin and kept only when all of them pass.</source>
        <translation>
            <numerusform>%1 von %n Spark ändert sich. Jeder wird ausprobiert, über jeden Zwilling geprüft und nur behalten, wenn alle Prüfungen bestehen.</numerusform>
            <numerusform>%1 von %n Sparks ändern sich. Jeder wird ausprobiert, über jeden Zwilling geprüft und nur behalten, wenn alle Prüfungen bestehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ netplan accepts this file.</source>
        <translation>✔ netplan akzeptiert diese Datei.</translation>
    </message>
    <message>
        <source>I &amp;checked the other files: apply anyway</source>
        <translation>Ich habe die anderen Dateien ge&amp;prüft: trotzdem anwenden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>netplan accepts this file on its own, but another file overrides its netdevs (see the warning above).</source>
        <translation>netplan akzeptiert diese Datei für sich allein, aber eine andere Datei überschreibt ihre Netzwerkgeräte (siehe die Warnung oben).</translation>
    </message>
    <message>
        <source>&amp;Move these netdevs out of the other files on this Spark</source>
        <translation>Diese Netdevs aus den anderen Dateien dieses Sparks &amp;verschieben</translation>
    </message>
    <message>
        <source>Sparkwire&apos;s helper removes this Spark&apos;s CX-7 netdevs from the other files in /etc/netplan, so only Sparkwire&apos;s file configures them. Each original is kept in /var/lib/sparkwire/migrated. Nothing is applied until you apply the plan.</source>
        <translation>Sparkwires Helfer entfernt die CX-7-Netdevs dieses Sparks aus den anderen Dateien in /etc/netplan, sodass nur Sparkwires Datei sie einrichtet. Jedes Original bleibt in /var/lib/sparkwire/migrated erhalten. Angewendet wird erst, wenn Sie den Plan anwenden.</translation>
    </message>
    <message>
        <source>⚠ Another netplan file also configures these netdevs. netplan reads the files in name order and the later one wins, so this plan may not take effect there:
%1
Move those netdevs out of the other file (below, for this Spark; on another Spark, from its own Sparkwire or by hand) and come back to Review, or confirm below that you checked it.</source>
        <translation>⚠ Eine andere netplan-Datei richtet diese Netdevs ebenfalls ein. netplan liest die Dateien in Namensreihenfolge, und die spätere gewinnt, sodass dieser Plan dort womöglich nicht wirkt:
%1
Verschieben Sie diese Netdevs aus der anderen Datei (unten, für diesen Spark; auf einem anderen Spark über dessen eigenes Sparkwire oder von Hand) und kehren Sie zu „Durchsicht“ zurück, oder bestätigen Sie unten, dass Sie sie geprüft haben.</translation>
    </message>
    <message>
        <source>Moving the netdevs out of the other files…</source>
        <translation>Die Netdevs werden aus den anderen Dateien verschoben …</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>Nichts wurde verschoben: %1</translation>
    </message>
    <message>
        <source>No other file configures these netdevs any more.</source>
        <translation>Keine andere Datei richtet diese Netdevs mehr ein.</translation>
    </message>
    <message>
        <source>Moved (originals kept in /var/lib/sparkwire/migrated):
%1</source>
        <translation>Verschoben (Originale in /var/lib/sparkwire/migrated):
%1</translation>
    </message>
    <message>
        <source>The last apply was kept on every Spark. This is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>Die letzte Anwendung wurde auf jedem Spark behalten. Dies ist die Datei, die jeder Spark nach dem jetzigen Plan bekommt, und was sie dort ersetzt.</translation>
    </message>
    <message>
        <source>This Spark keeps a cluster: this is the file each Spark gets from the plan as it is now, and what it replaces there.</source>
        <translation>Dieser Spark behält einen Cluster: Das ist die Datei, die jeder Spark aus dem Plan in seiner jetzigen Form erhält, und was sie dort ersetzt.</translation>
    </message>
    <message>
        <source>Reading every member&apos;s state for the plan…</source>
        <translation>Der Zustand jedes Mitglieds wird für den Plan gelesen…</translation>
    </message>
    <message>
        <source>The pre-flight fails: I know why, apply any&amp;way</source>
        <translation>Die Vorabprüfung schlägt fehl: Ich kenne den Grund, trotzdem an&amp;wenden</translation>
    </message>
</context>
<context>
    <name>SeatDestinations</name>
    <message>
        <source>%1 through %2 on this Spark</source>
        <translation>%1 über %2 auf diesem Spark</translation>
    </message>
</context>
<context>
    <name>SecretStore</name>
    <message>
        <source>no keyring answered</source>
        <translation>kein Schlüsselbund hat geantwortet</translation>
    </message>
    <message>
        <source>the desktop keyring refused access (%1); unlock it and try again</source>
        <translation>der Schlüsselbund des Desktops hat den Zugriff verweigert (%1); entsperren Sie ihn und versuchen Sie es erneut</translation>
    </message>
    <message>
        <source>the desktop keyring did not answer within %1 s (is it locked, waiting for its password?)</source>
        <translation>der Schlüsselbund des Desktops hat nicht binnen %1 s geantwortet (ist er gesperrt und wartet auf sein Passwort?)</translation>
    </message>
</context>
<context>
    <name>SessionBus</name>
    <message>
        <source>no session bus: DBUS_SESSION_BUS_ADDRESS is not set and %1 does not exist. Run this as the desktop user while logged in, or set DBUS_SESSION_BUS_ADDRESS to that user&apos;s session bus</source>
        <translation>kein Session-Bus: DBUS_SESSION_BUS_ADDRESS ist nicht gesetzt, und %1 existiert nicht. Führen Sie dies als angemeldeter Desktop-Benutzer aus, oder setzen Sie DBUS_SESSION_BUS_ADDRESS auf den Session-Bus dieses Benutzers</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Desktop language</source>
        <translation>Sprache der Arbeitsumgebung</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The language changes when Sparkwire starts again. &quot;Desktop language&quot; follows the language of your desktop session; --language on the command line overrides both.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Sparkwire. „Sprache der Arbeitsumgebung“ folgt der Sprache Ihrer Desktop-Sitzung; --language auf der Befehlszeile hat Vorrang vor beidem.</translation>
    </message>
</context>
<context>
    <name>SshClientConfig</name>
    <message>
        <source>~/.ssh/config line %1: %2. Sparkwire does not guess which lines are its own: fix or remove the Sparkwire block there by hand, then try again</source>
        <translation>~/.ssh/config Zeile %1: %2. Sparkwire rät nicht, welche Zeilen ihm gehören: Korrigieren oder entfernen Sie den Sparkwire-Block dort von Hand und versuchen Sie es dann erneut</translation>
    </message>
    <message>
        <source>a Sparkwire marker that is not exactly &quot;# BEGIN|END sparkwire &lt;alias&gt;&quot;</source>
        <translation>eine Sparkwire-Markierung, die nicht genau „# BEGIN|END sparkwire &lt;alias&gt;“ lautet</translation>
    </message>
    <message>
        <source>a Sparkwire marker with an alias Sparkwire does not write</source>
        <translation>eine Sparkwire-Markierung mit einem Alias, den Sparkwire nicht schreibt</translation>
    </message>
    <message>
        <source>the block of %1 has no END line before the next BEGIN</source>
        <translation>der Block von %1 hat vor dem nächsten BEGIN keine END-Zeile</translation>
    </message>
    <message>
        <source>an END line for %1 without its BEGIN line</source>
        <translation>eine END-Zeile für %1 ohne zugehörige BEGIN-Zeile</translation>
    </message>
    <message>
        <source>a second block for %1</source>
        <translation>ein zweiter Block für %1</translation>
    </message>
    <message>
        <source>the block of %1 has no END line</source>
        <translation>der Block von %1 hat keine END-Zeile</translation>
    </message>
    <message>
        <source>%1 is already pinned in ~/.ssh/known_hosts for %2, another paired Spark; if its address moved, unpair it first</source>
        <translation>%1 ist in ~/.ssh/known_hosts bereits für %2 festgelegt, einen anderen gekoppelten Spark; hat sich dessen Adresse geändert, heben Sie zuerst die Kopplung auf</translation>
    </message>
    <message>
        <source>the host key of %1: %2</source>
        <translation>der Hostschlüssel von %1: %2</translation>
    </message>
    <message>
        <source>%1 reports more than %2 addresses</source>
        <translation>%1 meldet mehr als %2 Adressen</translation>
    </message>
    <message>
        <source>the addresses of %1: %2</source>
        <translation>die Adressen von %1: %2</translation>
    </message>
    <message>
        <source>%1 has no IPv4 address in this node&apos;s CX-7 subnets (%2): set up the links&apos; addresses first</source>
        <translation>%1 hat keine IPv4-Adresse in den CX-7-Subnetzen dieses Knotens (%2): Richten Sie zuerst die Adressen der Verbindungen ein</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>keine eingerichtet</translation>
    </message>
    <message>
        <source>~/.ssh/config has no Sparkwire block for %1</source>
        <translation>~/.ssh/config hat keinen Sparkwire-Block für %1</translation>
    </message>
    <message>
        <source>the block of %1 has no HostName</source>
        <translation>der Block von %1 hat keine HostName-Zeile</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts pins no host key for %1</source>
        <translation>~/.ssh/known_hosts legt keinen Hostschlüssel für %1 fest</translation>
    </message>
    <message>
        <source>%1 needs 1 to %2 planned addresses</source>
        <translation>%1 braucht 1 bis %2 geplante Adressen</translation>
    </message>
    <message>
        <source>~/.ssh/known_hosts already pins another host key for %1 or its addresses (%2); it is kept, not replaced</source>
        <translation>~/.ssh/known_hosts festgelegt für %1 oder seine Adressen (%2) bereits einen anderen Hostschlüssel; er bleibt, er wird nicht ersetzt</translation>
    </message>
</context>
<context>
    <name>SshFiles</name>
    <message>
        <source>uid %1 has no entry in the password database%2</source>
        <translation>uid %1 hat keinen Eintrag in der Passwortdatenbank%2</translation>
    </message>
    <message>
        <source>uid %1 has no home directory in the password database</source>
        <translation>uid %1 hat kein Home-Verzeichnis in der Passwortdatenbank</translation>
    </message>
    <message>
        <source>no home directory to keep SSH files in (got %1)</source>
        <translation>kein Home-Verzeichnis für die SSH-Dateien (erhalten: %1)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>cannot use the home directory %1: %2</source>
        <translation>das Home-Verzeichnis %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>the home %1 is not a directory</source>
        <translation>das Home %1 ist kein Verzeichnis</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as. Sparkwire uses the home of the account it runs as (from the password database, not $HOME): run it as the person whose SSH setup this is, not with sudo -E</source>
        <translation>in %1 werden keine SSH-Dateien geschrieben: Es gehört uid %2, nicht uid %3, unter der Sparkwire läuft. Sparkwire verwendet das Home des Kontos, unter dem es läuft (aus der Passwortdatenbank, nicht $HOME): Starten Sie es als die Person, deren SSH-Einrichtung dies ist, nicht mit sudo -E</translation>
    </message>
    <message>
        <source>refusing to write SSH files into %1: others can write to it, so sshd would not trust them either (StrictModes); run: chmod go-w %1</source>
        <translation>in %1 werden keine SSH-Dateien geschrieben: Andere können hineinschreiben, daher würde auch sshd ihnen nicht vertrauen (StrictModes); führen Sie aus: chmod go-w %1</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>refusing to use %1: it is a symbolic link (to %2), and Sparkwire does not follow links there; make it a real directory (move what it points to in its place)</source>
        <translation>%1 wird nicht verwendet: Es ist ein symbolischer Link (auf %2), und Sparkwire folgt dort keinen Links; machen Sie daraus ein echtes Verzeichnis (verschieben Sie das Ziel des Links an seine Stelle)</translation>
    </message>
    <message>
        <source>%1 is not a directory; move it away</source>
        <translation>%1 ist kein Verzeichnis; verschieben Sie es</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot check %1: %2</source>
        <translation>%1 kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>refusing to use %1: it belongs to uid %2, not to uid %3 that Sparkwire runs as; fix its owner (chown) or run Sparkwire as that account</source>
        <translation>%1 wird nicht verwendet: Es gehört uid %2, nicht uid %3, unter der Sparkwire läuft; korrigieren Sie den Eigentümer (chown) oder starten Sie Sparkwire unter diesem Konto</translation>
    </message>
    <message>
        <source>cannot make %1 private (0700): %2</source>
        <translation>%1 kann nicht privat gemacht werden (0700): %2</translation>
    </message>
</context>
<context>
    <name>SshRepoint</name>
    <message>
        <source>1 to %1 addresses are needed</source>
        <translation>1 bis %1 Adressen werden benötigt</translation>
    </message>
</context>
<context>
    <name>SshValidation</name>
    <message>
        <source>the key data says it is %1, not %2</source>
        <translation>laut den Schlüsseldaten ist es %1, nicht %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>the %1 key data is malformed</source>
        <translation>die %1-Schlüsseldaten sind fehlerhaft</translation>
    </message>
    <message>
        <source>the ssh-rsa key has %1 bits; %2 to %3 are accepted</source>
        <translation>der ssh-rsa-Schlüssel hat %1 Bit; akzeptiert werden %2 bis %3</translation>
    </message>
    <message>
        <source>%1 is not a user name Sparkwire accepts (lowercase letters, digits, &apos;_&apos; and &apos;-&apos;, at most 32)</source>
        <translation>%1 ist kein Benutzername, den Sparkwire akzeptiert (Kleinbuchstaben, Ziffern, „_“ und „-“, höchstens 32)</translation>
    </message>
    <message>
        <source>%1 is not a host name Sparkwire accepts for a peer (1-63 letters, digits, &apos;-&apos; and &apos;.&apos;)</source>
        <translation>%1 ist kein Hostname, den Sparkwire für einen Peer akzeptiert (1–63 Buchstaben, Ziffern, „-“ und „.“)</translation>
    </message>
    <message>
        <source>%1 is not an alias Sparkwire writes (sparkwire-&lt;paired name&gt;)</source>
        <translation>%1 ist kein Alias, den Sparkwire schreibt (sparkwire-&lt;gekoppelter Name&gt;)</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 ist keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>%1 is not a host&apos;s address</source>
        <translation>%1 ist keine Hostadresse</translation>
    </message>
    <message>
        <source>%1 is not a subnet Sparkwire accepts (a.b.c.d/8-32)</source>
        <translation>%1 ist kein Subnetz, das Sparkwire akzeptiert (a.b.c.d/8-32)</translation>
    </message>
    <message>
        <source>%1 is not in this node&apos;s CX-7 subnets (%2)</source>
        <translation>%1 liegt in keinem der CX-7-Subnetze dieses Knotens (%2)</translation>
    </message>
    <message>
        <source>none configured</source>
        <translation>keine eingerichtet</translation>
    </message>
    <message>
        <source>%1 is not a peer fingerprint (64 lowercase hex digits)</source>
        <translation>%1 ist kein Peer-Fingerabdruck (64 Hex-Ziffern in Kleinbuchstaben)</translation>
    </message>
    <message>
        <source>the key line is longer than %1 characters</source>
        <translation>die Schlüsselzeile ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <source>the key line %1 holds a newline or another control character</source>
        <translation>die Schlüsselzeile %1 enthält einen Zeilenumbruch oder ein anderes Steuerzeichen</translation>
    </message>
    <message>
        <source>%1 is not &quot;&lt;type&gt; &lt;base64&gt; [comment]&quot; with type ssh-ed25519, ecdsa-sha2-nistp256 or ssh-rsa</source>
        <translation>%1 hat nicht die Form „&lt;Typ&gt; &lt;base64&gt; [Kommentar]“ mit dem Typ ssh-ed25519, ecdsa-sha2-nistp256 oder ssh-rsa</translation>
    </message>
    <message>
        <source>the %1 key&apos;s base64 is not canonical</source>
        <translation>das base64 des %1-Schlüssels ist nicht kanonisch</translation>
    </message>
    <message>
        <source>only an ssh-ed25519 key is accepted here, not %1</source>
        <translation>hier wird nur ein ssh-ed25519-Schlüssel angenommen, nicht %1</translation>
    </message>
</context>
<context>
    <name>StampedExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>StrictJsonReader</name>
    <message>
        <source>a key is written with escapes; keys are plain text</source>
        <translation>ein Schlüssel ist mit Escape-Sequenzen geschrieben; Schlüssel sind einfacher Text</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is there twice</source>
        <translation>der Schlüssel „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: %2 bytes is more than the %3 allowed</source>
        <translation>%1: %2 Byte sind mehr als die erlaubten %3</translation>
    </message>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1: kein JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1: not a JSON object</source>
        <translation>%1: kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>%1: must be a JSON %2</source>
        <translation>%1: muss vom JSON-Typ %2 sein</translation>
    </message>
    <message>
        <source>%1: longer than %2 characters</source>
        <translation>%1: länger als %2 Zeichen</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1: muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1: must be standard base64 with padding</source>
        <translation>%1: muss Standard-Base64 mit Auffüllung sein</translation>
    </message>
    <message>
        <source>%1: more than %2 bytes</source>
        <translation>%1: mehr als %2 Byte</translation>
    </message>
    <message>
        <source>%1: more than %2 entries</source>
        <translation>%1: mehr als %2 Einträge</translation>
    </message>
    <message>
        <source>%1: must be a JSON string</source>
        <translation>%1: muss eine JSON-Zeichenkette sein</translation>
    </message>
    <message>
        <source>%1: unknown field &quot;%2&quot;</source>
        <translation>%1: unbekanntes Feld „%2“</translation>
    </message>
</context>
<context>
    <name>TcpVerdicts</name>
    <message>
        <source>Only one twin has an address that reaches the peer.</source>
        <translation>Nur ein Zwilling hat eine Adresse, die den anderen Spark erreicht.</translation>
    </message>
    <message>
        <source>Address both twins, each on its own subnet (the plan does).</source>
        <translation>Beide Zwillinge adressieren, jeden in seinem eigenen Subnetz (der Plan tut das).</translation>
    </message>
    <message>
        <source>No TCP traffic on %1.</source>
        <translation>Kein TCP-Verkehr auf %1.</translation>
    </message>
    <message>
        <source>Check the cable, the addresses and that MTU matches on both ends.</source>
        <translation>Kabel und Adressen prüfen, und ob die MTU an beiden Enden gleich ist.</translation>
    </message>
</context>
<context>
    <name>TestsPanel</name>
    <message>
        <source>&amp;TCP test</source>
        <translation>&amp;TCP-Test</translation>
    </message>
    <message>
        <source>&amp;RDMA test</source>
        <translation>&amp;RDMA-Test</translation>
    </message>
    <message>
        <source>&amp;NCCL test</source>
        <translation>&amp;NCCL-Test</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>Kernel TCP on every twin at once (libiperf): proves addresses, routes and MTU. Not RDMA.</source>
        <translation>Kernel-TCP auf allen Zwillingen zugleich (libiperf): prüft Adressen, Routen und MTU. Kein RDMA.</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin at once: a twin should carry ~92-100 Gb/s, the port 184 Gb/s or more.</source>
        <translation>ib_write_bw auf allen Zwillingen zugleich: ein Zwilling sollte ~92–100 Gb/s tragen, der Port 184 Gb/s oder mehr.</translation>
    </message>
    <message>
        <source>nccl-tests all_gather across both Sparks (mpirun over SSH), with the transport NCCL really used.</source>
        <translation>nccl-tests all_gather über beide Sparks (mpirun über SSH), mit dem Transport, den NCCL wirklich nutzte.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Dauer:</translation>
    </message>
    <message>
        <source>The link tests need peer discovery, which is off (the main window&apos;s status bar says why).</source>
        <translation>Die Verbindungstests brauchen die Erkennung anderer Sparks, die aus ist (die Statusleiste des Hauptfensters sagt, warum).</translation>
    </message>
    <message>
        <source>Cancelled; nothing is left running.</source>
        <translation>Abgebrochen; nichts läuft mehr.</translation>
    </message>
    <message>
        <source>%1 (port %2, half %3): %4 Gb/s</source>
        <translation>%1 (Port %2, Hälfte %3): %4 Gb/s</translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation>%1: fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>TCP sum: %1 Gb/s (kernel TCP, CPU-bound; RDMA is the RDMA test)</source>
        <translation>TCP-Summe: %1 Gb/s (Kernel-TCP, CPU-begrenzt; RDMA misst der RDMA-Test)</translation>
    </message>
    <message>
        <source>RDMA sum of twins: %1 Gb/s</source>
        <translation>RDMA-Summe der Zwillinge: %1 Gb/s</translation>
    </message>
    <message>
        <source>%1: transport %2%3, average bus bandwidth %4 GB/s</source>
        <translation>%1: Transport %2%3, mittlere Busbandbreite %4 GB/s</translation>
    </message>
    <message>
        <source>NCCL</source>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>not in the output (no NCCL_DEBUG=INFO log)</source>
        <translation>nicht in der Ausgabe (kein NCCL_DEBUG=INFO-Protokoll)</translation>
    </message>
    <message>
        <source>✔ No NCCL problem found.</source>
        <translation>✔ Kein NCCL-Problem gefunden.</translation>
    </message>
    <message>
        <source>✘ %1
   Fix: %2</source>
        <translation>✘ %1
   Abhilfe: %2</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>Beleg: %1</translation>
    </message>
    <message>
        <source>Run &amp;all</source>
        <translation>&amp;Alle ausführen</translation>
    </message>
    <message>
        <source>TCP, then RDMA, then NCCL.</source>
        <translation>TCP, dann RDMA, dann NCCL.</translation>
    </message>
    <message>
        <source>Which member of the cluster the tests run against: one, or every member in turn (NCCL: all of them at once).</source>
        <translation>Gegen welches Mitglied des Clusters die Tests laufen: eines oder jedes Mitglied nacheinander (NCCL: alle zugleich).</translation>
    </message>
    <message>
        <source>&amp;Member:</source>
        <translation>&amp;Mitglied:</translation>
    </message>
    <message>
        <source>TCP to %1:</source>
        <translation>TCP zu %1:</translation>
    </message>
    <message>
        <source>✔ Every twin to %1 carries TCP traffic.</source>
        <translation>✔ Jeder Zwilling zu %1 trägt TCP-Verkehr.</translation>
    </message>
    <message>
        <source>RDMA to %1:</source>
        <translation>RDMA zu %1:</translation>
    </message>
    <message>
        <source>✔ Both twins to %1 carry full RDMA bandwidth.</source>
        <translation>✔ Beide Zwillinge zu %1 tragen volle RDMA-Bandbreite.</translation>
    </message>
    <message>
        <source>All members</source>
        <translation>Alle Mitglieder</translation>
    </message>
    <message>
        <source>Safe (through host memory)</source>
        <translation>Sicher (über den Hauptspeicher)</translation>
    </message>
    <message>
        <source>DMA-BUF (zero-copy)</source>
        <translation>DMA-BUF (ohne Kopie)</translation>
    </message>
    <message>
        <source>How NCCL moves GPU memory over the links: through host memory (works everywhere) or zero-copy with DMA-BUF (needs the open GPU kernel modules; nvidia-peermem does not work on the Spark).</source>
        <translation>Wie NCCL GPU-Speicher über die Verbindungen bewegt: über den Hauptspeicher (funktioniert überall) oder ohne Kopie mit DMA-BUF (braucht die offenen GPU-Kernelmodule; nvidia-peermem funktioniert auf dem Spark nicht).</translation>
    </message>
    <message>
        <source>&amp;GPUDirect:</source>
        <translation>&amp;GPUDirect:</translation>
    </message>
    <message>
        <source>Diagnose this Spark…</source>
        <translation>Diesen Spark diagnostizieren…</translation>
    </message>
    <message>
        <source>Run the doctor&apos;s checks (Help → Diagnose): MTU, twins, GIDs, link speed, PCIe, the NCCL environment, netplan.</source>
        <translation>Die Prüfungen des Doktors ausführen (Hilfe → Diagnose): MTU, Zwillinge, GIDs, Link-Geschwindigkeit, PCIe, NCCL-Umgebung, netplan.</translation>
    </message>
    <message>
        <source>Demo: the tests replay simulated results shaped like a healthy Spark pair; nothing here was measured.</source>
        <translation>Demo: Die Tests spielen simulierte Ergebnisse eines gesunden Spark-Paars ab; hier wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>✘ The %1 test did not run: %2</source>
        <translation>✘ Der %1-Test lief nicht: %2</translation>
    </message>
    <message>
        <source>Not started after this failure: %1.</source>
        <translation>Nach diesem Fehler nicht gestartet: %1.</translation>
    </message>
    <message>
        <source>TCP</source>
        <translation>TCP</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>%1: %2 Gb/s (MTU %3): %4</source>
        <translation>%1: %2 Gb/s (MTU %3): %4</translation>
    </message>
</context>
<context>
    <name>ThisSparkPage</name>
    <message>
        <source>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; link up &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; no link &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; cable in. Each QSFP port is two PCIe x4 links (twin halves a and b); full speed needs both.</source>
        <translation>&lt;span style=&apos;color:#2e9d4f&apos;&gt;■&lt;/span&gt; Verbindung aktiv &amp;nbsp; &lt;span style=&apos;color:#4a4f57&apos;&gt;■&lt;/span&gt; keine Verbindung &amp;nbsp; &lt;span style=&apos;color:#1d7be0&apos;&gt;▢&lt;/span&gt; Kabel steckt. Jeder QSFP-Port besteht aus zwei PCIe-x4-Verbindungen (Zwillingshälften a und b); volle Geschwindigkeit braucht beide.</translation>
    </message>
    <message>
        <source>This Spark</source>
        <translation>Dieser Spark</translation>
    </message>
    <message>
        <source>The rear panel of %1. Select a twin half to see its netdev, RDMA device, addresses and GID.</source>
        <translation>Die Rückseite von %1. Wählen Sie eine Zwillingshälfte, um Netdev, RDMA-Gerät, Adressen und GID zu sehen.</translation>
    </message>
</context>
<context>
    <name>TroubleCountersTable</name>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>P%1·%2</source>
        <translation>P%1·%2</translation>
    </message>
    <message>
        <source>port %1, half %2: %3 (%4)</source>
        <translation>Port %1, Hälfte %2: %3 (%4)</translation>
    </message>
    <message>
        <source>no RDMA device</source>
        <translation>kein RDMA-Gerät</translation>
    </message>
    <message>
        <source>%1 in total, +%2 in the last interval</source>
        <translation>%1 insgesamt, +%2 im letzten Intervall</translation>
    </message>
    <message>
        <source>Retransmit, loss and congestion counters of each RDMA device (hw_counters; mlx5 and soft-RoCE name them differently): total, and the increase over the last interval.</source>
        <translation>Zähler für Neuübertragungen, Verluste und Überlast jedes RDMA-Geräts (hw_counters; mlx5 und Soft-RoCE benennen sie unterschiedlich): gesamt und der Anstieg im letzten Intervall.</translation>
    </message>
</context>
<context>
    <name>TwinBandwidth</name>
    <message>
        <source>The twin</source>
        <translation>Der Zwilling</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s: its PCIe link trained at x%3 instead of x4, so it cannot reach 80 Gb/s.</source>
        <translation>%1 übertrug %2 Gb/s: Seine PCIe-Verbindung lief mit x%3 statt x4 an und kann daher keine 80 Gb/s erreichen.</translation>
    </message>
    <message>
        <source>A BIOS from before 2026-04 wires the second CX-7 controller at PCIe Gen5 x2: update the Spark&apos;s BIOS (the DGX OS firmware update), then test again.</source>
        <translation>Ein BIOS von vor 2026-04 bindet den zweiten CX-7-Controller mit PCIe Gen5 x2 an: Aktualisieren Sie das BIOS des Spark (das Firmware-Update von DGX OS) und testen Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1 stayed nearly idle (%2 Gb/s) while its twin carried the port: the port tops out near 100 Gb/s.</source>
        <translation>%1 blieb fast untätig (%2 Gb/s), während sein Zwilling den Port trug: Der Port kommt so kaum über 100 Gb/s.</translation>
    </message>
    <message>
        <source>Address and use both twins (each on its own subnet), and name both RDMA devices in NCCL_IB_HCA.</source>
        <translation>Adressieren und nutzen Sie beide Zwillinge (jeden in seinem eigenen Subnetz) und nennen Sie beide RDMA-Geräte in NCCL_IB_HCA.</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s although it reports 200G: the CX-7 came up from a stale initialisation.</source>
        <translation>%1 übertrug %2 Gb/s, obwohl es 200G meldet: Die CX-7 ist aus einer veralteten Initialisierung hochgekommen.</translation>
    </message>
    <message>
        <source>Reboot the Spark and test again; if the twin stays at 8-25 Gb/s, shut both Sparks down, unplug them from AC power for at least 60 s, then test again.</source>
        <translation>Starten Sie den Spark neu und testen Sie erneut; bleibt der Zwilling bei 8–25 Gb/s, fahren Sie beide Sparks herunter, trennen Sie sie mindestens 60 s vom Stromnetz und testen Sie dann erneut.</translation>
    </message>
    <message>
        <source>%1 carried %2 Gb/s; a healthy twin carries 80 Gb/s or more (about 92-100 Gb/s).</source>
        <translation>%1 übertrug %2 Gb/s; ein gesunder Zwilling überträgt 80 Gb/s oder mehr (etwa 92–100 Gb/s).</translation>
    </message>
    <message>
        <source>Check the MTU (9000), the cable and the GID index; run with several QPs (-q 4).</source>
        <translation>Prüfen Sie die MTU (9000), das Kabel und den GID-Index; testen Sie mit mehreren QPs (-q 4).</translation>
    </message>
</context>
<context>
    <name>TwinHalfButton</name>
    <message>
        <source>This Spark has no CX-7 function for port %1, half %2.</source>
        <translation>Dieser Spark hat keine CX-7-Funktion für Port %1, Hälfte %2.</translation>
    </message>
    <message>
        <source>Port %1, twin half %2</source>
        <translation>Port %1, Zwillingshälfte %2</translation>
    </message>
    <message>
        <source>%1 · absent</source>
        <translation>%1 · nicht vorhanden</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>up</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>no link</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>No beacon came from this half.</source>
        <translation>Von dieser Hälfte kam kein Beacon.</translation>
    </message>
    <message>
        <source>%1 · not seen</source>
        <translation>%1 · nicht gesehen</translation>
    </message>
    <message>
        <source>not seen</source>
        <translation>nicht gesehen</translation>
    </message>
</context>
<context>
    <name>VerbsRdmaSource</name>
    <message>
        <source>rdma-core lists no devices: %1</source>
        <translation>rdma-core führt keine Geräte auf: %1</translation>
    </message>
</context>
<context>
    <name>VerifyBandwidth</name>
    <message>
        <source>the RDMA test stopped before every twin was measured (the dashboard&apos;s Tests panel says why)</source>
        <translation>der RDMA-Test endete, bevor jeder Zwilling gemessen war (der Testbereich des Dashboards nennt den Grund)</translation>
    </message>
    <message>
        <source>this Spark has no RDMA device on an addressed CX-7 twin</source>
        <translation>dieser Spark hat kein RDMA-Gerät an einem adressierten CX-7-Zwilling</translation>
    </message>
</context>
<context>
    <name>VerifyJson</name>
    <message>
        <source>more than %1 bytes</source>
        <translation>mehr als %1 Bytes</translation>
    </message>
    <message>
        <source>not a JSON list</source>
        <translation>keine JSON-Liste</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>mehr als %1 Einträge</translation>
    </message>
    <message>
        <source>a check needs exactly netdev, peer_address and mtu</source>
        <translation>eine Prüfung braucht genau netdev, peer_address und mtu</translation>
    </message>
    <message>
        <source>a check names no netdev</source>
        <translation>eine Prüfung nennt kein Netdev</translation>
    </message>
    <message>
        <source>a check&apos;s peer address is not an IPv4 address</source>
        <translation>die Peer-Adresse einer Prüfung ist keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>a check&apos;s MTU is not %1 to %2</source>
        <translation>die MTU einer Prüfung liegt nicht zwischen %1 und %2</translation>
    </message>
    <message>
        <source>a result needs exactly netdev, check, ok and detail</source>
        <translation>ein Ergebnis braucht genau netdev, check, ok und detail</translation>
    </message>
    <message>
        <source>a result names no netdev</source>
        <translation>ein Ergebnis nennt kein Netdev</translation>
    </message>
    <message>
        <source>a result of an unknown check</source>
        <translation>ein Ergebnis einer unbekannten Prüfung</translation>
    </message>
</context>
<context>
    <name>VerifyLaunchPaths</name>
    <message>
        <source>Launch paths</source>
        <translation>Startwege</translation>
    </message>
    <message>
        <source>TCP to %1: torch 29500, Ray 6379, vLLM 8000</source>
        <translation>TCP zu %1: torch 29500, Ray 6379, vLLM 8000</translation>
    </message>
    <message>
        <source>node 1</source>
        <translation>Knoten 1</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>Launch path</source>
        <translation>Startweg</translation>
    </message>
    <message>
        <source>✔ every port answers (refused is fine: nothing listens yet)</source>
        <translation>✔ jeder Port antwortet (abgelehnt ist in Ordnung: noch lauscht nichts)</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 Abhilfe: %2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✔ %2</source>
        <translation>Startwege von %1: ✔ %2</translation>
    </message>
    <message>
        <source>Launch paths of %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>Startwege von %1: ✘ %2
Abhilfe: %3
Gemessen: %4</translation>
    </message>
</context>
<context>
    <name>VerifyPage</name>
    <message>
        <source>&amp;Check again</source>
        <translation>Erneut &amp;prüfen</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n check(s) failed: each says why and how to fix it. Fix them, then check again.</source>
        <translation>
            <numerusform>✘ %n Prüfung fehlgeschlagen: Sie sagt, warum und wie es zu beheben ist. Beheben, dann erneut prüfen.</numerusform>
            <numerusform>✘ %n Prüfungen fehlgeschlagen: Jede sagt, warum und wie es zu beheben ist. Beheben, dann erneut prüfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>RoCE v2 GID</source>
        <translation>RoCE-v2-GID</translation>
    </message>
    <message>
        <source>MTU</source>
        <translation>MTU</translation>
    </message>
    <message>
        <source>Unfragmented ping</source>
        <translation>Unfragmentierter Ping</translation>
    </message>
    <message>
        <source>✔ %1</source>
        <translation>✔ %1</translation>
    </message>
    <message>
        <source>✘ %1 Fix: %2</source>
        <translation>✘ %1 Abhilfe: %2</translation>
    </message>
    <message>
        <source>Run the &amp;tests on the dashboard</source>
        <translation>&amp;Tests im Dashboard ausführen</translation>
    </message>
    <message>
        <source>Checks of every member&apos;s twins</source>
        <translation>Prüfungen der Zwillinge jedes Mitglieds</translation>
    </message>
    <message>
        <source>Member / twin</source>
        <translation>Mitglied / Zwilling</translation>
    </message>
    <message>
        <source>Opens the live dashboard (RoCE throughput per twin, the trouble counters, every cable of the cluster) and runs the TCP, RDMA and NCCL tests there.</source>
        <translation>Öffnet das Live-Dashboard (RoCE-Durchsatz je Zwilling, die Störungszähler, alle Kabel des Clusters) und führt dort die TCP-, RDMA- und NCCL-Tests aus.</translation>
    </message>
    <message>
        <source>A link that is up is not a link that works: the GID, the MTU and an unfragmented 9000-byte ping on every twin of every Spark, then the tests.</source>
        <translation>Eine aktive Verbindung ist noch keine funktionierende: die GID, die MTU und ein unfragmentierter 9000-Byte-Ping auf jedem Zwilling jedes Sparks, dann die Tests.</translation>
    </message>
    <message>
        <source>There is no plan yet: go back to the addressing plan.</source>
        <translation>Es gibt noch keinen Plan: Gehen Sie zurück zum Adressplan.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: stopped before it answered</source>
        <translation>%1: angehalten, bevor er antwortete</translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1 (Knoten %2, dieser Spark)</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (Knoten %2)</translation>
    </message>
    <message>
        <source>checking…</source>
        <translation>wird geprüft …</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>Checking every twin of %n Spark(s)…</source>
        <translation>
            <numerusform>Jeder Zwilling von %n Spark wird geprüft …</numerusform>
            <numerusform>Jeder Zwilling von %n Sparks wird geprüft …</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA (demo: simulated checks). Run the tests on the dashboard: moving counters and recorded results.</source>
        <translation>✔ Jeder Zwilling jedes Sparks ist bereit für RDMA (Demo: simulierte Prüfungen). Führen Sie die Tests im Dashboard aus: laufende Zähler und aufgezeichnete Ergebnisse.</translation>
    </message>
    <message>
        <source>✔ Every twin of every Spark is ready for RDMA. Run the tests on the dashboard to see what the link carries.</source>
        <translation>✔ Jeder Zwilling jedes Sparks ist bereit für RDMA. Führen Sie die Tests im Dashboard aus, um zu sehen, was die Verbindung trägt.</translation>
    </message>
    <message>
        <source>%1: not checked again (%2); shown: its checks during the apply</source>
        <translation>%1: nicht erneut geprüft (%2); angezeigt: seine Prüfungen während des Anwendens</translation>
    </message>
    <message>
        <source>✘ Not every Spark could check its twins.</source>
        <translation>✘ Nicht jeder Spark konnte seine Zwillinge prüfen.</translation>
    </message>
    <message>
        <source>&amp;Export bundle…</source>
        <translation>Bundle e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Writes the cluster&apos;s signed config bundle (netplans, NCCL environment, launchers, SSH, Ansible, test results) for the tools you run on it.</source>
        <translation>Schreibt das signierte Konfigurations-Bundle des Clusters (Netplans, NCCL-Umgebung, Startskripte, SSH, Ansible, Testergebnisse) für die Werkzeuge, die Sie darauf ausführen.</translation>
    </message>
    <message>
        <source>Set up passwordless &amp;SSH</source>
        <translation>Passwortloses &amp;SSH einrichten</translation>
    </message>
    <message>
        <source>Passwordless SSH both ways with every member, at its planned address on its link to this Spark (each member&apos;s person is asked). mpirun needs it for the NCCL test.</source>
        <translation>Passwortloses SSH in beide Richtungen mit jedem Mitglied, an seiner geplanten Adresse auf seiner Verbindung zu diesem Spark (die Person an jedem Mitglied wird gefragt). mpirun braucht es für den NCCL-Test.</translation>
    </message>
    <message>
        <source>SSH is set up here once the plan is in force: apply and keep it first (the members&apos; planned addresses are what SSH uses).</source>
        <translation>SSH wird hier eingerichtet, sobald der Plan gilt: Wenden Sie ihn zuerst an und behalten Sie ihn (SSH nutzt die geplanten Adressen der Mitglieder).</translation>
    </message>
    <message>
        <source>%1 on %2: ✔ %3</source>
        <translation>%1 auf %2: ✔ %3</translation>
    </message>
    <message>
        <source>%1 on %2: ✘ %3
Fix: %4
Measured: %5</source>
        <translation>%1 auf %2: ✘ %3
Abhilfe: %4
Gemessen: %5</translation>
    </message>
    <message>
        <source>check again</source>
        <translation>erneut prüfen</translation>
    </message>
    <message>
        <source>RDMA bandwidth</source>
        <translation>RDMA-Bandbreite</translation>
    </message>
    <message>
        <source>ib_write_bw, 4 QPs, %1 s per twin</source>
        <translation>ib_write_bw, 4 QPs, %1 s je Zwilling</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>measuring…</source>
        <translation>wird gemessen …</translation>
    </message>
    <message>
        <source>✘ %1</source>
        <translation>✘ %1</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>%1 Gb/s, %2</source>
        <translation>%1 Gb/s, %2</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✘ %2
Fix: %3
Measured: %4</source>
        <translation>Bandbreite auf %1: ✘ %2
Abhilfe: %3
Gemessen: %4</translation>
    </message>
    <message>
        <source>Bandwidth on %1: ✔ %2</source>
        <translation>Bandbreite auf %1: ✔ %2</translation>
    </message>
    <message>
        <source>Every check passed; measuring what each twin carries (%1 s)…</source>
        <translation>Alle Prüfungen bestanden; messe, was jeder Zwilling überträgt (%1 s) …</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>&lt;p&gt;Sparkwire joins two or more DGX Sparks into one cluster over their ConnectX-7 200GbE ports. It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;show how this Spark&apos;s QSFP ports and their twin halves are cabled;&lt;/li&gt;&lt;li&gt;find the other Spark and pair with it;&lt;/li&gt;&lt;li&gt;plan the addresses (one subnet per twin, MTU 9000), show you the netplan file, and apply it with an automatic way back;&lt;/li&gt;&lt;li&gt;set up passwordless SSH between the Sparks;&lt;/li&gt;&lt;li&gt;prove the link with RDMA and NCCL tests, and keep a live bandwidth dashboard.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;You need:&lt;/b&gt; a second DGX Spark, an approved QSFP cable between the same port on both (usually port 1, the outermost), and an administrator password for the network change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sparkwire verbindet zwei oder mehr DGX Sparks über ihre ConnectX-7-200GbE-Ports zu einem Cluster. Es wird:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;zeigen, wie die QSFP-Ports dieses Sparks und ihre Zwillingshälften verkabelt sind;&lt;/li&gt;&lt;li&gt;den anderen Spark finden und sich mit ihm koppeln;&lt;/li&gt;&lt;li&gt;die Adressen planen (ein Subnetz pro Zwilling, MTU 9000), Ihnen die netplan-Datei zeigen und sie mit automatischem Rückweg anwenden;&lt;/li&gt;&lt;li&gt;passwortloses SSH zwischen den Sparks einrichten;&lt;/li&gt;&lt;li&gt;die Verbindung mit RDMA- und NCCL-Tests nachweisen und ein Live-Bandbreiten-Dashboard bereitstellen.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;b&gt;Sie brauchen:&lt;/b&gt; einen zweiten DGX Spark, ein zugelassenes QSFP-Kabel zwischen demselben Port auf beiden (meist Port 1, ganz außen) und ein Administratorpasswort für die Netzwerkänderung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Two Sparks, one cable, a few minutes.</source>
        <translation>Zwei Sparks, ein Kabel, ein paar Minuten.</translation>
    </message>
    <message>
        <source>This Spark (%1): %2 ConnectX-7 twin halves, %3 of them with a link.</source>
        <translation>Dieser Spark (%1): %2 ConnectX-7-Zwillingshälften, davon %3 mit Verbindung.</translation>
    </message>
    <message>
        <source>This is a demo: the Spark is simulated and nothing on this computer will be changed.</source>
        <translation>Dies ist eine Demo: Der Spark ist simuliert, und auf diesem Computer wird nichts verändert.</translation>
    </message>
    <message>
        <source>Demo scenario</source>
        <translation>Demo-Szenario</translation>
    </message>
    <message>
        <source>&amp;Classic faults (for learning the diagnoses)</source>
        <translation>&amp;Klassische Fehler (um die Diagnosen kennenzulernen)</translation>
    </message>
    <message>
        <source>&amp;Restart the demo with this scenario</source>
        <translation>Demo mit diesem Szenario neu &amp;starten</translation>
    </message>
    <message>
        <source>Healthy Spark &amp;pair</source>
        <translation>Gesundes Spark-&amp;Paar</translation>
    </message>
    <message>
        <source>MTU 1500, an unaddressed idle twin, cloud-init&apos;s file overriding a CX-7 netdev, and NCCL on the 1GbE management port: see what Review, Help → Diagnose and the dashboard&apos;s tests say.</source>
        <translation>MTU 1500, eine Zwillingshälfte ohne Adresse und ungenutzt, die Datei von cloud-init, die ein CX-7-Netdev überschreibt, und NCCL über den 1GbE-Verwaltungsport: sehen Sie, was Durchsicht, Hilfe → Diagnose und die Tests des Dashboards sagen.</translation>
    </message>
    <message>
        <source>%1 is configuring this Spark&apos;s cluster.</source>
        <translation>%1 konfiguriert den Cluster dieses Sparks.</translation>
    </message>
    <message>
        <source>This Spark is a member of %1&apos;s cluster.</source>
        <translation>Dieser Spark ist Mitglied im Cluster von %1.</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps a cluster of %n Spark(s): check it, or change it.</source>
        <translation>
            <numerusform>Dieser Spark behält einen Cluster aus %n Spark: Prüfen oder ändern Sie ihn.</numerusform>
            <numerusform>Dieser Spark behält einen Cluster aus %n Sparks: Prüfen oder ändern Sie ihn.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (node %2, this Spark)</source>
        <translation>%1 (Knoten %2, dieser Spark)</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (Knoten %2)</translation>
    </message>
    <message numerus="yes">
        <source>This Spark keeps the cluster %1 of %n Spark(s), configured from here and kept on every member: %2. Review and Apply show its plan as it is now; Verify checks every link again.</source>
        <translation>
            <numerusform>Dieser Spark behält den Cluster %1 aus %n Spark, von hier aus konfiguriert und auf jedem Mitglied behalten: %2. „Durchsicht“ und „Anwenden“ zeigen seinen Plan in der jetzigen Form; „Prüfen“ prüft jede Verbindung erneut.</numerusform>
            <numerusform>Dieser Spark behält den Cluster %1 aus %n Sparks, von hier aus konfiguriert und auf jedem Mitglied behalten: %2. „Durchsicht“ und „Anwenden“ zeigen seinen Plan in der jetzigen Form; „Prüfen“ prüft jede Verbindung erneut.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WizardFrame</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>YamlText</name>
    <message>
        <source>indent with spaces and separate values with spaces</source>
        <translation>rücken Sie mit Leerzeichen ein und trennen Sie Werte durch Leerzeichen</translation>
    </message>
    <message>
        <source>save the file with Unix line endings (LF, not CRLF or CR)</source>
        <translation>speichern Sie die Datei mit Unix-Zeilenenden (LF, nicht CRLF oder CR)</translation>
    </message>
    <message>
        <source>replace it with a plain line break or remove it</source>
        <translation>ersetzen Sie es durch einen einfachen Zeilenumbruch oder entfernen Sie es</translation>
    </message>
    <message>
        <source>save the file as UTF-8 without a byte order mark</source>
        <translation>speichern Sie die Datei als UTF-8 ohne Byte-Order-Mark</translation>
    </message>
    <message>
        <source>remove it</source>
        <translation>entfernen Sie es</translation>
    </message>
    <message>
        <source>line %1, column %2: %3 is not allowed (YAML readers disagree on it); %4</source>
        <translation>Zeile %1, Spalte %2: %3 ist nicht erlaubt (YAML-Leser deuten es unterschiedlich); %4</translation>
    </message>
    <message numerus="yes">
        <source>%n more such characters</source>
        <translation>
            <numerusform>%n weiteres Zeichen dieser Art</numerusform>
            <numerusform>%n weitere Zeichen dieser Art</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>No ConnectX-7 ports</source>
        <translation>Keine ConnectX-7-Ports</translation>
    </message>
    <message>
        <source>Sparkwire found no ConnectX-7 port under %1. This computer is not a DGX Spark, or its mlx5_core driver is not loaded.</source>
        <translation>Sparkwire hat unter %1 keinen ConnectX-7-Port gefunden. Dieser Computer ist kein DGX Spark, oder sein mlx5_core-Treiber ist nicht geladen.</translation>
    </message>
    <message>
        <source>You can explore Sparkwire with a simulated Spark instead. Nothing on this computer is changed in the demo.</source>
        <translation>Sie können Sparkwire stattdessen mit einem simulierten Spark ausprobieren. In der Demo wird auf diesem Computer nichts verändert.</translation>
    </message>
    <message>
        <source>Start the &amp;demo</source>
        <translation>&amp;Demo starten</translation>
    </message>
    <message>
        <source>Cluster DGX Sparks over their ConnectX-7 ports.</source>
        <translation>DGX Sparks über ihre ConnectX-7-Ports zu einem Cluster verbinden.</translation>
    </message>
    <message>
        <source>Read hardware from DIR instead of /sys.</source>
        <translation>Hardware aus DIR statt aus /sys lesen.</translation>
    </message>
    <message>
        <source>Demo unavailable</source>
        <translation>Demo nicht verfügbar</translation>
    </message>
    <message>
        <source>Peer discovery is off: %1</source>
        <translation>Peer-Erkennung ist aus: %1</translation>
    </message>
    <message>
        <source>Starting Sparkwire: reading this node&apos;s key (the desktop keyring may ask for its password)…</source>
        <translation>Sparkwire startet: Der Schlüssel dieses Knotens wird gelesen (der Schlüsselbund des Desktops fragt eventuell nach seinem Passwort) …</translation>
    </message>
    <message>
        <source>Show the window in LANG (one of: %1) instead of the language chosen in the settings or the desktop&apos;s.</source>
        <translation>Das Fenster in LANG (eine von: %1) zeigen statt in der in den Einstellungen gewählten Sprache oder der der Arbeitsumgebung.</translation>
    </message>
    <message>
        <source>sparkwire: there is no language &apos;%1&apos;; choose one of: %2</source>
        <translation>sparkwire: Die Sprache „%1“ gibt es nicht; wählen Sie eine von: %2</translation>
    </message>
    <message>
        <source>Run against a simulated Spark; change nothing. --demo=faults: one with the classic faults, for learning the diagnoses.</source>
        <translation>Mit einem simulierten Spark laufen; nichts ändern. --demo=faults: einer mit den klassischen Fehlern, um die Diagnosen kennenzulernen.</translation>
    </message>
    <message>
        <source>This window does not answer other Sparks (pairing, cluster changes): port %1 is taken, most likely by `sparkwirectl agent`, which answers them instead. Once it stops, this window answers them. (%2)</source>
        <translation>Dieses Fenster antwortet anderen Sparks nicht (Kopplung, Cluster-Änderungen): Port %1 ist belegt, höchstwahrscheinlich von `sparkwirectl agent`, der ihnen stattdessen antwortet. Sobald er beendet ist, antwortet dieses Fenster. (%2)</translation>
    </message>
    <message>
        <source>This window answers other Sparks now: port %1 came free.</source>
        <translation>Dieses Fenster antwortet jetzt anderen Sparks: Port %1 ist frei geworden.</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LaunchPathCheck</name>
    <message>
        <source>no answer from %1 port %2 (%3) within %4 ms: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>keine Antwort von %1 Port %2 (%3) binnen %4 ms: eine Firewall auf dem Kopf oder auf dem Weg verwirft es; erlauben Sie TCP-Port %2 aus dem Fabric-Subnetz auf dem Kopf</translation>
    </message>
    <message>
        <source>%1 is not an IPv4 address</source>
        <translation>%1 ist keine IPv4-Adresse</translation>
    </message>
    <message>
        <source>connected: %1 listens on port %2</source>
        <translation>verbunden: %1 lauscht auf Port %2</translation>
    </message>
    <message>
        <source>refused: the path to %1 port %2 is open, nothing listens there yet</source>
        <translation>abgelehnt: der Weg zu %1 Port %2 ist offen, dort lauscht noch nichts</translation>
    </message>
    <message>
        <source>this Spark&apos;s own firewall does not let it connect to %1 port %2; allow outgoing TCP port %2 on the fabric</source>
        <translation>die eigene Firewall dieses Sparks lässt keine Verbindung zu %1 Port %2 zu; erlauben Sie ausgehendes TCP auf Port %2 im Fabric</translation>
    </message>
    <message>
        <source>no answer from %1 port %2: a firewall on the head or on the path drops it; allow TCP port %2 from the fabric subnet on the head</source>
        <translation>keine Antwort von %1 Port %2: eine Firewall auf dem Kopf oder auf dem Weg verwirft es; erlauben Sie TCP-Port %2 aus dem Fabric-Subnetz auf dem Kopf</translation>
    </message>
    <message>
        <source>%1 cannot be reached (%2) and no netdev here routes to it: the head&apos;s address is not on this Spark&apos;s fabric subnets; apply the cluster plan again</source>
        <translation>%1 ist nicht erreichbar (%2) und kein Netdev hier führt dorthin: die Adresse des Kopfes liegt nicht in den Fabric-Subnetzen dieses Sparks; wenden Sie den Cluster-Plan erneut an</translation>
    </message>
    <message>
        <source>%1 cannot be reached through %2 (%3): wrong address or cable, or the head rejects it with an ICMP error; check the cable on %2 and that the head holds %1</source>
        <translation>%1 ist über %2 nicht erreichbar (%3): falsche Adresse oder falsches Kabel, oder der Kopf weist es mit einem ICMP-Fehler ab; prüfen Sie das Kabel an %2 und ob der Kopf %1 hat</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::LinkChecks</name>
    <message>
        <source>%1 bytes unfragmented to %2: replies</source>
        <translation>%1 Byte unfragmentiert an %2: Antworten</translation>
    </message>
    <message>
        <source>%1 cannot send %2-byte packets unfragmented: the MTU is smaller somewhere on this side.</source>
        <translation>%1 kann keine %2-Byte-Pakete unfragmentiert senden: Die MTU ist irgendwo auf dieser Seite kleiner.</translation>
    </message>
    <message>
        <source>No reply to %1-byte unfragmented pings from %2 on %3: the peer&apos;s MTU is smaller, or it is not reachable on this twin.</source>
        <translation>Keine Antwort von %2 auf unfragmentierte %1-Byte-Pings über %3: Die MTU der Gegenseite ist kleiner, oder sie ist über diesen Zwilling nicht erreichbar.</translation>
    </message>
    <message>
        <source>Set mtu: 9000 on this twin on both Sparks (and on the switch port), then check again; if small pings fail too, check the cable and the addresses.</source>
        <translation>mtu: 9000 für diesen Zwilling auf beiden Sparks (und am Switch-Port) setzen, dann erneut prüfen; scheitern auch kleine Pings, Kabel und Adressen prüfen.</translation>
    </message>
    <message>
        <source>The ping on %1 did not run.</source>
        <translation>Der Ping über %1 lief nicht.</translation>
    </message>
    <message>
        <source>Is iputils-ping installed, and the netdev up?</source>
        <translation>Ist iputils-ping installiert und das Netdev aktiv?</translation>
    </message>
    <message>
        <source>RoCE v2 IPv4 GID at index %1</source>
        <translation>RoCE-v2-IPv4-GID an Index %1</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID</source>
        <translation>keine RoCE-v2-IPv4-GID</translation>
    </message>
    <message>
        <source>%1 has no RoCE v2 GID for an IPv4 address: RDMA and NCCL cannot use it.</source>
        <translation>%1 hat keine RoCE-v2-GID für eine IPv4-Adresse: RDMA und NCCL können ihn nicht nutzen.</translation>
    </message>
    <message>
        <source>%1 GID entries, none RoCE v2 + IPv4</source>
        <translation>%1 GID-Einträge, keiner RoCE v2 + IPv4</translation>
    </message>
    <message>
        <source>no such netdev</source>
        <translation>kein solches Netdev</translation>
    </message>
    <message>
        <source>Apply the plan so the twin has its IPv4 address; the GID follows within a second.</source>
        <translation>Den Plan anwenden, damit der Zwilling seine IPv4-Adresse hat; die GID folgt binnen einer Sekunde.</translation>
    </message>
    <message>
        <source>MTU %1</source>
        <translation>MTU %1</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3: RoCE then runs with 1024-byte frames.</source>
        <translation>%1 hat MTU %2, nicht %3: RoCE läuft dann mit 1024-Byte-Rahmen.</translation>
    </message>
    <message>
        <source>Apply the plan (mtu: 9000) on both Sparks.</source>
        <translation>Den Plan (mtu: 9000) auf beiden Sparks anwenden.</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NcclRunner</name>
    <message>
        <source>%1 not found on PATH or in ~/nccl-tests/build; build nccl-tests or give its path</source>
        <translation>%1 weder im PATH noch in ~/nccl-tests/build gefunden; nccl-tests bauen oder den Pfad angeben</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::NetworkLinkTests</name>
    <message>
        <source>NCCL all_gather</source>
        <translation>NCCL all_gather</translation>
    </message>
    <message>
        <source>nccl-tests exited with status %1</source>
        <translation>nccl-tests endete mit Status %1</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>Frage %1 nach Testservern …</translation>
    </message>
    <message>
        <source>Asking %1 for ib_write_bw servers…</source>
        <translation>Frage %1 nach ib_write_bw-Servern …</translation>
    </message>
    <message>
        <source>Starting nccl-tests…</source>
        <translation>Starte nccl-tests …</translation>
    </message>
    <message>
        <source>TCP on every twin to %1</source>
        <translation>TCP auf jedem Zwilling zu %1</translation>
    </message>
    <message>
        <source>ib_write_bw on every twin to %1: %2 Gb/s</source>
        <translation>ib_write_bw auf jedem Zwilling zu %1: %2 Gb/s</translation>
    </message>
    <message>
        <source>No paired member found yet: cable the other Spark and let it run Sparkwire.</source>
        <translation>Noch kein gekoppeltes Mitglied gefunden: den anderen Spark verkabeln und Sparkwire dort laufen lassen.</translation>
    </message>
    <message>
        <source>%1 is not on the cables now.</source>
        <translation>%1 hängt gerade nicht an den Kabeln.</translation>
    </message>
    <message>
        <source>Starting nccl-tests… Warning: %1</source>
        <translation>nccl-tests wird gestartet… Warnung: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::PeerTestServers</name>
    <message numerus="yes">
        <source>%1 runs a %2 s %3 test against %n server(s).</source>
        <translation>
            <numerusform>%1 führt einen %3-Test über %2 s gegen %n Server aus.</numerusform>
            <numerusform>%1 führt einen %3-Test über %2 s gegen %n Server aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>This node stopped serving tests.</source>
        <translation>Dieser Knoten stellt keine Tests mehr bereit.</translation>
    </message>
    <message>
        <source>Unknown test server: %1</source>
        <translation>Unbekannter Testserver: %1</translation>
    </message>
    <message>
        <source>Another test took the servers.</source>
        <translation>Ein anderer Test hat die Server übernommen.</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::RdmaLinkTest</name>
    <message>
        <source>ib_write_bw stopped: %1</source>
        <translation>ib_write_bw beendet: %1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
    <message>
        <source>no twin to test</source>
        <translation>kein Zwilling zum Testen</translation>
    </message>
    <message>
        <source>%1 printed no figure in the test&apos;s %2 s: nothing was measured on this twin.</source>
        <translation>%1 hat in den %2 s des Tests keinen Wert ausgegeben: auf diesem Zwilling wurde nichts gemessen.</translation>
    </message>
    <message>
        <source>ib_write_bw printed no result line</source>
        <translation>ib_write_bw hat keine Ergebniszeile ausgegeben</translation>
    </message>
    <message>
        <source>Run the test again for longer (--duration); if it stays empty, run ib_write_bw by hand on both Sparks and read its own words.</source>
        <translation>Den Test länger erneut ausführen (--duration); bleibt er leer, ib_write_bw auf beiden Sparks von Hand ausführen und seine eigenen Worte lesen.</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::ResultKeeper</name>
    <message>
        <source>TCP (iperf3) to %1, per twin</source>
        <translation>TCP (iperf3) zu %1, je Zwilling</translation>
    </message>
    <message>
        <source>RDMA write bandwidth to %1, per twin</source>
        <translation>RDMA-Schreibbandbreite zu %1, je Zwilling</translation>
    </message>
    <message>
        <source>Cannot create %1 to keep the test result.</source>
        <translation>%1 kann nicht angelegt werden, um das Testergebnis aufzubewahren.</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TcpLinkTest</name>
    <message>
        <source>no result from %1</source>
        <translation>kein Ergebnis von %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::bench::TestServers</name>
    <message>
        <source>A %1 test server did not start listening within %2 s.</source>
        <translation>Ein %1-Testserver hat nicht binnen %2 s begonnen zu lauschen.</translation>
    </message>
    <message>
        <source>No twin here has an RDMA device with a link, an IPv4 address and its RoCE v2 GID.</source>
        <translation>Kein Zwilling hier hat ein RDMA-Gerät mit Verbindung, IPv4-Adresse und RoCE-v2-GID.</translation>
    </message>
    <message>
        <source>No CX-7 netdev here has a link and an IPv4 address.</source>
        <translation>Kein CX-7-Netdev hier hat Verbindung und IPv4-Adresse.</translation>
    </message>
    <message>
        <source>%1 test server could not start: %2</source>
        <translation>%1-Testserver konnte nicht starten: %2</translation>
    </message>
    <message>
        <source>ib_write_bw could not serve here: %1</source>
        <translation>ib_write_bw konnte hier nicht als Server laufen: %1</translation>
    </message>
    <message>
        <source>The TCP test server could not serve here: %1</source>
        <translation>Der TCP-Testserver konnte hier nicht als Server laufen: %1</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
    </message>
</context>
<context>
    <name>sparkwire::bundle::BundleExportJob</name>
    <message>
        <source>Reading the state of every member of %1…</source>
        <translation>Der Zustand jedes Mitglieds von %1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cancelled: no bundle was written.</source>
        <translation>Abgebrochen: es wurde kein Bundle geschrieben.</translation>
    </message>
    <message>
        <source>Writing the bundle…</source>
        <translation>Das Bundle wird geschrieben…</translation>
    </message>
    <message>
        <source>the members&apos; cabling is no longer the cluster&apos;s record. Check the cables, or apply the cluster again.</source>
        <translation>die Verkabelung der Mitglieder entspricht nicht mehr dem Cluster-Eintrag. Prüfen Sie die Kabel oder wenden Sie den Cluster erneut an.</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::ForeignChangeWatch</name>
    <message>
        <source>is at MTU %1 (the kept plan: %2)</source>
        <translation>hat MTU %1 (der behaltene Plan: %2)</translation>
    </message>
    <message>
        <source>has lost its address %1</source>
        <translation>hat seine Adresse %1 verloren</translation>
    </message>
    <message>
        <source>has %1 instead of %2</source>
        <translation>hat %1 statt %2</translation>
    </message>
    <message>
        <source>has %1 besides the kept plan&apos;s %2</source>
        <translation>hat %1 neben %2 des behaltenen Plans</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>/%1 (%2)</source>
        <translation>/%1 (%2)</translation>
    </message>
    <message>
        <source>configured by %1</source>
        <translation>eingerichtet von %1</translation>
    </message>
    <message>
        <source>perhaps configured by %1 (it cannot be read here)</source>
        <translation>vielleicht eingerichtet von %1 (hier nicht lesbar)</translation>
    </message>
    <message>
        <source>no netplan file but Sparkwire&apos;s configures it: changed by hand or by a tool outside netplan</source>
        <translation>keine netplan-Datei außer der von Sparkwire richtet es ein: von Hand oder von einem Werkzeug außerhalb von netplan geändert</translation>
    </message>
    <message>
        <source>%1: %2 %3 — %4</source>
        <translation>%1: %2 %3 — %4</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::LaunchPathRun</name>
    <message>
        <source>no answer in time</source>
        <translation>keine rechtzeitige Antwort</translation>
    </message>
    <message>
        <source>no answer in time: %1</source>
        <translation>keine rechtzeitige Antwort: %1</translation>
    </message>
    <message>
        <source>the cluster record has no node 1</source>
        <translation>der Cluster-Datensatz hat keinen Knoten 1</translation>
    </message>
    <message>
        <source>not cabled to %1: its launchers reach the head only through another Spark, which this check does not cover</source>
        <translation>nicht mit %1 verkabelt: seine Starter erreichen den Kopf nur über einen anderen Spark, was diese Prüfung nicht abdeckt</translation>
    </message>
    <message>
        <source>no planned address of it on the links to this Spark</source>
        <translation>keine geplante Adresse von ihm auf den Verbindungen zu diesem Spark</translation>
    </message>
    <message>
        <source>not reached: %1</source>
        <translation>nicht erreicht: %1</translation>
    </message>
    <message>
        <source>no longer paired with this Spark</source>
        <translation>nicht mehr mit diesem Spark gekoppelt</translation>
    </message>
    <message>
        <source>refused: %1</source>
        <translation>abgelehnt: %1</translation>
    </message>
    <message>
        <source>an answer that cannot be read: %1</source>
        <translation>eine Antwort, die sich nicht lesen lässt: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::LaunchPathService</name>
    <message>
        <source>not paired</source>
        <translation>nicht gekoppelt</translation>
    </message>
    <message>
        <source>%1 keeps no cluster record: %2</source>
        <translation>%1 hat keinen Cluster-Datensatz: %2</translation>
    </message>
    <message>
        <source>%1&apos;s kept cluster was planned by another Spark</source>
        <translation>der behaltene Cluster von %1 wurde von einem anderen Spark geplant</translation>
    </message>
    <message>
        <source>%1 runs %2 launch-path checks already</source>
        <translation>%1 führt bereits %2 Startweg-Prüfungen aus</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::MemberService</name>
    <message>
        <source>not paired</source>
        <translation>nicht gekoppelt</translation>
    </message>
    <message>
        <source>this Spark&apos;s helper is not there</source>
        <translation>der Helfer dieses Sparks ist nicht vorhanden</translation>
    </message>
    <message>
        <source>Refused a cluster request from %1: %2</source>
        <translation>Cluster-Anfrage von %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>von %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>its state is larger than %1 bytes</source>
        <translation>sein Zustand ist größer als %1 Byte</translation>
    </message>
    <message>
        <source>not a valid try: %1</source>
        <translation>kein gültiger Versuch: %1</translation>
    </message>
    <message>
        <source>a change from %1 is already pending here</source>
        <translation>hier steht bereits eine Änderung von %1 aus</translation>
    </message>
    <message>
        <source>the cluster record does not name this Spark as a member</source>
        <translation>der Cluster-Eintrag nennt diesen Spark nicht als Mitglied</translation>
    </message>
    <message>
        <source>the cluster record does not name %1 as its seat and a member</source>
        <translation>der Cluster-Eintrag nennt %1 nicht als leitenden Spark und Mitglied</translation>
    </message>
    <message>
        <source>%1 is already exactly this.</source>
        <translation>%1 ist bereits genau so.</translation>
    </message>
    <message>
        <source>%1 (now)</source>
        <translation>%1 (jetzt)</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <source>nobody is here to ask</source>
        <translation>hier ist niemand, der gefragt werden kann</translation>
    </message>
    <message>
        <source>%1 (paired) asks to apply this network plan on this Spark now, for the cluster %2. It reverts on its own after %3 s unless %1 confirms it. Apply it?</source>
        <translation>%1 (gekoppelt) bittet darum, diesen Netzwerkplan jetzt auf diesem Spark anzuwenden, für den Cluster %2. Er wird nach %3 s von selbst zurückgenommen, sofern %1 ihn nicht bestätigt. Anwenden?</translation>
    </message>
    <message>
        <source>cancelled on %1</source>
        <translation>auf %1 abgebrochen</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>von der Person an %1 abgelehnt</translation>
    </message>
    <message>
        <source>applying on %1; it reverts after %2 s unless confirmed</source>
        <translation>wird auf %1 angewendet; wird nach %2 s zurückgenommen, sofern nicht bestätigt</translation>
    </message>
    <message>
        <source>the helper did not apply it: %1</source>
        <translation>der Helfer hat ihn nicht angewendet: %1</translation>
    </message>
    <message>
        <source>The change from %1 was not applied: %2</source>
        <translation>Die Änderung von %1 wurde nicht angewendet: %2</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>hier wurde nichts ausprobiert</translation>
    </message>
    <message>
        <source>the change here is %1&apos;s</source>
        <translation>die Änderung hier gehört %1</translation>
    </message>
    <message>
        <source>not a valid verify: %1</source>
        <translation>keine gültige Prüfanfrage: %1</translation>
    </message>
    <message>
        <source>%1 is not a CX-7 netdev here</source>
        <translation>%1 ist hier kein CX-7-Netdev</translation>
    </message>
    <message>
        <source>the try is still being checked</source>
        <translation>der Versuch wird noch geprüft</translation>
    </message>
    <message>
        <source>the change is ending</source>
        <translation>die Änderung wird gerade beendet</translation>
    </message>
    <message>
        <source>the change is not in force</source>
        <translation>die Änderung ist nicht in Kraft</translation>
    </message>
    <message>
        <source>a delegated change is kept only on the seat&apos;s signature</source>
        <translation>eine delegierte Änderung wird nur mit der Signatur des leitenden Sparks behalten</translation>
    </message>
    <message>
        <source>the change is no longer pending on %1</source>
        <translation>die Änderung steht auf %1 nicht mehr aus</translation>
    </message>
    <message>
        <source>%1 kept the plan but could not store the cluster record: %2</source>
        <translation>%1 hat den Plan behalten, konnte aber den Cluster-Eintrag nicht speichern: %2</translation>
    </message>
    <message>
        <source>kept on %1</source>
        <translation>auf %1 behalten</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was pending</source>
        <translation>auf %1 zurückgenommen: nichts stand aus</translation>
    </message>
    <message>
        <source>reverted on %1: nothing was applied</source>
        <translation>auf %1 zurückgenommen: nichts war angewendet</translation>
    </message>
    <message>
        <source>the change is being kept</source>
        <translation>die Änderung wird gerade behalten</translation>
    </message>
    <message>
        <source>cancelled by %1</source>
        <translation>von %1 abgebrochen</translation>
    </message>
    <message>
        <source>reverted by %1&apos;s person</source>
        <translation>von der Person an %1 zurückgenommen</translation>
    </message>
    <message>
        <source>could not revert on %1: %2</source>
        <translation>konnte auf %1 nicht zurücknehmen: %2</translation>
    </message>
    <message>
        <source>confirmed by %1</source>
        <translation>bestätigt von %1</translation>
    </message>
    <message>
        <source>SSH to and from %1 still uses its old address: %2</source>
        <translation>SSH zu und von %1 verwendet noch die alte Adresse: %2</translation>
    </message>
    <message>
        <source>%1 is going back to its previous file</source>
        <translation>%1 kehrt gerade zu seiner vorherigen Datei zurück</translation>
    </message>
    <message>
        <source>going back to the previous file on %1</source>
        <translation>kehre auf %1 zur vorherigen Datei zurück</translation>
    </message>
    <message>
        <source>the seat&apos;s addresses do not fit the plan: %1</source>
        <translation>die Adressen des leitenden Sparks passen nicht zum Plan: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::RemoteMember</name>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 s</source>
        <translation>%1 hat die Anfrage %2 nicht innerhalb von %3 s beantwortet</translation>
    </message>
    <message>
        <source>the plan for %1 is larger than %2 bytes</source>
        <translation>der Plan für %1 ist größer als %2 Byte</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard</source>
        <translation>%1 ist nicht erreichbar: Von ihm wurde kein Beacon gehört</translation>
    </message>
    <message>
        <source>%1 cannot be reached at %2: %3</source>
        <translation>%1 ist unter %2 nicht erreichbar: %3</translation>
    </message>
    <message>
        <source>%1 went away during %2: %3</source>
        <translation>%1 ist während der Anfrage %2 weggefallen: %3</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 ist nicht mehr mit diesem Spark gekoppelt</translation>
    </message>
    <message>
        <source>%1 did not give its state: %2</source>
        <translation>%1 hat seinen Zustand nicht geliefert: %2</translation>
    </message>
    <message>
        <source>%1 refused the plan: %2</source>
        <translation>%1 hat den Plan abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 could not verify: %2</source>
        <translation>%1 konnte nicht prüfen: %2</translation>
    </message>
    <message>
        <source>%1 did not keep the plan: %2</source>
        <translation>%1 hat den Plan nicht behalten: %2</translation>
    </message>
    <message>
        <source>%1 did not revert: %2</source>
        <translation>%1 hat nicht zurückgenommen: %2</translation>
    </message>
    <message>
        <source>%1 answered with a state that cannot be read: %2</source>
        <translation>%1 hat mit einem Zustand geantwortet, der nicht lesbar ist: %2</translation>
    </message>
    <message>
        <source>%1 answered with the state of another Spark</source>
        <translation>%1 hat mit dem Zustand eines anderen Sparks geantwortet</translation>
    </message>
    <message>
        <source>%1 answered with checks that cannot be read: %2</source>
        <translation>%1 hat mit Prüfungen geantwortet, die nicht lesbar sind: %2</translation>
    </message>
    <message>
        <source>%1 cannot be reached: no beacon from it was heard here, and through the other members: %2</source>
        <translation>%1 ist nicht erreichbar: Hier wurde kein Beacon von ihm gehört, und über die anderen Mitglieder: %2</translation>
    </message>
</context>
<context>
    <name>sparkwire::cluster::SshToMembers</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>✔ %1: %2</source>
        <translation>✔ %1: %2</translation>
    </message>
    <message>
        <source>✘ %1: SSH not set up: %2</source>
        <translation>✘ %1: SSH nicht eingerichtet: %2</translation>
    </message>
    <message>
        <source>Setting up SSH with %1 at %2…</source>
        <translation>SSH mit %1 unter %2 wird eingerichtet…</translation>
    </message>
</context>
<context>
    <name>sparkwire::discovery::DiscoveryAgent</name>
    <message>
        <source>cannot listen on UDP port %1: %2 %3</source>
        <translation>kann nicht auf UDP-Port %1 lauschen: %2 %3</translation>
    </message>
</context>
<context>
    <name>sparkwire::doctor::PlanReapply</name>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper applies it with its countdown and sets every CX-7 netdev back to the plan, MTU 9000 included; the links drop for a moment.</source>
        <translation>Den Netzwerkplan dieses Sparks (40-cx7.yaml) erneut anwenden? Der Helfer wendet ihn mit seinem Countdown an und setzt jedes CX-7-Netdev auf den Plan zurück, MTU 9000 eingeschlossen; die Verbindungen fallen kurz aus.</translation>
    </message>
    <message>
        <source>Apply this Spark&apos;s network plan (40-cx7.yaml) again? The helper writes it again with mode 0600 and applies it with its countdown; the links drop for a moment.</source>
        <translation>Den Netzwerkplan dieses Sparks (40-cx7.yaml) erneut anwenden? Der Helfer schreibt ihn erneut mit Modus 0600 und wendet ihn mit seinem Countdown an; die Verbindungen fallen kurz aus.</translation>
    </message>
    <message>
        <source>%1 is not on this Spark.</source>
        <translation>%1 gibt es auf diesem Spark nicht.</translation>
    </message>
    <message>
        <source>%1 has no carrier.</source>
        <translation>%1 hat keinen Träger (kein Link).</translation>
    </message>
    <message>
        <source>%1 does not have its address %2.</source>
        <translation>%1 hat seine Adresse %2 nicht.</translation>
    </message>
    <message>
        <source>%1 has MTU %2, not %3.</source>
        <translation>%1 hat MTU %2, nicht %3.</translation>
    </message>
    <message>
        <source>there is no helper to apply with</source>
        <translation>es gibt keinen Helfer zum Anwenden</translation>
    </message>
    <message>
        <source>this Spark has no 40-cx7.yaml to apply again</source>
        <translation>dieser Spark hat keine 40-cx7.yaml zum erneuten Anwenden</translation>
    </message>
    <message>
        <source>the 40-cx7.yaml in force names no netdev to check</source>
        <translation>die geltende 40-cx7.yaml nennt kein Netdev, das geprüft werden könnte</translation>
    </message>
    <message>
        <source>Applied the plan again, checked the links and kept it.</source>
        <translation>Den Plan erneut angewendet, die Verbindungen geprüft und ihn behalten.</translation>
    </message>
    <message>
        <source>reverted: %1</source>
        <translation>zurückgenommen: %1</translation>
    </message>
    <message>
        <source>Not kept: %1 The helper put the earlier configuration back (%2).</source>
        <translation>Nicht behalten: %1 Der Helfer hat die vorherige Konfiguration wiederhergestellt (%2).</translation>
    </message>
</context>
<context>
    <name>sparkwire::helper::HelperClient</name>
    <message>
        <source>sparkwire-helper cannot be reached (%1). The Sparkwire helper is not installed or the system bus is not running: install the Sparkwire package, or start D-Bus (systemctl start dbus).</source>
        <translation>sparkwire-helper ist nicht erreichbar (%1). Der Sparkwire-Helfer ist nicht installiert oder der Systembus läuft nicht: Installieren Sie das Sparkwire-Paket oder starten Sie D-Bus (systemctl start dbus).</translation>
    </message>
    <message>
        <source>no connection to the system bus</source>
        <translation>keine Verbindung zum Systembus</translation>
    </message>
    <message>
        <source>sparkwire-helper answered Challenge with %1 bytes instead of %2</source>
        <translation>sparkwire-helper hat Challenge mit %1 statt %2 Byte beantwortet</translation>
    </message>
    <message>
        <source>sparkwire-helper answered Delegations with something that is not a JSON array</source>
        <translation>sparkwire-helper hat Delegations mit etwas beantwortet, das kein JSON-Array ist</translation>
    </message>
</context>
<context>
    <name>sparkwire::hw::InventoryMonitor</name>
    <message>
        <source>address on %1</source>
        <translation>Adresse auf %1</translation>
    </message>
    <message>
        <source>route</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>route via %1</source>
        <translation>Route über %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::hw::NetlinkLinkSource</name>
    <message>
        <source>netlink: %1</source>
        <translation>netlink: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::mdns::AvahiLanDiscovery</name>
    <message>
        <source>avahi-daemon stopped</source>
        <translation>avahi-daemon wurde beendet</translation>
    </message>
    <message>
        <source>no system D-Bus to reach avahi-daemon (%1)</source>
        <translation>kein System-D-Bus, über den avahi-daemon erreichbar wäre (%1)</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <source>avahi-daemon is not running (%1)</source>
        <translation>avahi-daemon läuft nicht (%1)</translation>
    </message>
    <message>
        <source>avahi-daemon refused to browse (%1)</source>
        <translation>avahi-daemon hat das Durchsuchen abgelehnt (%1)</translation>
    </message>
    <message>
        <source>avahi-daemon did not take the announcement (%1)</source>
        <translation>avahi-daemon hat die Ankündigung nicht angenommen (%1)</translation>
    </message>
</context>
<context>
    <name>sparkwire::metrics::MetricsHistory</name>
    <message>
        <source>There is no recorded history of port %1 to export.</source>
        <translation>Für Port %1 gibt es keinen aufgezeichneten Verlauf zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>sparkwire::netplan::NetplanTransaction</name>
    <message>
        <source>; the previous configuration is back</source>
        <translation>; die vorherige Konfiguration ist wieder da</translation>
    </message>
    <message>
        <source>; reverting also failed: %1</source>
        <translation>; auch das Zurücknehmen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>netplan is still applying the previous step; try again when it has finished</source>
        <translation>netplan wendet noch den vorigen Schritt an; versuchen Sie es erneut, wenn er fertig ist</translation>
    </message>
    <message>
        <source>no apply command is configured</source>
        <translation>kein Befehl zum Anwenden eingerichtet</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>%1 kann nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 wurde nicht binnen %2 s fertig</translation>
    </message>
    <message>
        <source>%1 failed (exit %2): %3</source>
        <translation>%1 fehlgeschlagen (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>another change is still waiting to be confirmed or reverted</source>
        <translation>eine andere Änderung wartet noch darauf, bestätigt oder zurückgenommen zu werden</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>there is no change waiting for confirmation</source>
        <translation>es wartet keine Änderung auf Bestätigung</translation>
    </message>
    <message>
        <source>nothing was confirmed: the pending change is incomplete (%1)</source>
        <translation>nichts wurde bestätigt: Die ausstehende Änderung ist unvollständig (%1)</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1 is not the file that was applied</source>
        <translation>nichts wurde bestätigt: %1 ist nicht die Datei, die angewendet wurde</translation>
    </message>
    <message>
        <source>nothing was confirmed: the current file must be kept as the previous one, and %1</source>
        <translation>nichts wurde bestätigt: Die aktuelle Datei muss als vorherige aufbewahrt werden, und %1</translation>
    </message>
    <message>
        <source>nothing was confirmed: cannot create %1</source>
        <translation>nichts wurde bestätigt: %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>nothing was confirmed: %1</source>
        <translation>nichts wurde bestätigt: %1</translation>
    </message>
    <message>
        <source>there is no change to revert</source>
        <translation>es gibt keine Änderung zum Zurücknehmen</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::FleetSubscription</name>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>this Spark is not paired with the member; pair first</source>
        <translation>dieser Spark ist nicht mit dem Mitglied gekoppelt; zuerst koppeln</translation>
    </message>
    <message>
        <source>no address and no route to it</source>
        <translation>keine Adresse und kein Weg dorthin</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::NetworkPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 …</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>Warten, bis die Person an %1 diesen Schlüssel zulässt …</translation>
    </message>
    <message>
        <source>%1 did not add the key: %2</source>
        <translation>%1 hat den Schlüssel nicht hinzugefügt: %2</translation>
    </message>
    <message>
        <source>%1 added the key but sent no SSH host key to pin; is openssh-server installed there?</source>
        <translation>%1 hat den Schlüssel hinzugefügt, aber keinen SSH-Hostschlüssel zum Festlegen geschickt; ist dort openssh-server installiert?</translation>
    </message>
    <message>
        <source>`ssh %1` logs in to %2@%3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>`ssh %1` meldet sich ohne Passwort als %2@%3 an; sein Hostschlüssel ist in ~/.ssh/known_hosts festgelegt.</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>Warte, bis die Person an %1 den Plan prüft …</translation>
    </message>
    <message>
        <source>Asking %1 for test servers…</source>
        <translation>Frage %1 nach Testservern …</translation>
    </message>
    <message>
        <source>Comparing codes with the Spark that calls itself %1…</source>
        <translation>Codes werden mit dem Spark verglichen, der sich %1 nennt…</translation>
    </message>
    <message>
        <source>SSH is set up only with a paired peer; pair first</source>
        <translation>SSH wird nur mit einem gekoppelten Peer eingerichtet; zuerst koppeln</translation>
    </message>
    <message>
        <source>the Spark that answered is not paired with this one; pair first</source>
        <translation>der antwortende Spark ist nicht mit diesem gekoppelt; zuerst koppeln</translation>
    </message>
    <message>
        <source>plans go only to a paired peer; pair first</source>
        <translation>Pläne gehen nur an einen gekoppelten Peer; zuerst koppeln</translation>
    </message>
    <message>
        <source>test servers come only from a paired peer; pair first</source>
        <translation>Testserver gibt es nur von einem gekoppelten Peer; zuerst koppeln</translation>
    </message>
    <message>
        <source>Making this Spark&apos;s SSH key…</source>
        <translation>SSH-Schlüssel dieses Sparks wird erzeugt …</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: there is no ed25519 SSH host key at %2 (is openssh-server installed here?).</source>
        <translation>Anmeldungen von %1 an diesem Spark sind nicht eingerichtet: Unter %2 liegt kein ed25519-SSH-Hostschlüssel (ist hier openssh-server installiert?).</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to set up logins back to this Spark…</source>
        <translation>Warte, bis die Person an %1 Anmeldungen zurück an diesem Spark zulässt …</translation>
    </message>
    <message>
        <source>Logins from %1 to this Spark are not set up: %2</source>
        <translation>Anmeldungen von %1 an diesem Spark sind nicht eingerichtet: %2</translation>
    </message>
    <message>
        <source>%1 was reached over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 wurde über IPv6 erreicht; richten Sie zuerst IPv4 auf den CX-7-Verbindungen ein</translation>
    </message>
    <message>
        <source>%1 logs in here as %2 the same way, from %3 only.</source>
        <translation>%1 meldet sich ebenso hier als %2 an, nur von %3 aus.</translation>
    </message>
    <message>
        <source>%1 answered: %2</source>
        <translation>%1 antwortete: %2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerConnection</name>
    <message>
        <source>the peer closed the connection</source>
        <translation>der Peer hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>no hello within %1 s</source>
        <translation>kein Hello binnen %1 s</translation>
    </message>
    <message>
        <source>nobody answered within %1 s</source>
        <translation>niemand hat binnen %1 s geantwortet</translation>
    </message>
    <message>
        <source>idle for %1 s</source>
        <translation>%1 s lang inaktiv</translation>
    </message>
    <message>
        <source>the peer presented no certificate</source>
        <translation>der Peer hat kein Zertifikat vorgelegt</translation>
    </message>
    <message>
        <source>the Spark that answered has key %1, not the paired key %2: the address may belong to another machine, or a beacon was forged</source>
        <translation>der antwortende Spark hat den Schlüssel %1, nicht den gekoppelten Schlüssel %2: Die Adresse gehört womöglich zu einem anderen Rechner, oder ein Beacon wurde gefälscht</translation>
    </message>
    <message>
        <source>malformed message: %1</source>
        <translation>fehlerhafte Nachricht: %1</translation>
    </message>
    <message>
        <source>expected hello</source>
        <translation>Hello erwartet</translation>
    </message>
    <message>
        <source>the peer&apos;s hello does not match its TLS key</source>
        <translation>das Hello des Peers passt nicht zu seinem TLS-Schlüssel</translation>
    </message>
    <message>
        <source>unexpected pair-start</source>
        <translation>unerwartetes pair-start</translation>
    </message>
    <message>
        <source>pairing was not accepted now</source>
        <translation>Kopplung wird gerade nicht angenommen</translation>
    </message>
    <message>
        <source>unexpected pair-commit</source>
        <translation>unerwartetes pair-commit</translation>
    </message>
    <message>
        <source>unexpected pair-nonce</source>
        <translation>unerwartetes pair-nonce</translation>
    </message>
    <message>
        <source>unexpected pair-reveal</source>
        <translation>unerwartetes pair-reveal</translation>
    </message>
    <message>
        <source>the peer&apos;s nonce does not match its commitment: someone may be interfering</source>
        <translation>die Nonce des Peers passt nicht zu seinem Commitment: Womöglich greift jemand ein</translation>
    </message>
    <message>
        <source>unexpected pair-confirm</source>
        <translation>unerwartetes pair-confirm</translation>
    </message>
    <message>
        <source>unexpected request</source>
        <translation>unerwartete Anfrage</translation>
    </message>
    <message>
        <source>a request before the last one was answered</source>
        <translation>eine Anfrage, bevor die letzte beantwortet war</translation>
    </message>
    <message>
        <source>not paired: pair first (sparkwirectl pair %1)</source>
        <translation>nicht gekoppelt: zuerst koppeln (sparkwirectl pair %1)</translation>
    </message>
    <message>
        <source>unexpected response</source>
        <translation>unerwartete Antwort</translation>
    </message>
    <message>
        <source>the peer refused</source>
        <translation>der Peer hat abgelehnt</translation>
    </message>
    <message>
        <source>a second hello</source>
        <translation>ein zweites Hello</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>Sie haben abgelehnt</translation>
    </message>
    <message>
        <source>%1 declined</source>
        <translation>%1 hat abgelehnt</translation>
    </message>
    <message>
        <source>the pairing was not confirmed within %1 s</source>
        <translation>die Kopplung wurde nicht innerhalb von %1 s bestätigt</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerRelay</name>
    <message>
        <source>cannot listen on %1 for a relay: %2</source>
        <translation>kann auf %1 nicht für eine Weiterleitung lauschen: %2</translation>
    </message>
    <message>
        <source>cannot listen on %1 for a relay</source>
        <translation>kann auf %1 nicht für eine Weiterleitung lauschen</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerResponder</name>
    <message>
        <source>Not paired with %1: %2.</source>
        <translation>Nicht mit %1 gekoppelt: %2.</translation>
    </message>
    <message>
        <source>a peer</source>
        <translation>einem anderen Spark</translation>
    </message>
    <message>
        <source>%1 offers no test server</source>
        <translation>%1 bietet keinen Testserver an</translation>
    </message>
    <message>
        <source>unknown request</source>
        <translation>unbekannte Anfrage</translation>
    </message>
    <message>
        <source>%1 (paired) asks to log in here as %2 without a password. Add its key to ~/.ssh/authorized_keys?</source>
        <translation>%1 (gekoppelt) möchte sich hier ohne Passwort als %2 anmelden. Seinen Schlüssel zu ~/.ssh/authorized_keys hinzufügen?</translation>
    </message>
    <message>
        <source>declined by %1&apos;s person</source>
        <translation>von der Person an %1 abgelehnt</translation>
    </message>
    <message>
        <source>Added; %1 can now log in as %2 without a password.</source>
        <translation>Hinzugefügt; %1 kann sich jetzt ohne Passwort als %2 anmelden.</translation>
    </message>
    <message>
        <source>Refused the plan %1 proposed: %2</source>
        <translation>Den von %1 vorgeschlagenen Plan abgelehnt: %2</translation>
    </message>
    <message>
        <source>refused by %1: %2</source>
        <translation>von %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 (paired) proposes this netplan for this Spark. Keep it for you to review and apply?</source>
        <translation>%1 (gekoppelt) schlägt diesen Netplan für diesen Spark vor. Zum Prüfen und Anwenden aufbewahren?</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply</source>
        <translation>auf %1 aufbewahrt, damit die Person dort ihn anwendet</translation>
    </message>
    <message>
        <source>Saved the plan from %1 to %2. Review it, then apply it with: sparkwirectl apply %2</source>
        <translation>Plan von %1 in %2 gespeichert. Prüfen Sie ihn und wenden Sie ihn an mit: sparkwirectl apply %2</translation>
    </message>
    <message>
        <source>%1 does not accept pairing now. On %1, press &quot;Accept a pairing request&quot; on the Find peers page (or run `sparkwirectl agent --accept-pairing`), then pair again.</source>
        <translation>%1 nimmt gerade keine Kopplung an. Drücken Sie auf %1 auf der Seite „Peers finden“ „Kopplungsanfrage annehmen“ (oder starten Sie `sparkwirectl agent --accept-pairing`) und koppeln Sie dann erneut.</translation>
    </message>
    <message>
        <source>Does the Spark that calls itself %1 show the same code?</source>
        <translation>Zeigt der Spark, der sich %1 nennt, denselben Code?</translation>
    </message>
    <message>
        <source>Paired with %1 (key %2).</source>
        <translation>Mit %1 gekoppelt (Schlüssel %2).</translation>
    </message>
    <message>
        <source>%1 went away before you answered (%2); nothing was stored.</source>
        <translation>%1 ist gegangen, bevor Sie geantwortet haben (%2); nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>A peer</source>
        <translation>Ein Peer</translation>
    </message>
    <message>
        <source>Connection from %1 ended: %2.</source>
        <translation>Verbindung von %1 beendet: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s user has no home directory for ~/.ssh</source>
        <translation>Der Benutzer auf %1 hat kein Home-Verzeichnis für ~/.ssh</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; a key can only be limited to IPv4 addresses: set up IPv4 on the CX-7 links first</source>
        <translation>%1 hat sich über IPv6 verbunden; ein Schlüssel lässt sich nur auf IPv4-Adressen beschränken: richten Sie zuerst IPv4 auf den CX-7-Verbindungen ein</translation>
    </message>
    <message>
        <source>Let %1 apply Sparkwire network plans on this Spark without asking each time? Each plan is still checked by this Spark&apos;s helper and reverts on its own unless %1 confirms it.</source>
        <translation>Soll %1 Sparkwire-Netzwerkpläne auf diesem Spark anwenden dürfen, ohne jedes Mal zu fragen? Jeder Plan wird weiterhin vom Helfer dieses Sparks geprüft und von selbst zurückgenommen, sofern %1 ihn nicht bestätigt.</translation>
    </message>
    <message>
        <source>%1&apos;s network plans will be asked about here each time.</source>
        <translation>Zu den Netzwerkplänen von %1 wird hier jedes Mal gefragt.</translation>
    </message>
    <message>
        <source>%1 may now apply network plans here; this Spark&apos;s helper checks each one, and it reverts unless %1 confirms it.</source>
        <translation>%1 darf jetzt Netzwerkpläne hier anwenden; der Helfer dieses Sparks prüft jeden, und er wird zurückgenommen, sofern %1 ihn nicht bestätigt.</translation>
    </message>
    <message>
        <source>Could not record that %1 may apply network plans here (%2); its plans will be asked about each time.</source>
        <translation>Es konnte nicht gespeichert werden, dass %1 hier Netzwerkpläne anwenden darf (%2); zu seinen Plänen wird jedes Mal gefragt.</translation>
    </message>
    <message>
        <source>%1 takes no part in cluster changes now</source>
        <translation>%1 nimmt jetzt nicht an Cluster-Änderungen teil</translation>
    </message>
    <message>
        <source>%1 sends no metrics</source>
        <translation>%1 sendet keine Messwerte</translation>
    </message>
    <message>
        <source>metrics asked for faster than %1 Hz</source>
        <translation>Messwerte schneller als mit %1 Hz angefragt</translation>
    </message>
    <message>
        <source>%1 does not run the doctor for peers</source>
        <translation>%1 führt den Doktor nicht für Peers aus</translation>
    </message>
    <message>
        <source>%1 (paired) offers that you log in there as %2 without a password. Send it this Spark&apos;s SSH public key and add %1 to ~/.ssh/config?</source>
        <translation>%1 (gekoppelt) bietet an, dass Sie sich dort ohne Passwort als %2 anmelden. Den öffentlichen SSH-Schlüssel dieses Sparks senden und %1 zu ~/.ssh/config hinzufügen?</translation>
    </message>
    <message>
        <source>%1 connected over IPv6; set up IPv4 on the CX-7 links first</source>
        <translation>%1 hat sich über IPv6 verbunden; richten Sie zuerst IPv4 auf den CX-7-Verbindungen ein</translation>
    </message>
    <message>
        <source>`ssh %1` now logs in to %2 as %3 without a password; its host key is pinned in ~/.ssh/known_hosts.</source>
        <translation>`ssh %1` meldet sich jetzt ohne Passwort als %3 an %2 an; sein Hostschlüssel ist in ~/.ssh/known_hosts festgelegt.</translation>
    </message>
    <message>
        <source>The Spark that calls itself %1 asked to pair again; its earlier question is withdrawn.</source>
        <translation>Der Spark, der sich %1 nennt, hat erneut um Kopplung gebeten; seine frühere Frage ist zurückgezogen.</translation>
    </message>
    <message>
        <source>Paired with %1; the pairing request of the Spark that calls itself %2 was declined (one pairing at a time).</source>
        <translation>Mit %1 gekoppelt; die Kopplungsanfrage des Sparks, der sich %2 nennt, wurde abgelehnt (eine Kopplung auf einmal).</translation>
    </message>
    <message>
        <source>%1 relays for nobody</source>
        <translation>%1 leitet für niemanden weiter</translation>
    </message>
    <message>
        <source>%1 relays only to another Spark</source>
        <translation>%1 leitet nur zu einem anderen Spark weiter</translation>
    </message>
    <message>
        <source>%1 hears no Spark %2 on its CX-7 links</source>
        <translation>%1 hört keinen Spark %2 auf seinen CX-7-Verbindungen</translation>
    </message>
    <message>
        <source>%1 relays %2 streams already</source>
        <translation>%1 leitet bereits %2 Verbindungen weiter</translation>
    </message>
    <message>
        <source>%1 relays only on its CX-7 links</source>
        <translation>%1 leitet nur auf seinen CX-7-Verbindungen weiter</translation>
    </message>
    <message>
        <source>Relaying a stream from %1 to %2 (%3 on %4)</source>
        <translation>Leite eine Verbindung von %1 zu %2 weiter (%3 auf %4)</translation>
    </message>
    <message>
        <source>%1 got no answer from %2 within %3 s</source>
        <translation>%1 hat von %2 binnen %3 s keine Antwort erhalten</translation>
    </message>
    <message>
        <source>%1 could not reach %2: %3</source>
        <translation>%1 konnte %2 nicht erreichen: %3</translation>
    </message>
    <message>
        <source>Tunnelling a stream from %1 to %2 (%3)</source>
        <translation>Tunnele eine Verbindung von %1 zu %2 (%3)</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::PeerServer</name>
    <message>
        <source>Refused a connection from %1 on %2: too many connections open</source>
        <translation>Verbindung von %1 auf %2 abgelehnt: zu viele Verbindungen offen</translation>
    </message>
    <message>
        <source>cannot listen on TCP port %1 (%2)</source>
        <translation>kann nicht auf TCP-Port %1 lauschen (%2)</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RefusalNotices</name>
    <message>
        <source>Connections refused in the last minute besides those shown: %1 (from %2).</source>
        <translation>In der letzten Minute außer den gezeigten abgewiesene Verbindungen: %1 (von %2).</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::RelayRequest</name>
    <message>
        <source>%1 does not relay to it: %2</source>
        <translation>%1 leitet nicht dorthin weiter: %2</translation>
    </message>
</context>
<context>
    <name>sparkwire::peers::TunnelChain</name>
    <message>
        <source>%1 did not open a tunnel within %2 s</source>
        <translation>%1 hat binnen %2 s keinen Tunnel geöffnet</translation>
    </message>
    <message>
        <source>a tunnel needs at least one hop</source>
        <translation>ein Tunnel braucht mindestens eine Zwischenstation</translation>
    </message>
    <message>
        <source>%1 is no longer paired with this Spark</source>
        <translation>%1 ist nicht mehr mit diesem Spark gekoppelt</translation>
    </message>
    <message>
        <source>%1 does not tunnel to it: %2</source>
        <translation>%1 tunnelt nicht dorthin: %2</translation>
    </message>
    <message>
        <source>cannot make a socket pair for the tunnel: %1</source>
        <translation>kann kein Socket-Paar für den Tunnel anlegen: %1</translation>
    </message>
    <message>
        <source>cannot use a socket pair for the tunnel</source>
        <translation>kann das Socket-Paar für den Tunnel nicht verwenden</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoApplyBackend</name>
    <message>
        <source>not confirmed in time</source>
        <translation>nicht rechtzeitig bestätigt</translation>
    </message>
    <message>
        <source>another change is waiting to be confirmed or reverted</source>
        <translation>eine andere Änderung wartet darauf, bestätigt oder zurückgenommen zu werden</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no change is pending here</source>
        <translation>hier wartet keine Änderung auf Bestätigung</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoCluster</name>
    <message>
        <source>/%1 also configures %2 and comes later, so its settings win. Remove %2 from it, or Sparkwire&apos;s settings will not take effect.</source>
        <translation>/%1 konfiguriert auch %2 und kommt später, daher gelten seine Einstellungen. Entfernen Sie %2 daraus, sonst werden die Einstellungen von Sparkwire nicht wirksam.</translation>
    </message>
    <message>
        <source>/%1 also configures %2; Sparkwire&apos;s file overrides it.</source>
        <translation>/%1 konfiguriert auch %2; die Datei von Sparkwire überschreibt sie.</translation>
    </message>
    <message>
        <source>%1 does not answer: no cable reaches it (demo).</source>
        <translation>%1 antwortet nicht: Kein Kabel erreicht ihn (Demo).</translation>
    </message>
    <message>
        <source>%1 did not answer in time (demo fault).</source>
        <translation>%1 hat nicht rechtzeitig geantwortet (Demo-Fehler).</translation>
    </message>
    <message>
        <source>No such demo member.</source>
        <translation>Kein solches Demo-Mitglied.</translation>
    </message>
    <message>
        <source>%1 declined the plan (demo fault).</source>
        <translation>%1 hat den Plan abgelehnt (Demo-Fehler).</translation>
    </message>
    <message>
        <source>%1 already has a change waiting to be confirmed or reverted.</source>
        <translation>%1 hat bereits eine Änderung, die darauf wartet, bestätigt oder zurückgenommen zu werden.</translation>
    </message>
    <message>
        <source>Nothing is waiting to be confirmed.</source>
        <translation>Nichts wartet auf Bestätigung.</translation>
    </message>
    <message>
        <source>%1 could not keep the plan (demo fault).</source>
        <translation>%1 konnte den Plan nicht behalten (Demo-Fehler).</translation>
    </message>
    <message>
        <source>no reply to %1-byte unfragmented pings from %2 (demo)</source>
        <translation>keine Antwort auf unfragmentierte %1-Byte-Pings von %2 (Demo)</translation>
    </message>
    <message>
        <source>%1 does not reach %2: its cable is out (demo).</source>
        <translation>%1 erreicht %2 nicht: Sein Kabel ist gezogen (Demo).</translation>
    </message>
    <message>
        <source>Plug the cable of this twin back in, then apply again.</source>
        <translation>Stecken Sie das Kabel dieses Zwillings wieder ein und wenden Sie dann erneut an.</translation>
    </message>
    <message>
        <source>nothing was tried here</source>
        <translation>hier wurde nichts ausprobiert</translation>
    </message>
    <message>
        <source>MTU 1500, not %1 (demo)</source>
        <translation>MTU 1500, nicht %1 (Demo)</translation>
    </message>
    <message>
        <source>no address from the plan: no reply from %1 (demo)</source>
        <translation>keine Adresse aus dem Plan: keine Antwort von %1 (Demo)</translation>
    </message>
    <message>
        <source>Another netplan file configures %1 after Sparkwire&apos;s, so its settings won: MTU 1500 and no address from the plan (demo).</source>
        <translation>Eine andere netplan-Datei konfiguriert %1 nach der von Sparkwire, daher haben ihre Einstellungen gewonnen: MTU 1500 und keine Adresse aus dem Plan (Demo).</translation>
    </message>
    <message>
        <source>Move %1 out of the other file (Review offers it), then apply again.</source>
        <translation>Verschieben Sie %1 aus der anderen Datei (die Durchsicht bietet es an) und wenden Sie dann erneut an.</translation>
    </message>
    <message>
        <source>no RoCE v2 IPv4 GID: the twin has no IPv4 address (demo)</source>
        <translation>keine RoCE-v2-IPv4-GID: der Zwilling hat keine IPv4-Adresse (Demo)</translation>
    </message>
    <message>
        <source>no reply from %1: the seat&apos;s twin kept no address from the plan (demo)</source>
        <translation>keine Antwort von %1: der Zwilling des Sitzes hat keine Adresse aus dem Plan behalten (Demo)</translation>
    </message>
    <message>
        <source>The twin at the other end of this cable kept the other netplan file&apos;s settings: no address from the plan, so %1 does not answer (demo).</source>
        <translation>Der Zwilling am anderen Ende dieses Kabels hat die Einstellungen der anderen netplan-Datei behalten: keine Adresse aus dem Plan, daher antwortet %1 nicht (Demo).</translation>
    </message>
    <message>
        <source>Move that twin out of the other file on the seat (Review offers it), then apply again.</source>
        <translation>Verschieben Sie diesen Zwilling auf dem Sitz aus der anderen Datei (Durchsicht bietet es an) und wenden Sie den Plan erneut an.</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkChecks</name>
    <message>
        <source>RoCE v2 IPv4 GID at index 3 (demo)</source>
        <translation>RoCE-v2-IPv4-GID an Index 3 (Demo)</translation>
    </message>
    <message>
        <source>MTU %1 (demo)</source>
        <translation>MTU %1 (Demo)</translation>
    </message>
    <message>
        <source>%1 bytes unfragmented to %2: replies (demo)</source>
        <translation>%1 Byte unfragmentiert an %2: Antworten (Demo)</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoLinkTests</name>
    <message>
        <source>TCP on both twins (simulated)</source>
        <translation>TCP auf beiden Zwillingen (simuliert)</translation>
    </message>
    <message>
        <source>ib_write_bw on both twins (simulated)</source>
        <translation>ib_write_bw auf beiden Zwillingen (simuliert)</translation>
    </message>
    <message>
        <source>all_gather_perf on two Sparks (simulated)</source>
        <translation>all_gather_perf auf zwei Sparks (simuliert)</translation>
    </message>
    <message>
        <source>all_gather_perf over sockets on the management port (a real run recorded on a GPU machine, not a Spark)</source>
        <translation>all_gather_perf über Sockets am Verwaltungsport (ein echter Lauf, aufgezeichnet auf einer GPU-Maschine, keinem Spark)</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoMemberLink</name>
    <message>
        <source>cancelled: the previous file is back (demo)</source>
        <translation>abgebrochen: Die vorherige Datei ist wieder da (Demo)</translation>
    </message>
    <message>
        <source>nothing was waiting to be confirmed</source>
        <translation>nichts wartete auf Bestätigung</translation>
    </message>
    <message>
        <source>%1 is not a Spark of the demo cluster.</source>
        <translation>%1 ist kein Spark des Demo-Clusters.</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoNodeState</name>
    <message>
        <source>The demo reads its shipped netplan files, whose modes are not a Spark&apos;s: %1</source>
        <translation>Die Demo liest ihre mitgelieferten netplan-Dateien, deren Modi nicht die eines Sparks sind: %1</translation>
    </message>
</context>
<context>
    <name>sparkwire::sim::DemoPeerSession</name>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbindung zu %1 …</translation>
    </message>
    <message>
        <source>you declined</source>
        <translation>Sie haben abgelehnt</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to let this key in…</source>
        <translation>Warten, bis die Person an %1 diesen Schlüssel zulässt …</translation>
    </message>
    <message>
        <source>`ssh %1` would now log in without a password (demo: nothing was written).</source>
        <translation>`ssh %1` würde sich jetzt ohne Passwort anmelden (Demo: nichts wurde geschrieben).</translation>
    </message>
    <message>
        <source>Waiting for %1&apos;s person to review the plan…</source>
        <translation>Warte, bis die Person an %1 den Plan prüft …</translation>
    </message>
    <message>
        <source>kept on %1 for its person to apply (demo: nothing was sent)</source>
        <translation>auf %1 aufbewahrt, damit die Person dort ihn anwendet (Demo: nichts wurde gesendet)</translation>
    </message>
    <message>
        <source>The demo runs no live tests: its results are recordings of real runs.</source>
        <translation>Die Demo führt keine echten Tests aus: Ihre Ergebnisse sind Aufzeichnungen echter Läufe.</translation>
    </message>
</context>
<context>
    <name>sparkwire::ssh::UserKeyGenerator</name>
    <message>
        <source>ssh-keygen did not finish within %1 s</source>
        <translation>ssh-keygen wurde nicht binnen %1 s fertig</translation>
    </message>
    <message>
        <source>refusing to use %1: it is %2, not a regular file of uid %3; put your own key file in its place or remove it</source>
        <translation>%1 wird nicht verwendet: Es ist %2, keine reguläre Datei von uid %3; legen Sie Ihre eigene Schlüsseldatei an seine Stelle oder entfernen Sie es</translation>
    </message>
    <message>
        <source>a symbolic link (to %1)</source>
        <translation>ein symbolischer Link (auf %1)</translation>
    </message>
    <message>
        <source>owned by uid %1 or not a file</source>
        <translation>im Besitz von uid %1 oder keine Datei</translation>
    </message>
    <message>
        <source>%1.pub is missing; remove %1 to make a new key</source>
        <translation>%1.pub fehlt; entfernen Sie %1, um einen neuen Schlüssel zu erzeugen</translation>
    </message>
    <message>
        <source>%1.pub is not a usable public key (%2); remove %1 and %1.pub to make a new key</source>
        <translation>%1.pub ist kein brauchbarer öffentlicher Schlüssel (%2); entfernen Sie %1 und %1.pub, um einen neuen Schlüssel zu erzeugen</translation>
    </message>
    <message>
        <source>ssh-keygen cannot be run: %1 (install openssh-client)</source>
        <translation>ssh-keygen kann nicht ausgeführt werden: %1 (openssh-client installieren)</translation>
    </message>
    <message>
        <source>ssh-keygen failed: %1</source>
        <translation>ssh-keygen fehlgeschlagen: %1</translation>
    </message>
</context>
</TS>
