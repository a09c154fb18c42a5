#pragma once

#include "WizardPageId.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QPointer>
#include <QVariant>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class WizardPage;

// The wizard's frame: the list of steps on the side, the current page with its title, and
// Back/Next. Pages have ids; Next goes to the current page's nextId() when the page is
// complete, so pages can be skipped or repeated; Back and the step list go back along the
// path actually taken. Pages share values through registered fields.
class WizardFrame : public QWidget
{
    Q_OBJECT
public:
    // A page's push button with this property set true is never pressed by Enter (Space or
    // its mnemonic does): those that change the Sparks (Apply, Retry, moving files out).
    static constexpr const char *kNotByEnter = "sparkwireNotByEnter";
    explicit WizardFrame(QWidget *parent = nullptr);

    // Adds a page under an id not used yet; the step list shows pages in id order.
    void setPage(WizardPageId id, WizardPage *page);
    WizardPage *page(WizardPageId id) const { return m_pages.value(id); }
    WizardPageId currentId() const
    {
        return m_path.isEmpty() ? WizardPageId::None : m_path.at(m_position);
    }
    WizardPage *currentPage() const { return page(currentId()); }
    // The path taken: the pages Back walks to get here, the current one, and those visited
    // after it before going back (the step list can go forward to them again).
    const QList<WizardPageId> &visitedIds() const { return m_path; }
    // The id after `id` among the pages added (None after the last): the default nextId.
    WizardPageId idAfter(WizardPageId id) const;

    // QWizard's field model with typed names: `property` of `object` is the field's value,
    // `changedSignal` (a SIGNAL()) says when it changes.
    void registerField(WizardField name, QObject *object, const char *property,
                       const char *changedSignal = nullptr);
    QVariant field(WizardField name) const;
    void setField(WizardField name, const QVariant &value);

public Q_SLOTS:
    // Opens a page: along the path taken when it is on it, else as a new branch from here.
    void goTo(WizardPageId id);
    void next();
    void back();

Q_SIGNALS:
    void currentChanged(WizardPageId id);
    void fieldChanged(WizardField name);

private Q_SLOTS:
    void emitFieldChanged(); // from a registered field's changed signal

protected:
    // Enter is Next wherever the page lets it go on (Next never applies anything; Apply has
    // its own button). Escape is the page's Cancel when it has one running, else Back.
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Field
    {
        QPointer<QObject> object;
        QByteArray property;
    };
    void enter(qsizetype position); // shows the page at that position of the path
    void escape();
    bool locked() const; // the current page cannot be left now
    void updateControls();
    int row(WizardPageId id) const;

    QMap<WizardPageId, WizardPage *> m_pages;
    QList<WizardPageId> m_path;
    qsizetype m_position = 0; // of the current page in m_path
    QMap<WizardField, Field> m_fields;
    QMultiHash<const QObject *, WizardField> m_objectFields;
    QListWidget *m_steps;
    QStackedWidget *m_stack;
    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_back;
    QPushButton *m_next;
    // The page control enter() gave the focus to because Next was disabled then; Next takes
    // the focus back once it is enabled, unless the person has moved it since.
    QPointer<QWidget> m_autoFocus;
};
