#include "MemberFacts.h"
#include "TextShape.h"

#include "cluster/StrictJsonReader.h"
#include "helperclient/HelperIds.h"
#include "netplan/OtherToolFiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>

#include <utility>

#include <pwd.h>
#include <unistd.h>

namespace sparkwire::doctor {

namespace {
// Each value's shape; an empty value (unknown) always passes.
// DMI product names have commas too: qemu's is "Standard PC (i440FX + PIIX, 1996)".
constexpr const char *kProduct = "[A-Za-z0-9 ._(),/+-]{1,64}";
constexpr const char *kOs = "[A-Za-z0-9 ._()/+-]{1,64}";
constexpr const char *kKernel = "[A-Za-z0-9._+~-]{1,64}";
constexpr const char *kBiosDate = "[0-9]{2}/[0-9]{2}/[0-9]{4}";
constexpr const char *kFirmware = "[0-9]{1,3}\\.[0-9]{1,5}\\.[0-9]{1,5}";
constexpr const char *kDriver = "[0-9]{1,4}(\\.[0-9]{1,4}){1,2}";
constexpr const char *kUser = "[a-z_][a-z0-9_.-]{0,31}";
constexpr const char *kNetdev = "[A-Za-z0-9_.-]{1,15}";
constexpr const char *kFileName = "[A-Za-z0-9_.-]{1,96}";

// The tools by a name that does not change with the language ("tool" in the JSON).
constexpr std::pair<netplan::OtherToolFile::Tool, const char *> kTools[] = {
    {netplan::OtherToolFile::Tool::NvidiaSync, "nvidia-sync"},
    {netplan::OtherToolFile::Tool::Playbook, "playbook"},
    {netplan::OtherToolFile::Tool::SparkVllmDocker, "spark-vllm-docker"},
    {netplan::OtherToolFile::Tool::Sparkrun, "sparkrun"},
};

QString toolKey(netplan::OtherToolFile::Tool tool)
{
    for (const auto &[t, key] : kTools)
        if (t == tool)
            return QLatin1String(key);
    return {};
}

// A value read here that does not have its shape reads as unknown: what the seat would refuse
// is never sent.
QString shaped(const char *pattern, const QString &value)
{
    return hasShape(pattern, value) ? value : QString();
}

QString firstLine(const std::optional<QString> &text)
{
    return text ? text->section(QLatin1Char('\n'), 0, 0).trimmed() : QString();
}

QString readRootFile(const QString &rootDir, const QString &relative)
{
    QFile f(rootDir + QLatin1Char('/') + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(16 * 1024));
}

// KEY="value" or KEY=value of an os-release style file.
QString keyValue(const QString &text, const QString &key)
{
    const QRegularExpression re(QStringLiteral("^%1=\"?([^\"\\n]*)\"?\\s*$").arg(key),
                                QRegularExpression::MultilineOption);
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

QString osReleaseOf(const QString &rootDir)
{
    const QString dgx = readRootFile(rootDir, QStringLiteral("etc/dgx-release"));
    const QString build = keyValue(dgx, QStringLiteral("DGX_SWBUILD_VERSION"));
    if (!build.isEmpty())
        return shaped(kOs, QStringLiteral("DGX OS ") + build);
    const QString os = readRootFile(rootDir, QStringLiteral("etc/os-release"));
    return shaped(kOs, keyValue(os, QStringLiteral("PRETTY_NAME")));
}
} // namespace

MemberFacts MemberFacts::read(const DoctorInputs &in)
{
    MemberFacts f;
    f.product =
        shaped(kProduct, firstLine(in.sysfsFile(QStringLiteral("class/dmi/id/product_name"))));
    f.osRelease = osReleaseOf(in.rootDir);
    f.kernel = shaped(kKernel, firstLine(in.procFile(QStringLiteral("sys/kernel/osrelease"))));
    f.biosDate =
        shaped(kBiosDate, firstLine(in.sysfsFile(QStringLiteral("class/dmi/id/bios_date"))));
    // `ethtool -i`'s firmware-version is the RDMA device's fw_ver; the first port that has one
    // (every function of the one adapter runs the same firmware).
    for (const hw::Cx7Port &p : in.inventory.ports) {
        if (p.rdmaDevice.isEmpty())
            continue;
        f.cx7Firmware =
            shaped(kFirmware, firstLine(in.sysfsFile(
                                  QStringLiteral("class/infiniband/%1/fw_ver").arg(p.rdmaDevice))));
        if (!f.cx7Firmware.isEmpty())
            break;
    }
    f.cudaDriver =
        shaped(kDriver, firstLine(in.sysfsFile(QStringLiteral("module/nvidia/version"))));
    f.uid = qint64(::getuid());
    f.gid = qint64(::getgid());
    if (const passwd *pw = ::getpwuid(::getuid()))
        f.user = shaped(kUser, QString::fromLocal8Bit(pw->pw_name));
    f.helper = QFileInfo::exists(in.rootDir +
                                 QStringLiteral("/usr/share/dbus-1/system-services/%1.service")
                                     .arg(QLatin1String(helper::kService)))
                   ? 1
                   : 0;
    for (const hw::Cx7Port &p : in.inventory.ports)
        if (f.twins.size() < kMaxTwins && hasShape(kNetdev, p.netdev))
            f.twins << Twin{p.netdev, p.port, p.half,
                            p.speedMbps > 0 ? p.speedMbps : (p.link.carrier ? 0 : -1)};
    for (const netplan::OtherToolFile &o : netplan::OtherToolFiles::find(in.rootDir))
        if (f.otherToolFiles.size() < kMaxFiles && hasShape(kFileName, o.name))
            f.otherToolFiles << File{o.name, o.tool, o.disabled};
    return f;
}

QJsonObject MemberFacts::toJson() const
{
    QJsonArray twinArray;
    for (const Twin &t : twins)
        twinArray.append(QJsonObject{{QLatin1String("netdev"), t.netdev},
                                     {QLatin1String("port"), t.port},
                                     {QLatin1String("half"), t.half},
                                     {QLatin1String("speed"), t.speedMbps}});
    QJsonArray fileArray;
    for (const File &file : otherToolFiles)
        fileArray.append(QJsonObject{{QLatin1String("name"), file.name},
                                     {QLatin1String("tool"), toolKey(file.tool)},
                                     {QLatin1String("disabled"), file.disabled}});
    return {{QLatin1String("product"), product},    {QLatin1String("os"), osRelease},
            {QLatin1String("kernel"), kernel},      {QLatin1String("bios_date"), biosDate},
            {QLatin1String("cx7_fw"), cx7Firmware}, {QLatin1String("cuda_driver"), cudaDriver},
            {QLatin1String("user"), user},          {QLatin1String("uid"), double(uid)},
            {QLatin1String("gid"), double(gid)},    {QLatin1String("helper"), helper},
            {QLatin1String("twins"), twinArray},    {QLatin1String("other_tools"), fileArray}};
}

Result<MemberFacts> MemberFacts::fromJson(const QJsonObject &object, const QString &where)
{
    cluster::StrictJsonReader r(object, where);
    MemberFacts f;
    auto text = [&](const char *key, int maxChars, const char *pattern) {
        const QString value = r.string(key, maxChars);
        if (!r.failed() && !value.isEmpty() && !hasShape(pattern, value))
            r.fail(QCoreApplication::translate("MemberFacts", "%1: not a valid value")
                       .arg(r.where(key)));
        return value;
    };
    f.product = text("product", 64, kProduct);
    f.osRelease = text("os", 64, kOs);
    f.kernel = text("kernel", 64, kKernel);
    f.biosDate = text("bios_date", 10, kBiosDate);
    f.cx7Firmware = text("cx7_fw", 16, kFirmware);
    f.cudaDriver = text("cuda_driver", 16, kDriver);
    f.user = text("user", 32, kUser);
    f.uid = r.integer("uid", -1, 0xffffffffLL);
    f.gid = r.integer("gid", -1, 0xffffffffLL);
    f.helper = int(r.integer("helper", -1, 1));

    const QJsonArray twins = r.array("twins", kMaxTwins);
    for (qsizetype i = 0; i < twins.size() && !r.failed(); ++i) {
        const QString at = r.where("twins", int(i));
        if (!twins.at(i).isObject()) {
            r.fail(QCoreApplication::translate("MemberFacts", "%1: not an object").arg(at));
            break;
        }
        cluster::StrictJsonReader t(twins.at(i).toObject(), at);
        Twin twin;
        twin.netdev = t.string("netdev", 15);
        twin.port = int(t.integer("port", 0, 1));
        twin.half = int(t.integer("half", 0, 1));
        twin.speedMbps = int(t.integer("speed", -1, 1000000));
        if (!t.failed() && !hasShape(kNetdev, twin.netdev))
            t.fail(QCoreApplication::translate("MemberFacts", "%1: not a netdev name")
                       .arg(t.where("netdev")));
        r.take(t.finish());
        f.twins << twin;
    }
    const QJsonArray files = r.array("other_tools", kMaxFiles);
    for (qsizetype i = 0; i < files.size() && !r.failed(); ++i) {
        const QString at = r.where("other_tools", int(i));
        if (!files.at(i).isObject()) {
            r.fail(QCoreApplication::translate("MemberFacts", "%1: not an object").arg(at));
            break;
        }
        cluster::StrictJsonReader o(files.at(i).toObject(), at);
        File file;
        file.name = o.string("name", 96);
        const QString tool = o.string("tool", 32);
        file.disabled = o.boolean("disabled");
        if (!o.failed() && !hasShape(kFileName, file.name))
            o.fail(QCoreApplication::translate("MemberFacts", "%1: not a file name")
                       .arg(o.where("name")));
        bool known = false;
        for (const auto &[t, key] : kTools)
            if (tool == QLatin1String(key)) {
                file.tool = t;
                known = true;
            }
        if (!o.failed() && !known)
            o.fail(QCoreApplication::translate("MemberFacts", "%1: not a tool Sparkwire knows")
                       .arg(o.where("tool")));
        r.take(o.finish());
        f.otherToolFiles << file;
    }
    if (const Status done = r.finish(); !done)
        return done.error();
    return f;
}

} // namespace sparkwire::doctor
