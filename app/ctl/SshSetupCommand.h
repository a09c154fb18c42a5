#pragma once

#include <QStringList>

// `sparkwirectl ssh-setup PEER [--address HOST]`: passwordless SSH to a paired peer. Makes
// this node's ed25519 key if there is none, offers its public key to PEER (whose person
// consents), pins PEER's host key and adds a "Host PEER" block to ~/.ssh/config. No private
// key leaves its node; afterwards `ssh PEER` works without a password.
int runSshSetupCommand(const QStringList &arguments);
