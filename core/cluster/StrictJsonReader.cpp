#include "StrictJsonReader.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QList>

#include <cmath>

namespace sparkwire::cluster {

namespace {
// QJsonDocument keeps the last of two equal keys without a word, so two readers of one
// document could disagree on what it says. Runs on bytes QJsonDocument already accepted.
std::optional<QString> keyProblem(const QByteArray &json)
{
    struct Level
    {
        bool object = false;
        bool expectKey = false;
        QSet<QByteArray> keys;
    };
    QList<Level> stack;
    const char *data = json.constData();
    const qsizetype size = json.size();
    for (qsizetype i = 0; i < size; ++i) {
        switch (data[i]) {
        case '{':
            stack.append(Level{true, true, {}});
            break;
        case '[':
            stack.append(Level{false, false, {}});
            break;
        case '}':
        case ']':
            if (!stack.isEmpty())
                stack.removeLast();
            break;
        case ',':
            if (!stack.isEmpty() && stack.last().object)
                stack.last().expectKey = true;
            break;
        case '"': {
            qsizetype end = i + 1;
            bool escaped = false;
            while (end < size && data[end] != '"') {
                if (data[end] == '\\') {
                    escaped = true;
                    ++end;
                }
                ++end;
            }
            if (!stack.isEmpty() && stack.last().object && stack.last().expectKey) {
                const QByteArray key(data + i + 1, end - i - 1);
                if (escaped)
                    return QCoreApplication::translate(
                        "StrictJsonReader", "a key is written with escapes; keys are plain text");
                if (stack.last().keys.contains(key))
                    return QCoreApplication::translate("StrictJsonReader",
                                                       "the key \"%1\" is there twice")
                        .arg(QString::fromUtf8(key));
                stack.last().keys.insert(key);
                stack.last().expectKey = false;
            }
            i = end;
            break;
        }
        default:
            break;
        }
    }
    return std::nullopt;
}
} // namespace

Result<QJsonObject> StrictJsonReader::parseObject(const QByteArray &json, int maxBytes,
                                                  const QString &what)
{
    if (json.size() > maxBytes)
        return makeError(ErrorCode::InvalidInput, tr("%1: %2 bytes is more than the %3 allowed")
                                                      .arg(what)
                                                      .arg(json.size())
                                                      .arg(maxBytes));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return makeError(ErrorCode::InvalidInput, tr("%1: not JSON (%2 at byte %3)")
                                                      .arg(what, parseError.errorString())
                                                      .arg(parseError.offset));
    if (!document.isObject())
        return makeError(ErrorCode::InvalidInput, tr("%1: not a JSON object").arg(what));
    if (const auto problem = keyProblem(json))
        return makeError(ErrorCode::InvalidInput, QStringLiteral("%1: %2").arg(what, *problem));
    return document.object();
}

StrictJsonReader::StrictJsonReader(QJsonObject object, QString where)
    : m_object(std::move(object))
    , m_where(std::move(where))
{}

QString StrictJsonReader::where(const char *key, int index) const
{
    QString path = m_where + QLatin1Char('.') + QLatin1String(key);
    if (index >= 0)
        path += QStringLiteral("[%1]").arg(index);
    return path;
}

void StrictJsonReader::fail(const QString &problem)
{
    if (m_failed)
        return;
    m_failed = true;
    m_error = makeError(ErrorCode::InvalidInput, problem);
}

void StrictJsonReader::take(const Status &nested)
{
    if (!nested && !m_failed) {
        m_failed = true;
        m_error = nested.error();
    }
}

QJsonValue StrictJsonReader::field(const char *key, const char *type)
{
    m_taken.insert(QLatin1String(key));
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        fail(tr("%1: missing").arg(where(key)));
    else if (QLatin1String(type) != QLatin1String(value.isString()   ? "string"
                                                  : value.isDouble() ? "number"
                                                  : value.isBool()   ? "boolean"
                                                  : value.isArray()  ? "array"
                                                  : value.isObject() ? "object"
                                                                     : "null"))
        fail(tr("%1: must be a JSON %2").arg(where(key), QLatin1String(type)));
    else
        return value;
    return QJsonValue(QJsonValue::Undefined);
}

QString StrictJsonReader::string(const char *key, int maxChars)
{
    const QString value = field(key, "string").toString();
    if (value.size() > maxChars) {
        fail(tr("%1: longer than %2 characters").arg(where(key)).arg(maxChars));
        return {};
    }
    return value;
}

qint64 StrictJsonReader::integer(const char *key, qint64 min, qint64 max)
{
    const QJsonValue value = field(key, "number");
    if (value.isUndefined())
        return min;
    const double number = value.toDouble();
    if (std::floor(number) != number || number < double(min) || number > double(max)) {
        fail(tr("%1: must be a whole number from %2 to %3").arg(where(key)).arg(min).arg(max));
        return min;
    }
    return qint64(number);
}

bool StrictJsonReader::boolean(const char *key)
{
    return field(key, "boolean").toBool();
}

QByteArray StrictJsonReader::bytes(const char *key, int maxBytes)
{
    const QJsonValue value = field(key, "string");
    if (value.isUndefined())
        return {};
    const QByteArray text = value.toString().toLatin1();
    const auto decoded =
        QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
    // Only the one spelling: what toBase64() writes back must be what was read.
    if (!decoded || decoded.decoded.toBase64() != text ||
        value.toString() != QString::fromLatin1(text)) {
        fail(tr("%1: must be standard base64 with padding").arg(where(key)));
        return {};
    }
    if (decoded.decoded.size() > maxBytes) {
        fail(tr("%1: more than %2 bytes").arg(where(key)).arg(maxBytes));
        return {};
    }
    return decoded.decoded;
}

QJsonArray StrictJsonReader::array(const char *key, int maxItems)
{
    const QJsonArray value = field(key, "array").toArray();
    if (value.size() > maxItems) {
        fail(tr("%1: more than %2 entries").arg(where(key)).arg(maxItems));
        return {};
    }
    return value;
}

QJsonObject StrictJsonReader::object(const char *key)
{
    return field(key, "object").toObject();
}

bool StrictJsonReader::isNull(const char *key) const
{
    return m_object.value(QLatin1String(key)).isNull();
}

void StrictJsonReader::skip(const char *key)
{
    field(key, "null");
}

QStringList StrictJsonReader::strings(const char *key, int maxItems, int maxChars)
{
    QStringList out;
    const QJsonArray items = array(key, maxItems);
    for (int i = 0; i < items.size(); ++i) {
        if (!items[i].isString()) {
            fail(tr("%1: must be a JSON string").arg(where(key, i)));
            return {};
        }
        if (items[i].toString().size() > maxChars) {
            fail(tr("%1: longer than %2 characters").arg(where(key, i)).arg(maxChars));
            return {};
        }
        out << items[i].toString();
    }
    return out;
}

Status StrictJsonReader::finish()
{
    if (!m_failed)
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it)
            if (!m_taken.contains(it.key())) {
                fail(tr("%1: unknown field \"%2\"").arg(m_where, it.key()));
                break;
            }
    if (m_failed)
        return m_error;
    return {};
}

} // namespace sparkwire::cluster
