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
    QString error;
    QVERIFY2(AtomicFile::write(path("f"), "one\n", 0640, &error), qPrintable(error));
    QVERIFY2(AtomicFile::write(path("f"), "two\n", 0600, &error, AtomicFile::Check::OwnFile),
             qPrintable(error));
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
    QString error;
    QVERIFY(!AtomicFile::write(path("link"), "new\n", 0600, &error, AtomicFile::Check(check)));
    QVERIFY2(error.contains(QStringLiteral("symbolic link")) && error.contains(path("link")),
             qPrintable(error));
    QCOMPARE(QFileInfo(path("link")).symLinkTarget(), path("target"));
    QCOMPARE(slurp(path("target")), QByteArray("keep\n"));
    // A dangling link too: writing would silently drop it.
    QVERIFY(QFile::link(path("nowhere"), path("dangling")));
    QVERIFY(!AtomicFile::write(path("dangling"), "new\n", 0600, &error, AtomicFile::Check(check)));
    QVERIFY(QFileInfo(path("dangling")).isSymLink());
    QVERIFY(!QFileInfo::exists(path("nowhere")));
    QVERIFY(leftovers().isEmpty());
}

void TestAtomicFile::writeRefusesWhatIsNotARegularFile()
{
    QVERIFY(QDir().mkpath(path("dir")));
    QCOMPARE(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600), 0);
    QString error;
    QVERIFY(!AtomicFile::write(path("fifo"), "x", 0600, &error));
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    QVERIFY(!AtomicFile::write(path("dir"), "x", 0600, &error));
    QVERIFY(QFileInfo(path("fifo")).exists() && !QFileInfo(path("fifo")).isFile());
    QVERIFY(leftovers().isEmpty());
}

void TestAtomicFile::readOverMaxBytesIsAnError()
{
    QVERIFY(put(path("f"), QByteArray(1000, 'x')));
    QString error;
    QCOMPARE(AtomicFile::read(path("f"), &error, 1000).value_or("?").size(), 1000);
    QVERIFY(error.isEmpty());
    QVERIFY(!AtomicFile::read(path("f"), &error, 999));
    QVERIFY2(error.contains(QStringLiteral("bigger than 999 bytes")), qPrintable(error));

    // The default limit is 1 MiB: one byte more is an error, not the first MiB.
    QVERIFY(put(path("big"), QByteArray((1 << 20) + 1, 'x')));
    error.clear();
    QVERIFY(!AtomicFile::read(path("big"), &error));
    QVERIFY2(error.contains(QStringLiteral("bigger than 1048576 bytes")), qPrintable(error));
    error.clear();
    QVERIFY(!AtomicFile::read(path("big"), &error, 1 << 20, AtomicFile::Check::OwnFile));
    QVERIFY(!error.isEmpty());

    // A file that reports no size (as /proc files do) is still bounded.
    error.clear();
    QVERIFY(!AtomicFile::read(QStringLiteral("/proc/self/maps"), &error, 1));
    QVERIFY2(error.contains(QStringLiteral("bigger than 1 bytes")), qPrintable(error));

    // Missing: nullopt without an error; empty: an empty file.
    error.clear();
    QVERIFY(!AtomicFile::read(path("missing"), &error));
    QVERIFY(error.isEmpty());
    QVERIFY(put(path("empty"), QByteArray()));
    QCOMPARE(AtomicFile::read(path("empty"), &error), std::optional<QByteArray>(QByteArray()));
}

void TestAtomicFile::readFollowsLinksOnlyWhenAllowed()
{
    QVERIFY(put(path("target"), "content\n"));
    QVERIFY(QFile::link(path("target"), path("link")));
    QString error;
    QCOMPARE(AtomicFile::read(path("link"), &error).value_or("?"), QByteArray("content\n"));
    QVERIFY(!AtomicFile::read(path("link"), &error, 1 << 20, AtomicFile::Check::OwnFile));
    QVERIFY2(error.contains(QStringLiteral("symbolic link")) && error.contains(path("target")),
             qPrintable(error));

    // A dangling link: "missing" when links are followed, refused when they are not.
    QVERIFY(QFile::link(path("nowhere"), path("dangling")));
    error.clear();
    QVERIFY(!AtomicFile::read(path("dangling"), &error));
    QVERIFY(error.isEmpty());
    QVERIFY(!AtomicFile::read(path("dangling"), &error, 1 << 20, AtomicFile::Check::OwnFile));
    QVERIFY(error.contains(QStringLiteral("symbolic link")));

    // A FIFO planted in place of a file does not hang an OwnFile read.
    QCOMPARE(::mkfifo(QFile::encodeName(path("fifo")).constData(), 0600), 0);
    error.clear();
    QVERIFY(!AtomicFile::read(path("fifo"), &error, 1 << 20, AtomicFile::Check::OwnFile));
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
}

void TestAtomicFile::ownFileRefusesOtherUsersFiles()
{
    if (::geteuid() != 0)
        QSKIP("needs root to give a file to another uid (CI runs as root)");
    QVERIFY(put(path("theirs"), "theirs\n"));
    QCOMPARE(::chown(QFile::encodeName(path("theirs")).constData(), 65534, 65534), 0);
    QString error;
    QCOMPARE(AtomicFile::read(path("theirs"), &error).value_or("?"), QByteArray("theirs\n"));
    QVERIFY(!AtomicFile::read(path("theirs"), &error, 1 << 20, AtomicFile::Check::OwnFile));
    QVERIFY2(error.contains(QStringLiteral("uid 65534")), qPrintable(error));
    error.clear();
    QVERIFY(!AtomicFile::write(path("theirs"), "mine\n", 0600, &error, AtomicFile::Check::OwnFile));
    QVERIFY2(error.contains(QStringLiteral("uid 65534")), qPrintable(error));
    QCOMPARE(slurp(path("theirs")), QByteArray("theirs\n"));
    QCOMPARE(QFileInfo(path("theirs")).ownerId(), 65534u);
}

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
