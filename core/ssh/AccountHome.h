#pragma once

#include <QString>

namespace sparkwire::ssh {

// The home directory of the effective user, from the password database (as ssh and sshd find
// it), never from $HOME: under `sudo -E` $HOME is the person's, and root writing keys there
// would follow whatever links that person planted. Empty with *error when there is none.
QString accountHome(QString *error);

} // namespace sparkwire::ssh
