#include "ScsMovementPage.h"

#include <model/core/JsonPath.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fw::app::scs {

namespace {

constexpr int SpeedsPerRow = 10;
constexpr int MaxSpeeds = 40;

} // namespace

ScsMovementPage::ScsMovementPage(DesignAccess<ScsClass> &access, QWidget *parent)
    : QWidget(parent)
    , m_access(access)
{
    auto *movement = new QGroupBox(tr("Movement table"), this);
    auto *movementLayout = new QVBoxLayout(movement);
    auto *intro = new QLabel(tr("The turn delay at each speed: the hexes a ship travels before a "
                                "turn takes effect, with all its thrust turning (digest §5.2). "
                                "Zigs add half a hex each, rounded up."),
                             movement);
    intro->setWordWrap(true);
    movementLayout->addWidget(intro);

    m_speeds = new QSpinBox(movement);
    guardWheel(m_speeds);
    m_speeds->setObjectName(QStringLiteral("turnDelay.count"));
    m_speeds->setRange(0, MaxSpeeds);
    m_speeds->setToolTip(tr("How many speeds the table gives, from speed 1."));
    auto *speedsRow = new QHBoxLayout;
    auto *speedsLabel = new QLabel(tr("S&peeds in the table:"), movement);
    speedsLabel->setBuddy(m_speeds);
    speedsRow->addWidget(speedsLabel);
    speedsRow->addWidget(m_speeds);
    speedsRow->addStretch(1);
    movementLayout->addLayout(speedsRow);

    m_delayGrid = new QGridLayout;
    m_delayGrid->setHorizontalSpacing(4);
    movementLayout->addLayout(m_delayGrid);

    m_factor = new QDoubleSpinBox(movement);
    guardWheel(m_factor);
    m_factor->setObjectName(QStringLiteral("turnDelay.factor"));
    m_factor->setRange(0.05, 5.0);
    m_factor->setDecimals(2);
    m_factor->setSingleStep(0.01);
    m_factor->setValue(0.66);
    m_factor->setPrefix(QStringLiteral("× "));
    m_factor->setToolTip(tr("The turn delay factor of the B5 Wars sheet, e.g. 0.66 for “turn "
                            "delay 0.66 × speed”."));
    m_rounding = new QComboBox(movement);
    guardWheel(m_rounding);
    m_rounding->setObjectName(QStringLiteral("turnDelay.rounding"));
    m_rounding->addItem(tr("rounded down"), int(Rounding::Down));
    m_rounding->addItem(tr("rounded to nearest"), int(Rounding::Nearest));
    m_rounding->addItem(tr("rounded up"), int(Rounding::Up));
    m_rounding->setToolTip(
        tr("Rounded down, 0.66 × speed gives the source's Var'Nic table (speed 6: 3 hexes, "
           "speed 7: 4). FieryVoid rounds up. Every delay is at least 1."));
    m_fill = new QPushButton(tr("Fill from Fa&ctor"), movement);
    m_fill->setObjectName(QStringLiteral("turnDelay.fill"));
    m_fill->setToolTip(tr("Sets the turn delay at every speed of the table to factor × speed, "
                          "rounded as chosen, at least 1: one undo step."));
    auto *fillRow = new QHBoxLayout;
    auto *factorLabel = new QLabel(tr("Turn delay = speed"), movement);
    factorLabel->setBuddy(m_factor);
    fillRow->addWidget(factorLabel);
    fillRow->addWidget(m_factor);
    fillRow->addStretch(1);
    movementLayout->addLayout(fillRow);
    auto *roundingRow = new QHBoxLayout;
    roundingRow->addWidget(m_rounding);
    roundingRow->addWidget(m_fill);
    roundingRow->addStretch(1);
    movementLayout->addLayout(roundingRow);

    auto *sides = new QGroupBox(tr("Side chart (d10)"), this);
    auto *sidesLayout = new QVBoxLayout(sides);
    auto *sidesIntro = new QLabel(tr("The d10 roll that picks the section a volley strikes; all "
                                     "of one ship's shots hit that side (digest §5.3)."),
                                  sides);
    sidesIntro->setWordWrap(true);
    sidesLayout->addWidget(sidesIntro);
    m_sideChart = new RangeTable(1, 10, QStringLiteral("sideChart"), sides);
    m_sideChart->setHeaders(tr("Section"), tr("d10 result → section hit"));
    auto *buildSides = new QPushButton(tr("Build Side Chart"), sides);
    buildSides->setObjectName(QStringLiteral("sideChart.build"));
    buildSides->setToolTip(tr("Proposes a side chart for the sheet's sections: forward 1–3, "
                              "port 4–5, starboard 6–7, aft 8–10 (forward and aft halves "
                              "without side sections)."));
    sidesLayout->addWidget(m_sideChart);
    sidesLayout->addWidget(buildSides, 0, Qt::AlignLeft);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(movement);
    layout->addWidget(sides, 1);

    connect(m_speeds, &QSpinBox::valueChanged, this, [this](int count) {
        m_access.editDesign(QStringLiteral("turnDelay"), tr("Change the speeds of the table"),
                            [count](ScsClass &c) {
                                const int last = c.turnDelay.empty() ? 1 : c.turnDelay.back();
                                c.turnDelay.resize(std::size_t(count), last);
                            });
    });
    connect(m_fill, &QPushButton::clicked, this, &ScsMovementPage::fillFromFactor);
    connectSideChart(buildSides);
}

// The side chart's rows and its Build button: each edit is one undo step of the design.
void ScsMovementPage::connectSideChart(QPushButton *buildSides)
{
    connect(m_sideChart, &RangeTable::rowEdited, this,
            [this](int row, int column, const RangeTable::Row &edited) {
                editSideRow(row, column, edited);
            });
    connect(m_sideChart, &RangeTable::addRequested, this, [this](int after) {
        m_access.editDesign(
            QStringLiteral("sideChart"), tr("Add side chart row"),
            [after](ScsClass &c) {
                const int at = std::min(after + 1, int(c.sideChart.size()));
                const int from = at > 0 ? c.sideChart[std::size_t(at - 1)].to + 1 : 1;
                const QString section = c.sections.empty() ? QString() : c.sections.front().id;
                c.sideChart.insert(c.sideChart.begin() + at,
                                   {std::min(from, 10), std::min(from, 10), section});
            },
            false);
        m_sideChart->setCurrentRow(std::min(after + 1, int(m_sideChart->rows().size()) - 1));
    });
    connect(m_sideChart, &RangeTable::removeRequested, this, [this](int row) {
        m_access.editDesign(
            QStringLiteral("sideChart"), tr("Remove side chart row"),
            [row](ScsClass &c) {
                if (row < int(c.sideChart.size()))
                    c.sideChart.erase(c.sideChart.begin() + row);
            },
            false);
    });
    connect(buildSides, &QPushButton::clicked, this, [this] {
        m_access.editDesign(
            QStringLiteral("sideChart"), tr("Build side chart"),
            [](ScsClass &c) {
                QStringList ids;
                for (const Section &s : c.sections)
                    ids << s.id;
                c.sideChart = newSideChart(ids);
            },
            false);
    });
}

void ScsMovementPage::refresh()
{
    const ScsClass *c = m_access.designShown();
    const std::vector<int> delays = c ? c->turnDelay : std::vector<int>();
    setValueQuietly(m_speeds, int(delays.size()), 0, MaxSpeeds);
    if (m_delays.size() != delays.size())
        rebuildDelays(int(delays.size()));
    for (std::size_t i = 0; i < delays.size(); ++i)
        setValueQuietly(m_delays[i], delays[i], 0, 99);
    m_fill->setEnabled(c && !delays.empty());

    std::vector<std::pair<QString, QString>> sections;
    std::vector<RangeTable::Row> rows;
    if (c) {
        for (const Section &s : c->sections)
            sections.push_back({model::scs::sectionName(s.id), s.id});
        for (const SideRow &r : c->sideChart)
            rows.push_back({r.from, r.to, r.section});
    }
    m_sideChart->setChoices(sections);
    m_sideChart->setRows(rows);
}

// One spin box per speed, ten to a row, each under its speed.
void ScsMovementPage::rebuildDelays(int count)
{
    for (QSpinBox *spin : m_delays)
        delete spin;
    for (QLabel *label : m_speedLabels)
        delete label;
    m_delays.clear();
    m_speedLabels.clear();
    for (int i = 0; i < count; ++i) {
        auto *label = new QLabel(QString::number(i + 1), this);
        label->setAlignment(Qt::AlignCenter);
        label->setToolTip(tr("Speed %1").arg(i + 1));
        auto *spin = new QSpinBox(this);
        guardWheel(spin);
        spin->setObjectName(QStringLiteral("turnDelay[%1]").arg(i));
        spin->setRange(0, 99);
        spin->setAlignment(Qt::AlignCenter);
        spin->setButtonSymbols(QAbstractSpinBox::NoButtons);
        spin->setFixedWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("999")) + 16);
        spin->setToolTip(tr("Turn delay at speed %1, in hexes.").arg(i + 1));
        const int row = (i / SpeedsPerRow) * 2;
        m_delayGrid->addWidget(label, row, i % SpeedsPerRow);
        m_delayGrid->addWidget(spin, row + 1, i % SpeedsPerRow);
        connect(spin, &QSpinBox::valueChanged, this, [this, i](int value) {
            m_access.editDesign(QStringLiteral("turnDelay[%1]").arg(i),
                                tr("Change turn delay at speed %1").arg(i + 1),
                                [i, value](ScsClass &c) {
                                    if (i < int(c.turnDelay.size()))
                                        c.turnDelay[std::size_t(i)] = value;
                                });
        });
        m_delays.push_back(spin);
        m_speedLabels.push_back(label);
    }
}

void ScsMovementPage::fillFromFactor()
{
    const double factor = m_factor->value();
    const auto rounding = Rounding(m_rounding->currentData().toInt());
    m_access.editDesign(
        QStringLiteral("turnDelay"),
        tr("Fill movement table from factor %1").arg(factor, 0, 'f', 2),
        [factor, rounding](ScsClass &c) {
            c.turnDelay = turnDelaysFromFactor(factor, int(c.turnDelay.size()), rounding);
        },
        false);
}

void ScsMovementPage::editSideRow(int row, int column, const RangeTable::Row &edited)
{
    // One undo step per cell typed in: From and then To of one row are two.
    const char *key = column == RangeTable::FromColumn ? "from"
                      : column == RangeTable::ToColumn ? "to"
                                                       : "section";
    m_access.editDesign(
        QStringLiteral("sideChart[%1].%2").arg(row).arg(QLatin1String(key)),
        tr("Change side chart"), [&](ScsClass &c) {
            if (row < int(c.sideChart.size()))
                c.sideChart[std::size_t(row)] = {edited.from, edited.to, edited.value};
        });
}

bool ScsMovementPage::focusSubject(const QString &subject)
{
    const std::optional<model::JsonPath> path = model::JsonPath::parse(subject);
    if (!path)
        return false;
    const std::vector<model::JsonPath::Segment> s = path->segments();
    if (s.empty())
        return false;
    if (s[0].key == QLatin1String("turnDelay")) {
        QWidget *target = m_speeds;
        if (s.size() > 1 && s[1].isIndex() && s[1].index < m_delays.size())
            target = m_delays[s[1].index];
        else if (!m_delays.empty())
            target = m_delays.front();
        revealAndFocus(target);
        return true;
    }
    if (s[0].key != QLatin1String("sideChart"))
        return false;
    const int rows = int(m_sideChart->rows().size());
    if (rows == 0) {
        revealAndFocus(m_sideChart->table());
        return true;
    }
    const int row = s.size() > 1 && s[1].isIndex() ? std::min(int(s[1].index), rows - 1) : 0;
    RangeTable::Column column = RangeTable::ValueColumn;
    if (s.size() > 2 && s[2].key == QLatin1String("from"))
        column = RangeTable::FromColumn;
    else if (s.size() > 2 && s[2].key == QLatin1String("to"))
        column = RangeTable::ToColumn;
    m_sideChart->setCurrentRow(row);
    revealAndFocus(m_sideChart->field(row, column));
    return true;
}

} // namespace fw::app::scs
