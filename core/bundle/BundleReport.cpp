#include "BundleReport.h"

#include "bench/KeptResult.h"
#include "topology/TopologySpec.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointF>

#include <cmath>

namespace sparkwire::bundle {

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString hostnameOf(const BundleSource &s, const QString &id)
{
    const BundleMember *m = s.member(id);
    return m ? m->member.hostname : id.left(8);
}
} // namespace

QString BundleReport::diagram(const BundleSource &s)
{
    // Members on a circle, one line per cable (or to a switch in the middle for a star).
    const int n = int(s.members.size());
    const double cx = 260;
    const double cy = 150;
    const double r = n <= 2 ? 170 : 110;
    QHash<QString, QPointF> at;
    QString svg = QStringLiteral("<svg width=\"520\" "
                                 "height=\"300\" role=\"img\">");
    for (int i = 0; i < n; ++i) {
        const double a = M_PI + 2 * M_PI * i / n;
        at.insert(s.members[i].member.id,
                  QPointF(cx + r * std::cos(a), cy + r * std::sin(a) * 0.8));
    }
    const auto line = [&](QPointF a, QPointF b, const QString &label) {
        svg += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"#76b900\" "
                              "stroke-width=\"4\"/><text x=\"%5\" y=\"%6\" font-size=\"11\" "
                              "text-anchor=\"middle\">%7</text>")
                   .arg(a.x())
                   .arg(a.y())
                   .arg(b.x())
                   .arg(b.y())
                   .arg((a.x() + b.x()) / 2)
                   .arg((a.y() + b.y()) / 2 - 6)
                   .arg(esc(label));
    };
    if (s.record.cabling.isEmpty()) {
        svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"80\" height=\"30\" fill=\"#ddd\"/>"
                              "<text x=\"%3\" y=\"%4\" text-anchor=\"middle\">%5</text>")
                   .arg(cx - 40)
                   .arg(cy - 15)
                   .arg(cx)
                   .arg(cy + 5)
                   .arg(esc(tr("switch")));
        for (const BundleMember &m : s.members)
            line(at.value(m.member.id), QPointF(cx, cy), tr("port %1").arg(s.record.switchPort));
    }
    for (const cluster::ClusterCable &c : s.record.cabling)
        line(at.value(c.idA), at.value(c.idB),
             tr("%1 port %2 – %3 port %4")
                 .arg(hostnameOf(s, c.idA))
                 .arg(c.portA)
                 .arg(hostnameOf(s, c.idB))
                 .arg(c.portB));
    for (const BundleMember &m : s.members) {
        const QPointF p = at.value(m.member.id);
        svg += QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"130\" height=\"44\" rx=\"6\" "
                              "fill=\"#222\"/><text x=\"%3\" y=\"%4\" fill=\"#fff\" "
                              "text-anchor=\"middle\">%5</text><text x=\"%3\" y=\"%6\" "
                              "fill=\"#bbb\" font-size=\"11\" text-anchor=\"middle\">%7</text>")
                   .arg(p.x() - 65)
                   .arg(p.y() - 22)
                   .arg(p.x())
                   .arg(p.y() - 4)
                   .arg(esc(m.member.hostname))
                   .arg(p.y() + 13)
                   .arg(esc(tr("node %1, %2").arg(m.member.node).arg(m.fabricAddress())));
    }
    return svg + QStringLiteral("</svg>");
}

QByteArray BundleReport::html(const BundleSource &s)
{
    QString body;
    body += QStringLiteral("<h1>%1</h1><p>%2</p>")
                .arg(esc(tr("Cluster %1").arg(s.record.name)),
                     esc(tr("%1, MTU %2, exported %3 by Sparkwire %4")
                             .arg(topology::TopologySpec::topologyName(s.record.topology))
                             .arg(s.record.mtu)
                             .arg(s.createdAt.toString(Qt::ISODate), s.version)));
    body += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Cabling"))) + diagram(s);
    body += QStringLiteral("<h2>%1</h2><table><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                           "</tr>")
                .arg(esc(tr("Links")), esc(tr("Member")), esc(tr("Netdev")), esc(tr("Port")),
                     esc(tr("Address")));
    for (const BundleMember &m : s.members)
        for (const BundleTwin &t : m.twins)
            body += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3%4</td><td>%5</td></tr>")
                        .arg(esc(m.member.hostname), esc(t.netdev))
                        .arg(t.port)
                        .arg(t.half == 0 ? QLatin1Char('a') : QLatin1Char('b'))
                        .arg(esc(t.address));
    body += QStringLiteral("</table><h2>%1</h2>").arg(esc(tr("Test results")));
    if (s.results.isEmpty())
        body += QStringLiteral("<p>%1</p>").arg(esc(tr("This Spark kept no test results.")));
    for (auto it = s.results.cbegin(); it != s.results.cend(); ++it) {
        if (!it.key().endsWith(QLatin1String(".json")))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(it.value()).object();
        body += QStringLiteral("<h3>%1</h3>").arg(esc(it.key()));
        // Each verdict the kept run gave, read as the keeper wrote it; a file that is no kept
        // result (or a run with nothing to say) shows its JSON only.
        if (const std::optional<bench::KeptResult> kept = bench::KeptResult::fromJson(o)) {
            if (!kept->verdicts.isEmpty())
                body += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Verdicts:")));
            for (const bench::Diagnosis &d : kept->verdicts)
                body += QStringLiteral("<li><b>%1</b>: %2</li>").arg(esc(d.id), esc(d.message));
            if (!kept->verdicts.isEmpty())
                body += QStringLiteral("</ul>");
        }
        body += QStringLiteral("<pre>%1</pre>")
                    .arg(esc(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented))
                                 .left(20000)));
    }
    const QString page =
        QStringLiteral("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>%1</title>"
                       "<style>body{font-family:sans-serif;margin:2em;max-width:60em}"
                       "table{border-collapse:collapse}td,th{border:1px solid #ccc;"
                       "padding:.3em .6em;text-align:left}pre{background:#f4f4f4;padding:.5em;"
                       "overflow:auto}</style></head><body>%2</body></html>\n")
            .arg(esc(tr("Cluster %1").arg(s.record.name)), body);
    return page.toUtf8();
}

} // namespace sparkwire::bundle
