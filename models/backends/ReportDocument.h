#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace hw {

// A small document model of what a report says (headings, paragraphs, bullets, tables, images,
// with bold, code and linked runs of text), rendered to Markdown (for a PR) and to HTML (for
// QTextDocument, then PDF): one content, two renderings that never disagree.
class ReportDocument
{
public:
    struct Run {
        QString text;
        QString url;
        bool bold = false;
        bool code = false;
    };
    using Inline = QVector<Run>;

    static Inline plain(const QString &text) { return {Run{text, {}, false, false}}; }
    static Inline bold(const QString &text) { return {Run{text, {}, true, false}}; }
    static Inline code(const QString &text) { return {Run{text, {}, false, true}}; }
    static Inline link(const QString &text, const QString &url) { return {Run{text, url, false, false}}; }

    void heading(int level, const QString &text);
    void paragraph(const Inline &text);
    void bullets(const QVector<Inline> &items);
    void table(const QStringList &headers, const QVector<QVector<Inline>> &rows);
    void image(const QString &alt, const QString &file);

    QString toMarkdown() const;
    // A whole HTML page; tables print in the light scheme's colours.
    QString toHtml(const QString &title) const;

    // Text as Markdown shows it literally: its markup characters escaped, new lines as spaces.
    static QString markdownEscaped(const QString &text);

private:
    struct Block {
        enum class Kind { Heading, Paragraph, Bullets, Table, Image };
        Kind kind = Kind::Paragraph;
        int level = 1;
        Inline text;
        QVector<Inline> items;
        QStringList headers;
        QVector<QVector<Inline>> rows;
        QString alt, file;
    };
    static QString markdownOf(const Inline &runs);
    static QString htmlOf(const Inline &runs);
    static QString markdownOf(const Block &b);
    static QString htmlOf(const Block &b);

    QVector<Block> m_blocks;
};

} // namespace hw
