#include "CandidateCheck.h"

#include <QTemporaryDir>

namespace sparkwire::netplan {

CandidateVerdict checkCandidate(const NetplanValidator &validator, const QString &rootDir,
                                const QByteArray &candidate)
{
    CandidateVerdict verdict;
    Result<QList<NetplanIssue>> checked = validator.validate(rootDir, candidate);
    const QTemporaryDir empty;
    if (!checked && checked.error().code == ErrorCode::PermissionDenied && empty.isValid()) {
        checked = validator.validate(empty.path(), candidate);
        verdict.candidateOnly = true;
    }
    if (checked)
        verdict.issues = *checked;
    else // the check itself could not run: shown as the one issue, with its code
        verdict.issues = {
            {checked.error().detail, 0, 0, checked.error().message, checked.error().code}};
    return verdict;
}

} // namespace sparkwire::netplan
