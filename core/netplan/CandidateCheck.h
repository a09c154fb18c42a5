#pragma once

#include "NetplanValidator.h"

namespace sparkwire::netplan {

// What netplan says of a candidate 40-cx7.yaml before anything is written.
struct CandidateVerdict
{
    QList<NetplanIssue> issues; // empty: netplan accepts it
    // The other netplan files could not be read here (they need root), so the candidate was
    // checked on its own; the helper checks the whole hierarchy as root before it writes.
    bool candidateOnly = false;
    bool accepted() const { return issues.isEmpty(); }
};

// The review's check: the candidate with the hierarchy under rootDir; when a file of the
// hierarchy cannot be read by this user, the candidate alone. Blocks on netplan: run it on a
// worker thread.
CandidateVerdict checkCandidate(const NetplanValidator &validator, const QString &rootDir,
                                const QByteArray &candidate);

} // namespace sparkwire::netplan
