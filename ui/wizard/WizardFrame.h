#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class WizardPage;

// The wizard's frame: the list of steps on the side, the current page with its title, and
// Back/Next. Steps already reached can be revisited from the list; Next goes on only when
// the current page is complete.
class WizardFrame : public QWidget
{
    Q_OBJECT
public:
    explicit WizardFrame(QWidget *parent = nullptr);

    void addPage(WizardPage *page);
    int currentIndex() const { return m_current; }
    WizardPage *currentPage() const;
    int pageCount() const { return int(m_pages.size()); }

public Q_SLOTS:
    void goTo(int index);
    void next();
    void back();

Q_SIGNALS:
    void currentChanged(int index);

private:
    void updateControls();

    QList<WizardPage *> m_pages;
    int m_current = -1;
    int m_reached = -1;
    QListWidget *m_steps;
    QStackedWidget *m_stack;
    QLabel *m_title;
    QLabel *m_subtitle;
    QPushButton *m_back;
    QPushButton *m_next;
};
