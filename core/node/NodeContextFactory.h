#pragma once

#include "NodeContext.h"

#include <functional>
#include <memory>

namespace sparkwire::node {

// The one way every front end starts this node. Asynchronous because the keyring may take
// seconds (or a person unlocking it) to answer: the window keeps painting meanwhile, the CLI
// waits in its event loop.
class NodeContextFactory
{
public:
    using Done = std::function<void(Result<std::unique_ptr<NodeContext>>)>;
    // done() is called once, possibly before create() returns (a key in the 0600 file).
    // The key store is the desktop keyring on the session bus, found even when
    // DBUS_SESSION_BUS_ADDRESS is unset (SessionBus); a key there is never silently replaced.
    static void create(NodeContext::Options options, Done done);
};

} // namespace sparkwire::node
