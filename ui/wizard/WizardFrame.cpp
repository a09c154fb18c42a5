#include "WizardFrame.h"

#include "WizardPage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

WizardFrame::WizardFrame(QWidget *parent)
    : QWidget(parent)
    , m_steps(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_title(new QLabel(this))
    , m_subtitle(new QLabel(this))
    , m_back(new QPushButton(tr("&Back"), this))
    , m_next(new QPushButton(tr("&Next"), this))
{
    m_steps->setObjectName(QStringLiteral("pageList"));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setFixedWidth(200);
    m_steps->setFrameShape(QFrame::NoFrame);
    m_steps->setStyleSheet(QStringLiteral("QListWidget { background: palette(alternate-base); }"
                                          "QListWidget::item { padding: 8px; }"));
    m_title->setObjectName(QStringLiteral("pageTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_subtitle->setObjectName(QStringLiteral("pageSubtitle"));
    m_subtitle->setWordWrap(true);
    m_back->setObjectName(QStringLiteral("backButton"));
    m_next->setObjectName(QStringLiteral("nextButton"));
    // Alt+B / Alt+N come from the mnemonics; Alt+arrows work as in a browser.
    connect(new QShortcut(QKeySequence(Qt::ALT | Qt::Key_Left), this), &QShortcut::activated, this,
            &WizardFrame::back);
    connect(new QShortcut(QKeySequence(Qt::ALT | Qt::Key_Right), this), &QShortcut::activated, this,
            &WizardFrame::next);
    m_next->setDefault(true);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);

    auto *right = new QVBoxLayout;
    right->setContentsMargins(18, 14, 18, 14);
    right->addWidget(m_title);
    right->addWidget(m_subtitle);
    right->addSpacing(8);
    right->addWidget(m_stack, 1);
    right->addLayout(buttons);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_steps);
    layout->addLayout(right, 1);

    connect(m_back, &QPushButton::clicked, this, &WizardFrame::back);
    connect(m_next, &QPushButton::clicked, this, &WizardFrame::next);
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row <= m_reached)
            goTo(row);
        else
            m_steps->setCurrentRow(m_current);
    });
}

void WizardFrame::addPage(WizardPage *page)
{
    m_pages.append(page);
    m_stack->addWidget(page);
    auto *item = new QListWidgetItem(tr("%1. %2").arg(m_pages.size()).arg(page->title()), m_steps);
    item->setFlags(Qt::NoItemFlags);
    connect(page, &WizardPage::completeChanged, this, &WizardFrame::updateControls);
    if (m_current < 0)
        goTo(0);
    else
        updateControls();
}

WizardPage *WizardFrame::currentPage() const
{
    return m_current >= 0 ? m_pages.at(m_current) : nullptr;
}

void WizardFrame::goTo(int index)
{
    if (index < 0 || index >= m_pages.size() || index == m_current)
        return;
    m_current = index;
    if (index > m_reached) {
        m_reached = index;
        m_steps->item(index)->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    }
    WizardPage *page = m_pages.at(index);
    m_stack->setCurrentWidget(page);
    m_title->setText(page->title());
    m_subtitle->setText(page->subtitle());
    m_subtitle->setVisible(!page->subtitle().isEmpty());
    const QSignalBlocker blocker(m_steps);
    m_steps->setCurrentRow(index);
    page->enterPage();
    updateControls();
    Q_EMIT currentChanged(index);
}

void WizardFrame::next()
{
    if (WizardPage *page = currentPage(); page && page->isComplete() && m_next->isEnabled())
        goTo(m_current + 1);
}

void WizardFrame::back()
{
    goTo(m_current - 1);
}

void WizardFrame::updateControls()
{
    m_back->setEnabled(m_current > 0);
    const WizardPage *page = currentPage();
    m_next->setEnabled(page && page->isComplete() && m_current + 1 < m_pages.size());
}
