#pragma once

#include <QString>
#include <QUrl>

namespace hw {

// One <Project> of a cctray.xml feed (the format CCMenu, CCTray, BuildNotify and Nevergreen read).
struct CcTrayProject {
    enum class Activity { Sleeping, Building, CheckingModifications };
    enum class Status { Success, Failure, Exception, Unknown };
    QString name;
    Activity activity = Activity::Sleeping;
    Status lastBuildStatus = Status::Unknown;
    QString lastBuildLabel; // the commit's short sha
    qint64 lastBuildTime = 0; // UTC seconds
    QUrl webUrl;
    bool operator==(const CcTrayProject &) const = default;
};

} // namespace hw
