#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace sparkwire::doctor {

// One check's finding: its stable id, pass/warn/fail/skip, what it looked at (evidence), the
// cause in plain words and the fix (a command where there is one).
struct DoctorCheck
{
    enum class Status
    {
        Pass,
        Warn,
        Fail,
        Skip
    };

    QString id;
    Status status = Status::Skip;
    QString evidence;
    QString cause;
    QString fix;

    static QString statusName(Status s);
    QJsonObject toJson() const;
};

// {"checks": [...]}: the shape `sparkwirectl doctor --json` prints.
QJsonObject checksToJson(const QList<DoctorCheck> &checks);
bool anyFailed(const QList<DoctorCheck> &checks);

} // namespace sparkwire::doctor
