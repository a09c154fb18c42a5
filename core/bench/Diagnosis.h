#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace sparkwire::bench {

// A verdict in words: what is wrong (message), what shows it (evidence), how to fix it.
struct Diagnosis
{
    QString id; // stable, e.g. "nccl-socket-fallback"
    QString message;
    QString evidence;
    QString fix;

    QJsonObject toJson() const
    {
        return {{QLatin1String("id"), id},
                {QLatin1String("message"), message},
                {QLatin1String("evidence"), evidence},
                {QLatin1String("fix"), fix}};
    }
    // A verdict read back from a kept file (untrusted): the four texts, each cut to 4096
    // characters; nullopt without an id.
    static std::optional<Diagnosis> fromJson(const QJsonValue &json)
    {
        const auto text = [&](const char *key) {
            return json[QLatin1String(key)].toString().left(4096);
        };
        Diagnosis d{text("id"), text("message"), text("evidence"), text("fix")};
        if (d.id.isEmpty())
            return std::nullopt;
        return d;
    }
};

// The ids alone, e.g. to compare a run's verdicts with the expected ones.
inline QStringList diagnosisIds(const QList<Diagnosis> &list)
{
    QStringList ids;
    for (const Diagnosis &d : list)
        ids << d.id;
    return ids;
}

inline QJsonArray diagnosesToJson(const QList<Diagnosis> &list)
{
    QJsonArray array;
    for (const Diagnosis &d : list)
        array.append(d.toJson());
    return array;
}

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::Diagnosis)
