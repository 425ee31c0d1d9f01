#pragma once

#include <QByteArray>
#include <QNetworkAccessManager>

namespace hw::test {

// An access manager that adds one header to every request: how a test asks the provider for a
// test-only behaviour (a short-lived device code) without a test hook in the code under test.
class HeaderAddingNetworkAccessManager : public QNetworkAccessManager
{
public:
    HeaderAddingNetworkAccessManager(QByteArray name, QByteArray value)
        : m_name(std::move(name))
        , m_value(std::move(value))
    {
    }

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &original, QIODevice *data) override
    {
        QNetworkRequest request(original);
        request.setRawHeader(m_name, m_value);
        return QNetworkAccessManager::createRequest(op, request, data);
    }

private:
    QByteArray m_name;
    QByteArray m_value;
};

} // namespace hw::test
