#pragma once

#include <QStringList>

// `sparkwirectl apply FILE [--timeout S] [--check-only]`: Try the file through the helper,
// show the countdown, ask "keep?", then Confirm or Cancel. Ctrl-C cancels, and the old
// configuration returns. Exit 0 when kept (or valid, with --check-only), 1 when not.
int runApplyCommand(const QStringList &arguments);
