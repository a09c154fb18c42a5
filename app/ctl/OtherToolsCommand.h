#pragma once

#include <QStringList>

// sparkwirectl netplan other-tools [--json] [--root-dir DIR] [--move-aside | --restore]
int runNetplanOtherTools(const QStringList &arguments);
