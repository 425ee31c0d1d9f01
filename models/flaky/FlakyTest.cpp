#include "FlakyTest.h"

using namespace Qt::StringLiterals;

namespace hw {

QString FlakyTest::fullName() const
{
    QStringList parts;
    for (const QString *p : { &file, &classname, &name })
        if (!p->isEmpty())
            parts << *p;
    return parts.join(u" · "_s);
}

QStringList FlakyTest::platforms() const
{
    QStringList out;
    for (const QString &job : jobs) {
        const QStringList parts = job.split(u" / "_s);
        // Without a workflow prefix the job name itself is the best we have.
        const QString platform = parts.size() >= 3 ? parts.at(1) : parts.constFirst();
        if (!out.contains(platform))
            out << platform;
    }
    out.sort();
    return out;
}

} // namespace hw
