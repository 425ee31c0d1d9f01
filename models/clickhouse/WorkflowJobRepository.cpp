#include "WorkflowJobRepository.h"

#include "ClickHouseSql.h"

using namespace Qt::StringLiterals;

namespace hw {

QString WorkflowJobRepository::filterSql(const QString &repository)
{
    return u"startsWith(url, "_s + ClickHouseSql::quote(urlPrefix(repository)) + u')';
}

QString WorkflowJobRepository::urlPrefix(const QString &repository)
{
    return u"https://api.github.com/repos/"_s + repository + u"/actions/jobs/"_s;
}

} // namespace hw
