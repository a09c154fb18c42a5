#pragma once

#include <QString>
#include <QStringList>

namespace sparkwire::netplan::YamlText {

// The characters YAML readers do not agree on, refused before any parser sees the text.
// libyaml (netplan) ends a line at CR, NEL (U+0085), U+2028 and U+2029, where yaml-cpp reads
// them as ordinary characters: text after "# x<U+2028>" is a comment to one and YAML to the
// other. Also refused: every other C0 and C1 control (TAB included; Sparkwire never writes
// one), DEL, the byte order mark U+FEFF anywhere, and U+FFFE/U+FFFF, which libyaml rejects.
// Only "\n" ends a line. One problem per character found, at most maxReports of them, each
// with line and column (1-based, in characters), the character's name and how to fix it.
QStringList unsafeCharacters(const QString &text, int maxReports = 5);

// "U+2028 LINE SEPARATOR", "U+0009 CHARACTER TABULATION (TAB)", ...
QString characterName(char32_t c);

} // namespace sparkwire::netplan::YamlText
