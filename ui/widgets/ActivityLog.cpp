#include "ActivityLog.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

ActivityLog::ActivityLog(QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("activityLog"));
    setWindowTitle(tr("Activity"));
    m_list->setObjectName(QStringLiteral("activityList"));
    m_list->setAccessibleName(tr("Notices, oldest first"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(640, 360);
}

void ActivityLog::add(const QString &text)
{
    auto *item = new QListWidgetItem(
        tr("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), text), m_list);
    item->setToolTip(text);
    m_list->scrollToItem(item);
}

QStringList ActivityLog::entries() const
{
    QStringList out;
    for (int i = 0; i < m_list->count(); ++i)
        out << m_list->item(i)->text();
    return out;
}
