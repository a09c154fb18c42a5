#pragma once

// The helper's D-Bus contract, in one place for the helper, its clients and the packaging
// (DESIGN.md section 6). Change a name here and in packaging/ together.
namespace sparkwire::helper {

inline constexpr char kService[] = "org.sparkwire.Helper1";
inline constexpr char kObjectPath[] = "/org/sparkwire/Helper1";
inline constexpr char kInterface[] = "org.sparkwire.Helper1";
// Try, Confirm and Cancel change the network: an administrator's password by default.
inline constexpr char kPolkitAction[] = "org.sparkwire.apply-network";
// Validate changes nothing: allowed by default (still size-capped and policy-checked, and a
// site's polkit rules may still refuse it).
inline constexpr char kPolkitValidateAction[] = "org.sparkwire.validate-network";

inline constexpr char kErrorNotAuthorized[] = "org.sparkwire.Helper1.Error.NotAuthorized";
inline constexpr char kErrorInvalid[] = "org.sparkwire.Helper1.Error.Invalid";
inline constexpr char kErrorBusy[] = "org.sparkwire.Helper1.Error.Busy";
inline constexpr char kErrorFailed[] = "org.sparkwire.Helper1.Error.Failed";

// StateChanged(state) is broadcast to every listener and carries the state name alone.
// CallerStateChanged(state, detail) is sent only to the bus name whose change it is (a
// signal with a destination, which the bus delivers to nobody else): the detail may hold
// netplan's output.
inline constexpr char kStateChangedSignal[] = "StateChanged";
inline constexpr char kCallerStateChangedSignal[] = "CallerStateChanged";
inline constexpr char kStateIdle[] = "idle";
inline constexpr char kStatePending[] = "pending"; // detail: seconds until it reverts
inline constexpr char kStateConfirmed[] = "confirmed";
inline constexpr char kStateReverted[] = "reverted"; // detail: why (cancel, timeout, caller left)
inline constexpr char kStateFailed[] = "failed";     // detail: what failed

inline constexpr unsigned kDefaultTimeoutSeconds = 120; // like `netplan try`
inline constexpr unsigned kMaxTimeoutSeconds = 600;

} // namespace sparkwire::helper
