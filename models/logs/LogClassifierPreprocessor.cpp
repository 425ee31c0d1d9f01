#include "LogClassifierPreprocessor.h"

#include <cstring>

namespace hw {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool contains(std::string_view line, std::string_view needle)
{
    return line.find(needle) != std::string_view::npos;
}

// The length of the UTF-8 sequence at `s` if it is well-formed, else the length of its longest
// well-formed prefix as a negative number (-1 at least): that prefix is what one U+FFFD replaces,
// as Rust's String::from_utf8_lossy and the Unicode "maximal subpart" practice do.
int sequenceLength(const unsigned char *s, std::size_t left)
{
    const unsigned char b = s[0];
    if (b < 0x80)
        return 1;
    int need = 0;
    unsigned char lo = 0x80;
    unsigned char hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
        need = 1;
    } else if (b >= 0xE0 && b <= 0xEF) {
        need = 2;
        lo = b == 0xE0 ? 0xA0 : 0x80;
        hi = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
        need = 3;
        lo = b == 0xF0 ? 0x90 : 0x80;
        hi = b == 0xF4 ? 0x8F : 0xBF;
    } else {
        return -1;
    }
    for (int i = 1; i <= need; ++i) {
        if (std::size_t(i) >= left)
            return -i;
        const unsigned char c = s[i];
        if (c < (i == 1 ? lo : 0x80) || c > (i == 1 ? hi : 0xBF))
            return -i;
    }
    return need + 1;
}

// CSI parameters, intermediates and the final byte after ESC[ or U+009B, starting at `i`: the end
// of the sequence, or npos when it is not one (then nothing is deleted, as upstream).
std::size_t csiEnd(std::string_view s, std::size_t i)
{
    while (i < s.size() && s[i] >= 0x30 && s[i] <= 0x3F)
        ++i;
    while (i < s.size() && s[i] >= 0x20 && s[i] <= 0x2F)
        ++i;
    if (i < s.size() && s[i] >= 0x40 && s[i] <= 0x7E)
        return i + 1;
    return std::string_view::npos;
}

} // namespace

std::string_view LogClassifierPreprocessor::stripTimestamp(std::string_view raw)
{
    // ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}Z  (29 bytes with the space)
    constexpr std::string_view kShape = "0000-00-00T00:00:00.0000000Z ";
    if (raw.size() < kShape.size())
        return raw;
    for (std::size_t i = 0; i < kShape.size(); ++i) {
        if (kShape[i] == '0' ? !isDigit(raw[i]) : raw[i] != kShape[i])
            return raw;
    }
    return raw.substr(kShape.size());
}

std::string_view LogClassifierPreprocessor::toValidUtf8(std::string_view bytes, std::string &scratch)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.data());
    const std::size_t n = bytes.size();
    std::size_t i = 0;
    // Fast path: the common, valid line is returned as it is.
    while (i < n) {
        if (s[i] < 0x80) {
            ++i;
            continue;
        }
        const int len = sequenceLength(s + i, n - i);
        if (len < 0)
            break;
        i += std::size_t(len);
    }
    if (i == n)
        return bytes;
    scratch.assign(bytes.data(), i);
    while (i < n) {
        const int len = sequenceLength(s + i, n - i);
        if (len > 0) {
            scratch.append(bytes.data() + i, std::size_t(len));
            i += std::size_t(len);
        } else {
            scratch.append("\xEF\xBF\xBD");
            i += std::size_t(-len);
        }
    }
    return scratch;
}

std::string_view LogClassifierPreprocessor::stripAnsi(std::string_view s, std::string &scratch)
{
    // Upstream deletes (?:\x1B[@-Z\\-_]|[\x80-\x9A\x9C-\x9F]|(?:\x1B\[|\x9B)[0-?]*[ -/]*[@-~]) over
    // code points; in UTF-8 the C1 controls U+0080..U+009F are C2 80..C2 9F.
    if (std::memchr(s.data(), 0x1B, s.size()) == nullptr && std::memchr(s.data(), 0xC2, s.size()) == nullptr)
        return s;
    scratch.clear();
    scratch.reserve(s.size());
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == 0x1B && i + 1 < s.size()) {
            const auto next = static_cast<unsigned char>(s[i + 1]);
            if ((next >= 0x40 && next <= 0x5A) || (next >= 0x5C && next <= 0x5F)) {
                i += 2;
                continue;
            }
            if (next == '[') {
                const std::size_t end = csiEnd(s, i + 2);
                if (end != std::string_view::npos) {
                    i = end;
                    continue;
                }
            }
        } else if (c == 0xC2 && i + 1 < s.size()) {
            const auto next = static_cast<unsigned char>(s[i + 1]);
            if (next >= 0x80 && next <= 0x9F) {
                if (next != 0x9B) {
                    i += 2;
                    continue;
                }
                const std::size_t end = csiEnd(s, i + 2);
                if (end != std::string_view::npos) {
                    i = end;
                    continue;
                }
            }
        }
        scratch.push_back(char(c));
        ++i;
    }
    return scratch;
}

std::string_view LogClassifierPreprocessor::clean(std::string_view raw)
{
    return stripAnsi(toValidUtf8(stripTimestamp(raw), m_utf8Scratch), m_ansiScratch);
}

bool LogClassifierPreprocessor::isBoilerplate(std::string_view line)
{
    constexpr std::string_view kExitCode = "##[error]Process completed with exit code ";
    if (line.starts_with(kExitCode)) {
        // ^...exit code \d+\.?$
        std::string_view rest = line.substr(kExitCode.size());
        std::size_t digits = 0;
        while (digits < rest.size() && isDigit(rest[digits]))
            ++digits;
        rest.remove_prefix(digits);
        if (digits > 0 && (rest.empty() || rest == "."))
            return true;
    }
    return contains(line, "[OSDC] Step script exited")
        || line.starts_with("##[error]Executing the custom container implementation failed")
        || line.starts_with("##[error]TypeError: Cannot read properties of null (reading 'jobPod')")
        || contains(line, "[OSDC] Step cancelled by GitHub Actions");
}

bool LogClassifierPreprocessor::skip(std::string_view line)
{
    // Boilerplate is dropped before the sccache state machine sees the line, as upstream.
    if (isBoilerplate(line))
        return true;
    if (m_inSccacheLog) {
        if (contains(line,
                     "=========== If your build fails, please take a look at the log above for possible reasons "
                     "==========="))
            m_inSccacheLog = false;
        return true;
    }
    if (contains(line, "=================== sccache compilation log ===================")) {
        m_inSccacheLog = true;
        return true;
    }
    return false;
}

} // namespace hw
