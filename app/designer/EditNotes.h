#pragma once

// Nothing an editor refuses or changes on its own goes without a word: a spin box says why it
// refuses a typed value, a note next to the field says it, and an undo step that also changed a
// value the player did not touch names the change ("Mount → dorsal (range 5 → 3)").

#include <QSpinBox>
#include <QString>

#include <functional>
#include <vector>

class QLabel;

namespace fw::app {

// A spin box that refuses values outside its range as QSpinBox does, but says why: refused()
// carries the reason (the game's rule, or the bounds) and the reason shows as a tooltip at the
// box.
class ExplainingSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    // Why `value` (outside the box's range) is refused; translated, citing the rule.
    using Reason = std::function<QString(int value)>;

    explicit ExplainingSpinBox(QWidget *parent = nullptr);
    // Without a reason, the box names its bounds.
    void setReason(Reason reason) { m_reason = std::move(reason); }
    // The reason for `value`: the one set, or the bounds.
    QString reasonFor(int value) const;

Q_SIGNALS:
    void refused(const QString &reason);

protected:
    QValidator::State validate(QString &input, int &pos) const override;

private:
    Reason m_reason;
};

// A note under a table or field: word-wrapped, in the colour of warnings, hidden while empty.
QLabel *newEditNoteLabel(QWidget *parent, const QString &objectName);
// Shows `text` in `label` (hides it when `text` is empty).
void showEditNote(QLabel *label, const QString &text);

// A value the editor changed on its own, with its translated name: "range", 5, 3.
struct Adjustment
{
    QString what;
    int from = 0;
    int to = 0;
};
// "range 5 → 3, damage 4 → 3"; empty without adjustments.
QString adjustmentsText(const std::vector<Adjustment> &adjustments);
// `step` followed by the adjustments in brackets: "Mount → dorsal (range 5 → 3)".
QString withAdjustments(const QString &step, const std::vector<Adjustment> &adjustments);

} // namespace fw::app
