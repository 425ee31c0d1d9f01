#include "ReportDocument.h"

#include "palette/StatusPalette.h"

namespace hw {

void ReportDocument::heading(int level, const QString &text)
{
    Block b;
    b.kind = Block::Kind::Heading;
    b.level = level;
    b.text = plain(text);
    m_blocks.append(b);
}

void ReportDocument::paragraph(const Inline &text)
{
    Block b;
    b.kind = Block::Kind::Paragraph;
    b.text = text;
    m_blocks.append(b);
}

void ReportDocument::bullets(const QVector<Inline> &items)
{
    Block b;
    b.kind = Block::Kind::Bullets;
    b.items = items;
    m_blocks.append(b);
}

void ReportDocument::table(const QStringList &headers, const QVector<QVector<Inline>> &rows)
{
    Block b;
    b.kind = Block::Kind::Table;
    b.headers = headers;
    b.rows = rows;
    m_blocks.append(b);
}

void ReportDocument::image(const QString &alt, const QString &file)
{
    Block b;
    b.kind = Block::Kind::Image;
    b.alt = alt;
    b.file = file;
    m_blocks.append(b);
}

QString ReportDocument::markdownEscaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        // '<' only starts inline HTML or an autolink when a letter, '/', '!' or '?' follows.
        const bool htmlStart = c == u'<' && (next.isLetter() || next == u'/' || next == u'!' || next == u'?');
        if (c == u'\\' || c == u'`' || c == u'*' || c == u'[' || c == u']' || c == u'|' || htmlStart)
            out += u'\\';
        if (c == u'\n')
            out += u' ';
        else
            out += c;
    }
    return out;
}

QString ReportDocument::markdownOf(const Inline &runs)
{
    QString out;
    for (const Run &r : runs) {
        QString t = r.code ? QStringLiteral("`") + QString(r.text).replace(u'`', u'\'') + QStringLiteral("`")
                           : markdownEscaped(r.text);
        if (!r.url.isEmpty())
            t = u'[' + t + QStringLiteral("](") + r.url + u')';
        if (r.bold)
            t = QStringLiteral("**") + t + QStringLiteral("**");
        out += t;
    }
    return out;
}

QString ReportDocument::htmlOf(const Inline &runs)
{
    QString out;
    for (const Run &r : runs) {
        QString t = r.text.toHtmlEscaped();
        if (r.code)
            t = QStringLiteral("<code>") + t + QStringLiteral("</code>");
        if (!r.url.isEmpty())
            t = QStringLiteral("<a href=\"") + r.url.toHtmlEscaped() + QStringLiteral("\">") + t + QStringLiteral("</a>");
        if (r.bold)
            t = QStringLiteral("<b>") + t + QStringLiteral("</b>");
        out += t;
    }
    return out;
}

QString ReportDocument::toMarkdown() const
{
    QStringList parts;
    for (const Block &b : m_blocks)
        parts << markdownOf(b);
    return parts.join(QStringLiteral("\n\n")) + u'\n';
}

QString ReportDocument::markdownOf(const Block &b)
{
    switch (b.kind) {
    case Block::Kind::Heading:
        return QString(b.level, u'#') + u' ' + markdownOf(b.text);
    case Block::Kind::Paragraph: {
        QString text = markdownOf(b.text);
        if (text.startsWith(u'#') || text.startsWith(u'-') || text.startsWith(u'>'))
            text.prepend(u'\\'); // not a heading, list or quote
        return text;
    }
    case Block::Kind::Bullets: {
        QStringList lines;
        for (const Inline &item : b.items)
            lines << QStringLiteral("- ") + markdownOf(item);
        return lines.join(u'\n');
    }
    case Block::Kind::Table: {
        QStringList lines;
        QStringList header;
        for (const QString &h : b.headers)
            header << markdownEscaped(h);
        lines << QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |");
        lines << QStringLiteral("|") + QStringList(b.headers.size(), QStringLiteral("---")).join(u'|')
                     + QStringLiteral("|");
        for (const QVector<Inline> &row : b.rows) {
            QStringList cells;
            for (const Inline &cell : row)
                cells << markdownOf(cell);
            lines << QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |");
        }
        return lines.join(u'\n');
    }
    case Block::Kind::Image:
        return QStringLiteral("![%1](%2)").arg(markdownEscaped(b.alt), QString(b.file).replace(u' ', QStringLiteral("%20")));
    }
    return {};
}

QString ReportDocument::toHtml(const QString &title) const
{
    QString out = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>") + title.toHtmlEscaped()
                  + QStringLiteral("</title></head><body style=\"font-size: 10pt;\">\n");
    for (const Block &b : m_blocks)
        out += htmlOf(b);
    return out + QStringLiteral("</body></html>\n");
}

QString ReportDocument::htmlOf(const Block &b)
{
    QString out;
    switch (b.kind) {
    case Block::Kind::Heading:
        return QStringLiteral("<h%1>%2</h%1>\n").arg(b.level).arg(htmlOf(b.text));
    case Block::Kind::Paragraph:
        return QStringLiteral("<p>") + htmlOf(b.text) + QStringLiteral("</p>\n");
    case Block::Kind::Bullets:
        out += QStringLiteral("<ul>");
        for (const Inline &item : b.items)
            out += QStringLiteral("<li>") + htmlOf(item) + QStringLiteral("</li>");
        return out + QStringLiteral("</ul>\n");
    case Block::Kind::Table:
        out += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\"><tr>");
        for (const QString &h : b.headers)
            out += QStringLiteral("<th align=\"left\" bgcolor=\"") // the report prints the light scheme
                   + StatusPalette(ColorScheme::Light).color(ColorId::VerdictNone).name() + QStringLiteral("\">")
                   + h.toHtmlEscaped()
                   + QStringLiteral("</th>");
        out += QStringLiteral("</tr>");
        for (const QVector<Inline> &row : b.rows) {
            out += QStringLiteral("<tr>");
            for (const Inline &cell : row)
                out += QStringLiteral("<td>") + htmlOf(cell) + QStringLiteral("</td>");
            out += QStringLiteral("</tr>");
        }
        return out + QStringLiteral("</table>\n");
    case Block::Kind::Image:
        return QStringLiteral("<p><img src=\"%1\" alt=\"%2\" width=\"640\"></p>\n")
            .arg(b.file.toHtmlEscaped(), b.alt.toHtmlEscaped());
    }
    return out;
}

} // namespace hw
