#include "PngFile.h"

#include <QCoreApplication>
#include <QImage>
#include <QSaveFile>

namespace hw {

Result<void, QString> PngFile::encodeInto(const QImage &image, QSaveFile &file)
{
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (!image.save(&file, "PNG")) // a full disk fails the file; anything else, the encoder
        return file.error() != QFileDevice::NoError
                   ? file.errorString()
                   : QCoreApplication::translate("hw::PngFile", "the image could not be encoded as PNG");
    return {};
}

Result<void, PngFile::Failure> PngFile::write(const QImage &image, const QString &path, OperationControl *control)
{
    const auto cancelled = [control](int permille) { return control && !control->reached(permille); };
    if (cancelled(0))
        return Failure{true, {}};
    QSaveFile file(path);
    if (const Result<void, QString> encoded = encodeInto(image, file); !encoded)
        return Failure{false, encoded.error()};
    if (cancelled(950))
        return Failure{true, {}}; // the QSaveFile removes its temporary file
    if (!file.commit())
        return Failure{false, file.errorString()};
    if (control)
        control->permille = 1000;
    return {};
}

} // namespace hw
