#pragma once

#include <QStringList>

// sparkwirectl bundle export|verify|show|import: the cluster's config bundle (docs/bundle.md).
int runBundleCommand(const QStringList &arguments);
