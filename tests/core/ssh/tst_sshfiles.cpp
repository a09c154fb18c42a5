// Where SSH files go and which ones are trusted: the home from the password database (not
// $HOME), ~/.ssh a real private directory of the effective user, and only that user's regular
// files under it. Root-only rows (files of another uid) run in CI, which is root.
#include "ssh/SshFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace sparkwire::ssh;

namespace {
bool put(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

int mode(const QString &path)
{
    struct stat st;
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

bool chownTo(const QString &path, uid_t uid)
{
    return ::lchown(QFile::encodeName(path).constData(), uid, uid) == 0;
}
} // namespace

class TestSshFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void accountHomeIsNotHOME();
    void directoryIsMadePrivate();
    void symlinkedSshDirectoryIsRefused();
    void sshThatIsNotADirectoryIsRefused();
    void writableHomeIsRefused();
    void homeOfAnotherUserIsRefused();
    void sshDirectoryOfAnotherUserIsRefused();
    void filesAreOwnRegularFilesOnly();

private:
    QString home() const { return m_home->path(); }
    QString ssh() const { return m_home->path() + QStringLiteral("/.ssh"); }
    std::unique_ptr<QTemporaryDir> m_home;
};

void TestSshFiles::init()
{
    m_home = std::make_unique<QTemporaryDir>();
    QVERIFY(m_home->isValid());
}

void TestSshFiles::accountHomeIsNotHOME()
{
    const passwd *pw = ::getpwuid(::geteuid());
    QVERIFY(pw && pw->pw_dir);
    const QByteArray saved = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home()));
    QString error;
    const QString found = SshFiles::accountHome(&error);
    qputenv("HOME", saved);
    QCOMPARE(found, QFile::decodeName(pw->pw_dir));
    QVERIFY(found != home());
    QVERIFY(error.isEmpty());
}

void TestSshFiles::directoryIsMadePrivate()
{
    QString error;
    QCOMPARE(SshFiles::directory(home(), &error), ssh());
    QCOMPARE(mode(ssh()), 0700);
    QVERIFY(QFile::setPermissions(ssh(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                             QFileDevice::ExeOther));
    QCOMPARE(SshFiles::directory(home(), &error), ssh());
    QCOMPARE(mode(ssh()), 0700);
    QVERIFY(SshFiles::directory(QString(), &error).isEmpty());
    QVERIFY(SshFiles::directory(QStringLiteral("relative/home"), &error).isEmpty());
    QVERIFY(SshFiles::directory(home() + QStringLiteral("/missing"), &error).isEmpty());
}

void TestSshFiles::symlinkedSshDirectoryIsRefused()
{
    const QString real = home() + QStringLiteral("/dotfiles-ssh");
    QVERIFY(QDir().mkpath(real));
    QVERIFY(QFile::setPermissions(real, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther));
    QVERIFY(QFile::link(real, ssh()));
    QString error;
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("symbolic link")) && error.contains(ssh()) &&
                 error.contains(real),
             qPrintable(error));
    QCOMPARE(QFileInfo(ssh()).symLinkTarget(), real);
    QCOMPARE(mode(real), 0705); // not chmod-ed through the link
    // A dangling link (planted before ~/.ssh exists) is not followed to create it.
    QVERIFY(QFile::remove(ssh()));
    QVERIFY(QFile::link(home() + QStringLiteral("/not-yet"), ssh()));
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY(!QFileInfo::exists(home() + QStringLiteral("/not-yet")));
}

void TestSshFiles::sshThatIsNotADirectoryIsRefused()
{
    QVERIFY(put(ssh(), "a file\n"));
    QString error;
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("not a directory")), qPrintable(error));
}

void TestSshFiles::writableHomeIsRefused()
{
    QVERIFY(QFile::setPermissions(home(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner | QFileDevice::WriteGroup |
                                              QFileDevice::ExeGroup | QFileDevice::ReadGroup));
    QString error;
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("chmod go-w")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(ssh()));
}

void TestSshFiles::homeOfAnotherUserIsRefused()
{
    // Root with $HOME still pointing at a person's home (sudo -E) must not write there.
    if (::geteuid() != 0)
        QSKIP("needs root to give a directory to another uid (CI runs as root)");
    QVERIFY(chownTo(home(), 65534));
    QString error;
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("uid 65534")) && error.contains(QStringLiteral("sudo")),
             qPrintable(error));
    QVERIFY(!QFileInfo::exists(ssh()));
}

void TestSshFiles::sshDirectoryOfAnotherUserIsRefused()
{
    if (::geteuid() != 0)
        QSKIP("needs root to give a directory to another uid (CI runs as root)");
    QVERIFY(QDir().mkpath(ssh()));
    QVERIFY(chownTo(ssh(), 65534));
    QString error;
    QVERIFY(SshFiles::directory(home(), &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("uid 65534")), qPrintable(error));
    QCOMPARE(QFileInfo(ssh()).ownerId(), 65534u);
}

void TestSshFiles::filesAreOwnRegularFilesOnly()
{
    QString error;
    QCOMPARE(SshFiles::directory(home(), &error), ssh());
    const QString config = ssh() + QStringLiteral("/config");
    QVERIFY(!SshFiles::read(config, &error));
    QVERIFY(error.isEmpty()); // missing is not an error
    QVERIFY2(SshFiles::write(config, "Host x\n", &error), qPrintable(error));
    QCOMPARE(mode(config), 0600);
    QCOMPARE(SshFiles::read(config, &error).value_or("?"), QByteArray("Host x\n"));

    // Unchanged text is not rewritten; the edit's refusal leaves the file as it is.
    QCOMPARE(SshFiles::rewrite(config, [](const QByteArray &b,
                                          QString *) { return std::optional<QByteArray>(b); }),
             QString());
    QCOMPARE(SshFiles::rewrite(config,
                               [](const QByteArray &, QString *why) -> std::optional<QByteArray> {
                                   *why = QStringLiteral("no");
                                   return std::nullopt;
                               }),
             QStringLiteral("no"));
    QCOMPARE(SshFiles::read(config, &error).value_or("?"), QByteArray("Host x\n"));

    // A FIFO in place of a file: refused at once, not waited on.
    const QString fifo = ssh() + QStringLiteral("/known_hosts");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    error.clear();
    QVERIFY(!SshFiles::read(fifo, &error));
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));

    if (::geteuid() != 0)
        QSKIP("needs root to give a file to another uid (CI runs as root)");
    QVERIFY(chownTo(config, 65534));
    error.clear();
    QVERIFY(!SshFiles::read(config, &error));
    QVERIFY2(error.contains(QStringLiteral("uid 65534")), qPrintable(error));
    QVERIFY(!SshFiles::write(config, "Host y\n", &error));
    QCOMPARE(QFileInfo(config).ownerId(), 65534u);
}

QTEST_GUILESS_MAIN(TestSshFiles)
#include "tst_sshfiles.moc"
