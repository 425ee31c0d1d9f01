#include "AlertDigest.h"

#include <QCoreApplication>
#include <QStringList>

namespace hw {

namespace {

// Contexts as lupdate assigns them (the enclosing class or namespace), so the lookup finds the .ts entry.
QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("hw::AlertDigest", text, nullptr, n);
}

// "a, b, c and 2 more": a notification has room for a few names.
QString names(const Alerts &alerts)
{
    constexpr int shown = 3;
    QStringList list;
    for (int i = 0; i < std::min<int>(shown, int(alerts.size())); ++i)
        list << alerts[i].title;
    QString text = list.join(QStringLiteral(", "));
    if (alerts.size() > shown)
        text = QCoreApplication::translate("hw::AlertDigest", "%1 and %n more", nullptr, int(alerts.size()) - shown)
                   .arg(text);
    return text;
}

} // namespace

QString AlertDigest::title() const
{
    QStringList parts;
    if (!broke.isEmpty())
        parts << tr("%n broke", int(broke.size()));
    if (!stillBroken.isEmpty())
        parts << tr("%n still broken", int(stillBroken.size()));
    if (!fixed.isEmpty())
        parts << tr("%n fixed", int(fixed.size()));
    return parts.join(QStringLiteral(", "));
}

QString AlertDigest::body() const
{
    QStringList lines;
    if (!broke.isEmpty())
        lines << QStringLiteral("✗ ") + names(broke);
    if (!stillBroken.isEmpty())
        lines << QStringLiteral("● ") + tr("still: %1").arg(names(stillBroken));
    // A source coming back is not a fix of HUD's data: said as what it is.
    Alerts fixedJobs, reachable, fresh;
    for (const Alert &a : fixed) {
        if (a.key.startsWith(QLatin1String("source:")))
            reachable << a;
        else if (a.key.startsWith(QLatin1String("stale:")))
            fresh << a;
        else
            fixedJobs << a;
    }
    if (!fixedJobs.isEmpty())
        lines << QStringLiteral("✓ ") + tr("fixed: %1").arg(names(fixedJobs));
    if (!reachable.isEmpty())
        lines << QStringLiteral("✓ ") + tr("reachable again: %1").arg(names(reachable));
    if (!fresh.isEmpty())
        lines << QStringLiteral("✓ ") + tr("new data again: %1").arg(names(fresh));
    return lines.join(QLatin1Char('\n'));
}

QUrl AlertDigest::target() const
{
    for (const Alerts *list : {&broke, &stillBroken, &fixed})
        if (!list->isEmpty())
            return list->first().target;
    return {};
}

} // namespace hw
