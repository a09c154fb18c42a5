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

using namespace sparkwire;
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
    const Result<QString> found = SshFiles::accountHome();
    qputenv("HOME", saved);
    QVERIFY2(found, qPrintable(found.errorMessage()));
    QCOMPARE(*found, QFile::decodeName(pw->pw_dir));
    QVERIFY(*found != home());
}

void TestSshFiles::directoryIsMadePrivate()
{
    QCOMPARE(SshFiles::directory(home()).valueOr(QString()), ssh());
    QCOMPARE(mode(ssh()), 0700);
    QVERIFY(QFile::setPermissions(ssh(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                             QFileDevice::ExeOther));
    QCOMPARE(SshFiles::directory(home()).valueOr(QString()), ssh());
    QCOMPARE(mode(ssh()), 0700);
    QCOMPARE(SshFiles::directory(QString()).error().code, ErrorCode::InvalidInput);
    QCOMPARE(SshFiles::directory(QStringLiteral("relative/home")).error().code,
             ErrorCode::InvalidInput);
    QCOMPARE(SshFiles::directory(home() + QStringLiteral("/missing")).error().code,
             ErrorCode::NotFound);
}

void TestSshFiles::symlinkedSshDirectoryIsRefused()
{
    const QString real = home() + QStringLiteral("/dotfiles-ssh");
    QVERIFY(QDir().mkpath(real));
    QVERIFY(QFile::setPermissions(real, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                            QFileDevice::ExeOther));
    QVERIFY(QFile::link(real, ssh()));
    const Result<QString> dir = SshFiles::directory(home());
    QVERIFY(!dir);
    const QString error = dir.errorMessage();
    QCOMPARE(dir.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(error.contains(QStringLiteral("symbolic link")) && error.contains(ssh()) &&
                 error.contains(real),
             qPrintable(error));
    QCOMPARE(QFileInfo(ssh()).symLinkTarget(), real);
    QCOMPARE(mode(real), 0705); // not chmod-ed through the link
    // A dangling link (planted before ~/.ssh exists) is not followed to create it.
    QVERIFY(QFile::remove(ssh()));
    QVERIFY(QFile::link(home() + QStringLiteral("/not-yet"), ssh()));
    QCOMPARE(SshFiles::directory(home()).error().code, ErrorCode::PermissionDenied);
    QVERIFY(!QFileInfo::exists(home() + QStringLiteral("/not-yet")));
}

void TestSshFiles::sshThatIsNotADirectoryIsRefused()
{
    QVERIFY(put(ssh(), "a file\n"));
    const Result<QString> dir = SshFiles::directory(home());
    QVERIFY(!dir);
    const QString error = dir.errorMessage();
    QCOMPARE(dir.error().code, ErrorCode::InvalidInput);
    QVERIFY2(error.contains(QStringLiteral("not a directory")), qPrintable(error));
}

void TestSshFiles::writableHomeIsRefused()
{
    QVERIFY(QFile::setPermissions(home(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner | QFileDevice::WriteGroup |
                                              QFileDevice::ExeGroup | QFileDevice::ReadGroup));
    const Result<QString> dir = SshFiles::directory(home());
    QVERIFY(!dir);
    const QString error = dir.errorMessage();
    QCOMPARE(dir.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(error.contains(QStringLiteral("chmod go-w")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(ssh()));
}

void TestSshFiles::homeOfAnotherUserIsRefused()
{
    // Root with $HOME still pointing at a person's home (sudo -E) must not write there.
    if (::geteuid() != 0)
        QSKIP("needs root to give a directory to another uid (CI runs as root)");
    QVERIFY(chownTo(home(), 65534));
    const Result<QString> dir = SshFiles::directory(home());
    QVERIFY(!dir);
    const QString error = dir.errorMessage();
    QCOMPARE(dir.error().code, ErrorCode::PermissionDenied);
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
    const Result<QString> dir = SshFiles::directory(home());
    QVERIFY(!dir);
    const QString error = dir.errorMessage();
    QCOMPARE(dir.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(error.contains(QStringLiteral("uid 65534")), qPrintable(error));
    QCOMPARE(QFileInfo(ssh()).ownerId(), 65534u);
}

void TestSshFiles::filesAreOwnRegularFilesOnly()
{
    QCOMPARE(SshFiles::directory(home()).valueOr(QString()), ssh());
    const QString config = ssh() + QStringLiteral("/config");
    QCOMPARE(SshFiles::read(config).error().code, ErrorCode::NotFound); // callers branch on it
    const Status written = SshFiles::write(config, "Host x\n");
    QVERIFY2(written, qPrintable(written.errorMessage()));
    QCOMPARE(mode(config), 0600);
    QCOMPARE(SshFiles::read(config).valueOr("?"), QByteArray("Host x\n"));

    // Unchanged text is not rewritten; the edit's refusal leaves the file as it is.
    QVERIFY(SshFiles::rewrite(config, [](const QByteArray &b) -> Result<QByteArray> { return b; }));
    const Status refused = SshFiles::rewrite(config, [](const QByteArray &) -> Result<QByteArray> {
        return makeError(ErrorCode::Refused, QStringLiteral("no"));
    });
    QCOMPARE(refused.error().code, ErrorCode::Refused);
    QCOMPARE(refused.errorMessage(), QStringLiteral("no"));
    QCOMPARE(SshFiles::read(config).valueOr("?"), QByteArray("Host x\n"));

    // A FIFO in place of a file: refused at once, not waited on.
    const QString fifo = ssh() + QStringLiteral("/known_hosts");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Result<QByteArray> fromFifo = SshFiles::read(fifo);
    QVERIFY(!fromFifo);
    QCOMPARE(fromFifo.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(fromFifo.errorMessage().contains(QStringLiteral("not a regular file")),
             qPrintable(fromFifo.errorMessage()));

    if (::geteuid() != 0)
        QSKIP("needs root to give a file to another uid (CI runs as root)");
    QVERIFY(chownTo(config, 65534));
    const Result<QByteArray> foreign = SshFiles::read(config);
    QVERIFY(!foreign);
    QCOMPARE(foreign.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(foreign.errorMessage().contains(QStringLiteral("uid 65534")),
             qPrintable(foreign.errorMessage()));
    QCOMPARE(SshFiles::write(config, "Host y\n").error().code, ErrorCode::PermissionDenied);
    QCOMPARE(QFileInfo(config).ownerId(), 65534u);
}

QTEST_GUILESS_MAIN(TestSshFiles)
#include "tst_sshfiles.moc"
