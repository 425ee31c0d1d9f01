#pragma once

#include <QByteArray>
#include <QStringList>
#include <QtGlobal>

namespace hw::test {

// gzip (RFC 1952) of plain, as HUD's raw logs and ClickHouse's compressed replies come.
QByteArray gzipBytes(const QByteArray &plain, int level = 6);

// `grep -c ARGS` in the C.UTF-8 locale: the count find must equal.
qint64 grepCount(const QStringList &args);

// A field of /proc/self/status in kB ("VmRSS:", "VmHWM:"), -1 when unreadable.
qint64 procStatusKb(const QByteArray &field);
// Resets the peak resident set size (VmHWM) to the current one (Linux: "5" to clear_refs).
bool resetPeakRss();

// What a memory bound allows on top in a sanitizer build: AddressSanitizer keeps freed blocks in a
// quarantine (32 MB in run-sanitized-tests.sh) and adds redzones and shadow memory to every
// allocation. The bounds still prove that a reply of hundreds of MB is never held whole.
#ifdef HUDWATCH_SANITIZED
constexpr qint64 kSanitizerAllowanceMb = 64;
#else
constexpr qint64 kSanitizerAllowanceMb = 0;
#endif

} // namespace hw::test
