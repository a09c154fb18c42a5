#include "YamlText.h"

#include <QCoreApplication>

namespace sparkwire::netplan::YamlText {

namespace {
bool unsafe(char32_t c)
{
    return (c < 0x20 && c != U'\n') || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 ||
           c == 0xfeff || c == 0xfffe || c == 0xffff;
}

QString fixFor(char32_t c)
{
    switch (c) {
    case U'\t':
        return QCoreApplication::translate("YamlText",
                                           "indent with spaces and separate values with spaces");
    case U'\r':
        return QCoreApplication::translate(
            "YamlText", "save the file with Unix line endings (LF, not CRLF or CR)");
    case 0x85:
    case 0x2028:
    case 0x2029:
        return QCoreApplication::translate("YamlText",
                                           "replace it with a plain line break or remove it");
    case 0xfeff:
        return QCoreApplication::translate("YamlText",
                                           "save the file as UTF-8 without a byte order mark");
    default:
        return QCoreApplication::translate("YamlText", "remove it");
    }
}
} // namespace

// Unicode's own character names stay English: they are what people search for.
QString characterName(char32_t c)
{
    static const char *const c0[] = {
        "NULL",
        "START OF HEADING",
        "START OF TEXT",
        "END OF TEXT",
        "END OF TRANSMISSION",
        "ENQUIRY",
        "ACKNOWLEDGE",
        "BELL",
        "BACKSPACE",
        "CHARACTER TABULATION (TAB)",
        "LINE FEED",
        "LINE TABULATION",
        "FORM FEED",
        "CARRIAGE RETURN (CR)",
        "SHIFT OUT",
        "SHIFT IN",
        "DATA LINK ESCAPE",
        "DEVICE CONTROL ONE",
        "DEVICE CONTROL TWO",
        "DEVICE CONTROL THREE",
        "DEVICE CONTROL FOUR",
        "NEGATIVE ACKNOWLEDGE",
        "SYNCHRONOUS IDLE",
        "END OF TRANSMISSION BLOCK",
        "CANCEL",
        "END OF MEDIUM",
        "SUBSTITUTE",
        "ESCAPE (ESC)",
        "INFORMATION SEPARATOR FOUR",
        "INFORMATION SEPARATOR THREE",
        "INFORMATION SEPARATOR TWO",
        "INFORMATION SEPARATOR ONE",
    };
    const QString code = QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
    const char *name = nullptr;
    if (c < 0x20)
        name = c0[c];
    else if (c == 0x7f)
        name = "DELETE";
    else if (c == 0x85)
        name = "NEXT LINE (NEL)";
    else if (c >= 0x80 && c <= 0x9f)
        name = "C1 CONTROL CHARACTER";
    else if (c == 0x2028)
        name = "LINE SEPARATOR";
    else if (c == 0x2029)
        name = "PARAGRAPH SEPARATOR";
    else if (c == 0xfeff)
        name = "ZERO WIDTH NO-BREAK SPACE (BYTE ORDER MARK)";
    else if (c == 0xfffe || c == 0xffff)
        name = "NONCHARACTER";
    return name ? code + QLatin1Char(' ') + QLatin1String(name) : code;
}

QStringList unsafeCharacters(const QString &text, int maxReports)
{
    QStringList problems;
    int found = 0;
    int line = 1;
    int column = 1;
    for (const char32_t c : text.toUcs4()) {
        if (unsafe(c)) {
            if (++found <= maxReports)
                problems << QCoreApplication::translate(
                                "YamlText", "line %1, column %2: %3 is not allowed (YAML readers "
                                            "disagree on it); %4")
                                .arg(line)
                                .arg(column)
                                .arg(characterName(c), fixFor(c));
        }
        if (c == U'\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    if (found > maxReports)
        problems << QCoreApplication::translate("YamlText", "%n more such characters", nullptr,
                                                found - maxReports);
    return problems;
}

} // namespace sparkwire::netplan::YamlText
