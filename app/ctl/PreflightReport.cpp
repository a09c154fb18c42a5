#include "PreflightReport.h"

#include "TextTable.h"

#include <QCoreApplication>

using sparkwire::doctor::ClusterPreflight;

namespace PreflightReport {

namespace {
void printFix(QTextStream &out, const ClusterPreflight::Row &r)
{
    out << "\n"
        << (r.verdict == ClusterPreflight::Verdict::Fail ? "✘ " : "! ") << r.id << " (" << r.check
        << "): " << ClusterPreflight::verdictName(r.verdict) << "\n  fix: " << r.fix << "\n";
}

TextTable tableOf(const ClusterPreflight &preflight, const QList<ClusterPreflight::Row> &rows)
{
    QStringList header{QStringLiteral("PRE-FLIGHT")};
    header << preflight.members() << QStringLiteral("VERDICT");
    TextTable table(header);
    for (const ClusterPreflight::Row &r : rows)
        table.addRow(QStringList{r.id} << r.values << ClusterPreflight::verdictName(r.verdict));
    return table;
}
} // namespace

void print(QTextStream &out, const ClusterPreflight &preflight)
{
    out << "\n" << tableOf(preflight, preflight.rows()).toString();
    for (const ClusterPreflight::Row &r : preflight.rows())
        if (!r.fix.isEmpty())
            printFix(out, r);
}

void printProblems(QTextStream &out, const ClusterPreflight &preflight)
{
    const QList<ClusterPreflight::Row> problems = preflight.problems();
    if (problems.isEmpty()) {
        out << "Pre-flight: every check passes on every member.\n";
        return;
    }
    out << "Pre-flight: what does not pass (`sparkwirectl doctor --cluster` shows every row):\n"
        << tableOf(preflight, problems).toString();
    for (const ClusterPreflight::Row &r : problems)
        if (!r.fix.isEmpty())
            printFix(out, r);
}

void runBeforeApply(const sparkwire::node::NodeContext &context,
                    const QList<sparkwire::cluster::ClusterMember> &members,
                    const QList<sparkwire::cluster::MemberState> &statesRead, bool json,
                    QTextStream &out, std::function<void(const ClusterPreflight &)> done)
{
    if (!json) {
        out << "Pre-flight: asking the " << members.size()
            << " members before anything changes...\n";
        out.flush();
    }
    auto *run = new sparkwire::node::PreflightRun(context, qApp);
    run->setStatesRead(statesRead);
    QObject::connect(run, &sparkwire::node::PreflightRun::finished, qApp,
                     [run, json, &out, done = std::move(done)](const ClusterPreflight &preflight) {
                         run->deleteLater();
                         if (!json) {
                             printProblems(out, preflight);
                             out.flush();
                         }
                         done(preflight);
                     });
    run->start(members);
}

} // namespace PreflightReport
