#include "ApplyPage.h"

#include "PlanModel.h"
#include "helperclient/ApplyBackend.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

ApplyPage::ApplyPage(PlanModel *plan, sparkwire::helper::ApplyBackend *backend, QWidget *parent)
    : WizardPage(parent)
    , m_plan(plan)
    , m_backend(backend)
    , m_intro(new QLabel(this))
    , m_apply(new QPushButton(tr("&Apply"), this))
    , m_countdown(new QProgressBar(this))
    , m_question(new QLabel(this))
    , m_keep(new QPushButton(tr("&Keep this configuration"), this))
    , m_revert(new QPushButton(tr("&Revert now"), this))
    , m_result(new QLabel(this))
{
    setObjectName(QStringLiteral("applyPage"));
    m_intro->setWordWrap(true);
    m_intro->setText(
        tr("Sparkwire's helper will write /etc/netplan/40-cx7.yaml (mode 0600), keep the "
           "current file as a backup, and apply the change. Your system asks for an "
           "administrator password.\n\nThen you have %1 seconds to check that everything "
           "still works and press Keep. If you do not — or if this window closes — the "
           "previous configuration comes back by itself.")
            .arg(kTimeoutSeconds));
    m_apply->setObjectName(QStringLiteral("applyButton"));
    m_countdown->setObjectName(QStringLiteral("countdownBar"));
    m_countdown->setRange(0, int(kTimeoutSeconds));
    m_countdown->setTextVisible(false);
    m_question->setObjectName(QStringLiteral("keepQuestion"));
    m_keep->setObjectName(QStringLiteral("keepButton"));
    m_revert->setObjectName(QStringLiteral("revertButton"));
    m_result->setObjectName(QStringLiteral("applyResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);

    auto *answer = new QHBoxLayout;
    answer->addWidget(m_keep);
    answer->addWidget(m_revert);
    answer->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_apply, 0, Qt::AlignLeft);
    layout->addSpacing(12);
    layout->addWidget(m_question);
    layout->addWidget(m_countdown);
    layout->addLayout(answer);
    layout->addWidget(m_result);
    layout->addStretch();
    for (QWidget *w : {static_cast<QWidget *>(m_question), static_cast<QWidget *>(m_countdown),
                       static_cast<QWidget *>(m_keep), static_cast<QWidget *>(m_revert)})
        w->hide();

    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, [this] {
        m_remaining = std::max(0, m_remaining - 1);
        m_countdown->setValue(m_remaining);
        m_question->setText(tr("Keep this configuration? It reverts in %1 s.").arg(m_remaining));
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        m_kept = false;
        Q_EMIT completeChanged();
        setBusy(true);
        m_result->setText(tr("Applying… (your system may ask for the administrator password)"));
        m_backend->tryApply(m_plan->yaml(), kTimeoutSeconds);
    });
    connect(m_keep, &QPushButton::clicked, m_backend, &sparkwire::helper::ApplyBackend::confirm);
    connect(m_revert, &QPushButton::clicked, m_backend, &sparkwire::helper::ApplyBackend::cancel);
    connect(m_backend, &sparkwire::helper::ApplyBackend::tryStarted, this,
            [this](unsigned timeout) {
                m_remaining = int(timeout);
                m_countdown->setRange(0, int(timeout));
                m_countdown->setValue(m_remaining);
                m_question->setText(
                    tr("Keep this configuration? It reverts in %1 s.").arg(m_remaining));
                for (QWidget *w :
                     {static_cast<QWidget *>(m_question), static_cast<QWidget *>(m_countdown),
                      static_cast<QWidget *>(m_keep), static_cast<QWidget *>(m_revert)})
                    w->show();
                m_keep->setFocus();
                m_result->setText(
                    tr("Applied. Check that you can still reach this Spark, then keep it."));
                m_tick.start();
            });
    connect(m_backend, &sparkwire::helper::ApplyBackend::confirmed, this, [this] {
        finish(true, tr("Kept. This Spark now uses the new configuration; the old file is saved as "
                        "/var/lib/sparkwire/40-cx7.yaml.previous."));
    });
    connect(
        m_backend, &sparkwire::helper::ApplyBackend::reverted, this, [this](const QString &why) {
            finish(false,
                   tr("Reverted (%1): the previous configuration is back. Nothing else changed.")
                       .arg(why));
        });
    connect(m_backend, &sparkwire::helper::ApplyBackend::failed, this,
            [this](const QString &message) { finish(false, tr("Not applied: %1").arg(message)); });
}

QString ApplyPage::title() const
{
    return tr("Apply");
}

QString ApplyPage::subtitle() const
{
    return tr("Write and apply the new configuration, with an automatic way back.");
}

void ApplyPage::setBusy(bool busy)
{
    m_apply->setEnabled(!busy);
    if (busy)
        setCursor(Qt::BusyCursor);
    else
        unsetCursor();
}

void ApplyPage::finish(bool kept, const QString &message)
{
    m_tick.stop();
    for (QWidget *w : {static_cast<QWidget *>(m_question), static_cast<QWidget *>(m_countdown),
                       static_cast<QWidget *>(m_keep), static_cast<QWidget *>(m_revert)})
        w->hide();
    setBusy(false);
    m_apply->setText(kept ? tr("&Apply again") : tr("&Try again"));
    m_result->setText(message);
    m_result->setStyleSheet(kept ? QStringLiteral("QLabel { color: #1e7b34; }")
                                 : QStringLiteral("QLabel { color: #b3261e; }"));
    m_kept = kept;
    Q_EMIT completeChanged();
}
