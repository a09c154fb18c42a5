#pragma once

// The helper's D-Bus contract, in one place for the helper, its clients and the packaging
// (docs/DESIGN.md section 6). Change a name here and in packaging/ together.
namespace sparkwire::helper {

inline constexpr char kService[] = "org.sparkwire.Helper1";
inline constexpr char kObjectPath[] = "/org/sparkwire/Helper1";
inline constexpr char kInterface[] = "org.sparkwire.Helper1";
// Try, Confirm and Cancel change the network: an administrator's password by default.
inline constexpr char kPolkitAction[] = "org.sparkwire.apply-network";
// Validate changes nothing: allowed by default (still size-capped and policy-checked, and a
// site's polkit rules may still refuse it). Challenge, Delegations, Current and
// RemoveDelegation use it too: none of them can change the network (removing a delegation
// only takes trust away, which must never need a password).
inline constexpr char kPolkitValidateAction[] = "org.sparkwire.validate-network";
// Callers whose unix uid is 0 are authorised without asking polkitd: root may write
// /etc/netplan anyway.

// The plain change methods: the apply action (validate: the validate action).
inline constexpr char kMethodValidate[] = "Validate"; // (ay yaml) -> as problems
inline constexpr char kMethodTry[] = "Try";           // (ay yaml, u timeoutSeconds)
inline constexpr char kMethodConfirm[] = "Confirm";   // ()
inline constexpr char kMethodState[] = "State";       // () -> s (a kState* name)
// () -> as: one line per file changed, "not moved: " per file it may not change.
inline constexpr char kMethodMigrateConflicts[] = "MigrateConflicts";
// () -> as: other tools' CX-7 netplan files moved aside (kept) / put back; no path argument.
inline constexpr char kMethodMoveAsideOtherTools[] = "MoveAsideOtherTools";
inline constexpr char kMethodRestoreOtherTools[] = "RestoreOtherTools";

// Delegation (docs/security.md, "Delegation"): consent once, at pairing. AddDelegation needs
// the apply action (an administrator's password, once); afterwards TryDelegated and
// ConfirmDelegated need no polkit at all, only a signature by the paired seat's key over
// delegation::PlanSignature::tryMessage / confirmMessage, with a nonce from Challenge.
inline constexpr char kMethodChallenge[] = "Challenge";               // () -> ay
inline constexpr char kMethodAddDelegation[] = "AddDelegation";       // (ay pem, s name)
inline constexpr char kMethodRemoveDelegation[] = "RemoveDelegation"; // (s id)
inline constexpr char kMethodDelegations[] = "Delegations";           // () -> s (JSON)
inline constexpr char kMethodCurrent[] = "Current";                   // () -> ay
// (ay yaml, u timeoutSeconds, s seatId, ay nonce, x expiresAt, ay signature)
inline constexpr char kMethodTryDelegated[] = "TryDelegated";
inline constexpr char kMethodConfirmDelegated[] = "ConfirmDelegated"; // (ay signature)
inline constexpr char kMethodCancel[] = "Cancel"; // () (Try's and TryDelegated's)

inline constexpr int kNonceBytes = 32;
inline constexpr int kNonceLifetimeSeconds = 300;
// Nonces are issued to the caller's unix uid (as the bus daemon knows it) and serve only a
// TryDelegated from that uid. Each uid has its own budget, its own oldest dropped beyond it,
// so no local user can push the member agent's nonce out; a caller from yet another uid
// beyond kMaxNonceUsers is refused (Busy) rather than evicting anybody's.
inline constexpr int kMaxOutstandingNoncesPerUser = 64;
inline constexpr int kMaxNonceUsers = 64;
// expiresAt is UTC seconds since the epoch, in the future and at most this far ahead of the
// member's clock (seats pick now + 300: five minutes of clock skew either way still work).
inline constexpr int kMaxSignatureLifetimeSeconds = 600;

inline constexpr char kErrorNotAuthorized[] = "org.sparkwire.Helper1.Error.NotAuthorized";
inline constexpr char kErrorInvalid[] = "org.sparkwire.Helper1.Error.Invalid";
inline constexpr char kErrorBusy[] = "org.sparkwire.Helper1.Error.Busy";
inline constexpr char kErrorFailed[] = "org.sparkwire.Helper1.Error.Failed";
// The seat id is not in this helper's delegation list (never allowed, or removed).
inline constexpr char kErrorNotDelegated[] = "org.sparkwire.Helper1.Error.NotDelegated";
// The signature is not the paired seat's over exactly these arguments.
inline constexpr char kErrorBadSignature[] = "org.sparkwire.Helper1.Error.BadSignature";
// The nonce is unknown, used or too old, or expiresAt has passed or is too far ahead: ask
// for a new nonce and sign again.
inline constexpr char kErrorStale[] = "org.sparkwire.Helper1.Error.Stale";

// The bus's own errors (no helper, no bus, no answer in time), by name and by family.
inline constexpr char kBusErrorPrefix[] = "org.freedesktop.DBus.Error";
inline constexpr char kBusErrorDisconnected[] = "org.freedesktop.DBus.Error.Disconnected";
inline constexpr char kBusErrorNoReply[] = "org.freedesktop.DBus.Error.NoReply";
inline constexpr char kBusErrorTimeout[] = "org.freedesktop.DBus.Error.Timeout";

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
