#pragma once

#include <string>
#include <vector>

namespace sparkwire::exporter {

// How `sparkwirectl exporter` serves /metrics: the civetweb options handed to
// prometheus::Exposer. Slow or silent clients (a stuck scraper, a port scan, someone holding
// connections open) must not delay Prometheus's scrape, which gives up after 10 s:
//  - kWorkers threads answer, so a few held connections leave the rest free (civetweb gives
//    each connection a worker until it ends; two held ones took both of the former two and
//    a scrape waited 28 s);
//  - a connection has kRequestTimeoutMs in all to send its request, however slowly its bytes
//    come (civetweb counts from when a worker starts reading it, not from its last byte), so
//    even more held connections than workers delay a scrape by about that at most;
//  - no keep-alive: an idle connection does not keep its worker after its answer.
inline constexpr int kWorkers = 8;
inline constexpr int kRequestTimeoutMs = 2000;

// listen: "ADDR:PORT" or "[IPv6]:PORT", as civetweb's listening_ports takes it.
std::vector<std::string> serverOptions(const std::string &listen);

} // namespace sparkwire::exporter
