#pragma once

#include "ClusterRecord.h"

#include "bench/KeptResults.h"

#include <QHash>
#include <QString>

namespace sparkwire::cluster {

// The cluster as plain text to paste into an issue (#30 item 7; `sparkwirectl cluster status
// --text` and the fleet page's "Copy as text"): members, cables, addresses, MTU, the last test
// rates kept on this Spark and the versions. Every name is the one the person paired the member
// as (the record's); a kept result whose member is not one of them is left out, so a name a
// peer or a file claims never shows.
namespace ClusterSummary {

struct Versions
{
    QString sparkwire; // e.g. "0.1.0"
    QString kernel;    // uname -r
    QString os;        // PRETTY_NAME of os-release, or the DGX OS release
};

// This Spark's versions: the build's, rootDir/proc/sys/kernel/osrelease, and
// rootDir/etc/dgx-release's DGX_OTA_VERSION or rootDir/etc/os-release's PRETTY_NAME.
Versions seatVersions(const QString &rootDir, const QString &sparkwireVersion);

// states: each member's state by key id, as just asked ("configured", "unreachable", ...);
// members without one show none. selfId: this Spark's key id (marked "this Spark").
QString text(const ClusterRecord &record, const QString &selfId,
             const QList<bench::KeptResults::Kept> &kept, const Versions &versions,
             const QHash<QString, QString> &states = {});

} // namespace ClusterSummary

} // namespace sparkwire::cluster
