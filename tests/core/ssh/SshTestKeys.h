#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

// Real public keys made with ssh-keygen for the ssh tests (type and base64 only; the private
// halves were thrown away), and the tests' small file helpers.
namespace SshTestKeys {
inline constexpr char kEd25519[] =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJ6jugKEIJHF/JTAwJY6CKoxFgTqFPwhW3PSeSEdDcR2";
inline constexpr char kEd25519Other[] =
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBmD0RE9bS0vllSsjjZ/iQhkOHsfMhDIvVAPqOxwK+mO";
inline constexpr char kEcdsa256[] =
    "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBOExe3I5gTDf"
    "05wm/cCpehoJI6RM9Z0gSD/lGuVFOHLGwCK41RrB0k5llVVRY+vUXpJPgRQdCadvNw1QRo/5rUY=";
inline constexpr char kRsa3072[] =
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCyp+DrpyGjEE0j9iVolR3g1wPZi3VSs1fjHNVLQXPHj8Kt"
    "IMmZZ/4zcYyJKvWlOv90H4D6uwKeF9+a7cy2WYHetd0CuqtOsRPfeCPMYN2KOYRmZva5P43P16yqBwzE8K4u"
    "o8FBtNb+cOQepRmxuG8ZrmnSPVidEGo/kWoFcZouPMoa2X0suJgBuvfP4l43Ul8JSZ1Cl/0OS6kooknVNXrf"
    "yenSQ6KB/X+O/p9BxQPVbr/Ehi3XZh4WbclGpCPw20vSZQXv4DvjFgU/HN4kGdl2miLd3dS7W/6/EFXZTO/x"
    "oFPNDdRlboGAUKJjbkbFKpbDRPKFCvVUh5Jon4lRpjI+RgYAJWLs+A4JmDEqsCfZSXJYbxrsL1hmBWF+eIgV"
    "BPWVZ5+gashZZVxun6vEDEH0wwq90vqYqmV09FdVDum4zOhJuhyEjVMn2Iz3IRVmZS8ddjNmVs7G+Y9bvalo"
    "OcxZGvxd40HEr7zgySQu8QDwqN9Md5ef3bOMTmWdyPx4xBM=";
inline constexpr char kRsa1024[] =
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQC4s/BAwy0pIv0IxP+ADva+kzAMeSSzNFsMcY8ZXbetK2oY"
    "f37LilgU3hZvuAZ3DBRj7FNrAstSs7jGXTmqpZ+NoyhS0eFWTdVbWwSYmOnczShkOpVt8Jx3exFGahOeEeJF"
    "GqrU7aPqEWyrddRPfTYY2dekdY8k7PdklBWUnvEUFQ==";
inline constexpr char kEcdsa384[] =
    "ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBEvN5uLCj9qy"
    "oju4G4ltEWcyC+EdQu2H5C+xkSAEUswh57FL/0850wduzvSNf4MM1saNw+MSCwJ3mjoxcEIpvyULOMElXExD"
    "oRjcwtttRxje2mKGX4Pxm0CIF8czrfaR5w==";

// A file's bytes ("<missing>" when it cannot be read), and a 0600 file written whole.
inline QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

inline bool put(const QString &path, const QByteArray &content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.write(content) == content.size() &&
           f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}
} // namespace SshTestKeys
