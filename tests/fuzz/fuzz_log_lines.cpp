// libFuzzer target: what the log viewer reads from any log — the ANSI parser, the block scanner
// and its line index (fed in pieces the input chooses), GitHub's timestamps, the folding of
// ##[group] sections, a find pattern the user types run over the log's lines, and the member
// index read from a stored gzip log's last bytes. The first byte picks the part (0xff: the
// index). Besides the sanitizers' findings it traps when a contract breaks: spans inside the
// text, every byte counted in exactly one line, rows and lines mapping back to each other, an
// index that parses but points outside the file or the text.
#include "logs/AnsiText.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogFolding.h"
#include "logs/LogLineIndex.h"
#include "logs/LogLineScanner.h"
#include "logs/LogMatcher.h"
#include "logs/LogTimestamp.h"

#include <cstddef>
#include <cstdint>

namespace {

void ansi(QByteArrayView input)
{
    const auto t = hw::AnsiText::parse(input, 300, true);
    if (t.text.size() > 300 || t.byteToChar.size() != input.size() + 1)
        __builtin_trap();
    int end = 0;
    for (const auto &s : t.spans) {
        if (s.start < end || s.length <= 0 || s.start + s.length > t.text.size())
            __builtin_trap();
        end = s.start + s.length;
    }
    (void)hw::LogTimestamp::parse(input);
}

void lines(QByteArrayView input)
{
    // The first bytes choose the block sizes the scanner sees.
    const qsizetype pieceA = input.isEmpty() ? 1 : 1 + quint8(input[0]) % 64;
    hw::LogLineScanner scanner;
    hw::LogLineScanner::Batch batch;
    qsizetype at = 0;
    for (int i = 0; at < input.size(); ++i) {
        const qsizetype n = std::min(input.size() - at, i % 2 ? pieceA : 3);
        scanner.feed(input.sliced(at, n), batch);
        at += n;
    }
    scanner.finish(batch);
    hw::LogLineIndex index;
    index.append(batch.lengths.data(), batch.lengths.size());
    if (index.byteCount() != input.size())
        __builtin_trap();
    hw::LogLineIndex::Cursor cursor(index);
    qint64 offset = 0;
    for (qint64 l = 0; l < index.lineCount(); ++l) {
        const auto line = cursor.line(l);
        if (line.begin != offset || line.length <= 0 || cursor.lineContaining(offset) != l)
            __builtin_trap();
        (void)hw::LogTimestamp::parse(input.sliced(line.begin, std::min<qint64>(line.length, 64)));
        offset += line.length;
    }
    hw::LogFolding folding;
    folding.setMarks(batch.marks, index.lineCount());
    for (qint64 row = 0; row < folding.rowCount(); ++row)
        if (folding.rowOfLine(folding.lineAtRow(row)) != row)
            __builtin_trap();
}

void find(QByteArrayView input)
{
    // "<flags><pattern>\n<text>"
    if (input.isEmpty())
        return;
    const quint8 flags = quint8(input[0]);
    const qsizetype nl = input.indexOf('\n');
    const QByteArrayView pattern = input.sliced(1, (nl < 0 ? input.size() : nl) - 1);
    const QByteArrayView text = nl < 0 ? QByteArrayView() : input.sliced(nl + 1);
    const auto matcher = hw::LogMatcher::compile({QString::fromUtf8(pattern), bool(flags & 1), bool(flags & 2)});
    if (!matcher)
        return;
    qsizetype from = 0;
    while (from <= text.size()) {
        const auto [begin, end] = matcher->find(text, from);
        if (begin < 0)
            break;
        if (begin < from || end < begin || end > text.size())
            __builtin_trap();
        // No match crosses a line end: counts are per line.
        if (text.sliced(begin, end - begin).contains('\n'))
            __builtin_trap();
        from = end > begin ? end : end + 1;
    }
    for (const QByteArrayView line : QByteArray(text.toByteArray()).split('\n'))
        for (const auto &[b, e] : matcher->findAll(line))
            if (b < 0 || e > line.size() || e <= b)
                __builtin_trap();
}

void memberIndex(QByteArrayView input)
{
    // "<u16 bytes before the tail in the file><tail>"; what parses stays inside the file and the text.
    if (input.size() < 2)
        return;
    const qint64 before = quint8(input[0]) | (quint8(input[1]) << 8);
    const QByteArrayView tail = input.sliced(2);
    const qint64 fileSize = before + tail.size();
    const auto index = hw::GzipMemberIndex::parse(tail, fileSize);
    if (!index)
        return;
    const auto &members = index->members();
    if (members.empty() || members.size() > size_t(hw::GzipMemberIndex::kMaxMembers))
        __builtin_trap();
    if (index->dataEnd() < 0 || index->dataEnd() > fileSize
        || index->plainBytes() > hw::GzipMemberIndex::kMaxPlainBytes)
        __builtin_trap();
    for (size_t i = 0; i < members.size(); ++i) {
        if (members[i].compressedOffset < 0 || members[i].compressedOffset >= index->dataEnd()
            || members[i].plainOffset < 0 || members[i].plainOffset > index->plainBytes())
            __builtin_trap();
        if (i > 0 && (members[i].compressedOffset <= members[i - 1].compressedOffset
                         || members[i].plainOffset <= members[i - 1].plainOffset))
            __builtin_trap();
    }
    const auto &tailMember = index->memberForTail(64 * 1024);
    if (tailMember.plainOffset > index->plainBytes())
        __builtin_trap();
    // What parses is what the writer would have written.
    if (hw::GzipMemberIndex::encode(members, index->plainBytes()) != tail.last(fileSize - index->dataEnd()))
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const QByteArrayView input(reinterpret_cast<const char *>(data) + 1, qsizetype(size) - 1);
    if (data[0] == 0xff) {
        memberIndex(input);
        return 0;
    }
    switch (data[0] % 3) {
    case 0:
        ansi(input);
        break;
    case 1:
        lines(input);
        break;
    default:
        find(input);
        break;
    }
    return 0;
}
