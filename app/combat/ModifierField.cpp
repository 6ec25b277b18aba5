#include "ModifierField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace fw::app {

namespace {
class ModifierText
{
    Q_DECLARE_TR_FUNCTIONS(fw::app::AttackPanel)
};
} // namespace

QWidget *addModifierField(QFormLayout *form, const model::combat::ModifierSpec &spec,
                          const std::function<void()> &changed)
{
    const QString tip
        = spec.rule.isEmpty() ? QString() : ModifierText::tr("Rule: %1").arg(spec.rule);
    QWidget *field = nullptr;
    if (spec.hasChoices()) {
        auto *combo = new QComboBox;
        for (const model::combat::Choice &choice : spec.choices)
            combo->addItem(choice.label, choice.id);
        combo->setCurrentIndex(spec.defaultValue);
        QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [changed] { changed(); });
        field = combo;
    } else if (spec.min == 0 && spec.max == 1) {
        auto *check = new QCheckBox(spec.label);
        check->setObjectName(spec.id);
        check->setChecked(spec.defaultValue != 0);
        check->setToolTip(tip);
        QObject::connect(check, &QCheckBox::toggled, check, [changed] { changed(); });
        form->addRow(check);
        return check;
    } else {
        auto *spin = new QSpinBox;
        spin->setRange(spec.min, spec.max);
        spin->setValue(spec.defaultValue);
        QObject::connect(spin, &QSpinBox::valueChanged, spin, [changed] { changed(); });
        field = spin;
    }
    field->setObjectName(spec.id);
    field->setToolTip(tip);
    auto *label = new QLabel(spec.label + QLatin1Char(':'));
    label->setBuddy(field);
    label->setToolTip(tip);
    form->addRow(label, field);
    return field;
}

int modifierFieldValue(const QWidget *field)
{
    if (const auto *check = qobject_cast<const QCheckBox *>(field))
        return check->isChecked() ? 1 : 0;
    if (const auto *combo = qobject_cast<const QComboBox *>(field))
        return combo->currentIndex();
    if (const auto *spin = qobject_cast<const QSpinBox *>(field))
        return spin->value();
    return 0;
}

} // namespace fw::app
