#include "BundleFiles.h"

#include "BundleLaunchFiles.h"
#include "BundleReport.h"
#include "bench/KeptResult.h"
#include "cluster/RecordAddresses.h"
#include "topology/TopologySpec.h"

#include <QFile>
#include <QJsonDocument>

namespace sparkwire::bundle {

namespace {

// A YAML scalar that is always a string: double-quoted with JSON escapes (YAML accepts them).
QString yamlString(const QString &value)
{
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

} // namespace

QList<BundleEntry> BundleFiles::generate(const BundleSource &s)
{
    QList<BundleEntry> files;
    for (const BundleMember &m : s.members) {
        const QString dir = QStringLiteral("nodes/") + m.member.hostname + QLatin1Char('/');
        files << BundleEntry{dir + QStringLiteral("40-cx7.yaml"), m.netplan};
        QByteArray inventory = m.inventory;
        if (!inventory.isEmpty())
            inventory = QJsonDocument::fromJson(inventory).toJson(QJsonDocument::Indented);
        files << BundleEntry{dir + QStringLiteral("inventory.json"), inventory};
    }
    files << BundleLaunchFiles::environment(s);
    files << BundleLaunchFiles::generate(s);
    files << ssh(s);
    files << ansible(s);
    // The kept results under the folder name they have in the state dir.
    const QString results = bench::KeptResult::folderName() + QLatin1Char('/');
    for (auto it = s.results.cbegin(); it != s.results.cend(); ++it)
        if (it.key() != QLatin1String("report.html"))
            files << BundleEntry{results + it.key(), it.value()};
    files << BundleEntry{results + QStringLiteral("report.html"), BundleReport::html(s)};
    files << grafana();
    files.prepend(readme(s, files));
    return files;
}

BundleEntry BundleFiles::grafana()
{
    // Built into the library from packaging/grafana (the file the package installs).
    QFile file(QStringLiteral(":/bundle/sparkwire.json"));
    const bool opened = file.open(QIODevice::ReadOnly);
    Q_ASSERT(opened);
    return {QStringLiteral("grafana/sparkwire.json"), opened ? file.readAll() : QByteArray()};
}

QList<BundleEntry> BundleFiles::ssh(const BundleSource &s)
{
    QString config = QStringLiteral("# SSH to the members of cluster %1 over the fabric, host "
                                    "keys pinned in known_hosts beside this file.\n"
                                    "# Use: ssh -F ssh/config %2\n")
                         .arg(s.record.name, s.members.first().member.hostname);
    for (const BundleMember &m : s.members)
        config += QStringLiteral("\nHost %1\n"
                                 "    HostName %2\n"
                                 "    HostKeyAlias %1\n"
                                 "    StrictHostKeyChecking yes\n"
                                 "    UserKnownHostsFile ~/.ssh/known_hosts\n")
                      .arg(m.member.hostname, m.fabricAddress());
    return {{QStringLiteral("ssh/config"), config.toUtf8()},
            {QStringLiteral("ssh/known_hosts"), s.knownHosts}};
}

QList<BundleEntry> BundleFiles::ansible(const BundleSource &s)
{
    QString inventory = QStringLiteral("# Cluster %1 (Sparkwire %2). Hosts are the names the "
                                       "Sparks were paired as; reach them over management.\n"
                                       "sparks:\n  hosts:\n")
                            .arg(s.record.name, s.version);
    for (const BundleMember &m : s.members) {
        inventory += QStringLiteral("    %1:\n"
                                    "      sparkwire_node: %2\n"
                                    "      sparkwire_id: %3\n"
                                    "      sparkwire_fabric_address: %4\n"
                                    "      sparkwire_twins:\n")
                         .arg(yamlString(m.member.hostname))
                         .arg(m.member.node)
                         .arg(yamlString(m.member.id), yamlString(m.fabricAddress()));
        for (const BundleTwin &t : m.twins)
            inventory += QStringLiteral("        - {netdev: %1, port: %2, half: %3, address: %4}\n")
                             .arg(yamlString(t.netdev))
                             .arg(t.port)
                             .arg(t.half)
                             .arg(yamlString(t.address));
        // The members cabled to this one and where each answers on a shared link: whom the
        // playbook pings (in a ring of four or more, not every member).
        const QHash<QString, QList<topology::PlannedAddress>> reachable =
            cluster::RecordAddresses::reachableFrom(s.record, m.member.id);
        QString neighbours;
        for (const BundleMember &other : s.members)
            if (const QList<topology::PlannedAddress> a = reachable.value(other.member.id);
                !a.isEmpty())
                neighbours +=
                    QStringLiteral("        - {host: %1, address: %2}\n")
                        .arg(yamlString(other.member.hostname), yamlString(a.first().hostText()));
        inventory += neighbours.isEmpty()
                         ? QStringLiteral("      sparkwire_neighbours: []\n")
                         : QStringLiteral("      sparkwire_neighbours:\n") + neighbours;
    }
    QString vars = QStringLiteral("# The NCCL environment of cluster %1 (GPUDirect off).\n"
                                  "sparkwire_cluster: %2\n"
                                  "sparkwire_nccl_env:\n")
                       .arg(s.record.name, yamlString(s.record.name));
    for (const auto &[name, value] : s.ncclSafe)
        vars += QStringLiteral("  %1: %2\n").arg(name, yamlString(value));
    const QString site =
        QStringLiteral(
            "# Puts each Spark's CX-7 netplan in place (mode 0600) and applies it. Like netplan\n"
            "# try: when a member cannot reach every member cabled to it over the fabric "
            "afterwards\n"
            "# (sparkwire_neighbours), its previous file is put back and applied again.\n"
            "# Use: ansible-playbook -i ansible/inventory.yml ansible/site.yml\n"
            "- name: CX-7 fabric of cluster %1\n"
            "  hosts: sparks\n"
            "  become: true\n"
            "  tasks:\n"
            "    - name: Put 40-cx7.yaml in place\n"
            "      ansible.builtin.copy:\n"
            "        src: \"../nodes/{{ inventory_hostname }}/40-cx7.yaml\"\n"
            "        dest: /etc/netplan/40-cx7.yaml\n"
            "        owner: root\n"
            "        group: root\n"
            "        mode: \"0600\"\n"
            "        backup: true\n"
            "      register: cx7_file\n"
            "    - name: Apply, and revert unless every cabled member answers over the fabric\n"
            "      when: cx7_file.changed\n"
            "      block:\n"
            "        - name: Apply the netplan\n"
            "          ansible.builtin.command: netplan apply\n"
            "          changed_when: true\n"
            "        - name: Reach every member cabled to this one over the fabric\n"
            "          ansible.builtin.command: \"ping -c 3 -W 2 {{ item.address }}\"\n"
            "          loop: \"{{ sparkwire_neighbours }}\"\n"
            "          changed_when: false\n"
            "      rescue:\n"
            "        - name: Put the previous file back\n"
            "          ansible.builtin.copy:\n"
            "            remote_src: true\n"
            "            src: \"{{ cx7_file.backup_file }}\"\n"
            "            dest: /etc/netplan/40-cx7.yaml\n"
            "            mode: \"0600\"\n"
            "          when: cx7_file.backup_file is defined\n"
            "        - name: Remove the new file (there was none before)\n"
            "          ansible.builtin.file:\n"
            "            path: /etc/netplan/40-cx7.yaml\n"
            "            state: absent\n"
            "          when: cx7_file.backup_file is not defined\n"
            "        - name: Apply the previous netplan\n"
            "          ansible.builtin.command: netplan apply\n"
            "          changed_when: true\n"
            "        - name: Say that it was reverted\n"
            "          ansible.builtin.fail:\n"
            "            msg: \"The new fabric did not reach every member; the previous netplan is "
            "back.\"\n")
            .arg(s.record.name);
    return {{QStringLiteral("ansible/inventory.yml"), inventory.toUtf8()},
            {QStringLiteral("ansible/group_vars/all.yml"), vars.toUtf8()},
            {QStringLiteral("ansible/site.yml"), site.toUtf8()}};
}

BundleEntry BundleFiles::readme(const BundleSource &s, const QList<BundleEntry> &files)
{
    QString text =
        tr("# Sparkwire bundle of cluster %1\n\n"
           "Made by Sparkwire %2 on %3 from the cluster record and what each member reported. "
           "Topology: %4, MTU %5.\n\n"
           "Check it before use: `sparkwirectl bundle verify FILE` checks the signature "
           "(manifest.json.sig, by the key in signer.pem) and the SHA-256 of every file.\n\n"
           "## Members\n\n"
           "| Node | Name | Fabric addresses | Key id |\n|---|---|---|---|\n")
            .arg(s.record.name, s.version, s.createdAt.toString(Qt::ISODate),
                 topology::TopologySpec::topologyName(s.record.topology))
            .arg(s.record.mtu);
    if (s.demo)
        text.prepend(
            tr("> **DEMO**: made by Sparkwire's demo from simulated Sparks and signed with a "
               "throwaway key. Nothing in it describes real hardware.\n\n"));
    for (const BundleMember &m : s.members) {
        QStringList addresses;
        for (const BundleTwin &t : m.twins)
            addresses << t.netdev + QLatin1Char(' ') + t.address;
        text +=
            QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                .arg(m.member.node)
                .arg(m.member.hostname, addresses.join(QStringLiteral(", ")), m.member.id.left(16));
    }
    text += tr("\n## Files\n\n"
               "- `nodes/NAME/40-cx7.yaml`: the netplan in force on that Spark "
               "(/etc/netplan/40-cx7.yaml, mode 0600). `nodes/NAME/inventory.json`: its ports.\n"
               "- `env/nccl.env`: the NCCL environment, `source` it (GPUDirect off, works "
               "everywhere); `env/nccl-dmabuf.env`: the same with GPUDirect RDMA through DMA-BUF. "
               "`env/nccl.docker.env`: for `docker run --env-file`; `env/docker-run-flags.txt`: "
               "the other flags a container needs for RDMA.\n"
               "- `launch/`: `hostfile` for OpenMPI; `torchrun.sh`, `vllm-ray.sh` (run on every "
               "member), `trtllm-mpirun.sh` and `nccl-tests.sh` (run on node 1), "
               "`accelerate.yaml` (node 1's; every member's own, with its machine_rank, is "
               "`nodes/NAME/accelerate.yaml`). The scripts find their own rank from the "
               "hostname.\n"
               "- `grafana/sparkwire.json`: a Grafana dashboard for `sparkwirectl exporter` "
               "(import it in Grafana, pick the Prometheus data source).\n"
               "- `ssh/config` and `ssh/known_hosts`: SSH to every member over the fabric with "
               "pinned host keys. No private key is ever in a bundle.\n"
               "- `ansible/`: `ansible-playbook -i ansible/inventory.yml ansible/site.yml` puts "
               "each member's netplan in place and reverts it when the fabric does not come up.\n"
               "- `results/`: the link and NCCL test results this Spark kept, if any.\n\n"
               "To restore a reinstalled Spark: `sparkwirectl bundle import FILE` on it.\n\n"
               "## Every file\n\n");
    for (const BundleEntry &e : files)
        text += QStringLiteral("- `%1` (%2 bytes)\n").arg(e.path).arg(e.data.size());
    return {QStringLiteral("README.md"), text.toUtf8()};
}

} // namespace sparkwire::bundle
