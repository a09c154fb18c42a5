// AtomicFile's guards: a symlinked target is refused (the link and what it points to stay as
// they were), a file over maxBytes is an error rather than a truncated read, and Check::OwnFile
// refuses links, non-regular files and other users' files on read and write.
#include "common/AtomicFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace sparkwire;
using namespace sparkwire::common;

namespace {
QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool put(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}
} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void writeReplacesWholeFile();
    void writeRefusesASymlinkedTarget_data();
    void writeRefusesASymlinkedTarget();
    void writeRefusesWhatIsNotARegularFile();
    void readOverMaxBytesIsAnError();
    void readFollowsLinksOnlyWhenAllowed();
    void ownFileRefusesOtherUsersFiles();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QStringList leftovers() const
    {
        return QDir(m_dir->path())
            .entryList({QStringLiteral(".*.??????")}, QDir::Hidden | QDir::Files);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestAtomicFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestAtomicFile::writeReplacesWholeFile()
{
    Status written = AtomicFile::write(path("f"), "one\n", 0640);
    QVERIFY2(written, qPrintable(written.errorMessage()));
    written = AtomicFile::write(path("f"), "two\n", 0600, AtomicFile::Check::OwnFile);
    QVERIFY2(written, qPrintable(written.errorMessage()));
    QCOMPARE(slurp(path("f")), QByteArray("two\n"));
    QCOMPARE(int(QFileInfo(path("f")).permissions() & 0x0777), 0x0600);
    QVERIFY(leftovers().isEmpty());
}

void TestAtomicFile::writeRefusesASymlinkedTarget_data()
{
    QTest::addColumn<int>("check");
    QTest::newRow("plain") << int(AtomicFile::Check::Plain);
    QTest::newRow("own file") << int(AtomicFile::Check::OwnFile);
}

void TestAtomicFile::writeRefusesASymlinkedTarget()
{
    QFETCH(int, check);
    // A person's dotfile kept elsewhere, or a file a local attacker wants overwritten.
    QVERIFY(put(path("target"), "keep\n"));
    QVERIFY(QFile::link(path("target"), path("link")));
    Status written = AtomicFile::write(path("link"), "new\n", 0600, AtomicFile::Check(check));
    QVERIFY(!written);
    QCOMPARE(written.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(written.errorMessage().contains(QStringLiteral("symbolic link")) &&
                 written.errorMessage().contains(path("link")),
             qPrintable(written.errorMessage()));
    QCOMPARE(QFileInfo(path("link")).symLinkTarget(), path("target"));
    QCOMPARE(slurp(path("target")), QByteArray("keep\n"));
    // A dangling link too: writing would silently drop it.
    QVERIFY(QFile::link(path("nowhere"), path("dangling")));
    written = AtomicFile::write(path("dangling"), "new\n", 0600, AtomicFile::Check(check));
    QCOMPARE(written.error().code, ErrorCode::PermissionDenied);
    QVERIFY(QFileInfo(path("dangling")).isSymLink());
    QVERIFY(!QFileInfo::exists(path("nowhere")));
    QVERIFY(leftovers().isEmpty());
}

void TestAtomicFile::writeRefusesWhatIsNotARegularFile()
{
    QVERIFY(QDir().mkpath(path("dir")));
    QCOMPARE(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600), 0);
    Status written = AtomicFile::write(path("fifo"), "x", 0600);
    QVERIFY(!written);
    QCOMPARE(written.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(written.errorMessage().contains(QStringLiteral("not a regular file")),
             qPrintable(written.errorMessage()));
    written = AtomicFile::write(path("dir"), "x", 0600);
    QCOMPARE(written.error().code, ErrorCode::PermissionDenied);
    QVERIFY(QFileInfo(path("fifo")).exists() && !QFileInfo(path("fifo")).isFile());
    // A missing directory: nothing to write into.
    written = AtomicFile::write(path("missing/dir/file"), "x", 0600);
    QCOMPARE(written.error().code, ErrorCode::NotFound);
    QVERIFY(leftovers().isEmpty());
}

void TestAtomicFile::readOverMaxBytesIsAnError()
{
    QVERIFY(put(path("f"), QByteArray(1000, 'x')));
    QCOMPARE(AtomicFile::read(path("f"), 1000).valueOr("?").size(), 1000);
    Result<QByteArray> read = AtomicFile::read(path("f"), 999);
    QCOMPARE(read.error().code, ErrorCode::InvalidInput);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("bigger than 999 bytes")),
             qPrintable(read.errorMessage()));

    // The default limit is 1 MiB: one byte more is an error, not the first MiB.
    QVERIFY(put(path("big"), QByteArray((1 << 20) + 1, 'x')));
    read = AtomicFile::read(path("big"));
    QCOMPARE(read.error().code, ErrorCode::InvalidInput);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("bigger than 1048576 bytes")),
             qPrintable(read.errorMessage()));
    read = AtomicFile::read(path("big"), 1 << 20, AtomicFile::Check::OwnFile);
    QCOMPARE(read.error().code, ErrorCode::InvalidInput);

    // A file that reports no size (as /proc files do) is still bounded.
    read = AtomicFile::read(QStringLiteral("/proc/self/maps"), 1);
    QCOMPARE(read.error().code, ErrorCode::InvalidInput);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("bigger than 1 bytes")),
             qPrintable(read.errorMessage()));

    // Missing: NotFound, which callers that accept a missing file branch on; empty: an empty
    // file.
    read = AtomicFile::read(path("missing"));
    QCOMPARE(read.error().code, ErrorCode::NotFound);
    QVERIFY(put(path("empty"), QByteArray()));
    read = AtomicFile::read(path("empty"));
    QVERIFY(read);
    QCOMPARE(*read, QByteArray());
}

void TestAtomicFile::readFollowsLinksOnlyWhenAllowed()
{
    QVERIFY(put(path("target"), "content\n"));
    QVERIFY(QFile::link(path("target"), path("link")));
    QCOMPARE(AtomicFile::read(path("link")).valueOr("?"), QByteArray("content\n"));
    Result<QByteArray> read = AtomicFile::read(path("link"), 1 << 20, AtomicFile::Check::OwnFile);
    QCOMPARE(read.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("symbolic link")) &&
                 read.errorMessage().contains(path("target")),
             qPrintable(read.errorMessage()));

    // A dangling link: "missing" when links are followed, refused when they are not.
    QVERIFY(QFile::link(path("nowhere"), path("dangling")));
    QCOMPARE(AtomicFile::read(path("dangling")).error().code, ErrorCode::NotFound);
    read = AtomicFile::read(path("dangling"), 1 << 20, AtomicFile::Check::OwnFile);
    QCOMPARE(read.error().code, ErrorCode::PermissionDenied);
    QVERIFY(read.errorMessage().contains(QStringLiteral("symbolic link")));

    // A FIFO planted in place of a file does not hang an OwnFile read.
    QCOMPARE(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600), 0);
    read = AtomicFile::read(path("fifo"), 1 << 20, AtomicFile::Check::OwnFile);
    QCOMPARE(read.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("not a regular file")),
             qPrintable(read.errorMessage()));
}

void TestAtomicFile::ownFileRefusesOtherUsersFiles()
{
    if (::geteuid() != 0)
        QSKIP("needs root to give a file to another uid (CI runs as root)");
    QVERIFY(put(path("theirs"), "theirs\n"));
    QCOMPARE(::chown(QFile::encodeName(path("theirs")).constData(), 65534, 65534), 0);
    QCOMPARE(AtomicFile::read(path("theirs")).valueOr("?"), QByteArray("theirs\n"));
    const Result<QByteArray> read =
        AtomicFile::read(path("theirs"), 1 << 20, AtomicFile::Check::OwnFile);
    QCOMPARE(read.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(read.errorMessage().contains(QStringLiteral("uid 65534")),
             qPrintable(read.errorMessage()));
    const Status written =
        AtomicFile::write(path("theirs"), "mine\n", 0600, AtomicFile::Check::OwnFile);
    QCOMPARE(written.error().code, ErrorCode::PermissionDenied);
    QVERIFY2(written.errorMessage().contains(QStringLiteral("uid 65534")),
             qPrintable(written.errorMessage()));
    QCOMPARE(slurp(path("theirs")), QByteArray("theirs\n"));
    QCOMPARE(QFileInfo(path("theirs")).ownerId(), 65534u);
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
