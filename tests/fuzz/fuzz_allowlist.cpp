// libFuzzer target: AllowlistParser::parse on arbitrary bytes. Besides the sanitizers' findings,
// it traps when a result breaks the parser's contract (ok xor error, sane places, short messages).
#include "backends/AllowlistParser.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray yaml = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const hw::AllowlistParser::Result r = hw::AllowlistParser::parse(yaml, QStringLiteral("fuzz.yml"));

    // libyaml breaks lines at LF, CR, NEL, LS and PS; one of their bytes per line at least.
    qsizetype breaks = 0;
    for (const char c : yaml)
        breaks += c == '\n' || c == '\r' || c == '\x85' || c == '\xA8' || c == '\xA9';
    if (r.ok() == !r.error.isEmpty())
        __builtin_trap();
    if (r.line < 0 || r.column < 0 || r.line > breaks + 2 || (r.column > 0 && r.line == 0))
        __builtin_trap();
    // Quoted file text is capped at 80 characters, so messages stay short whatever the input.
    if (r.error.size() > 1000)
        __builtin_trap();
    if (r.ok() && r.allowlist->entries.size() > 100'000)
        __builtin_trap();
    return 0;
}
