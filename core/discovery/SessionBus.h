#pragma once

#include "common/Result.h"

#include <QString>

namespace sparkwire::discovery {

// The desktop keyring lives on the user's session bus. A program started outside the desktop
// (ssh, sudo -u, a service) often lacks DBUS_SESSION_BUS_ADDRESS although the bus runs at
// $XDG_RUNTIME_DIR/bus or /run/user/<uid>/bus; without it, a key the window stored in the
// keyring could not be found by sparkwirectl.
class SessionBus
{
public:
    // The address to use: DBUS_SESSION_BUS_ADDRESS when set, else the user's bus socket when
    // one exists and belongs to this user. Unavailable (saying how to fix it) otherwise.
    static Result<QString> locate();
    // locate(), and when it found the socket, exports DBUS_SESSION_BUS_ADDRESS so QtKeychain
    // (QtDBus or libsecret) reaches the same bus. Call before any D-Bus connection is made.
    static Result<QString> ensureAddress();
};

} // namespace sparkwire::discovery
