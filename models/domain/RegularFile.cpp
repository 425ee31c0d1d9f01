#include "RegularFile.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hw {

namespace {

using Kind = RegularFile::Error::Kind;

RegularFile::Error tooLarge(qint64 maxBytes)
{
    return {Kind::TooLarge, maxBytes >= 1024 * 1024 ? RegularFile::tr("it is larger than %1 MB").arg(maxBytes / (1024 * 1024))
                                                     : RegularFile::tr("it is larger than %1 KB").arg(maxBytes / 1024)};
}

RegularFile::Error systemError(int error)
{
    return {Kind::Unreadable, QString::fromLocal8Bit(std::strerror(error))};
}

// Closes the descriptor on every path.
struct Descriptor {
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

Result<QByteArray, RegularFile::Error> RegularFile::read(const QString &path, qint64 maxBytes)
{
    if (path.startsWith(u':')) { // a Qt resource: ours, built in
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return Error{Kind::Unreadable, resource.errorString()};
        if (resource.size() > maxBytes)
            return tooLarge(maxBytes);
        return resource.readAll();
    }
    const QByteArray name = QFile::encodeName(path);
    Descriptor file;
    do
        file.fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    while (file.fd < 0 && errno == EINTR);
    if (file.fd < 0)
        return systemError(errno);
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        return systemError(errno);
    if (S_ISDIR(info.st_mode))
        return Error{Kind::NotARegularFile, tr("it is a folder, not a file")};
    if (!S_ISREG(info.st_mode))
        return Error{Kind::NotARegularFile, tr("it is not a regular file (a pipe, a socket or a device)")};
    if (info.st_size > maxBytes)
        return tooLarge(maxBytes);
    QByteArray bytes(qsizetype(info.st_size), Qt::Uninitialized);
    qsizetype filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            if (bytes.size() > maxBytes)
                return tooLarge(maxBytes);
            bytes.resize(std::min<qsizetype>(maxBytes + 1, bytes.size() + 64 * 1024)); // it grew meanwhile
            if (filled == bytes.size())
                return tooLarge(maxBytes);
        }
        const ssize_t n = ::read(file.fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return systemError(errno);
        if (n == 0)
            break;
        filled += n;
    }
    if (filled > maxBytes)
        return tooLarge(maxBytes);
    bytes.truncate(filled);
    return bytes;
}

} // namespace hw
