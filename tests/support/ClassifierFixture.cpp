#include "ClassifierFixture.h"

#include "TestEnvironment.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw::test {

ClassifierFixture readClassifierFixture(const QString &path)
{
    const QByteArray prefix = "#=MATCH=# ";
    const QString open = u"‹"_s;
    const QString close = u"›"_s;
    ClassifierFixture f;
    QByteArrayList lines = readFile(path).split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // the final newline ends the last line, as in Rust's str::lines()
    qint64 number = 0;
    for (QByteArray line : lines) {
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.startsWith("#=SOURCE=#"))
            continue;
        ++number;
        if (line.startsWith(prefix)) {
            const QString marked = QString::fromUtf8(line.mid(prefix.size()));
            static const QRegularExpression capture(u"‹(.*?)›"_s);
            for (auto it = capture.globalMatch(marked); it.hasNext();)
                f.expectedCaptures.append(it.next().captured(1));
            QString bare = marked;
            bare.remove(open).remove(close);
            f.expectedLine = number;
            f.expectedText = bare;
            line = bare.toUtf8();
        }
        f.log += line + '\n';
    }
    return f;
}

} // namespace hw::test
