#include "ClusterPreflight.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

#include <functional>

namespace sparkwire::doctor {

namespace {
using Verdict = ClusterPreflight::Verdict;

QString unknownText()
{
    return QCoreApplication::translate("ClusterPreflight", "unknown");
}

// Equal across members: an empty value is unknown. Unequal known values give `unequal`;
// otherwise any unknown value makes the row unknown.
ClusterPreflight::Row equalRow(const QString &id, const QString &check, const QStringList &values,
                               Verdict unequal, const QString &fix)
{
    QSet<QString> known;
    bool unknown = false;
    QStringList shown;
    for (const QString &v : values) {
        unknown = unknown || v.isEmpty();
        if (!v.isEmpty())
            known.insert(v);
        shown << (v.isEmpty() ? unknownText() : v);
    }
    const Verdict verdict = known.size() > 1 ? unequal : unknown ? Verdict::Unknown : Verdict::Pass;
    return {id, check, shown, verdict, verdict == Verdict::Pass ? QString() : fix};
}

QString factOf(const MemberAnswer &a, const std::function<QString(const MemberFacts &)> &get)
{
    return a.answer && a.answer->facts ? get(*a.answer->facts) : QString();
}

bool biosBefore(const QString &date) // "MM/DD/YYYY"
{
    const int month = date.left(2).toInt();
    const int year = date.right(4).toInt();
    return year < ClusterPreflight::kBiosMinYear ||
           (year == ClusterPreflight::kBiosMinYear && month < ClusterPreflight::kBiosMinMonth);
}

Verdict worse(Verdict a, Verdict b)
{
    return int(a) > int(b) ? a : b;
}
} // namespace

ClusterPreflight ClusterPreflight::compute(const QList<MemberAnswer> &answers)
{
    ClusterPreflight p;
    for (const MemberAnswer &a : answers)
        p.m_members << a.member.hostname; // the record's name, never the member's own word

    auto values = [&](const std::function<QString(const MemberFacts &)> &get) {
        QStringList out;
        for (const MemberAnswer &a : answers)
            out << factOf(a, get);
        return out;
    };

    // Reachable over the paired channel.
    {
        Row row{QStringLiteral("reachable"),
                tr("Reachable over the paired channel"),
                {},
                Verdict::Pass,
                {}};
        for (const MemberAnswer &a : answers) {
            const qint64 ms = qMax<qint64>(0, a.receivedMs - a.sentMs);
            if (a.answer && a.throughNeighbour) {
                row.values << tr("answered through a paired neighbour in %1 ms").arg(ms);
            } else if (a.answer) {
                row.values << tr("answered in %1 ms").arg(ms);
            } else {
                row.values << tr("no answer: %1").arg(a.error.left(120));
                row.verdict = Verdict::Fail;
            }
        }
        if (row.verdict != Verdict::Pass)
            row.fix = tr("Start Sparkwire or `sparkwirectl agent` on each member that did not "
                         "answer, check its cables, and pair it with this Spark again if it no "
                         "longer knows this Spark.");
        p.m_rows << row;
    }
    // A GB10 Spark (NVIDIA's or a partner's).
    {
        static const QRegularExpression gb10(QStringLiteral("GB10|DGX Spark|GX10"),
                                             QRegularExpression::CaseInsensitiveOption);
        Row row{QStringLiteral("gb10"), tr("A GB10 Spark"), {}, Verdict::Pass, {}};
        for (const QString &v : values([](const MemberFacts &f) { return f.product; })) {
            if (v.isEmpty()) {
                row.values << unknownText();
                row.verdict = worse(row.verdict, Verdict::Unknown);
            } else {
                row.values << v;
                if (!gb10.match(v).hasMatch())
                    row.verdict = Verdict::Fail;
            }
        }
        if (row.verdict != Verdict::Pass)
            row.fix = tr("Only GB10 Sparks (NVIDIA DGX Spark and its partners' GB10 systems) "
                         "have the CX-7 ports this cluster is planned for; take any other machine "
                         "out of the cluster.");
        p.m_rows << row;
    }
    p.m_rows << equalRow(QStringLiteral("os-release"), tr("DGX OS release"),
                         values([](const MemberFacts &f) { return f.osRelease; }), Verdict::Fail,
                         tr("Update every member to the same DGX OS release (Settings → Updates, "
                            "or `sudo apt update && sudo apt full-upgrade`), then reboot."));
    p.m_rows << equalRow(QStringLiteral("kernel"), tr("Kernel"),
                         values([](const MemberFacts &f) { return f.kernel; }), Verdict::Warn,
                         tr("Install the same kernel on every member with the DGX OS updates and "
                            "reboot; the CX-7 driver comes with it."));
    {
        const QString fix =
            tr("Update the BIOS of every member to the same release (with the DGX OS updates): "
               "a BIOS from before April 2026 wires the second CX-7 controller at PCIe Gen5 x2.");
        const QStringList dates = values([](const MemberFacts &f) { return f.biosDate; });
        Row row = equalRow(QStringLiteral("bios-date"), tr("BIOS date"), dates, Verdict::Warn, fix);
        for (const QString &v : dates)
            if (!v.isEmpty() && biosBefore(v)) {
                row.verdict = worse(row.verdict, Verdict::Warn);
                row.fix = fix;
            }
        p.m_rows << row;
    }
    p.m_rows << equalRow(QStringLiteral("cx7-firmware"), tr("CX-7 firmware (ethtool -i)"),
                         values([](const MemberFacts &f) { return f.cx7Firmware; }), Verdict::Warn,
                         tr("Bring the CX-7 firmware of every member to the same version with the "
                            "DGX OS firmware updates (`sudo fwupdmgr update`), then reboot."));
    {
        // The NCCL version is in every answer, older ones too; empty there means none installed.
        QStringList nccl;
        bool none = false;
        for (const MemberAnswer &a : answers) {
            const QString v = a.answer ? a.answer->ncclVersion : QString();
            none = none || (a.answer && v.isEmpty());
            nccl << (a.answer && v.isEmpty() ? tr("none") : v);
        }
        Row row = equalRow(QStringLiteral("nccl"), tr("NCCL"), nccl, Verdict::Fail,
                           tr("Install the same NCCL (libnccl2) on every member, or run the same "
                              "container image everywhere."));
        if (none && row.verdict == Verdict::Pass) { // none anywhere: nothing to run NCCL with
            row.verdict = Verdict::Warn;
            row.fix = tr("Install NCCL (libnccl2) on every member, or run the same container "
                         "image everywhere.");
        }
        p.m_rows << row;
    }
    p.m_rows << equalRow(QStringLiteral("cuda-driver"), tr("CUDA driver"),
                         values([](const MemberFacts &f) { return f.cudaDriver; }), Verdict::Fail,
                         tr("Install the same NVIDIA driver on every member with the DGX OS "
                            "updates and reboot."));
    p.m_rows << equalRow(
        QStringLiteral("account"), tr("Username, UID and GID"), values([](const MemberFacts &f) {
            return f.user.isEmpty() || f.uid < 0 || f.gid < 0
                       ? QString()
                       : QStringLiteral("%1 %2:%3").arg(f.user).arg(f.uid).arg(f.gid);
        }),
        Verdict::Fail,
        tr("Use one account with the same name, UID and GID on every member (MPI and shared "
           "storage need it): create it with `sudo useradd -u UID -g GID NAME` where it is "
           "missing, or change it with usermod/groupmod."));
    // The helper installed, and how it takes this Spark's plan: delegated (no question), or
    // its person asked on that Spark's screen for each plan (someone must be there).
    {
        Row row{
            QStringLiteral("helper"), tr("Helper installed and authorised"), {}, Verdict::Pass, {}};
        bool missing = false, asks = false;
        for (const MemberAnswer &a : answers) {
            const QString installed =
                factOf(a, [](const MemberFacts &f) { return QString::number(f.helper); });
            if (installed == QLatin1String("0")) {
                row.values << tr("not installed");
                row.verdict = Verdict::Fail;
                missing = true;
                continue;
            }
            switch (a.consent) {
            case MemberAnswer::Consent::Self:
                row.values << tr("yes, this Spark");
                break;
            case MemberAnswer::Consent::Delegated:
                row.values << tr("yes, delegated");
                break;
            case MemberAnswer::Consent::Ask:
                row.values << tr("asks its person each time");
                row.verdict = worse(row.verdict, Verdict::Warn);
                asks = true;
                break;
            case MemberAnswer::Consent::Unknown:
                row.values << (a.consentError.isEmpty()
                                   ? unknownText()
                                   : tr("unknown: %1").arg(a.consentError.left(120)));
                row.verdict = worse(row.verdict, Verdict::Unknown);
                break;
            }
        }
        QStringList fixes;
        if (missing)
            fixes << tr("Install the Sparkwire package (with sparkwire-helper) on every member: "
                        "without it a member cannot take its part of the network plan.");
        if (asks)
            fixes << tr("Someone must answer on that member's screen during the apply. To apply "
                        "from this Spark alone, pair it again on Find peers and answer Yes there "
                        "when it asks whether this Spark may apply plans without asking each "
                        "time.");
        row.fix = fixes.join(QLatin1Char(' '));
        p.m_rows << row;
    }
    {
        // A twin is cabled when its discovery heard a peer on it, or it has a link.
        Row row{QStringLiteral("twin-speed"),
                tr("Negotiated speed of every cabled twin"),
                {},
                Verdict::Pass,
                {}};
        bool anyCabled = false;
        for (const MemberAnswer &a : answers) {
            if (!a.answer || !a.answer->facts) {
                row.values << unknownText();
                row.verdict = worse(row.verdict, Verdict::Unknown);
                continue;
            }
            QStringList parts;
            for (const MemberFacts::Twin &t : a.answer->facts->twins) {
                bool heard = false;
                for (const DoctorAnswer::Link &l : a.answer->links)
                    heard = heard || (l.port == t.port && l.half == t.half);
                if (!heard && t.speedMbps <= 0)
                    continue;
                anyCabled = true;
                if (t.speedMbps == 0) {
                    // A link whose driver says no speed (a virtual NIC; never a CX-7): not
                    // judged, and said so.
                    parts << tr("%1 link up, speed not reported").arg(t.netdev);
                    row.verdict = worse(row.verdict, Verdict::Unknown);
                    continue;
                }
                parts << (t.speedMbps > 0 ? tr("%1 %2 Gb/s").arg(t.netdev).arg(t.speedMbps / 1000)
                                          : tr("%1 no link").arg(t.netdev));
                if (t.speedMbps < kTwinFullMbps)
                    row.verdict = Verdict::Fail;
            }
            row.values << (parts.isEmpty() ? tr("no cabled twin")
                                           : parts.join(QStringLiteral(", ")));
        }
        if (!anyCabled)
            row.verdict = worse(row.verdict, Verdict::Unknown);
        if (row.verdict != Verdict::Pass)
            row.fix = tr("Every cabled twin should negotiate 200 Gb/s: reseat or replace the "
                         "cable (an approved QSFP DAC), and check that no end is forced to a "
                         "lower speed.");
        p.m_rows << row;
    }
    {
        Row row{QStringLiteral("other-tools"),
                tr("Other tools' netplan files on CX-7 netdevs"),
                {},
                Verdict::Pass,
                {}};
        for (const MemberAnswer &a : answers) {
            if (!a.answer || !a.answer->facts) {
                row.values << unknownText();
                row.verdict = worse(row.verdict, Verdict::Unknown);
                continue;
            }
            QStringList files;
            for (const MemberFacts::File &f : a.answer->facts->otherToolFiles) {
                files << tr("%1 (%2%3)")
                             .arg(f.name, netplan::OtherToolFile::toolName(f.tool),
                                  f.disabled ? tr(", renamed aside") : QString());
                if (!f.disabled)
                    row.verdict = worse(row.verdict, Verdict::Warn);
            }
            row.values << (files.isEmpty() ? tr("none") : files.join(QStringLiteral(", ")));
        }
        if (row.verdict != Verdict::Pass)
            row.fix = tr("Keep one tool in charge of the CX-7 ports: on each member named, "
                         "`sparkwirectl netplan other-tools` shows the file's addresses and "
                         "`--move-aside` moves it aside (kept, restorable).");
        p.m_rows << row;
    }
    // A row nobody contradicts but some member did not say: the fix is to hear from it.
    for (Row &row : p.m_rows)
        if (row.verdict == Verdict::Unknown)
            row.fix = tr("A member did not say (no answer came from it, it was not asked, it runs "
                         "an older Sparkwire, or this is not in its system files): update "
                         "Sparkwire there and run `sparkwirectl doctor` on it.");
    return p;
}

bool ClusterPreflight::anyFailed() const
{
    for (const Row &r : m_rows)
        if (r.verdict == Verdict::Fail)
            return true;
    return false;
}

QList<ClusterPreflight::Row> ClusterPreflight::problems() const
{
    QList<Row> rows;
    for (const Row &r : m_rows)
        if (r.verdict != Verdict::Pass)
            rows << r;
    return rows;
}

QString ClusterPreflight::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return QStringLiteral("pass");
    case Verdict::Unknown:
        return QStringLiteral("unknown");
    case Verdict::Warn:
        return QStringLiteral("warn");
    case Verdict::Fail:
        break;
    }
    return QStringLiteral("fail");
}

QJsonObject ClusterPreflight::toJson() const
{
    QJsonArray rows;
    for (const Row &r : m_rows)
        rows.append(QJsonObject{{QLatin1String("id"), r.id},
                                {QLatin1String("check"), r.check},
                                {QLatin1String("values"), QJsonArray::fromStringList(r.values)},
                                {QLatin1String("verdict"), verdictName(r.verdict)},
                                {QLatin1String("fix"), r.fix}});
    return {{QLatin1String("members"), QJsonArray::fromStringList(m_members)},
            {QLatin1String("rows"), rows}};
}

} // namespace sparkwire::doctor
