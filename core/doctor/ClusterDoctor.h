#pragma once

#include "DoctorAnswer.h"
#include "DoctorCheck.h"

#include "cluster/ClusterRecord.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace sparkwire::doctor {

// What the seat got from one member of the cluster record for `doctor --cluster`: its answer,
// or why there is none; and when the seat asked and heard back (for the clock comparison).
struct MemberAnswer
{
    cluster::ClusterMember member; // from the seat's record: the name shown
    std::optional<DoctorAnswer> answer;
    QString error; // why there is no answer
    // The answer came through a paired neighbour's relay: not cabled to the asking Spark (a
    // ring of four or more).
    bool throughNeighbour = false;
    // How its helper takes a plan from the asking Spark (its `state` answer, read through a
    // relay too): Self for the asking Spark, whose own person is at hand.
    enum class Consent
    {
        Unknown, // not read: no answer in time, or it could not be read
        Self,
        Delegated, // the asking Spark's key is in its helper's delegation list
        Ask,       // its person is asked for each plan
    };
    Consent consent = Consent::Unknown;
    QString consentError; // why it is unknown, when it was asked
    qint64 sentMs = 0;
    qint64 receivedMs = 0;
};

// One line of the cluster table: the member it is about (the record's name; the cluster's name
// for the checks across members) and the check.
struct MemberCheck
{
    QString member;
    DoctorCheck check;
};

// The cluster-wide run (docs/DESIGN.md section 11): every member's own catalogue, a fail line for a
// member that did not answer, and the checks only a seat can make by comparing members: MTUs
// on a shared subnet, clocks, Sparkwire and NCCL versions, and a ring cabled port 0 to port 0.
namespace ClusterDoctor {
constexpr qint64 kSkewWarnMs = 1000;
constexpr qint64 kSkewFailMs = 30000;

QList<MemberCheck> combine(const cluster::ClusterRecord &record,
                           const QList<MemberAnswer> &answers);
// {"checks": [{"member", "id", "status", "evidence", "cause", "fix"}]}
QJsonObject toJson(const QList<MemberCheck> &checks);
bool anyFailed(const QList<MemberCheck> &checks);

DoctorCheck checkMemberAnswered(const MemberAnswer &answer);
DoctorCheck checkMtuAcrossMembers(const QList<MemberAnswer> &answers);
DoctorCheck checkClockSkew(const QList<MemberAnswer> &answers);
DoctorCheck checkSparkwireVersions(const QList<MemberAnswer> &answers);
DoctorCheck checkNcclVersions(const QList<MemberAnswer> &answers);
DoctorCheck checkRingCabling(const cluster::ClusterRecord &record,
                             const QList<MemberAnswer> &answers);
} // namespace ClusterDoctor

} // namespace sparkwire::doctor
