#pragma once

#include <string>
#include <string_view>

namespace hw {

// What the upstream classifier (pytorch/test-infra log-classifier, src/log.rs) does to a log line
// before any rule sees it, for one log read from top to bottom:
//  - clean(): the GitHub Actions timestamp prefix ("2024-07-10T22:14:03.1234567Z ") is cut, ANSI
//    escape sequences (ESC Fe, C1 controls, CSI sequences) are deleted wherever they are, and
//    bytes that are not UTF-8 become U+FFFD (upstream rejects such a log whole; we classify it).
//  - skip(): known CI-wrapper boilerplate ("##[error]Process completed with exit code 1." and a few
//    others) and everything from sccache's compilation log banner to its closing banner are left
//    out of matching. Skipped lines still count for line numbers.
class LogClassifierPreprocessor
{
public:
    // The cleaned line: `raw` itself when there is nothing to remove, else a view of this object's
    // buffer that stays valid until the next call.
    std::string_view clean(std::string_view raw);
    // The parts of clean(), exposed for tests.
    static std::string_view stripTimestamp(std::string_view raw);
    static std::string_view toValidUtf8(std::string_view bytes, std::string &scratch);
    static std::string_view stripAnsi(std::string_view utf8, std::string &scratch);

    // Whether a cleaned line is boilerplate on its own (src/log.rs IGNORE_LINE_REGEXES).
    static bool isBoilerplate(std::string_view line);
    // Whether to leave the next cleaned line out of matching; advances the sccache-log state.
    bool skip(std::string_view line);

private:
    bool m_inSccacheLog = false;
    std::string m_utf8Scratch;
    std::string m_ansiScratch;
};

} // namespace hw
