#include "SchemaRows.h"

#include "TestSupport.h"

#include <model/core/Json.h>

#include <QStringList>
#include <QTest>

namespace fw::test::schema {

using model::Json;

void keyRows(const QString &system, const char *def, const char *object,
             std::initializer_list<const char *> names, bool elementColumn)
{
    for (const char *key : names) {
        QTestData &row
            = QTest::newRow(qPrintable(
                  QStringLiteral("%1: %2 %3").arg(system, QLatin1String(def), QLatin1String(key))))
              << system
              << QStringLiteral("/$defs/%1%2/properties/%3")
                     .arg(system, QLatin1String(def), QLatin1String(key))
              << QStringLiteral("%1/%2").arg(QLatin1String(object), QLatin1String(key));
        if (elementColumn)
            row << QByteArray();
    }
}

void requiredRows(const QString &system, std::initializer_list<RequiredRow> rows)
{
    for (const RequiredRow &r : rows) {
        QStringList schemaPointers;
        if (!*r.filePointer)
            schemaPointers << QString(); // the shared schema's keys
        schemaPointers << QStringLiteral("/$defs/%1%2").arg(system, QLatin1String(r.def));
        QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(system, QLatin1String(r.name))))
            << system << QString::fromLatin1(r.filePointer) << schemaPointers;
    }
}

void unknownKeyRows(const QString &system, std::initializer_list<const char *> pointers)
{
    QStringList list;
    for (const char *pointer : pointers)
        list << QString::fromLatin1(pointer);
    QTest::newRow(qPrintable(system)) << system << list;
}

void invalidRows(const QString &system, const QString &file)
{
    const QString path = test::dataPath(QStringLiteral("schema/") + file);
    const QByteArray bytes = test::readFile(path);
    const Json table = Json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    QVERIFY2(table.is_object() && table.contains("rows"), qPrintable(path));
    for (const Json &row : table.at("rows")) {
        const std::string pointer = row.at("pointer").get<std::string>();
        const bool removed = !row.contains("value");
        const std::string expected = row.value(
            "expected",
            removed ? Json::json_pointer(pointer).parent_pointer().to_string() : pointer);
        QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(
            system, QString::fromStdString(row.at("name").get<std::string>()))))
            << system << QString::fromStdString(pointer)
            << (removed ? QByteArray() : QByteArray::fromStdString(row.at("value").dump()))
            << QString::fromStdString(expected.empty() ? std::string("(top level)") : expected);
    }
}

} // namespace fw::test::schema
