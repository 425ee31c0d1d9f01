#include "SettingsRefusals.h"

#include <QMutex>
#include <QSet>

namespace hw {

namespace {

QMutex &mutex()
{
    static QMutex m;
    return m;
}

QSet<QString> &accounts()
{
    static QSet<QString> s;
    return s;
}

} // namespace

bool SettingsRefusals::refuses(const QString &account)
{
    QMutexLocker lock(&mutex());
    return accounts().contains(account);
}

void SettingsRefusals::remember(const QString &account)
{
    QMutexLocker lock(&mutex());
    accounts().insert(account);
}

void SettingsRefusals::forgetAll()
{
    QMutexLocker lock(&mutex());
    accounts().clear();
}

} // namespace hw
