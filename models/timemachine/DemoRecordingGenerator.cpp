#include "DemoRecordingGenerator.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <random>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// Portable randomness: mt19937_64's output sequence is fixed by the C++ standard; the
// std:: distributions are not, so values are derived from the raw output by hand.
class Rng
{
public:
    explicit Rng(quint64 seed) : m_gen(seed) {}
    double u01() { return double(m_gen() >> 11) * (1.0 / 9007199254740992.0); }
    int range(int lo, int hi) { return lo + std::min(hi - lo, int(u01() * double(hi - lo + 1))); }
    bool chance(double p) { return u01() < p; }
    quint64 raw() { return m_gen(); }

private:
    std::mt19937_64 m_gen;
};

enum class Kind { Build, Test, Light };

struct Column {
    QString workflow;
    QString job;
    QString family;      // the part before " / " (the reusable workflow call), or the name
    Kind kind = Kind::Light;
    bool scheduled = false;
    bool unstable = false;
    double failRate = 0;
    int buildColumn = -1; // the family's build job, which tests wait for
    int durMinSec = 60;
    int durMaxSec = 300;
};

struct Streak {
    int first = 0;
    int last = 0;
    QVector<int> columns;
    QString line;
};

// Outcome of one cell: the first attempt and, if re-run, the second.
struct Outcome {
    QString first;          // success | failure | cancelled | timed_out
    QString second;         // empty = no re-run
    QString failureLine;
};

constexpr int kScheduleEvery = 8;   // scheduled workflows run on every 8th commit (~hourly)
constexpr double kFailureScale = 0.72; // calibrated: overall first-attempt failure rate ~ real
constexpr double kFlakyShare = 0.6;
constexpr double kCancelRate = 0.003;
constexpr double kTimeoutRate = 0.002;
constexpr qint64 kEndAfterLastCommit = 20 * 60;
constexpr qint64 kLiveWindow = 90 * 60;

const QStringList &areas()
{
    static const QStringList a = {u"inductor"_s, u"dynamo"_s, u"aten"_s, u"cuda"_s,
                                  u"distributed"_s, u"export"_s, u"mps"_s, u"rocm"_s, u"nn"_s,
                                  u"optim"_s, u"quant"_s, u"profiler"_s, u"build"_s, u"ci"_s,
                                  u"fx"_s, u"onnx"_s, u"autograd"_s, u"c10d"_s};
    return a;
}

const QStringList &verbs()
{
    static const QStringList v = {u"Fix"_s, u"Add"_s, u"Support"_s, u"Refactor"_s,
                                  u"Remove"_s, u"Update"_s, u"Enable"_s, u"Speed up"_s};
    return v;
}

const QStringList &objects()
{
    static const QStringList o = {
        u"decomposition for index_put"_s, u"lowering of scaled_dot_product_attention"_s,
        u"dtype promotion in where()"_s, u"cpp wrapper codegen"_s,
        u"caching allocator stats"_s, u"type hints in guards"_s,
        u"dynamic shapes for unbacked symints"_s, u"NCCL timeout handling"_s,
        u"a test for channels_last conv"_s, u"meta kernels for linalg ops"_s,
        u"pin of the triton commit"_s, u"docs for torch.compile options"_s,
        u"graph break on list.sort"_s, u"bf16 support for cumsum"_s,
        u"serialization of fake tensors"_s, u"runner labels for sm86 jobs"_s};
    return o;
}

QString hexSha(Rng &rng)
{
    QString s;
    s.reserve(48);
    for (int i = 0; i < 3; ++i)
        s += u"%1"_s.arg(rng.raw(), 16, 16, QLatin1Char('0'));
    return s.left(40);
}

Kind kindOf(const QString &job)
{
    if (job.endsWith(u" / build"_s) || job.contains(u"/ build-and-test"_s))
        return Kind::Build;
    if (job.contains(u" / test ("_s) || job.contains(u" / test"_s))
        return Kind::Test;
    return Kind::Light;
}

QVector<Column> makeColumns(const QVector<DemoJobSpec> &specs, int minRuns, Rng &rng)
{
    QVector<Column> cols;
    for (const DemoJobSpec &s : specs) {
        if (s.runs < minRuns || s.runs <= 0)
            continue;
        Column c;
        c.workflow = s.workflow;
        c.job = s.job;
        const qsizetype slash = s.job.indexOf(u" / "_s);
        c.family = slash > 0 ? s.job.left(slash) : s.job;
        c.kind = kindOf(s.job);
        c.scheduled = s.workflow == u"periodic" || s.workflow == u"inductor-periodic"
            || s.workflow == u"nightly";
        c.failRate = double(s.failures) / double(s.runs);
        switch (c.kind) {
        case Kind::Build:
            c.durMinSec = rng.range(20, 35) * 60;
            c.durMaxSec = c.durMinSec + rng.range(5, 25) * 60;
            break;
        case Kind::Test:
            c.durMinSec = rng.range(20, 60) * 60;
            c.durMaxSec = c.durMinSec + rng.range(10, 40) * 60;
            break;
        case Kind::Light:
            c.durMinSec = rng.range(1, 6) * 60;
            c.durMaxSec = c.durMinSec + rng.range(1, 6) * 60;
            break;
        }
        cols.append(c);
    }
    // Tests wait for the build of their family (same workflow).
    QHash<QString, int> buildOf;
    for (int i = 0; i < cols.size(); ++i)
        if (cols[i].kind == Kind::Build && cols[i].job.endsWith(u" / build"_s))
            buildOf.insert(cols[i].workflow + u'\x1f' + cols[i].family, i);
    for (Column &c : cols)
        if (c.kind == Kind::Test)
            c.buildColumn = buildOf.value(c.workflow + u'\x1f' + c.family, -1);
    return cols;
}

// RFC 4180 fields of one record starting at pos; advances pos past the record.
QStringList csvRecord(const QString &text, qsizetype &pos)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    while (pos < text.size()) {
        const QChar ch = text.at(pos++);
        if (quoted) {
            if (ch == u'"') {
                if (pos < text.size() && text.at(pos) == u'"') {
                    field += u'"';
                    ++pos;
                } else {
                    quoted = false;
                }
            } else {
                field += ch;
            }
        } else if (ch == u'"') {
            quoted = true;
        } else if (ch == u',') {
            fields.append(field);
            field.clear();
        } else if (ch == u'\n') {
            break;
        } else if (ch != u'\r') {
            field += ch;
        }
    }
    fields.append(field);
    return fields;
}

// One generated day: the columns, commits, "trunk broke" streaks and job rows, built in one
// fixed order of random draws (the same seed gives the same recording everywhere).
class DemoDay
{
public:
    DemoDay(const QVector<DemoJobSpec> &jobs, const QStringList &failureLines,
            const DemoRecordingGenerator::Options &options)
        : m_rng(options.seed)
        , m_columns(makeColumns(jobs, options.minRuns, m_rng))
        , m_failureLines(failureLines)
        , m_options(options)
        , m_commitCount(std::max(1, options.commits))
    {
    }

    Recording build()
    {
        m_rec.header.source = u"demo"_s;
        m_rec.header.description =
            u"HUD Watch demo: a simulated day of trunk CI built from the real job names and failure "
            "rates of pytorch/pytorch on 2024-08-14 (see PROVENANCE.md)"_s;
        markUnstableFamily();
        addCommits();
        addStreaks();
        m_rec.jobs.reserve(qsizetype(m_commitCount) * m_columns.size() * 3);
        for (int ci = 0; ci < m_commitCount; ++ci)
            addJobsOf(ci);
        m_rec.sortEvents();
        return std::move(m_rec);
    }

private:
    void markUnstableFamily();
    void addCommits();
    void addStreaks();
    Streak makeStreak(int quarterIndex, int quarter, const QVector<int> &candidates);
    QString randomLine();
    Outcome outcomeFor(int commit, int col);
    qint64 emitAttempt(JobRun run, qint64 created, const Column &c, const QString &conclusion, const QString &line);
    void addJobsOf(int ci);
    void addCell(int ci, int col, qint64 created, QHash<QString, qint64> &runIds, QHash<int, qint64> &buildDone);

    Rng m_rng;
    QVector<Column> m_columns;
    const QStringList &m_failureLines;
    const DemoRecordingGenerator::Options &m_options;
    const int m_commitCount;
    Recording m_rec;
    QVector<Streak> m_streaks;
    qint64 m_end = 0; // rows after it are not recorded
    qint64 m_nextJobId = 28789000000;
    qint64 m_nextRunId = 10389000000;
};

// The most failure-prone non-scheduled test family is "unstable": warnings, not failures.
void DemoDay::markUnstableFamily()
{
    int unstableCol = -1;
    for (int i = 0; i < m_columns.size(); ++i) {
        const Column &c = m_columns[i];
        if (c.kind == Kind::Test && !c.scheduled
            && (unstableCol < 0 || c.failRate > m_columns[unstableCol].failRate))
            unstableCol = i;
    }
    if (unstableCol < 0)
        return;
    const QString family = m_columns[unstableCol].family;
    for (Column &c : m_columns)
        if (c.family == family)
            c.unstable = true;
    // Escapes only regex metacharacters, so the pattern stays readable in settings.
    QString pattern = u"^"_s;
    const QString column = m_columns[unstableCol].workflow + u" / "_s + family + u" / "_s;
    for (const QChar ch : column) {
        if (QStringView(u".^$|?*+()[]{}\\").contains(ch))
            pattern += u'\\';
        pattern += ch;
    }
    m_rec.header.unstablePatterns.append(pattern);
}

void DemoDay::addCommits()
{
    qint64 t = m_options.startTime;
    for (int i = 0; i < m_commitCount; ++i) {
        Commit c;
        c.time = t;
        c.sha = hexSha(m_rng);
        c.title = u"[%1] %2 %3 (#%4)"_s.arg(areas().at(m_rng.range(0, int(areas().size()) - 1)),
                                             verbs().at(m_rng.range(0, int(verbs().size()) - 1)),
                                             objects().at(m_rng.range(0, int(objects().size()) - 1)))
                      .arg(133000 + m_rng.range(0, 1999));
        c.author = u"demo-user-%1"_s.arg(m_rng.range(1, 24), 2, 10, QLatin1Char('0'));
        m_rec.commits.append(c);
        t += m_rng.range(180, 720);
    }
    m_end = m_rec.commits.last().time + kEndAfterLastCommit;
    m_rec.header.start = m_rec.commits.first().time;
    m_rec.header.end = m_end;
    m_rec.header.liveAt = std::max(m_rec.header.start, m_end - kLiveWindow);
}

// "Trunk broke" streaks: one per quarter of the timeline, each breaking 1-3 test jobs of a
// family (or, once, its build) for 3-8 commits; the commit after the streak is the fix.
void DemoDay::addStreaks()
{
    QVector<int> candidates; // column indexes: tests of non-scheduled families
    for (int i = 0; i < m_columns.size(); ++i)
        if (m_columns[i].kind == Kind::Test && !m_columns[i].scheduled && !m_columns[i].unstable)
            candidates.append(i);
    const int quarter = m_commitCount / 4;
    for (int q = 0; q < 4 && quarter >= 12 && !candidates.isEmpty(); ++q) {
        const Streak s = makeStreak(q, quarter, candidates);
        const Commit &breaker = m_rec.commits[s.first];
        if (s.last + 1 < m_commitCount)
            m_rec.commits[s.last + 1].title = u"Revert \"%1\""_s.arg(breaker.title);
        m_streaks.append(s);
    }
}

Streak DemoDay::makeStreak(int q, int quarter, const QVector<int> &candidates)
{
    Streak s;
    s.first = q * quarter + m_rng.range(2, quarter - 10);
    s.last = std::min(m_commitCount - 1, s.first + m_rng.range(2, 7));
    const Column &pick = m_columns[candidates.at(m_rng.range(0, int(candidates.size()) - 1))];
    if (q == 1 && pick.buildColumn >= 0) {
        s.columns.append(pick.buildColumn);
    } else {
        QVector<int> family;
        for (int i = 0; i < m_columns.size(); ++i)
            if (m_columns[i].kind == Kind::Test && m_columns[i].family == pick.family
                && m_columns[i].workflow == pick.workflow)
                family.append(i);
        const int n = std::min(int(family.size()), m_rng.range(1, 3));
        for (int k = 0; k < n; ++k)
            s.columns.append(family.takeAt(m_rng.range(0, int(family.size()) - 1)));
    }
    s.line = randomLine();
    return s;
}

QString DemoDay::randomLine()
{
    return m_failureLines.isEmpty() ? QString() : m_failureLines.at(m_rng.range(0, int(m_failureLines.size()) - 1));
}

Outcome DemoDay::outcomeFor(int commit, int col)
{
    const Column &c = m_columns[col];
    Outcome o;
    for (const Streak &s : std::as_const(m_streaks)) {
        if (commit >= s.first && commit <= s.last && s.columns.contains(col)) {
            o.first = u"failure"_s;
            o.failureLine = s.line;
            if (m_rng.chance(0.3))
                o.second = u"failure"_s; // someone re-ran it; still broken
            return o;
        }
    }
    const double p = c.unstable ? c.failRate : std::min(0.5, c.failRate * kFailureScale);
    if (m_rng.chance(p)) {
        o.first = u"failure"_s;
        o.failureLine = randomLine();
        if (!c.unstable && m_rng.chance(kFlakyShare))
            o.second = u"success"_s;
    } else if (m_rng.chance(kCancelRate)) {
        o.first = u"cancelled"_s;
    } else if (m_rng.chance(kTimeoutRate)) {
        o.first = u"timed_out"_s;
        o.failureLine = u"##[error]The action 'Test' has timed out after 240 minutes."_s;
    } else {
        o.first = u"success"_s;
    }
    return o;
}

// One attempt: queued, in_progress and completed rows (those after the end are not recorded: at
// the end of the recording the job is still queued or running). Returns when it completes.
qint64 DemoDay::emitAttempt(JobRun run, qint64 created, const Column &c, const QString &conclusion,
                            const QString &line)
{
    const double u = m_rng.u01();
    const qint64 queue = 20 + qint64(u * u * 360.0);
    qint64 duration = c.durMinSec + qint64(m_rng.u01() * double(c.durMaxSec - c.durMinSec));
    if (conclusion == u"cancelled")
        duration = std::max<qint64>(30, duration / 3);
    else if (conclusion == u"timed_out")
        duration = qint64(c.durMaxSec) * 2;
    else if (conclusion == u"failure")
        duration = std::max<qint64>(60, qint64(double(duration) * (0.4 + 0.6 * m_rng.u01())));
    run.id = m_nextJobId++;
    run.createdAt = created;
    run.status = u"queued"_s;
    run.insertedAt = created;
    if (created > m_end)
        return created + queue + duration;
    m_rec.jobs.append(run);
    run.startedAt = created + queue;
    run.status = u"in_progress"_s;
    run.insertedAt = run.startedAt;
    if (run.startedAt > m_end)
        return run.startedAt + duration;
    m_rec.jobs.append(run);
    run.completedAt = run.startedAt + duration;
    run.status = u"completed"_s;
    run.conclusion = conclusion;
    if (conclusion == u"failure" || conclusion == u"timed_out")
        run.failureLine = line;
    run.insertedAt = run.completedAt;
    const qint64 completedAt = run.completedAt;
    if (completedAt <= m_end)
        m_rec.jobs.append(std::move(run));
    return completedAt;
}

// The jobs of one commit: builds first, then the tests of the builds that passed.
void DemoDay::addJobsOf(int ci)
{
    const Commit &commit = m_rec.commits.at(ci);
    const bool scheduledRun = ci % kScheduleEvery == 0;
    QHash<QString, qint64> runIds;
    // Final completion time of each build, or -1 when it failed (its tests never start).
    QHash<int, qint64> buildDone;
    for (int pass = 0; pass < 2; ++pass) {
        for (int col = 0; col < m_columns.size(); ++col) {
            const Column &c = m_columns[col];
            const bool isTest = c.kind == Kind::Test && c.buildColumn >= 0;
            if ((pass == 0) == isTest)
                continue;
            if (c.scheduled && !scheduledRun)
                continue;
            qint64 created = commit.time + m_rng.range(5, 90);
            if (isTest) {
                const qint64 done = buildDone.value(c.buildColumn, -1);
                if (done < 0)
                    continue;
                created = done + m_rng.range(5, 60);
            }
            addCell(ci, col, created, runIds, buildDone);
        }
    }
}

// The runs of one job on one commit: its first attempt and, when re-run, the second.
void DemoDay::addCell(int ci, int col, qint64 created, QHash<QString, qint64> &runIds, QHash<int, qint64> &buildDone)
{
    const Column &c = m_columns[col];
    auto rid = runIds.find(c.workflow);
    if (rid == runIds.end())
        rid = runIds.insert(c.workflow, m_nextRunId++);
    JobRun run;
    run.runId = *rid;
    run.runAttempt = 1;
    run.workflowName = c.workflow;
    run.jobName = c.job;
    run.headSha = m_rec.commits.at(ci).sha;
    const Outcome o = outcomeFor(ci, col);
    qint64 done = emitAttempt(run, created, c, o.first, o.failureLine);
    bool ok = o.first == u"success";
    if (!o.second.isEmpty()) {
        run.runAttempt = 2;
        done = emitAttempt(run, done + m_rng.range(60, 600), c, o.second,
                           o.second == u"failure" ? o.failureLine : QString());
        ok = o.second == u"success";
    }
    if (c.kind == Kind::Build)
        buildDone.insert(col, ok ? done : -1);
}

} // namespace

QString DemoRecordingGenerator::defaultJobsCsvPath()
{
    return u":/hudwatch/demo/jobs.csv"_s;
}

QString DemoRecordingGenerator::defaultFailureLinesPath()
{
    return u":/hudwatch/demo/failure_lines.tsv"_s;
}

Result<QVector<DemoJobSpec>, QString> DemoRecordingGenerator::parseJobsCsv(const QByteArray &csv)
{
    const QString text = QString::fromUtf8(csv);
    qsizetype pos = 0;
    int line = 0;
    QVector<DemoJobSpec> specs;
    while (pos < text.size()) {
        const QStringList f = csvRecord(text, pos);
        ++line;
        if (f.size() == 1 && f.first().isEmpty())
            continue;
        if (line == 1) {
            if (f != QStringList{u"workflow"_s, u"job"_s, u"runs"_s, u"failures"_s})
                return u"jobs.csv line 1: expected header workflow,job,runs,failures"_s;
            continue;
        }
        bool ok1 = false, ok2 = false;
        DemoJobSpec s;
        if (f.size() == 4) {
            s.workflow = f[0];
            s.job = f[1];
            s.runs = f[2].toInt(&ok1);
            s.failures = f[3].toInt(&ok2);
        }
        if (!ok1 || !ok2 || s.job.isEmpty() || s.failures < 0 || s.failures > s.runs)
            return u"jobs.csv line %1: expected workflow,job,runs,failures"_s.arg(line);
        specs.append(s);
    }
    if (specs.isEmpty())
        return u"jobs.csv: no jobs"_s;
    return specs;
}

QStringList DemoRecordingGenerator::parseFailureLines(const QByteArray &tsv)
{
    QStringList lines;
    const QList<QByteArray> rows = tsv.split('\n');
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const qsizetype tab = rows[i].indexOf('\t');
        if (tab < 0)
            continue;
        const QString line = QString::fromUtf8(rows[i].mid(tab + 1)).trimmed();
        if (!line.isEmpty())
            lines.append(line);
    }
    return lines;
}

DemoRecordingGenerator::DemoRecordingGenerator(QVector<DemoJobSpec> jobs, QStringList failureLines,
                                               Options options)
    : m_jobs(std::move(jobs))
    , m_failureLines(std::move(failureLines))
    , m_options(options)
{
}

DemoRecordingGenerator::DemoRecordingGenerator(QVector<DemoJobSpec> jobs, QStringList failureLines)
    : DemoRecordingGenerator(std::move(jobs), std::move(failureLines), Options{})
{
}

Result<Recording> DemoRecordingGenerator::generateFrom(const QString &jobsCsvPath, const QString &failureLinesPath,
                                                      Options options)
{
    QFile jobsFile(jobsCsvPath);
    if (!jobsFile.open(QIODevice::ReadOnly))
        return SourceError::make(SourceError::Kind::Storage, u"demo"_s,
                                 u"cannot open %1: %2"_s.arg(jobsCsvPath, jobsFile.errorString()));
    auto specs = parseJobsCsv(jobsFile.readAll());
    if (!specs)
        return SourceError::make(SourceError::Kind::BadData, u"demo"_s, specs.error());
    QStringList lines;
    QFile linesFile(failureLinesPath);
    if (linesFile.open(QIODevice::ReadOnly))
        lines = parseFailureLines(linesFile.readAll());
    return DemoRecordingGenerator(std::move(*specs), std::move(lines), options).generate();
}

Result<Recording> DemoRecordingGenerator::generateFrom(const QString &jobsCsvPath, const QString &failureLinesPath)
{
    return generateFrom(jobsCsvPath, failureLinesPath, Options{});
}

Result<Recording> DemoRecordingGenerator::generateDefault()
{
    if (!QFile::exists(defaultJobsCsvPath()))
        return SourceError::make(SourceError::Kind::Configuration, u"demo"_s,
            QCoreApplication::translate("hw::RecordingReader",
                "the demo data is not built into this binary (%1 is missing) — reinstall HUD Watch")
                .arg(defaultJobsCsvPath()));
    return generateFrom(defaultJobsCsvPath(), defaultFailureLinesPath());
}

double DemoRecordingGenerator::realFailureRate() const
{
    qint64 runs = 0, failures = 0;
    for (const DemoJobSpec &s : m_jobs) {
        runs += s.runs;
        failures += s.failures;
    }
    return runs > 0 ? double(failures) / double(runs) : 0.0;
}

Recording DemoRecordingGenerator::generate() const
{
    return DemoDay(m_jobs, m_failureLines, m_options).build();
}

} // namespace hw
