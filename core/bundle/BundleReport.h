#pragma once

#include "BundleSource.h"

#include <QByteArray>
#include <QCoreApplication>

namespace sparkwire::bundle {

// results/report.html: one self-contained page (inline CSS and SVG; no script, no link, no
// image or font from anywhere) with the cabling diagram, every member's twins and addresses,
// and the kept test results with their verdicts where a result has them.
class BundleReport
{
    Q_DECLARE_TR_FUNCTIONS(BundleReport)

public:
    static QByteArray html(const BundleSource &source);

private:
    static QString diagram(const BundleSource &source);
};

} // namespace sparkwire::bundle
