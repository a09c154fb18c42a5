#include "PrintableText.h"

#include <QList>

namespace sparkwire::peers {

namespace {
bool mustEscape(char32_t c)
{
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029 || c == 0xfeff ||
           (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069);
}
} // namespace

QString printableText(const QString &text, bool keepLineBreaks)
{
    QString out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if ((c == U'\n' || c == U'\t') && keepLineBreaks)
            out += QChar(char16_t(c));
        else if (mustEscape(c))
            out += QStringLiteral("\\u{%1}").arg(uint(c), 0, 16);
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

} // namespace sparkwire::peers
