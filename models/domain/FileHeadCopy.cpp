#include "FileHeadCopy.h"

#include <QFile>
#include <QSaveFile>

#include <algorithm>

namespace hw {

FileHeadCopy::Outcome FileHeadCopy::copy(const QString &from, qint64 bytes, const QString &to,
                                         OperationControl *control)
{
    constexpr qint64 kBlock = 4 << 20;
    QFile in(from);
    if (!in.open(QIODevice::ReadOnly))
        return {Failure::Read, in.errorString()};
    QSaveFile out(to);
    if (!out.open(QIODevice::WriteOnly))
        return {Failure::Write, out.errorString()};
    qint64 left = bytes;
    QByteArray block;
    while (left > 0) {
        if (control && !control->reached(int((bytes - left) * 1000 / bytes)))
            return {Failure::Cancelled, {}}; // ~QSaveFile drops the temporary file
        block = in.read(std::min(left, kBlock));
        if (block.isEmpty())
            return {Failure::Read, in.errorString()}; // shorter than `bytes`: it shrank meanwhile
        if (out.write(block) != block.size())
            return {Failure::Write, out.errorString()};
        left -= block.size();
    }
    if (!out.commit())
        return {Failure::Write, out.errorString()};
    if (control)
        control->permille = 1000;
    return {};
}

} // namespace hw
