// Replays a fuzz target's corpus without libFuzzer: each file named, or each file of each
// folder named, goes once through LLVMFuzzerTestOneInput, in name order. The targets trap
// (__builtin_trap) on a broken invariant, so a crash or a non-zero exit is the failure. Built
// with SPARKWIRE_FUZZ_REPLAY by any compiler: scripts/test.sh's arm64 stage runs the corpora
// this way on arm64 (where char is unsigned) under qemu-user, since libFuzzer needs clang.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {
bool replay(const std::filesystem::path &file)
{
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "replay: cannot read %s\n", file.c_str());
        return false;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in),
                                  std::istreambuf_iterator<char>()};
    // A copy on the heap of exactly the file's size, as libFuzzer hands it: a read past the
    // end is one past an allocation (caught under AddressSanitizer), not into a spare byte.
    std::vector<uint8_t> input(bytes.begin(), bytes.end());
    LLVMFuzzerTestOneInput(input.empty() ? nullptr : input.data(), input.size());
    return true;
}
} // namespace

int main(int argc, char **argv)
{
    std::vector<std::filesystem::path> files;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path arg(argv[i]);
        if (std::filesystem::is_directory(arg)) {
            for (const auto &entry : std::filesystem::directory_iterator(arg))
                if (entry.is_regular_file())
                    files.push_back(entry.path());
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) {
        std::fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...: nothing to replay\n", argv[0]);
        return 2;
    }
    std::sort(files.begin(), files.end());
    for (const auto &file : files)
        if (!replay(file))
            return 1;
    std::printf("replayed %zu inputs\n", files.size());
    return 0;
}
