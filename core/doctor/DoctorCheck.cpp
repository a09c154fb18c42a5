#include "DoctorCheck.h"

namespace sparkwire::doctor {

QString DoctorCheck::statusName(Status s)
{
    switch (s) {
    case Status::Pass:
        return QStringLiteral("pass");
    case Status::Warn:
        return QStringLiteral("warn");
    case Status::Fail:
        return QStringLiteral("fail");
    case Status::Skip:
        break;
    }
    return QStringLiteral("skip");
}

QJsonObject DoctorCheck::toJson() const
{
    return {{QLatin1String("id"), id},
            {QLatin1String("status"), statusName(status)},
            {QLatin1String("evidence"), evidence},
            {QLatin1String("cause"), cause},
            {QLatin1String("fix"), fix}};
}

QJsonObject checksToJson(const QList<DoctorCheck> &checks)
{
    QJsonArray array;
    for (const DoctorCheck &c : checks)
        array.append(c.toJson());
    return {{QLatin1String("checks"), array}};
}

bool anyFailed(const QList<DoctorCheck> &checks)
{
    for (const DoctorCheck &c : checks)
        if (c.status == DoctorCheck::Status::Fail)
            return true;
    return false;
}

} // namespace sparkwire::doctor
