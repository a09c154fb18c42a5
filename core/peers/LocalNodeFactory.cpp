#include "LocalNodeFactory.h"

#include "discovery/NodeIdentity.h"
#include "hw/InventoryJson.h"
#include "hw/InventoryMonitor.h"

#include <QJsonDocument>

namespace sparkwire::peers {

LocalNode makeLocalNode(const discovery::NodeIdentity &identity, const QString &hostname,
                        const QString &stateDir, const hw::InventoryMonitor *inventory)
{
    LocalNode local;
    local.id = identity.id();
    local.hostname = hostname;
    local.certificate = QSslCertificate(identity.certificatePem());
    local.privateKey = QSslKey(identity.privateKeyPem(), QSsl::Ec);
    local.stateDir = stateDir;
    if (inventory)
        local.inventoryJson = [inventory] {
            return QJsonDocument(hw::InventoryJson::toJson(inventory->inventory())).toJson();
        };
    return local;
}

} // namespace sparkwire::peers
