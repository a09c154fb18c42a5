#pragma once

#include <QString>
#include <QStringList>

// sparkwirectl bundle import FILE [--yes]: restore this member from a bundle (docs/bundle.md).
int runBundleImport(const QStringList &arguments);

// Who signed a bundle, as this Spark knows the key: "paired as NAME", "NAME, a member of this
// Spark's cluster", or "an unknown key".
QString describeSigner(const QString &stateDir, const QString &id);
