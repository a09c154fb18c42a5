#pragma once

#include <QString>

namespace sparkwire::peers {

// Text a peer sent, made safe to print on a terminal or show in a window: control characters
// (C0 but, where kept, line feed and tab; DEL; C1), line and paragraph separators, bidi
// overrides and the BOM become visible escapes like \u{1b}, so a peer cannot move the cursor,
// recolour the terminal, hide text or reorder what the person reads.
QString printableText(const QString &text, bool keepLineBreaks);

} // namespace sparkwire::peers
