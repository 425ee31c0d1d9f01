// The report's document model on its own: one content, rendered to Markdown (what a PR shows)
// and to HTML (what the PDF prints), the expected text written out by hand.
#include "TestRegistry.h"

#include "backends/ReportDocument.h"

#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_ReportDocument : public QObject
{
    Q_OBJECT

private slots:
    void markdownOfEveryBlock()
    {
        ReportDocument doc;
        doc.heading(2, u"Level history"_s);
        doc.paragraph(ReportDocument::plain(u"# not a heading"_s));
        ReportDocument::Inline line = ReportDocument::plain(u"Device: "_s);
        line += ReportDocument::code(u"a`b"_s);
        line += ReportDocument::bold(u"L3"_s);
        doc.bullets({ line, ReportDocument::link(u"#12"_s, u"https://x/12"_s) });
        doc.table({ u"A|B"_s, u"C"_s }, { { ReportDocument::plain(u"1*2"_s), ReportDocument::plain(u"<b>"_s) } });
        doc.image(u"Jobs [all]"_s, u"my report-jobs.png"_s);
        QCOMPARE(doc.toMarkdown(),
                 u"## Level history\n\n"
                 "\\# not a heading\n\n"
                 "- Device: `a'b`**L3**\n- [#12](https://x/12)\n\n"
                 "| A\\|B | C |\n|---|---|\n| 1\\*2 | \\<b> |\n\n"
                 "![Jobs \\[all\\]](my%20report-jobs.png)\n"_s);
    }

    void markdownEscapesOnlyWhatIsMarkup()
    {
        QCOMPARE(ReportDocument::markdownEscaped(u"a < b, <br> and\nnext \\ `x` [y] |z| 3 * 4"_s),
                 u"a < b, \\<br> and next \\\\ \\`x\\` \\[y\\] \\|z\\| 3 \\* 4"_s);
    }

    void htmlOfEveryBlock()
    {
        ReportDocument doc;
        doc.heading(1, u"R & D"_s);
        doc.paragraph(ReportDocument::link(u"<PR>"_s, u"https://x/?a=1&b=2"_s));
        doc.bullets({ ReportDocument::code(u"x"_s) });
        doc.image(u"alt \"q\""_s, u"f.png"_s);
        const QString html = doc.toHtml(u"T<1>"_s);
        QVERIFY2(html.startsWith(u"<html><head><meta charset=\"utf-8\"><title>T&lt;1&gt;</title></head>"_s), qPrintable(html));
        QVERIFY(html.contains(u"<h1>R &amp; D</h1>\n"_s));
        QVERIFY(html.contains(u"<p><a href=\"https://x/?a=1&amp;b=2\">&lt;PR&gt;</a></p>\n"_s));
        QVERIFY(html.contains(u"<ul><li><code>x</code></li></ul>\n"_s));
        QVERIFY(html.contains(u"<p><img src=\"f.png\" alt=\"alt &quot;q&quot;\" width=\"640\"></p>\n"_s));
        QVERIFY(html.endsWith(u"</body></html>\n"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_ReportDocument)
#include "tst_ReportDocument.moc"
