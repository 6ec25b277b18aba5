#include "FieldBinder.h"

#include <QFormLayout>
#include <QLabel>

namespace fw::app {

QLabel *addFieldRow(QFormLayout *form, const QString &label, QWidget *field)
{
    auto *caption = new QLabel(label, field->parentWidget());
    caption->setBuddy(field);
    caption->setToolTip(field->toolTip());
    form->addRow(caption, field);
    return caption;
}

BoundFields::BoundFields(QWidget *parent, QString prefix)
    : m_parent(parent)
    , m_prefix(std::move(prefix))
{}

void BoundFields::add(const QString &path, QWidget *field)
{
    m_fields.emplace_back(path, field);
}

QWidget *BoundFields::fieldFor(const QString &subject) const
{
    QWidget *best = nullptr;
    qsizetype length = -1;
    for (const auto &[path, field] : m_fields) {
        const bool within = subject == path
                            || (subject.startsWith(path)
                                && (subject.at(path.size()) == QLatin1Char('.')
                                    || subject.at(path.size()) == QLatin1Char('[')));
        if (within && path.size() > length) {
            best = field;
            length = path.size();
        }
    }
    return best;
}

bool BoundFields::focus(const QString &subject) const
{
    QWidget *field = fieldFor(subject);
    if (!field)
        return false;
    revealAndFocus(field);
    return true;
}

std::vector<QWidget *> BoundFields::widgets() const
{
    std::vector<QWidget *> all;
    all.reserve(m_fields.size());
    for (const auto &field : m_fields)
        all.push_back(field.second);
    return all;
}

ExplainingSpinBox *BoundFields::newSpin(const QString &path, int minimum, int maximum,
                                        const QString &toolTip)
{
    auto *box = new ExplainingSpinBox(m_parent);
    guardWheel(box);
    box->setObjectName(m_prefix + path);
    box->setRange(minimum, maximum);
    box->setToolTip(toolTip);
    add(path, box);
    return box;
}

QLineEdit *BoundFields::newLine(const QString &path, int maxLength, const QString &toolTip)
{
    auto *edit = new QLineEdit(m_parent);
    edit->setObjectName(m_prefix + path);
    edit->setMaxLength(maxLength);
    edit->setToolTip(toolTip);
    add(path, edit);
    return edit;
}

QPlainTextEdit *BoundFields::newText(const QString &path, const QString &toolTip)
{
    auto *edit = new QPlainTextEdit(m_parent);
    edit->setObjectName(m_prefix + path);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * 3 + 12);
    edit->setToolTip(toolTip);
    add(path, edit);
    return edit;
}

QComboBox *BoundFields::newCombo(const QString &path, const QStringList &items,
                                 const QString &toolTip)
{
    auto *box = new QComboBox(m_parent);
    guardWheel(box);
    box->setObjectName(m_prefix + path);
    addIndexedItems(box, items);
    box->setToolTip(toolTip);
    add(path, box);
    return box;
}

QCheckBox *BoundFields::newCheck(const QString &path, const QString &text, const QString &toolTip)
{
    auto *box = new QCheckBox(text, m_parent);
    box->setObjectName(m_prefix + path);
    box->setToolTip(toolTip);
    add(path, box);
    return box;
}

} // namespace fw::app
