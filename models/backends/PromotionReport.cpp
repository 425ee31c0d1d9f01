#include "PromotionReport.h"

#include "PromotionFacts.h"
#include "PromotionReviewDocument.h"
#include "ReportCharts.h"
#include "ReportDocument.h"
#include "charts/PngFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

namespace hw {

namespace {

const QSize kJobsChartSize(1600, 720);
const QSize kLevelsChartSize(1600, 300);

SourceError storageError(const QString &message)
{
    return SourceError::make(SourceError::Kind::Storage, QStringLiteral("report"), message);
}

SourceError cannotWrite(const QString &path, const QString &why)
{
    return storageError(
        QCoreApplication::translate("hw::PromotionReport", "cannot write %1: %2").arg(QDir::toNativeSeparators(path), why));
}

// Encodes into `file`, left open for the caller to commit with the report's other files.
Result<void> savePng(const QImage &image, QSaveFile &file)
{
    if (const Result<void, QString> encoded = PngFile::encodeInto(image, file); !encoded)
        return cannotWrite(file.fileName(), encoded.error());
    return {};
}

// The report's four files (<base>.md, <base>-jobs.png, <base>-levels.png, <base>.pdf), each
// written to a QSaveFile and all committed at the end: a cancel or a failure half-way leaves none
// of them (and any earlier report of that name untouched). Progress: the Markdown and the charts
// are quick; the PDF's layout is most of the time.
class ReportFiles
{
public:
    ReportFiles(const QDir &dir, const QString &baseName, OperationControl *control)
        : m_baseName(baseName)
        , m_md(dir.filePath(baseName + QStringLiteral(".md")))
        , m_jobs(dir.filePath(baseName + QStringLiteral("-jobs.png")))
        , m_levels(dir.filePath(baseName + QStringLiteral("-levels.png")))
        , m_pdf(dir.filePath(baseName + QStringLiteral(".pdf")))
        , m_control(control)
    {
    }

    // A Storage error naming the file that failed, or Cancelled once the control cancelled.
    Result<void> write(const PromotionReport::Input &input)
    {
        const PromotionFacts facts = PromotionFacts::gather(input);
        const ReportDocument doc = PromotionReviewDocument::build(input, facts, m_baseName);
        if (cancelled(100))
            return cancel();
        if (!m_md.open(QIODevice::WriteOnly) || m_md.write(doc.toMarkdown().toUtf8()) < 0)
            return failed(m_md);
        if (cancelled(150))
            return cancel();
        const QImage jobs = ReportCharts::jobsOverTime(facts.stats.daily, input.snapshot.asOf, kJobsChartSize, facts.spans);
        const QImage levels = ReportCharts::levelTimeline(facts.spans, input.snapshot.asOf, kLevelsChartSize);
        if (Result<void> saved = savePng(jobs, m_jobs); !saved)
            return saved;
        if (Result<void> saved = savePng(levels, m_levels); !saved)
            return saved;
        if (cancelled(300))
            return cancel();
        if (Result<void> pdf = writePdf(input, doc, jobs, levels); !pdf)
            return pdf;
        if (cancelled(950))
            return cancel();
        for (QSaveFile *file : {&m_md, &m_jobs, &m_levels, &m_pdf})
            if (!file->commit())
                return failed(*file);
        return {};
    }

private:
    bool cancelled(int permille) { return m_control && !m_control->reached(permille); }
    static SourceError cancel() { return SourceError::make(SourceError::Kind::Cancelled, QStringLiteral("report"), {}); }
    static SourceError failed(const QFileDevice &file) { return cannotWrite(file.fileName(), file.errorString()); }

    Result<void> writePdf(const PromotionReport::Input &input, const ReportDocument &doc, const QImage &jobs, const QImage &levels)
    {
        if (!m_pdf.open(QIODevice::WriteOnly))
            return failed(m_pdf);
        // On a worker thread too: QTextDocument draws its images as QImage off the GUI thread,
        // and the resources here are QImages.
        QPdfWriter writer(&m_pdf);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        writer.setTitle(QCoreApplication::translate("hw::PromotionReport", "Promotion review: %1").arg(input.repo));
        writer.setCreator(QStringLiteral("HUD Watch"));
        QTextDocument text;
        // The same file names as the Markdown links, served from memory.
        text.addResource(QTextDocument::ImageResource, QUrl(m_baseName + QStringLiteral("-jobs.png")), jobs);
        text.addResource(QTextDocument::ImageResource, QUrl(m_baseName + QStringLiteral("-levels.png")), levels);
        text.setHtml(doc.toHtml(writer.title()));
        if (cancelled(400))
            return cancel();
        text.print(&writer);
        return {};
    }

    QString m_baseName;
    QSaveFile m_md;
    QSaveFile m_jobs;
    QSaveFile m_levels;
    QSaveFile m_pdf;
    OperationControl *m_control;
};

} // namespace

L3Assessment PromotionReport::assessment(const Input &input)
{
    return PromotionFacts::gather(input).assessment;
}

QString PromotionReport::markdown(const Input &input, const QString &chartBaseName)
{
    return PromotionReviewDocument::build(input, PromotionFacts::gather(input), chartBaseName).toMarkdown();
}

QString PromotionReport::html(const Input &input, const QString &chartBaseName)
{
    return PromotionReviewDocument::build(input, PromotionFacts::gather(input), chartBaseName)
        .toHtml(QCoreApplication::translate("hw::PromotionReport", "Promotion review: %1").arg(input.repo));
}

Result<void> PromotionReport::write(const Input &input, const QString &markdownPath, OperationControl *control)
{
    const QFileInfo info(markdownPath);
    const QDir dir = info.absoluteDir();
    if (!dir.exists())
        return storageError(QCoreApplication::translate("hw::PromotionReport", "cannot write %1: the folder %2 does not exist")
                                .arg(QDir::toNativeSeparators(info.absoluteFilePath()), QDir::toNativeSeparators(dir.absolutePath())));
    const QString baseName = info.suffix().compare(QLatin1String("md"), Qt::CaseInsensitive) == 0
                                 ? info.completeBaseName()
                                 : info.fileName();
    if (baseName.isEmpty())
        return storageError(QCoreApplication::translate("hw::PromotionReport", "cannot write %1: no file name")
                                .arg(QDir::toNativeSeparators(markdownPath)));
    ReportFiles files(dir, baseName, control);
    if (Result<void> written = files.write(input); !written)
        return written;
    if (control)
        control->permille = 1000;
    return {};
}

} // namespace hw
