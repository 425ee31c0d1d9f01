#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <optional>
#include <vector>

namespace hw {

// Where each gzip member of a stored log starts, so that its end can be read without inflating
// the rest. The log store writes a log as independent members of kMemberPlainBytes of text each
// and ends the file with one more, empty member whose header's extra field (RFC 1952 FEXTRA,
// subfield "HW") holds this index; gzip, zcat and zlib read the file whole as before and the empty
// member adds no text. Layout of the subfield's data, little-endian:
//   count x (u64 plain offset, u64 compressed offset), u64 plain bytes, u32 count, "HWM1"
// so it is found from the file's last bytes. A file without it (an old entry, any other gzip) or
// with one that does not add up is read the slow way, from its start.
class GzipMemberIndex
{
public:
    struct Member {
        qint64 plainOffset = 0;      // where its text starts in the inflated log
        qint64 compressedOffset = 0; // where its gzip header starts in the file
        bool operator==(const Member &) const = default;
    };

    static constexpr qint64 kMemberPlainBytes = 1 << 20;
    // The extra field holds at most 65535 bytes: the last members of a larger log are listed.
    static constexpr int kMaxMembers = 4000;
    static constexpr qint64 kFixedBytes = 26 + 16; // the member around the entries and the counts
    static constexpr qint64 kMaxTrailerBytes = kFixedBytes + 16 * kMaxMembers;
    static constexpr qint64 kMaxPlainBytes = qint64(1) << 50;

    // The empty member that closes a stored log; the last kMaxMembers of `members` are listed.
    static QByteArray encode(const std::vector<Member> &members, qint64 plainBytes);
    // Reads the index from `tail`, the last bytes of a file of fileSize bytes (the whole file or
    // its last kMaxTrailerBytes). nullopt when there is none or it contradicts itself or the file.
    static std::optional<GzipMemberIndex> parse(QByteArrayView tail, qint64 fileSize);

    // The members listed, in file order (the last ones of a very long log), never empty.
    const std::vector<Member> &members() const { return m_members; }
    qint64 plainBytes() const { return m_plainBytes; }
    // Where the index member starts: the end of the last member with text.
    qint64 dataEnd() const { return m_dataEnd; }
    // The member to start inflating from so that at least `bytes` of the log's end come out (or
    // the first listed one).
    const Member &memberForTail(qint64 bytes) const;

private:
    std::vector<Member> m_members;
    qint64 m_plainBytes = 0;
    qint64 m_dataEnd = 0;
};

} // namespace hw
