#pragma once

#include "DoctorCheck.h"
#include "DoctorInputs.h"
#include "common/Result.h"

namespace sparkwire::doctor {

// A redacted archive (.tar.gz) a Spark owner can attach to a bug report: the checks, the
// CX-7 inventory, the netplan, NetworkManager and cloud-init files with every secret-looking
// value replaced, and the NCCL/vLLM environment. No keys, no secrets; the hostname is
// replaced unless asked for.
namespace DoctorReport {
// Text with the value of every secret-looking key (password, psk, key, secret, token, ...)
// replaced by "<redacted>", in YAML ("key: v"), INI ("key=v") and environment form.
QString redact(const QString &text);
Status write(const QString &file, const DoctorInputs &inputs, const QList<DoctorCheck> &checks,
             bool keepHostname = false);
} // namespace DoctorReport

} // namespace sparkwire::doctor
