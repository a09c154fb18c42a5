#pragma once

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QTest>

// A person at the pairing dialog who sees the same code on both screens: once the dialog
// offers "Yes, the same" they click it, wait for "Paired" and close the dialog. With no code
// within 5 s they cancel it (the test then fails on what it checks afterwards). For
// WhenModalOpens: the dialog runs its own event loop.
inline void confirmMatchingCodeAndClose(QDialog *dialog)
{
    auto *matches = dialog->findChild<QPushButton *>(QStringLiteral("codeMatches"));
    auto *status = dialog->findChild<QLabel *>(QStringLiteral("pairingStatus"));
    if (!QTest::qWaitFor([&] { return matches->isEnabled(); }, 5000))
        return dialog->reject();
    QTest::mouseClick(matches, Qt::LeftButton);
    (void)QTest::qWaitFor([&] { return status->text().startsWith(QStringLiteral("Paired")); },
                          5000);
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("closePairing")),
                      Qt::LeftButton);
}
