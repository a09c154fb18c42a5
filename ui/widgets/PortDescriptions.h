#pragma once

#include "hw/HostInventory.h"

#include <QCoreApplication>
#include <QString>

// Words for ports, twins and their state, shared by the diagram's tooltips, the details
// panel and the page summaries so they always say the same thing the same way.
class PortDescriptions
{
    Q_DECLARE_TR_FUNCTIONS(PortDescriptions)
public:
    static QString halfLetter(int half); // 0 -> "a", 1 -> "b"
    static QString portName(int port);   // "Port 0 (next to the RJ45)"
    static QString linkText(const sparkwire::hw::Cx7Port &port);
    static QString roceText(const sparkwire::hw::Cx7Port &port);
    static QString gidText(const sparkwire::hw::Cx7Port &port);
    static QString addressesText(const QStringList &addresses);
    static QString tooltip(const sparkwire::hw::Cx7Port &port);
    // What is wrong with this twin half and how to fix it; empty when nothing is.
    static QString advice(const sparkwire::hw::Cx7Port &port);
    // One line per physical port: cabled or not, twins up, for the page summary.
    static QString hostSummary(const sparkwire::hw::HostInventory &inventory);
    // The other wired ports (the RJ45 management port), with the warning they deserve.
    static QString managementSummary(const sparkwire::hw::HostInventory &inventory);
};
