#include "ServerOptions.h"

namespace sparkwire::exporter {

std::vector<std::string> serverOptions(const std::string &listen)
{
    return {"listening_ports",    listen,
            "num_threads",        std::to_string(kWorkers),
            "request_timeout_ms", std::to_string(kRequestTimeoutMs),
            "enable_keep_alive",  "no"};
}

} // namespace sparkwire::exporter
