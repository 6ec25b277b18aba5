#pragma once

#include <QGroupBox>

class QFormLayout;
class QGridLayout;
class QLabel;

namespace fw::model {
class Fleet;
}
namespace fw::model::billionsuns {
struct ShipClass;
class BillionSunsSystem;
} // namespace fw::model::billionsuns

namespace fw::app {

// A class's card, read-only: its stats and weapon systems as the ship table gives them, and the
// values the game derives from its mass and silhouette (BillionSunsSystem::derivedValues).
class BillionSunsClassCard final : public QGroupBox
{
    Q_OBJECT

public:
    explicit BillionSunsClassCard(QWidget *parent = nullptr);

    // Shows `shipClass` under the rules options of `fleet`. Without a class, shows that the class
    // `unknownId` is unknown, or nothing when it is empty.
    void showClass(const model::billionsuns::ShipClass *shipClass,
                   const model::billionsuns::BillionSunsSystem &system, const model::Fleet &fleet,
                   const QString &unknownId = QString());

Q_SIGNALS:
    // The player asked to edit the custom class shown (its id).
    void editCustomClass(const QString &classId);

private:
    QLabel *addStat(QGridLayout *grid, int row, int column, const QString &label, const char *name,
                    const QString &toolTip);
    QLabel *addRow(QFormLayout *form, const QString &label, const char *name,
                   const QString &toolTip);

    QString m_classId;
    QLabel *m_summary = nullptr;
    QWidget *m_body = nullptr;
    QLabel *m_cost = nullptr;
    QLabel *m_mass = nullptr;
    QLabel *m_thrust = nullptr;
    QLabel *m_silhouette = nullptr;
    QLabel *m_shields = nullptr;
    QLabel *m_kind = nullptr;
    QFormLayout *m_weapons = nullptr;
    QLabel *m_primary = nullptr;
    QLabel *m_auxiliary = nullptr;
    QLabel *m_notes = nullptr;
    QFormLayout *m_derived = nullptr;
};

} // namespace fw::app
