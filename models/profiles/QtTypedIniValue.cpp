#include "QtTypedIniValue.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

namespace hw {

namespace {

// Lines as QSettings joins them: a backslash at the end continues the value on the next line.
QByteArrayList logicalLines(const QByteArray &text)
{
    QByteArrayList lines;
    QByteArray current;
    for (QByteArray line : text.split('\n')) {
        if (line.endsWith('\r'))
            line.chop(1);
        current += line;
        if (current.endsWith('\\')) {
            current.chop(1);
            continue;
        }
        lines << current;
        current.clear();
    }
    if (!current.isEmpty())
        lines << current;
    return lines;
}

// "@Name(" at the start of the value or of one of its comma-separated items ("@@" is a plain "@").
// "@Invalid()" is how QSettings itself writes an empty list: it reads back as nothing, quietly.
bool isTyped(const QByteArray &value)
{
    static const QRegularExpression typed(QStringLiteral("(?:^|,)\\s*\"?@(?!Invalid\\(\\)\\s*(?:,|\"|$))[A-Za-z]+\\("));
    return typed.match(QString::fromUtf8(value)).hasMatch();
}

} // namespace

std::optional<QString> QtTypedIniValue::firstKey(const QByteArray &iniText)
{
    QString section;
    for (const QByteArray &raw : logicalLines(iniText)) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(';') || line.startsWith('#'))
            continue;
        if (line.startsWith('[')) {
            section = QString::fromUtf8(line.mid(1, line.indexOf(']') - 1)).trimmed();
            continue;
        }
        const qsizetype eq = line.indexOf('=');
        if (eq < 0 || !isTyped(line.mid(eq + 1).trimmed()))
            continue;
        const QString key = QString::fromUtf8(line.left(eq)).trimmed();
        return section.isEmpty() || section.compare(QLatin1String("General"), Qt::CaseInsensitive) == 0
            ? key
            : section + u'/' + key;
    }
    return std::nullopt;
}

QString QtTypedIniValue::problem()
{
    return QCoreApplication::translate("main", "a Qt variant value is not allowed here: write plain text");
}

} // namespace hw
