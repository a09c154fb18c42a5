// helper-delegation-relay: what a member's agent does with its helper, driven line by line
// from stdin so that tst_helper_delegation can run it as any test user (setpriv) while the
// test, as the seat, signs. One HelperClient, one bus connection: the helper sees one owner.
//   challenge | current | list | cancel | remove ID | add HEXPEM NAME | confirm HEXSIG
//   try HEXYAML TIMEOUT SEATID HEXNONCE EXPIRES HEXSIG
//   flood N: N Challenge calls at once, none waiting for another (a local user pushing
//   nonces); answers "ok HEX(K)" once all are answered, K the number the helper granted
// Each command answers one line: "ok [HEX]" or "error CODE ERRORNAME MESSAGE". The helper's
// CallerStateChanged signals come as "state STATE HEXDETAIL" lines in between. EOF: exit.
#include "helperclient/HelperClient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>

#include <cstdio>
#include <memory>
#include <unistd.h>

using namespace sparkwire;
using sparkwire::helper::HelperClient;

namespace {
void say(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void answer(const Status &status, const QByteArray &payload = QByteArray())
{
    if (status) {
        say(payload.isEmpty() ? QByteArray("ok") : "ok " + payload.toHex());
        return;
    }
    const Error &e = status.error();
    say("error " + QByteArray::number(int(e.code)) + ' ' +
        (e.detail.isEmpty() ? QByteArray("-") : e.detail.toUtf8()) + ' ' +
        e.message.toUtf8().replace('\n', " | "));
}

template <typename T> Status statusOf(const Result<T> &result)
{
    if (!result)
        return result.error();
    return {};
}

void run(HelperClient &client, const QList<QByteArray> &words)
{
    const QByteArray command = words.value(0);
    const auto hex = [&words](int i) { return QByteArray::fromHex(words.value(i)); };
    const auto done = [](Status status) { answer(status); };
    if (command == "challenge") {
        client.challenge(
            [](Result<QByteArray> nonce) { answer(statusOf(nonce), nonce.valueOr({})); });
    } else if (command == "flood") {
        const int count = words.value(1).toInt();
        auto answered = std::make_shared<int>(0);
        auto granted = std::make_shared<int>(0);
        for (int i = 0; i < count; ++i)
            client.challenge([count, answered, granted](Result<QByteArray> nonce) {
                *granted += nonce ? 1 : 0;
                if (++*answered == count)
                    answer({}, QByteArray::number(*granted));
            });
    } else if (command == "current") {
        client.current(
            [](Result<QByteArray> bytes) { answer(statusOf(bytes), bytes.valueOr({})); });
    } else if (command == "list") {
        client.delegations([](Result<QList<HelperClient::DelegationEntry>> entries) {
            QJsonArray array;
            for (const HelperClient::DelegationEntry &e : entries.valueOr({}))
                array.append(QJsonObject{{QStringLiteral("id"), e.id},
                                         {QStringLiteral("name"), e.name},
                                         {QStringLiteral("added"), e.added.toString(Qt::ISODate)}});
            answer(statusOf(entries), QJsonDocument(array).toJson(QJsonDocument::Compact));
        });
    } else if (command == "cancel") {
        client.cancel(done);
    } else if (command == "remove") {
        client.removeDelegation(QString::fromUtf8(words.value(1)), done);
    } else if (command == "add") {
        client.addDelegation(hex(1), QString::fromUtf8(words.value(2)), done);
    } else if (command == "confirm") {
        client.confirmDelegated(hex(1), done);
    } else if (command == "try") {
        client.tryDelegated(hex(1), words.value(2).toUInt(), QString::fromUtf8(words.value(3)),
                            hex(4), words.value(5).toLongLong(), hex(6), done);
    } else {
        say("error - - unknown command " + command);
    }
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    HelperClient client;
    QObject::connect(&client, &HelperClient::stateChanged, &app,
                     [](const QString &state, const QString &detail) {
                         say("state " + state.toUtf8() + ' ' + detail.toUtf8().toHex());
                     });

    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char buffer[65536];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0) {
            input.setEnabled(false);
            QCoreApplication::quit();
            return;
        }
        pending.append(buffer, int(n));
        for (int end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QByteArray line = pending.left(end).trimmed();
            pending.remove(0, end + 1);
            if (!line.isEmpty())
                run(client, line.split(' '));
        }
    });
    say("ready");
    return app.exec();
}
