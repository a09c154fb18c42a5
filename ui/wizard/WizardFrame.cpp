#include "WizardFrame.h"

#include "WizardPage.h"

#include <QAbstractButton>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMetaProperty>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <utility>

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
    // Escape anywhere in the window, also before anything has the focus.
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setObjectName(QStringLiteral("escapeShortcut"));
    connect(escape, &QShortcut::activated, this, &WizardFrame::escape);

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
    // The step list goes to a page on the path taken; other steps are not selectable.
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        const QList<WizardPageId> ids = m_pages.keys();
        if (row >= 0 && row < ids.size() && m_path.contains(ids.at(row)) && !locked())
            goTo(ids.at(row));
        else
            updateControls();
    });
}

void WizardFrame::setPage(WizardPageId id, WizardPage *page)
{
    Q_ASSERT(id != WizardPageId::None && !m_pages.contains(id));
    page->m_id = id;
    page->m_frame = this;
    m_pages.insert(id, page);
    for (const WizardPage::PendingField &f : std::exchange(page->m_pendingFields, {}))
        registerField(f.name, f.object, f.property, f.changedSignal);
    // Each page scrolls on its own: a small window still reaches every control, and the
    // stack lays out only the page shown (a page's word-wrapped text is not measured for
    // every page on each change of another).
    auto *scroll = new QScrollArea(m_stack);
    scroll->setObjectName(QStringLiteral("pageScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidgetResizable(true);
    scroll->setWidget(page);
    m_stack->addWidget(scroll);
    // Renumber: a page added out of order moves the ones after it.
    const QSignalBlocker blocker(m_steps);
    m_steps->clear();
    int number = 0;
    for (const WizardPage *p : std::as_const(m_pages)) {
        auto *item = new QListWidgetItem(tr("%1. %2").arg(++number).arg(p->title()), m_steps);
        item->setFlags(Qt::NoItemFlags);
    }
    connect(page, &WizardPage::completeChanged, this, &WizardFrame::updateControls);
    if (m_path.isEmpty()) {
        m_path.append(m_pages.firstKey());
        enter(0);
    } else
        updateControls();
}

WizardPageId WizardFrame::idAfter(WizardPageId id) const
{
    const auto it = m_pages.upperBound(id);
    return it == m_pages.cend() ? WizardPageId::None : it.key();
}

void WizardFrame::goTo(WizardPageId id)
{
    if (!m_pages.contains(id) || id == currentId() || locked())
        return;
    qsizetype at = m_path.indexOf(id);
    // Forward along the path taken only while each page there still leads to the next.
    for (qsizetype i = m_position; i < at; ++i)
        if (m_pages.value(m_path.at(i))->nextId() != m_path.at(i + 1)) {
            m_path.resize(i + 1);
            at = -1;
        }
    if (at < 0) {
        m_path.resize(m_position + 1); // a new branch from here
        m_path.append(id);
        at = m_path.size() - 1;
    }
    enter(at);
}

void WizardFrame::next()
{
    const WizardPage *page = currentPage();
    if (!page || !page->isComplete() || locked())
        return;
    const WizardPageId id = page->nextId();
    const qsizetype onPath = m_path.indexOf(id);
    if (!m_pages.contains(id) || (onPath >= 0 && onPath <= m_position))
        return; // the end, or a loop Back could not undo
    if (m_position + 1 >= m_path.size() || m_path.at(m_position + 1) != id) {
        m_path.resize(m_position + 1);
        m_path.append(id);
    }
    enter(m_position + 1);
}

void WizardFrame::keyPressEvent(QKeyEvent *event)
{
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (enter && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        // On a page's own push button Enter presses it, as Space does: the person meant that
        // button, not Next. Not one that changes the Sparks (kNotByEnter): a stray Enter must
        // not apply. A check box or radio button passes Enter on to Next.
        auto *button = qobject_cast<QAbstractButton *>(focusWidget());
        if (button && !button->inherits("QPushButton") && !button->inherits("QToolButton"))
            button = nullptr;
        if (button && button != m_next) {
            if (button->isEnabled() && button->isVisible() &&
                !button->property(kNotByEnter).toBool())
                button->animateClick();
        } else if (m_next->isEnabled()) {
            next();
        }
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void WizardFrame::back()
{
    if (m_position > 0 && !locked())
        enter(m_position - 1);
}

bool WizardFrame::locked() const
{
    const WizardPage *page = currentPage();
    return page && !page->canLeave();
}

void WizardFrame::escape()
{
    WizardPage *page = currentPage();
    if (page && page->escape())
        return;
    back();
}

void WizardFrame::enter(qsizetype position)
{
    m_position = position;
    const WizardPageId id = m_path.at(position);
    WizardPage *page = m_pages.value(id);
    m_stack->setCurrentWidget(page->parentWidget()->parentWidget()); // its scroll area
    m_title->setText(page->title());
    m_subtitle->setText(page->subtitle());
    m_subtitle->setVisible(!page->subtitle().isEmpty());
    page->enterPage();
    updateControls();
    // The keyboard stays in the wizard: a page that put the focus on its own control keeps
    // it, otherwise Next has it (Enter goes on), or the page's first control.
    const QWidget *focus = window()->focusWidget();
    m_autoFocus = nullptr;
    if (!focus || !page->isAncestorOf(focus)) {
        if (m_next->isEnabled())
            m_next->setFocus(Qt::OtherFocusReason);
        else
            for (QWidget *w = page->nextInFocusChain(); page->isAncestorOf(w);
                 w = w->nextInFocusChain())
                if (w->isEnabled() && w->isVisibleTo(page) && (w->focusPolicy() & Qt::TabFocus)) {
                    w->setFocus(Qt::TabFocusReason);
                    m_autoFocus = w;
                    break;
                }
    }
    Q_EMIT currentChanged(id);
}

int WizardFrame::row(WizardPageId id) const
{
    return int(m_pages.keys().indexOf(id));
}

void WizardFrame::updateControls()
{
    const QList<WizardPageId> ids = m_pages.keys();
    for (int i = 0; i < ids.size(); ++i)
        m_steps->item(i)->setFlags(m_path.contains(ids.at(i))
                                       ? Qt::ItemIsEnabled | Qt::ItemIsSelectable
                                       : Qt::NoItemFlags);
    {
        const QSignalBlocker blocker(m_steps);
        m_steps->setCurrentRow(row(currentId()));
    }
    const bool stay = locked();
    m_back->setEnabled(m_position > 0 && !stay);
    m_steps->setEnabled(!stay);
    const WizardPage *page = currentPage();
    const WizardPageId nextId = page ? page->nextId() : WizardPageId::None;
    const qsizetype onPath = m_path.indexOf(nextId);
    m_next->setEnabled(page && page->isComplete() && !stay && m_pages.contains(nextId) &&
                       (onPath < 0 || onPath > m_position));
    // A control that only had the focus because Next could not take it (Welcome's pre-flight
    // button while the inventory is read) gives it to Next: Enter goes on, as on every page.
    if (m_next->isEnabled() && m_autoFocus) {
        if (m_autoFocus == window()->focusWidget() || !window()->focusWidget())
            m_next->setFocus(Qt::OtherFocusReason);
        m_autoFocus = nullptr;
    }
}

void WizardFrame::registerField(WizardField name, QObject *object, const char *property,
                                const char *changedSignal)
{
    m_fields.insert(name, {object, property});
    const QMetaObject *meta = object->metaObject();
    const QMetaMethod signal =
        changedSignal
            ? meta->method(meta->indexOfSignal(QMetaObject::normalizedSignature(changedSignal + 1)))
            : meta->property(meta->indexOfProperty(property)).notifySignal();
    if (!signal.isValid())
        return;
    // Any signal can tell the frame; the frame says which field changed.
    const int slot = metaObject()->indexOfMethod("emitFieldChanged()");
    QMetaObject::connect(object, signal.methodIndex(), this, slot);
    m_objectFields.insert(object, name);
}

void WizardFrame::emitFieldChanged()
{
    for (const WizardField name : m_objectFields.values(sender()))
        Q_EMIT fieldChanged(name);
}

QVariant WizardFrame::field(WizardField name) const
{
    const Field f = m_fields.value(name);
    return f.object ? f.object->property(f.property.constData()) : QVariant();
}

void WizardFrame::setField(WizardField name, const QVariant &value)
{
    const Field f = m_fields.value(name);
    if (f.object)
        f.object->setProperty(f.property.constData(), value);
}
