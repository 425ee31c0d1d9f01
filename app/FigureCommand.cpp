#include "FigureCommand.h"

#include "domain/QuotedText.h"

#include <QCommandLineParser>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace hw {

FigureCommand::FigureCommand(QString name, QString usage, QList<QCommandLineOption> ownOptions)
    : m_name(std::move(name))
    , m_usage(std::move(usage))
    , m_ownOptions(std::move(ownOptions))
{
}

int FigureCommand::run(const QStringList &args, QTextStream &out, QTextStream &err, const Build &build) const
{
    QCommandLineParser parser;
    const QCommandLineOption json(u"json"_s, tr("Print JSON (the format these commands write)."));
    const QCommandLineOption help(QStringList { u"h"_s, u"help"_s }, tr("Show this help."));
    parser.addOptions(FigureSource::options());
    parser.addOptions(m_ownOptions);
    parser.addOptions({ json, help });
    const QString prefix = u"hudwatch "_s + m_name + u": "_s;
    if (!parser.parse(QStringList { m_name } + args)) {
        err << prefix << parser.errorText() << Qt::endl << tr("Try 'hudwatch %1 --help'.").arg(m_name) << Qt::endl;
        return 2;
    }
    if (parser.isSet(help)) {
        out << m_usage << Qt::endl << parser.helpText().section(u'\n', 2) << Qt::endl;
        return 0;
    }
    QString usageError;
    if (!parser.positionalArguments().isEmpty())
        usageError = tr("unexpected argument: %1").arg(QuotedText::elided(parser.positionalArguments().first()));
    else if (!parser.isSet(json))
        usageError = tr("give --json: the figures are printed as JSON (the shapes are in the README)");
    else if (m_check)
        usageError = m_check(parser);
    if (!usageError.isEmpty()) {
        err << prefix << usageError << Qt::endl << m_usage << Qt::endl;
        return 2;
    }
    Result<FigureSource, FigureSource::Failure> source = FigureSource::open(parser, m_cacheOptional && m_cacheOptional(parser));
    if (!source) {
        err << prefix << source.error().message << Qt::endl;
        return source.error().exitCode;
    }
    const Result<QJsonObject> figures = build(*source, parser);
    if (!figures) {
        err << prefix << figures.error().message << Qt::endl;
        return 1;
    }
    out << QString::fromUtf8(QJsonDocument(*figures).toJson(QJsonDocument::Indented));
    out.flush();
    return 0;
}

} // namespace hw
