#include "LanguageSettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

QStringList LanguageSettings::available()
{
    QStringList codes{QStringLiteral("en")};
    const QStringList files =
        QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("sparkwire_*.qm")}, QDir::Files);
    for (const QString &file : files)
        codes << file.mid(10, file.size() - 13); // sparkwire_<code>.qm
    codes.removeDuplicates();                    // sparkwire_en.qm holds English plural forms only
    codes.sort();
    return codes;
}

QString LanguageSettings::nativeName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return code;
    name[0] = name[0].toUpper(); // "English", "Deutsch"; CJK names have no case
    return name;
}

QString LanguageSettings::stored(const QSettings &settings)
{
    const QString code = settings.value(QLatin1String(settingsKey)).toString();
    return available().contains(code) ? code : QString();
}

void LanguageSettings::store(QSettings &settings, const QString &code)
{
    if (code.isEmpty())
        settings.remove(QLatin1String(settingsKey));
    else
        settings.setValue(QLatin1String(settingsKey), code);
}

QLocale LanguageSettings::effective(const QString &override, const QSettings &settings)
{
    if (available().contains(override))
        return QLocale(override);
    const QString chosen = stored(settings);
    if (!chosen.isEmpty())
        return QLocale(chosen);
    return QLocale::system();
}

QList<QTranslator *> LanguageSettings::install(QCoreApplication &app, const QLocale &locale)
{
    QList<QTranslator *> installed;
    const auto add = [&](const QLocale &in, const QString &name, const QString &dir) {
        auto *translator = new QTranslator(&app);
        if (translator->load(in, name, QStringLiteral("_"), dir) &&
            QCoreApplication::installTranslator(translator)) {
            installed << translator;
            return true;
        }
        delete translator;
        return false;
    };
    add(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // A window that speaks the English sources (the "C" or POSIX locale of a plain session,
    // or a language without a catalogue) still needs English plural forms: "2 Sparks", not
    // "2 Spark(s)".
    if (!add(locale, QStringLiteral("sparkwire"), QStringLiteral(":/i18n")))
        add(QLocale(QLocale::English), QStringLiteral("sparkwire"), QStringLiteral(":/i18n"));
    return installed;
}
