// libFuzzer target: the output of nccl-tests, NCCL logs, nccl-tests -J JSON and perftest, as
// the CLI and the test runners read them (whole, and streamed in pieces). Whatever the
// bytes: no crash, no hang, and only finite, non-negative figures come out.
#include "bench/NcclOutputParser.h"
#include "bench/PerftestParser.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace sparkwire::bench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const NcclResult whole = NcclOutputParser::parse(input).valueOr(NcclResult());
    for (const NcclResult::Row &row : whole.rows)
        if (!std::isfinite(row.inPlace.busbw) || row.inPlace.busbw < 0 || row.size < 0)
            __builtin_trap();
    NcclOutputParser streamed;
    for (qsizetype i = 0; i < input.size(); i += 13)
        streamed.feed(input.mid(i, 13));
    streamed.finish();
    if (!input.trimmed().startsWith('{') && streamed.result().rows.size() != whole.rows.size())
        __builtin_trap(); // the streaming and whole-input paths must agree
    const PerftestResult perf = PerftestParser::parse(input).valueOr(PerftestResult());
    if (!std::isfinite(perf.bwAvgGbps()) || perf.bwAvgGbps() < 0)
        __builtin_trap();
    (void)whole.toJson();
    (void)perf.toJson();
    return 0;
}
