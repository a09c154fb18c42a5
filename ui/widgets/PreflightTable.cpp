#include "PreflightTable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

using sparkwire::doctor::ClusterPreflight;

namespace {
constexpr int kMaxValueWidth = 200;
} // namespace

PreflightTable::PreflightTable(QWidget *parent)
    : QWidget(parent)
    , m_state(new QLabel(this))
    , m_run(new QPushButton(tr("Run &pre-flight on every member"), this))
    , m_table(new QTableWidget(this))
{
    auto *heading = new QLabel(
        tr("<b>Cluster pre-flight</b>: what must be equal on every member before a change."), this);
    heading->setWordWrap(true);
    m_state->setWordWrap(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    // Tab leaves the table for the next control; the arrows move between its cells.
    m_table->setTabKeyNavigation(false);
    m_table->setFocusPolicy(Qt::StrongFocus);
    m_table->verticalHeader()->setVisible(false);
    m_table->setAccessibleName(tr("Cluster pre-flight"));
    m_table->hide();
    m_run->hide();
    connect(m_run, &QPushButton::clicked, this, &PreflightTable::start);
    // The fix wraps in whatever width the window leaves it.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
            &QTableWidget::resizeRowsToContents);

    auto *row = new QHBoxLayout;
    row->addWidget(m_run);
    row->addWidget(m_state, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);
}

void PreflightTable::setRun(Run run)
{
    m_runner = std::move(run);
    m_run->setVisible(bool(m_runner));
}

void PreflightTable::start()
{
    if (!m_runner || m_running)
        return;
    m_running = true;
    m_run->setEnabled(false);
    m_state->setText(tr("Asking every member…"));
    QPointer<PreflightTable> self(this);
    m_runner(this, [self](const ClusterPreflight &preflight) {
        if (self)
            self->showPreflight(preflight);
    });
}

QString PreflightTable::verdictText(ClusterPreflight::Verdict verdict)
{
    switch (verdict) {
    case ClusterPreflight::Verdict::Pass:
        return tr("✔ passes");
    case ClusterPreflight::Verdict::Unknown:
        return tr("? unknown");
    case ClusterPreflight::Verdict::Warn:
        return tr("! warning");
    case ClusterPreflight::Verdict::Fail:
        break;
    }
    return tr("✘ fails");
}

void PreflightTable::showPreflight(const ClusterPreflight &preflight)
{
    m_running = false;
    m_run->setEnabled(true);
    int failing = 0;
    for (const ClusterPreflight::Row &r : preflight.rows())
        failing += r.verdict == ClusterPreflight::Verdict::Fail ? 1 : 0;
    m_state->setText(failing == 0
                         ? tr("No check fails.")
                         : tr("Checks that fail: %1. Each row says its fix.").arg(failing));
    QStringList header{tr("Check")};
    header << preflight.members() << tr("Verdict") << tr("Fix");
    m_table->clear();
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    // Only the rows that do not pass, where asked (and where there are any).
    QList<ClusterPreflight::Row> rows = m_problemsOnly ? preflight.problems() : preflight.rows();
    if (rows.isEmpty())
        rows = preflight.rows();
    m_table->setRowCount(int(rows.size()));
    const int verdictColumn = int(preflight.members().size()) + 1;
    for (int i = 0; i < rows.size(); ++i) {
        const ClusterPreflight::Row &r = rows.at(i);
        m_table->setItem(i, 0, new QTableWidgetItem(r.check));
        for (int m = 0; m < r.values.size() && m < preflight.members().size(); ++m) {
            auto *value = new QTableWidgetItem(r.values.at(m));
            value->setToolTip(r.values.at(m));
            m_table->setItem(i, m + 1, value);
        }
        m_table->setItem(i, verdictColumn, new QTableWidgetItem(verdictText(r.verdict)));
        auto *fix = new QTableWidgetItem(r.fix);
        fix->setToolTip(r.fix);
        m_table->setItem(i, verdictColumn + 1, fix);
    }
    // Values as wide as they are, up to a limit (a member's twins make a long line: the
    // tooltip has it whole); the fix takes the rest of the width.
    QHeaderView *columns = m_table->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::Interactive);
    for (int c = 0; c <= verdictColumn; ++c) {
        m_table->resizeColumnToContents(c);
        if (c > 0 && c < verdictColumn)
            m_table->setColumnWidth(c, qMin(m_table->columnWidth(c), kMaxValueWidth));
    }
    columns->setStretchLastSection(true);
    m_table->resizeRowsToContents();
    m_table->show();
    Q_EMIT shown(preflight);
}
