// The README's configuration reference is the user's only list of profile keys: it must name
// exactly the keys a profile accepts, so neither drifts from the other.
#include "TestRegistry.h"

#include "profiles/ProfileSettings.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_ConfigReference : public QObject
{
    Q_OBJECT

    // The keys in the first column of the table under "### Configuration reference".
    static QSet<QString> documentedKeys(const QString &readme)
    {
        const qsizetype start = readme.indexOf(u"\n### Configuration reference\n"_s);
        if (start < 0)
            return {};
        const qsizetype end = readme.indexOf(u"\n## "_s, start + 1);
        const QString section = readme.mid(start, end < 0 ? -1 : end - start);
        QSet<QString> keys;
        static const QRegularExpression key(u"`([a-z]+/[A-Za-z]+)`"_s);
        for (const QString &line : section.split(u'\n')) {
            if (!line.startsWith(u"| `"_s))
                continue;
            const QString firstCell = line.section(u'|', 1, 1);
            for (auto it = key.globalMatch(firstCell); it.hasNext();)
                keys.insert(it.next().captured(1));
        }
        return keys;
    }

private slots:
    void theReadmeNamesEveryKeyAndNoOther()
    {
        QFile file(QStringLiteral(HUDWATCH_TEST_DATA_DIR "/../../README.md"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QSet<QString> documented = documentedKeys(QString::fromUtf8(file.readAll()));
        QVERIFY2(documented.size() > 20, "the table was not found");
        const QStringList known = ProfileSettings::knownKeys();
        const QSet<QString> accepted(known.cbegin(), known.cend());
        QStringList undocumented = QStringList(accepted.cbegin(), accepted.cend());
        undocumented.removeIf([&](const QString &k) { return documented.contains(k); });
        QStringList unknown = QStringList(documented.cbegin(), documented.cend());
        unknown.removeIf([&](const QString &k) { return accepted.contains(k); });
        undocumented.sort();
        unknown.sort();
        QVERIFY2(undocumented.isEmpty(), qPrintable(u"not in the README: "_s + undocumented.join(u", ")));
        QVERIFY2(unknown.isEmpty(), qPrintable(u"in the README, refused by a profile: "_s + unknown.join(u", ")));
    }

    void theParserFindsAMissingRow()
    {
        const QString readme = u"x\n### Configuration reference\n\n| key | a |\n|---|---|\n"
                                "| `a/b`, `a/c` | 1 |\n| `d/e` | `f/g` in another cell |\n\n## Next\n| `h/i` | |\n"_s;
        QCOMPARE(documentedKeys(readme), QSet<QString>({ u"a/b"_s, u"a/c"_s, u"d/e"_s }));
    }
};

HW_TEST_GUILESS_MAIN(tst_ConfigReference)
#include "tst_ConfigReference.moc"
