#include "RecordingWriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

void putIfSet(QJsonObject &o, QLatin1StringView key, const QString &v)
{
    if (!v.isEmpty())
        o.insert(key, v);
}

void putIfSet(QJsonObject &o, QLatin1StringView key, qint64 v)
{
    if (v != 0)
        o.insert(key, double(v));
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray RecordingWriter::headerLine(const RecordingHeader &h)
{
    QJsonObject o;
    o.insert("format"_L1, u"hudwatch-recording"_s);
    o.insert("version"_L1, h.version);
    o.insert("source"_L1, h.source);
    putIfSet(o, "description"_L1, h.description);
    putIfSet(o, "start"_L1, h.start);
    putIfSet(o, "end"_L1, h.end);
    putIfSet(o, "live_at"_L1, h.liveAt);
    if (!h.unstablePatterns.isEmpty())
        o.insert("unstable_patterns"_L1, QJsonArray::fromStringList(h.unstablePatterns));
    return compact(o);
}

QByteArray RecordingWriter::commitLine(const Commit &c)
{
    QJsonObject o;
    o.insert("t"_L1, double(c.time));
    o.insert("type"_L1, u"commit"_s);
    o.insert("sha"_L1, c.sha);
    putIfSet(o, "title"_L1, c.title);
    putIfSet(o, "author"_L1, c.author);
    if (c.prNumber > 0)
        o.insert("pr"_L1, c.prNumber);
    return compact(o);
}

QByteArray RecordingWriter::jobLine(const JobRun &j)
{
    QJsonObject o;
    o.insert("t"_L1, double(j.insertedAt));
    o.insert("type"_L1, u"job"_s);
    o.insert("id"_L1, double(j.id));
    putIfSet(o, "run_id"_L1, j.runId);
    if (j.runAttempt != 1)
        o.insert("run_attempt"_L1, double(j.runAttempt));
    o.insert("workflow"_L1, j.workflowName);
    o.insert("name"_L1, j.jobName);
    o.insert("sha"_L1, j.headSha);
    o.insert("status"_L1, j.status);
    putIfSet(o, "conclusion"_L1, j.conclusion);
    putIfSet(o, "created_at"_L1, j.createdAt);
    putIfSet(o, "started_at"_L1, j.startedAt);
    putIfSet(o, "completed_at"_L1, j.completedAt);
    putIfSet(o, "url"_L1, j.htmlUrl);
    putIfSet(o, "failure_line"_L1, j.failureLine);
    return compact(o);
}

QByteArray RecordingWriter::toBytes(const Recording &r, bool compress)
{
    QByteArray out = headerLine(r.header);
    out.reserve(out.size() + r.eventCount() * 220);
    out += '\n';
    // Merge the two sorted streams; a commit goes before jobs of the same second so that a
    // reader always knows the row before its cells.
    qsizetype c = 0, j = 0;
    while (c < r.commits.size() || j < r.jobs.size()) {
        const bool takeCommit = j >= r.jobs.size()
            || (c < r.commits.size() && r.commits.at(c).time <= r.jobs.at(j).insertedAt);
        out += takeCommit ? commitLine(r.commits.at(c++)) : jobLine(r.jobs.at(j++));
        out += '\n';
    }
    return compress ? qCompress(out, 9) : out;
}

Result<void> RecordingWriter::writeFile(const Recording &r, const QString &path, bool compress)
{
    const auto cannotWrite = [&path](const QSaveFile &f) {
        return SourceError::make(SourceError::Kind::Storage, QStringLiteral("recording"),
            QCoreApplication::translate("hw::RecordingWriter", "cannot write %1: %2 — choose another folder or free disk space")
                .arg(path, f.errorString()));
    };
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return cannotWrite(f);
    f.write(toBytes(r, compress));
    if (!f.commit())
        return cannotWrite(f);
    return {};
}

} // namespace hw
