#include "RecordingReader.h"

#include "clickhouse/GzipDecoder.h"
#include "domain/QuotedText.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr int kVersion = 1;

class LineParser
{
public:
    explicit LineParser(int lineNo) : m_line(lineNo) {}

    QString error;

    bool fail(const QString &what)
    {
        if (error.isEmpty())
            error = RecordingReader::tr("line %1: %2").arg(m_line).arg(what);
        return false;
    }

    // An instant: an integer from 0 (unset) to Recording::maxTime.
    bool time(const QJsonObject &o, QLatin1StringView key, qint64 *out, bool required)
    {
        if (!integer(o, key, out, required))
            return false;
        if (!Recording::isPlausibleTime(*out))
            return fail(RecordingReader::tr("\"%1\" is %2, not a time from 1970 to 9999").arg(key).arg(*out));
        return true;
    }

    // Integers are JSON numbers; ids reach 3e10, well inside a double's exact range.
    bool integer(const QJsonObject &o, QLatin1StringView key, qint64 *out, bool required)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                return fail(RecordingReader::tr("missing \"%1\"").arg(key));
            *out = 0;
            return true;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::isnan(d) || d != std::floor(d) || std::fabs(d) > 9.0e15)
            return fail(RecordingReader::tr("\"%1\" must be an integer").arg(key));
        *out = qint64(d);
        return true;
    }

    bool string(const QJsonObject &o, QLatin1StringView key, QString *out, bool required)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() || v.isNull()) {
            if (required)
                return fail(RecordingReader::tr("missing \"%1\"").arg(key));
            out->clear();
            return true;
        }
        if (!v.isString())
            return fail(RecordingReader::tr("\"%1\" must be a string").arg(key));
        *out = v.toString();
        if (required && out->isEmpty())
            return fail(RecordingReader::tr("\"%1\" must not be empty").arg(key));
        return true;
    }

private:
    int m_line;
};

// The JSON Lines text: the data itself, or what qCompress() made of it, inflated under the limit.
Result<QByteArray, QString> maybeUncompress(const QByteArray &data)
{
    for (char ch : data) {
        if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t')
            continue;
        if (ch == '{')
            return data;
        break;
    }
    if (data.size() < 6)
        return RecordingReader::tr("not a recording: the file is empty or too short");
    // qCompress() output: 4-byte big-endian length, then a zlib stream (first byte 0x78). The
    // length is not trusted (qUncompress would allocate whatever it says): the stream is
    // inflated with a cap instead.
    if (static_cast<unsigned char>(data.at(4)) != 0x78)
        return RecordingReader::tr("not a recording: expected JSON Lines or qCompress/zlib data");
    GzipDecoder::Result text = GzipDecoder::unzlib(QByteArrayView(data).sliced(4), RecordingReader::maxTextBytes);
    if (text.status == GzipDecoder::Status::TooLarge)
        return RecordingReader::tr("not a recording: it uncompresses to more than %1 MB (the limit)").arg(
            RecordingReader::maxTextBytes >> 20);
    if (text.status != GzipDecoder::Status::Ok)
        return RecordingReader::tr("not a recording: the compressed data is corrupt or truncated (%1)").arg(text.error);
    if (text.data.isEmpty())
        return RecordingReader::tr("not a recording: the compressed data holds nothing");
    return text.data;
}

// One line as a JSON object; false (p says why) when it is not one.
bool jsonObjectOf(LineParser &p, QByteArrayView line, QJsonObject *o)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError)
        return p.fail(RecordingReader::tr("invalid JSON (%1 at column %2)").arg(pe.errorString()).arg(pe.offset + 1));
    if (!doc.isObject())
        return p.fail(RecordingReader::tr("expected a JSON object"));
    *o = doc.object();
    return true;
}

// The first line: the format, its version (*newerVersion when newer than this build reads) and
// the recording's header fields.
bool readHeader(LineParser &p, const QJsonObject &o, RecordingHeader &h, bool *newerVersion)
{
    if (o.value("format"_L1).toString() != u"hudwatch-recording")
        return p.fail(RecordingReader::tr("not a recording header (expected \"format\":\"hudwatch-recording\")"));
    qint64 version = 0;
    if (!p.integer(o, "version"_L1, &version, true))
        return false;
    if (version != kVersion) {
        *newerVersion = version > kVersion;
        return p.fail(RecordingReader::tr("unsupported recording version %1 (this build reads version %2)")
                          .arg(version)
                          .arg(kVersion));
    }
    h.version = int(version);
    QString source;
    const bool ok = p.string(o, "source"_L1, &source, false)
        && p.string(o, "description"_L1, &h.description, false)
        && p.time(o, "start"_L1, &h.start, false)
        && p.time(o, "end"_L1, &h.end, false)
        && p.time(o, "live_at"_L1, &h.liveAt, false);
    if (!ok)
        return false;
    if (!source.isEmpty())
        h.source = source;
    const QJsonValue patterns = o.value("unstable_patterns"_L1);
    if (!patterns.isUndefined()) {
        if (!patterns.isArray())
            return p.fail(RecordingReader::tr("\"unstable_patterns\" must be an array of strings"));
        for (const QJsonValue &v : patterns.toArray())
            h.unstablePatterns.append(v.toString());
    }
    return true;
}

bool readCommit(LineParser &p, const QJsonObject &o, qint64 t, Recording &rec)
{
    Commit c;
    c.time = t;
    qint64 pr = 0;
    if (!p.string(o, "sha"_L1, &c.sha, true) || !p.string(o, "title"_L1, &c.title, false)
        || !p.string(o, "author"_L1, &c.author, false) || !p.integer(o, "pr"_L1, &pr, false))
        return false;
    if (pr < 0 || pr > std::numeric_limits<int>::max())
        return p.fail(RecordingReader::tr("pr %1 is not a PR number").arg(pr));
    c.prNumber = int(pr);
    rec.commits.append(c);
    return true;
}

bool readJob(LineParser &p, const QJsonObject &o, qint64 t, Recording &rec)
{
    JobRun j;
    j.insertedAt = t;
    const bool ok = p.integer(o, "id"_L1, &j.id, true)
        && p.integer(o, "run_id"_L1, &j.runId, false)
        && p.integer(o, "run_attempt"_L1, &j.runAttempt, false)
        && p.string(o, "workflow"_L1, &j.workflowName, false)
        && p.string(o, "name"_L1, &j.jobName, true)
        && p.string(o, "sha"_L1, &j.headSha, true)
        && p.string(o, "status"_L1, &j.status, true)
        && p.string(o, "conclusion"_L1, &j.conclusion, false)
        && p.time(o, "created_at"_L1, &j.createdAt, false)
        && p.time(o, "started_at"_L1, &j.startedAt, false)
        && p.time(o, "completed_at"_L1, &j.completedAt, false)
        && p.string(o, "url"_L1, &j.htmlUrl, false)
        && p.string(o, "failure_line"_L1, &j.failureLine, false);
    if (!ok)
        return false;
    if (j.runAttempt == 0)
        j.runAttempt = 1;
    if (j.status != u"queued" && j.status != u"in_progress" && j.status != u"completed")
        return p.fail(RecordingReader::tr("unknown job status \"%1\" (expected queued, in_progress or completed)")
                          .arg(QuotedText::elided(j.status)));
    rec.jobs.append(j);
    return true;
}

// A line after the header: a commit or a job, at a time not before the previous event's.
bool readEvent(LineParser &p, const QJsonObject &o, Recording &rec, qint64 *lastT)
{
    qint64 t = 0;
    QString type;
    if (!p.time(o, "t"_L1, &t, true) || !p.string(o, "type"_L1, &type, true))
        return false;
    if (t < *lastT)
        return p.fail(RecordingReader::tr("time %1 is before the previous event's time %2 (events must be in time order)")
                          .arg(t)
                          .arg(*lastT));
    *lastT = t;
    if (type == u"commit")
        return readCommit(p, o, t, rec);
    if (type == u"job")
        return readJob(p, o, t, rec);
    return p.fail(RecordingReader::tr("unknown event type \"%1\" (expected \"commit\" or \"job\")").arg(QuotedText::elided(type)));
}

} // namespace

Result<Recording, QString> RecordingReader::fromBytes(const QByteArray &raw)
{
    QString err;
    bool newerVersion = false;
    std::optional<Recording> rec = parse(raw, err, &newerVersion);
    if (!rec)
        return withNextStep(err, newerVersion);
    return std::move(*rec);
}

QString RecordingReader::withNextStep(const QString &error, bool newerVersion)
{
    return newerVersion ? tr("%1 — update HUD Watch").arg(error)
                        : tr("%1 — open a file written by File ▸ Export time window… or --record").arg(error);
}

std::optional<Recording> RecordingReader::parse(const QByteArray &raw, QString &err, bool *newerVersion)
{
    if (raw.size() > maxTextBytes) {
        err = RecordingReader::tr("not a recording: larger than %1 MB (the limit)").arg(maxTextBytes >> 20);
        return std::nullopt;
    }
    const Result<QByteArray, QString> text = maybeUncompress(raw.startsWith("\xEF\xBB\xBF") ? raw.mid(3) : raw);
    if (!text) {
        err = text.error();
        return std::nullopt;
    }
    const QByteArray &data = *text;

    Recording rec;
    bool haveHeader = false;
    qint64 lastT = 0;
    int lineNo = 0;
    qsizetype pos = 0;
    while (pos < data.size()) {
        qsizetype nl = data.indexOf('\n', pos);
        if (nl < 0)
            nl = data.size();
        const QByteArrayView line = QByteArrayView(data).sliced(pos, nl - pos).trimmed();
        pos = nl + 1;
        ++lineNo;
        if (line.isEmpty())
            continue;
        LineParser p(lineNo);
        QJsonObject o;
        const bool ok = jsonObjectOf(p, line, &o)
            && (haveHeader ? readEvent(p, o, rec, &lastT) : readHeader(p, o, rec.header, newerVersion));
        if (!ok) {
            err = p.error;
            return std::nullopt;
        }
        haveHeader = true;
    }
    if (!haveHeader) {
        err = RecordingReader::tr("not a recording: the file has no header line");
        return std::nullopt;
    }
    if (rec.header.start == 0)
        rec.header.start = rec.firstEventTime();
    if (rec.header.end == 0)
        rec.header.end = rec.lastEventTime();
    if (rec.header.end < rec.header.start) {
        err = RecordingReader::tr("the recording ends (%1) before it starts (%2)").arg(rec.header.end).arg(rec.header.start);
        return std::nullopt;
    }
    return rec;
}

Result<Recording> RecordingReader::readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return SourceError::make(SourceError::Kind::Storage, u"recording"_s,
                                 tr("cannot open %1: %2 — check the path given to --replay").arg(path, f.errorString()));
    if (f.size() > maxTextBytes)
        return SourceError::make(SourceError::Kind::TooLarge, u"recording"_s, withNextStep(
            tr("%1: not a recording: larger than %2 MB (the limit)").arg(path).arg(maxTextBytes >> 20), false));
    Result<Recording, QString> rec = fromBytes(f.readAll());
    if (!rec)
        return SourceError::make(SourceError::Kind::BadData, u"recording"_s, path + u": "_s + rec.error());
    return std::move(*rec);
}

} // namespace hw
