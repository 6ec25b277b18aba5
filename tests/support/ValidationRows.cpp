#include "ValidationRows.h"

#include <QTest>

#include <algorithm>

namespace fw::test {

const validators::Issue *findIssue(const validators::Issues &issues, const QString &code,
                                   const QString &subject)
{
    const auto it = std::find_if(issues.begin(), issues.end(), [&](const validators::Issue &i) {
        return i.code == code && i.subject == subject;
    });
    return it == issues.end() ? nullptr : &*it;
}

void expectIssue(const model::Fleet &fleet, const Registries &r, const QString &code,
                 const QString &subject, bool present, const QString &part)
{
    const validators::Issues issues = validators::validateFleet(fleet, r.validators);
    if (!present) {
        for (const validators::Issue &i : issues)
            QVERIFY2(i.code != code, qPrintable(describe(issues)));
        return;
    }
    const validators::Issue *issue = findIssue(issues, code, subject);
    QVERIFY2(issue, qPrintable(describe(issues)));
    if (issue && !part.isEmpty())
        QVERIFY2(issue->message.contains(part), qPrintable(issue->message));
}

void addValidationColumns()
{
    QTest::addColumn<FleetEdit>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("severity"); // empty: absent
    QTest::addColumn<QString>("part");
}

void addValidationRow(const char *name, FleetEdit edit, const char *code, const char *subject,
                      const char *severity, const char *part)
{
    QTest::newRow(name) << std::move(edit) << QString::fromUtf8(code) << QString::fromUtf8(subject)
                        << QString::fromUtf8(severity) << QString::fromUtf8(part);
}

void checkValidationRow(model::Fleet &fleet, const Registries &r, const QString &rulePrefix)
{
    QFETCH(FleetEdit, edit);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QFETCH(QString, severity);
    QFETCH(QString, part);
    edit(fleet);
    const validators::Issues issues = validators::validateFleet(fleet, r.validators);
    if (severity.isEmpty()) {
        const bool prefix = code.endsWith(QLatin1Char('.'));
        for (const validators::Issue &i : issues) {
            QVERIFY2(prefix ? !i.code.startsWith(code) : i.code != code,
                     qPrintable(describe(issues)));
        }
        return;
    }
    const validators::Issue *issue = findIssue(issues, code, subject);
    QVERIFY2(issue, qPrintable(describe(issues)));
    QCOMPARE(validators::severityId(issue->severity), severity);
    QVERIFY2(issue->message.contains(part), qPrintable(issue->message));
    QVERIFY2(issue->rule.startsWith(rulePrefix), qPrintable(issue->rule));
}

void checkNoIssues(const model::Fleet &fleet, const Registries &r)
{
    const validators::Issues issues = validators::validateFleet(fleet, r.validators);
    QVERIFY2(issues.empty(), qPrintable(describe(issues)));
}

namespace {

void checkUnknownKey(const validators::Issues &issues, const QString &subject,
                     const QString &suggestion)
{
    const validators::Issue *issue = findIssue(issues, QStringLiteral("file.unknownKey"), subject);
    QVERIFY2(issue, qPrintable(describe(issues)));
    QCOMPARE(validators::severityId(issue->severity), QStringLiteral("warning"));
    QVERIFY2(issue->message.contains(QStringLiteral("Did you mean “%1”?").arg(suggestion)),
             qPrintable(issue->message));
}

} // namespace

void addUnknownKeyColumns()
{
    QTest::addColumn<FleetEdit>("edit");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("suggestion");
}

void addUnknownKeyRow(const char *name, ExtraOf extraOf, const char *key, const char *subject,
                      const char *suggestion)
{
    QTest::newRow(name) << FleetEdit([extraOf, key](model::Fleet &f) { extraOf(f)[key] = 1; })
                        << QString::fromUtf8(subject) << QString::fromUtf8(suggestion);
}

void checkUnknownKeyRow(model::Fleet &fleet, const Registries &r)
{
    QFETCH(FleetEdit, edit);
    QFETCH(QString, subject);
    QFETCH(QString, suggestion);
    edit(fleet);
    checkUnknownKey(validators::validateFleet(fleet, r.validators), subject, suggestion);
}

void addUnknownKeyInFileColumns()
{
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<QString>("suggestion");
}

void checkUnknownKeyInFileRow(const model::Json &file, const Registries &r)
{
    QFETCH(QString, pointer);
    QFETCH(QString, subject);
    QFETCH(QString, suggestion);
    model::Json json = file;
    json[model::Json::json_pointer(pointer.toStdString())] = 1;
    const auto fleet = parseFleet(r, json);
    QVERIFY(fleet);
    checkUnknownKey(validators::validateFleet(*fleet, r.validators), subject, suggestion);
}

} // namespace fw::test
