#include "SettingsDialog.h"

#include "LanguageSettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

#include <algorithm>

SettingsDialog::SettingsDialog(QSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_language(new QComboBox(this))
{
    setWindowTitle(tr("Settings"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("Desktop language"), QString());
    for (const QString &code : LanguageSettings::available())
        m_language->addItem(LanguageSettings::nativeName(code), code);
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(LanguageSettings::stored(settings))));

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto *note = new QLabel(tr("The language changes when Sparkwire starts again. "
                               "\"Desktop language\" follows the language of your desktop "
                               "session; --language on the command line overrides both."),
                            this);
    note->setObjectName(QStringLiteral("languageNote"));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(460, sizeHint().height());
}

void SettingsDialog::accept()
{
    LanguageSettings::store(m_settings, m_language->currentData().toString());
    m_settings.sync();
    QDialog::accept();
}
