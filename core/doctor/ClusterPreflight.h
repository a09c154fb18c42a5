#pragma once

#include "ClusterDoctor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace sparkwire::doctor {

// The cluster pre-flight (#30 item 1): what NVIDIA Sync's Cluster Assistant checks before it
// touches anything, and more, compared across the members of the seat's cluster record from
// their doctor answers (DoctorAnswer::facts). One row per check: each member's value (in the
// record's order, named as the record names it), a verdict and, unless it passes, the fix.
// `doctor --cluster` prints it (text and --json) and the window shows it as one table.
class ClusterPreflight
{
    Q_DECLARE_TR_FUNCTIONS(ClusterPreflight)

public:
    enum class Verdict
    {
        Pass,
        Unknown, // a member did not answer, or did not say (an older Sparkwire)
        Warn,
        Fail,
    };
    struct Row
    {
        QString id;    // "os-release", stable for scripts
        QString check; // in words
        QStringList values;
        Verdict verdict = Verdict::Unknown;
        QString fix; // empty when the row passes
    };

    // BIOS builds before this date wire the second CX-7 controller at PCIe Gen5 x2 (#30).
    static constexpr int kBiosMinYear = 2026;
    static constexpr int kBiosMinMonth = 4;
    static constexpr int kTwinFullMbps = 200000;

    static ClusterPreflight compute(const QList<MemberAnswer> &answers);

    const QStringList &members() const { return m_members; }
    const QList<Row> &rows() const { return m_rows; }
    bool anyFailed() const;
    // The rows that do not pass, in order: what `cluster apply` prints and Review lists.
    QList<Row> problems() const;
    // {"members": [...], "rows": [{"id", "check", "values": [...], "verdict", "fix"}]}
    QJsonObject toJson() const;
    static QString verdictName(Verdict verdict); // "pass", "unknown", "warn", "fail"

private:
    QStringList m_members;
    QList<Row> m_rows;
};

} // namespace sparkwire::doctor
