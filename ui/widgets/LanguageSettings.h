#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;
class QSettings;
class QTranslator;

// Which language the GUI speaks: the desktop locale unless the person chose one in
// File > Settings (stored in QSettings under "ui/language") or passed --language.
// The catalogues are the sparkwire_<code>.qm compiled into the ui library (:/i18n).
class LanguageSettings
{
public:
    static constexpr const char *settingsKey = "ui/language";

    // The codes with a catalogue, plus "en" (the source language), sorted.
    static QStringList available();
    // The language's own name ("Deutsch", "简体中文"), for the choice in the settings.
    static QString nativeName(const QString &code);
    // What is stored: a code from available(), or empty for "follow the desktop".
    static QString stored(const QSettings &settings);
    static void store(QSettings &settings, const QString &code);
    // The locale to translate into: the override when it names an available language,
    // else the stored choice, else the desktop's locale.
    static QLocale effective(const QString &override, const QSettings &settings);
    // Installs Qt's own and Sparkwire's translators for locale into app (which owns them) and
    // returns those it found. Call before any translated text is made, core messages
    // included: a text is translated when it is made.
    static QList<QTranslator *> install(QCoreApplication &app, const QLocale &locale);
};
