#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

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
};

inline QJsonArray diagnosesToJson(const QList<Diagnosis> &list)
{
    QJsonArray array;
    for (const Diagnosis &d : list)
        array.append(d.toJson());
    return array;
}

} // namespace sparkwire::bench

Q_DECLARE_METATYPE(sparkwire::bench::Diagnosis)
