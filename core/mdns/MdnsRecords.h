#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace sparkwire::mdns {

// What avahi-daemon reports for one resolved service, as it came off the LAN: every field is
// what some host on the network claims, hostile until MdnsRecord::parse has checked it.
struct MdnsRecord
{
    QString serviceName; // the instance name ("spark-1a2b"), up to 63 bytes of UTF-8
    QString serviceType; // "_sparkwire._tcp" or "_ssh._tcp"
    QString domain;      // "local"
    QString hostName;    // "spark-1a2b.local"
    QString address;     // an IPv4 or IPv6 literal
    int port = 0;
    QList<QByteArray> txt; // the TXT strings, "key=value" each
};

// Which service a LAN host was found by.
enum class LanService
{
    Sparkwire, // announces _sparkwire._tcp: Sparkwire runs there
    Ssh,       // announces only _ssh._tcp (as every DGX OS Spark does): Sparkwire not running
};

// One checked service: only what passed MdnsRecords::parse. Every text is still only what
// the network claims (unverified): shown as such, never used as a paired or file name.
struct LanPeer
{
    LanService service = LanService::Ssh;
    QString serviceName; // printable, at most 63 bytes of UTF-8
    QString hostName;    // "<name>.local", <name> as common::isValidHostName admits
    QString address;     // a valid IP literal
    quint16 port = 0;
    QString nodeId;          // _sparkwire._tcp only: 64 lower-case hex digits (the key id)
    QString claimedHostname; // _sparkwire._tcp only: its TXT "host", a valid host name

    bool operator==(const LanPeer &o) const
    {
        return service == o.service && serviceName == o.serviceName && hostName == o.hostName &&
               address == o.address && port == o.port && nodeId == o.nodeId &&
               claimedHostname == o.claimedHostname;
    }
};

// The one parser of mDNS records Sparkwire reads (and the one encoder of what it announces).
class MdnsRecords
{
public:
    static constexpr const char *kSparkwireType = "_sparkwire._tcp";
    static constexpr const char *kSshType = "_ssh._tcp";
    // Limits: a DNS label is 63 bytes, a TXT string 255, and a TXT record Sparkwire reads is
    // at most 1300 bytes in at most 16 strings (one mDNS packet; ours is about 90).
    static constexpr int kMaxLabelBytes = 63;
    static constexpr int kMaxTxtStringBytes = 255;
    static constexpr int kMaxTxtBytes = 1300;
    static constexpr int kMaxTxtStrings = 16;

    // Checks one resolved record: the service type is one of ours, the domain is "local",
    // the instance name printable and short, the host "<valid name>.local", the address an IP
    // literal, the port 1..65535; for _sparkwire._tcp the TXT carries v=1, id (64 hex) and
    // host (a valid host name). InvalidInput, saying which rule failed, otherwise.
    static Result<LanPeer> parse(const MdnsRecord &record);

    // The TXT strings Sparkwire announces: v=1, id=<key id>, host=<host name>.
    static QList<QByteArray> txtFor(const QString &nodeId, const QString &hostname);

    // An instance name for this host: its host name, cut to 63 bytes at a character boundary.
    static QString instanceNameFor(const QString &hostname);
};

} // namespace sparkwire::mdns
