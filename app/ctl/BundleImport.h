#pragma once

#include <QString>
#include <QStringList>

// sparkwirectl bundle import FILE [--yes]: restore this member from a bundle (docs/bundle.md).
int runBundleImport(const QStringList &arguments);
