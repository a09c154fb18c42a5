#pragma once

#include "doctor/DoctorCheck.h"

#include <QList>
#include <QString>

// The check with this id in a catalogue run, or an empty one (the doctor tests look checks up
// by id; the catalogue's order is not part of what they test).
inline sparkwire::doctor::DoctorCheck find(const QList<sparkwire::doctor::DoctorCheck> &checks,
                                           const QString &id)
{
    for (const sparkwire::doctor::DoctorCheck &c : checks)
        if (c.id == id)
            return c;
    return {};
}
