#pragma once

#include "ClusterRecord.h"

#include <QString>

namespace sparkwire::cluster {

// The checks every cluster document makes on the names and text it carries, and how a
// member is named in messages.
namespace ClusterText {

// A node key id: 64 lower-case hex digits (SHA-256 of the key).
bool isKeyId(const QString &id);
// The rule pairing applies (peers::PairedPeers::isValidName): the same names, no others.
bool isHostname(const QString &name);
// A Linux interface name: 1 to 15 characters, no '/', ':', whitespace or quotes.
bool isNetdevName(const QString &name);
// Text shown to a person: no control or format characters (bidi overrides, BOM) and no line
// or paragraph separators, so a peer cannot reorder or hide what is shown.
bool isPlainText(const QString &text);
// "spark-b (1a2b3c4d…)": who a message is about.
QString label(const ClusterMember &member);
// The start of a key id, for messages about a Spark that is not a member.
QString shortId(const QString &id);

} // namespace ClusterText

} // namespace sparkwire::cluster
