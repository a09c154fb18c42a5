#pragma once

#include <QString>
#include <QStringList>

class QWidget;

// What a window can cut under root, each found problem one line "<page>: <what>" (empty:
// nothing cut). Shared by the layout tests in English (tst_layout) and in every language
// (tst_translatedwindow).
namespace LayoutChecks {

// Every visible one-line plain label under root that is narrower than its text.
QStringList cutLabels(const QWidget *root, const QString &page);

// A short table (two Sparks' rows, up to 6) that must be scrolled to be read whole.
QStringList scrollingTables(const QWidget *root, const QString &page);

// Everything else a window can cut under root: a horizontal scroll bar, a scroll area's page
// wider than its view, a button or combo box narrower than its text needs, tabs that need
// scroll arrows, and a chart's title, legend label or axis label that Qt Charts elided.
QStringList cutWidgets(const QWidget *root, const QString &page);

// cutWidgets() once the window has settled: asked again every 100 ms while it finds something,
// for up to waitMs. Qt Charts lays out its axes and legend in the scene's own update pass,
// which on a loaded machine comes later than any fixed wait (CI saw axis labels read "..."
// 100 ms after a show); a label cut for that moment is not a cut, one that stays is.
QStringList settledCutWidgets(const QWidget *root, const QString &page, int waitMs = 5000);

} // namespace LayoutChecks
