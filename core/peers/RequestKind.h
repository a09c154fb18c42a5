#pragma once

#include <QString>

#include <optional>

namespace sparkwire::peers {

// What a paired peer may ask (docs/pairing.md): the request kinds, parsed once where the
// frame is read (PeerMessage::decode) and an enum everywhere after it. The wire keeps the
// names below, unchanged.
enum class RequestKind
{
    Inventory,  // "inventory": this node's inventory JSON, answered without asking
    Doctor,     // "doctor": this node's doctor catalogue (doctor::DoctorAnswer)
    SshKey,     // "ssh-key": trust the asking seat's public key
    SshUserKey, // "ssh-user-key": the way back, this node's own public key
    Plan,       // "plan": a netplan YAML for the person here to apply
    TestServer, // "test-server": a bounded iperf3 or RDMA server
    Metrics,    // "metrics": one fleet sample at the seat's rate
    // The cluster protocol (docs/pairing.md, "Cluster messages"), answered by
    // cluster::MemberService:
    State,
    Try,
    Verify,
    Confirm,
    Cancel,
    // "relay": a one-shot stream to a Spark this node hears on its CX-7 links and the asking
    // seat does not (a ring of four or more: docs/security.md, "Members two hops away").
    // Text: the target's key id, or for a pairing (nothing paired yet) the name it beacons.
    Relay,
    // "tunnel": this session becomes a stream to the peer port of a Spark this node hears on its
    // CX-7 links, once the answer is sent (docs/security.md, "Members more than one hop
    // away"): how the seat reaches a member two or more hops beyond its own cables, hop by
    // hop, with its own TLS to each nested inside. Text: as for "relay".
    Tunnel,
    // "launch-path" (no text): after Keep, TCP connects from this member to the head of its
    // kept cluster record on the launcher ports (cluster::LaunchPathService), answered only
    // to that record's seat; a cluster kind, answered through the cluster hook.
    LaunchPath,
};

// The kind's name on the wire.
QString requestKindName(RequestKind kind);
// The one parser of a wire name: exactly one of the names above, byte for byte (no case
// folding, no trimming: a peer that sends "Plan" or "plan " asks for nothing we know);
// nullopt for anything else.
std::optional<RequestKind> parseRequestKind(const QString &wire);
// state, try, verify, confirm, cancel, launch-path.
bool isClusterKind(RequestKind kind);

} // namespace sparkwire::peers
