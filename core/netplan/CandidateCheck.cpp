#include "CandidateCheck.h"

#include <QTemporaryDir>

#include <algorithm>

namespace sparkwire::netplan {

CandidateVerdict checkCandidate(const NetplanValidator &validator, const QString &rootDir,
                                const QByteArray &candidate)
{
    CandidateVerdict verdict{validator.validate(rootDir, candidate), false};
    const bool unreadable =
        std::any_of(verdict.issues.cbegin(), verdict.issues.cend(),
                    [](const NetplanIssue &i) { return i.code == ErrorCode::PermissionDenied; });
    if (!unreadable)
        return verdict;
    const QTemporaryDir empty;
    if (!empty.isValid())
        return verdict;
    verdict.issues = validator.validate(empty.path(), candidate);
    verdict.candidateOnly = true;
    return verdict;
}

} // namespace sparkwire::netplan
