#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace sparkwire::netplan {

class ValidationMemo;

struct NetplanIssue
{
    QString file; // relative to the root dir, e.g. "etc/netplan/40-cx7.yaml"
    int line = 0;
    int column = 0;
    QString message;
    // InvalidInput: netplan refuses the bytes. PermissionDenied: another netplan file of the
    // hierarchy could not be read here (no root). Others: the check itself could not run.
    ErrorCode code = ErrorCode::InvalidInput;
    QString toString() const;
};

// Validates with netplan's own parser: copies the hierarchy under rootDir into a scratch
// tree, puts the candidate at etc/netplan/40-cx7.yaml (in place of any 40-cx7.yaml, staged
// or not), and runs `netplan generate --root-dir` there. Nothing under rootDir is touched.
// netplan's objections come back as issues (file:line:col); an error means there is no
// verdict: a file of the hierarchy cannot be read (ErrorCode::PermissionDenied, detail: its
// path), netplan cannot run (Unavailable) or takes too long (Timeout), scratch space (Io).
// Synchronous, up to a minute: the helper calls it from a worker thread, the CLI directly.
class NetplanValidator
{
public:
    // How long `netplan generate` may run before the validation fails (a cluster member
    // counts it into the try budget it tells the seat, MemberState::trySeconds).
    static constexpr int kGenerateTimeoutSeconds = 60;
    // scratchParent: where the scratch tree is made. Empty: the system's temporary directory
    // (fine for the unprivileged CLI). The helper passes a root-only directory that it wipes
    // when it starts, because the tree holds copies of every netplan file (Wi-Fi passwords
    // included) and a killed helper cannot remove it.
    explicit NetplanValidator(QString netplanCommand = QStringLiteral("netplan"),
                              QString scratchParent = QString())
        : m_command(std::move(netplanCommand))
        , m_scratchParent(std::move(scratchParent))
    {}
    // An input netplan accepted a moment ago (the same program, the same files, path and
    // bytes) is not run again; what it accepts is kept there. Not owned; may be null.
    void setMemo(ValidationMemo *memo) { m_memo = memo; }
    // No issues when netplan accepts the whole hierarchy with the candidate in place.
    Result<QList<NetplanIssue>> validate(const QString &rootDir, const QByteArray &candidate) const;

private:
    QString m_command;
    QString m_scratchParent;
    ValidationMemo *m_memo = nullptr;
};

} // namespace sparkwire::netplan
