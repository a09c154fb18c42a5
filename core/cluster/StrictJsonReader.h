#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QString>

namespace sparkwire::cluster {

// Reads the cluster documents (record, member state, try) the strict way: the size is capped
// before anything is parsed, the bytes must be one JSON object with no duplicate or escaped
// keys, every field must be there with its type and range, and a key nobody took is refused.
// The first problem is kept, with where it was ("members[1].node"), and the whole document
// is refused: a peer's document is never half-read.
class StrictJsonReader
{
    Q_DECLARE_TR_FUNCTIONS(StrictJsonReader)

public:
    // One JSON object of at most maxBytes, no duplicate keys at any depth. `what` names the
    // document in messages ("cluster record").
    static Result<QJsonObject> parseObject(const QByteArray &json, int maxBytes,
                                           const QString &what);

    StrictJsonReader(QJsonObject object, QString where);

    QString string(const char *key, int maxChars);
    // A whole number in [min, max] (JSON numbers are doubles: 2.5 and 1e300 are refused).
    qint64 integer(const char *key, qint64 min, qint64 max);
    bool boolean(const char *key);
    // Standard base64 with padding; at most maxBytes once decoded.
    QByteArray bytes(const char *key, int maxBytes);
    QJsonArray array(const char *key, int maxItems);
    QJsonObject object(const char *key);
    bool isNull(const char *key) const; // takes nothing: the caller still reads or skips it
    void skip(const char *key);         // read as null (optional fields that are absent)
    QStringList strings(const char *key, int maxItems, int maxChars);

    // For checks the reader cannot make itself (an id that is not 64 hex digits...).
    void fail(const QString &problem);
    // Where a nested object of this one is: "members[2]".
    QString where(const char *key, int index = -1) const;
    bool failed() const { return m_failed; }
    // The first problem, or an unknown key, as one InvalidInput error.
    Status finish();
    // The first problem of a nested reader becomes this one's.
    void take(const Status &nested);

private:
    QJsonValue field(const char *key, const char *type);
    QJsonObject m_object;
    QString m_where;
    QSet<QString> m_taken;
    bool m_failed = false;
    Error m_error;
};

} // namespace sparkwire::cluster
