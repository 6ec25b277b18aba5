#include "EditNotes.h"

#include <QLabel>
#include <QStringList>
#include <QToolTip>

namespace fw::app {

ExplainingSpinBox::ExplainingSpinBox(QWidget *parent)
    : QSpinBox(parent)
{}

QString ExplainingSpinBox::reasonFor(int value) const
{
    if (m_reason) {
        const QString reason = m_reason(value);
        if (!reason.isEmpty())
            return reason;
    }
    return tr("%1 is refused: this field takes %2 to %3.").arg(value).arg(minimum()).arg(maximum());
}

QValidator::State ExplainingSpinBox::validate(QString &input, int &pos) const
{
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid)
        return state;
    // A number the box does not take: say why, next to the box.
    QString text = input;
    if (text.startsWith(prefix()))
        text.remove(0, prefix().size());
    if (text.endsWith(suffix()))
        text.chop(suffix().size());
    bool ok = false;
    const int value = locale().toInt(text.trimmed(), &ok);
    if (ok && (value > maximum() || value < minimum())) {
        const QString reason = reasonFor(value);
        auto *self = const_cast<ExplainingSpinBox *>(this);
        QToolTip::showText(mapToGlobal(rect().bottomLeft()), reason, self);
        Q_EMIT self->refused(reason);
    }
    return state;
}

QLabel *newEditNoteLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b9770e;"));
    label->hide();
    return label;
}

void showEditNote(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QString adjustmentsText(const std::vector<Adjustment> &adjustments)
{
    QStringList parts;
    for (const Adjustment &a : adjustments)
        parts << ExplainingSpinBox::tr("%1 %2 → %3").arg(a.what).arg(a.from).arg(a.to);
    return parts.join(ExplainingSpinBox::tr(", "));
}

QString withAdjustments(const QString &step, const std::vector<Adjustment> &adjustments)
{
    if (adjustments.empty())
        return step;
    return ExplainingSpinBox::tr("%1 (%2)").arg(step, adjustmentsText(adjustments));
}

} // namespace fw::app
