#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hw::test {

// A fixture of upstream's log-classifier tests (tests/data/logs/PROVENANCE.md): the log with its
// markers removed, and what the markers say the classifier picks.
struct ClassifierFixture {
    QByteArray log;
    qint64 expectedLine = 0; // 1-based; 0: nothing classifies
    QStringList expectedCaptures;
    QString expectedText; // the marked line without markers, as it is in the log
};

// "#=MATCH=# " marks the line, ‹ › wrap each capture, a "#=SOURCE=#" line is metadata.
ClassifierFixture readClassifierFixture(const QString &path);

} // namespace hw::test
