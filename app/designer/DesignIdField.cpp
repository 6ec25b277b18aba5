#include "DesignIdField.h"

#include "../commands/PushEdit.h"
#include "../document/FleetDocument.h"
#include "EditingKit.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace fw::app {

DesignIdField::DesignIdField(FleetDocument &document, Texts texts, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_alive(&document)
    , m_texts(std::move(texts))
{
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("design.id"));
    m_edit->setMaxLength(50);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("design.idNote"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(ProblemStyle);
    m_note->hide();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_note);
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_typed = true; });
    connect(m_edit, &QLineEdit::editingFinished, this, &DesignIdField::commit);
}

QString DesignIdField::currentId() const
{
    if (!m_alive || m_index < 0 || m_index >= int(m_document.fleet().designs.size()))
        return {};
    return m_document.fleet().designs[std::size_t(m_index)]->id();
}

void DesignIdField::setDesign(int index)
{
    m_index = index;
    m_typed = false;
    m_note->hide();
    refresh(true);
}

void DesignIdField::refresh(bool other)
{
    if (m_typed && !other)
        return;
    m_typed = false;
    setTextQuietly(m_edit, currentId());
}

void DesignIdField::commit()
{
    if (!m_alive || m_index < 0 || m_index >= int(m_document.fleet().designs.size()))
        return;
    const model::Fleet &fleet = m_document.fleet();
    const QString old = currentId();
    const QString id = m_edit->text().trimmed();
    m_typed = false;
    if (id == old) {
        m_note->hide();
        setTextQuietly(m_edit, old);
        return;
    }
    QString problem;
    if (id.isEmpty())
        problem = m_texts.needsId;
    else if (const int other = otherDesignWithId(fleet, m_index, id); other >= 0)
        problem = m_texts.taken.arg(id, fleet.designs[std::size_t(other)]->name());
    if (!problem.isEmpty()) {
        m_note->setText(m_texts.stays.arg(problem, old));
        m_note->show();
        setTextQuietly(m_edit, old);
        return;
    }
    m_note->hide();
    if (beforeChange)
        beforeChange(id);
    pushDesignIdChange(m_document, m_index, id, m_texts.undoText, parentWidget(), alsoPush);
}

} // namespace fw::app
