#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"

#include <QCoreApplication>

#include <optional>

namespace hw {

// Reads a HUD Watch recording (what `hudwatch --replay FILE` opens).
//
// Format, version 1: UTF-8 JSON Lines, one JSON object per line, blank lines ignored.
//   line 1, the header:
//     {"format":"hudwatch-recording","version":1,"source":"demo","description":"...",
//      "start":<utc s>,"end":<utc s>,"live_at":<utc s>,"unstable_patterns":["regex",...]}
//   then events, in non-decreasing "t" (UTC seconds):
//     {"t":..,"type":"commit","sha":"..","title":"..","author":".."}        commit appeared
//     {"t":..,"type":"job","id":..,"run_id":..,"run_attempt":..,"workflow":"..","name":"..",
//      "sha":"..","status":"queued|in_progress|completed","conclusion":"..",
//      "created_at":..,"started_at":..,"completed_at":..,"url":"..","failure_line":".."}
//     a job row changed (queued, started, completed); t is its _inserted_at.
//   Optional fields may be omitted (0 / empty). Unknown fields are ignored (forward compat).
// The whole file may be wrapped by qCompress() (4-byte big-endian length + zlib stream).
//
// Every time is a UTC second from 0 to Recording::maxTime (year 9999).
// Errors name the line: "line 7: invalid JSON (unterminated string at column 42)".
// Every error ends with what to do: open a file HUD Watch wrote, or update HUD Watch for a newer
// version.
class RecordingReader
{
    Q_DECLARE_TR_FUNCTIONS(hw::RecordingReader)

public:
    // The most text a (decompressed) file may hold: a week of HUD is about 500 MB.
    static constexpr qsizetype maxTextBytes = qsizetype(1) << 30;

    // A parser of files from anywhere: the message is its answer.
    static Result<Recording, QString> fromBytes(const QByteArray &data);
    // Storage when the file cannot be opened, TooLarge, or BadData with fromBytes' message.
    static Result<Recording> readFile(const QString &path);

private:
    // fromBytes without the next step; *newerVersion: the header names a version this build lacks.
    static std::optional<Recording> parse(const QByteArray &raw, QString &err, bool *newerVersion);
    static QString withNextStep(const QString &error, bool newerVersion);
};

} // namespace hw
