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

Result<void, RegularFile::Error> RegularFile::open(const QString &path, QFile &file, qint64 maxBytes)
{
    if (path.startsWith(u':')) { // a Qt resource: ours, built in
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{Kind::Unreadable, file.errorString()};
        return file.size() > maxBytes ? Result<void, Error>(tooLarge(maxBytes)) : Result<void, Error>();
    }
    const QByteArray name = QFile::encodeName(path);
    Descriptor opened;
    do
        opened.fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    while (opened.fd < 0 && errno == EINTR);
    if (opened.fd < 0)
        return systemError(errno);
    struct stat info {};
    if (::fstat(opened.fd, &info) != 0)
        return systemError(errno);
    if (S_ISDIR(info.st_mode))
        return Error{Kind::NotARegularFile, tr("it is a folder, not a file")};
    if (!S_ISREG(info.st_mode))
        return Error{Kind::NotARegularFile, tr("it is not a regular file (a pipe, a socket or a device)")};
    if (info.st_size > maxBytes)
        return tooLarge(maxBytes);
    ::fcntl(opened.fd, F_SETFL, ::fcntl(opened.fd, F_GETFL) & ~O_NONBLOCK); // a regular file: plain reads
    if (!file.open(opened.fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
        return Error{Kind::Unreadable, file.errorString()};
    opened.fd = -1; // the QFile closes it now
    return {};
}

Result<QByteArray, RegularFile::Error> RegularFile::read(const QString &path, qint64 maxBytes)
{
    QFile file;
    if (const auto opened = open(path, file, maxBytes); !opened)
        return opened.error();
    QByteArray bytes;
    while (bytes.size() <= maxBytes) { // it may grow while it is read
        const QByteArray chunk = file.read(maxBytes + 1 - bytes.size());
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (file.error() != QFileDevice::NoError)
        return Error{Kind::Unreadable, file.errorString()};
    if (bytes.size() > maxBytes)
        return tooLarge(maxBytes);
    return bytes;
}

} // namespace hw
