//! The demo Quiz Challenge: HL Economics calculation questions of the kind Paper 3 asks, two
//! question forms per topic over 14 topics, each form a template whose numbers are drawn afresh
//! for every question served (thousands of instances each), plus a few fixed questions (no
//! numbers). Every question carries its worked explanation, written with the same variables, and
//! a recommendation: the topic's condensed notes, or its video where the topic has one. Some show
//! a diagram.

use domain::challenge::{Values, Variable};
use store::StoreError;
use store::challenge::{self, ChallengeQuestion, QuestionIndex, Recommendation};

use api::AppState;

use crate::diagrams;

/// One form before it is stored: the question, its variables, the correct answer, the common
/// mistakes and the working, all written with `{formula}` placeholders.
struct Form {
    text: &'static str,
    vars: &'static [(&'static str, V)],
    correct: &'static str,
    wrong: &'static [&'static str],
    why: &'static str,
    /// A diagram from `diagrams.rs`.
    diagram: Option<&'static str>,
}

/// A variable's values: a range (min, max, step), a list, or a formula of those before it.
enum V {
    R(f64, f64, f64),
    L(&'static [f64]),
    F(&'static str),
}

const fn form(
    text: &'static str,
    vars: &'static [(&'static str, V)],
    correct: &'static str,
    wrong: &'static [&'static str],
    why: &'static str,
) -> Form {
    Form { text, vars, correct, wrong, why, diagram: None }
}

const fn with_diagram(f: Form, name: &'static str) -> Form {
    Form { diagram: Some(name), ..f }
}

use V::{F, L, R};

/// (topic id, topic name, its two forms)
const TOPICS: &[(u32, &str, [Form; 2])] = &[
    (
        1,
        "What is economics?",
        [
            with_diagram(
                form(
                    "Using all its resources, a country can produce either {wheat} tonnes of wheat or {cloth} metres of cloth. What is the opportunity cost of one tonne of wheat?",
                    &[("wheat", R(10.0, 80.0, 2.0)), ("per", R(1.5, 12.0, 0.05)), ("cloth", F("wheat * per"))],
                    "{per} metres of cloth",
                    &["{wheat / cloth} metres of cloth", "{cloth} metres of cloth", "{wheat} tonnes of wheat"],
                    "Producing {wheat} tonnes of wheat means giving up {cloth} metres of cloth, so one tonne costs {cloth} ÷ {wheat} = {per} metres of cloth: the next best alternative forgone.",
                ),
                "ppc-line",
            ),
            form(
                "A student skips a {hours}-hour shift paying {wage:money} an hour to attend a revision class costing {fee:money}. What is the opportunity cost of attending?",
                &[("wage", R(8.0, 30.0, 1.0)), ("hours", R(2.0, 8.0, 1.0)), ("fee", R(12.5, 62.5, 5.0))],
                "{wage * hours + fee:money}",
                &["{wage * hours:money}", "{fee:money}", "{wage + fee:money}"],
                "She gives up the wages she would have earned ({hours} × {wage:money} = {wage * hours:money}) and pays the fee ({fee:money}): {wage * hours:money} + {fee:money} = {wage * hours + fee:money}.",
            ),
        ],
    ),
    (
        2,
        "Demand",
        [
            form(
                "The demand for a good is Qd = {a} − {b}P. What quantity is demanded at a price of {p:money}?",
                &[("a", R(205.0, 405.0, 10.0)), ("b", L(&[2.0, 3.0, 4.0, 5.0, 6.0])), ("p", R(2.0, 30.0, 1.0))],
                "{a - b * p} units",
                &["{a - p} units", "{a + b * p} units", "{b * p} units"],
                "Substitute the price into the demand function: Qd = {a} − {b} × {p} = {a - b * p} units.",
            ),
            form(
                "The demand for a good is Qd = {a} − {b}P. At what price does quantity demanded fall to zero?",
                &[
                    ("b", L(&[1.25, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0])),
                    ("p", R(10.0, 90.0, 1.0)),
                    ("a", F("b * p")),
                ],
                "{p:money}",
                &["{a:money}", "{b:money}", "{a - b:money}"],
                "Set Qd = 0: {a} − {b}P = 0, so P = {a} ÷ {b} = {p:money}.",
            ),
        ],
    ),
    (
        3,
        "Supply",
        [
            form(
                "The supply of a good is Qs = {c} + {d}P. What quantity is supplied at a price of {p:money}?",
                &[
                    ("c", R(5.0, 60.0, 5.0)),
                    ("d", L(&[1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0])),
                    ("p", R(3.0, 25.0, 1.0)),
                ],
                "{c + d * p} units",
                &["{(c + d) * p + 1} units", "{d * p - c - 1} units", "{c + p} units"],
                "Substitute the price into the supply function: Qs = {c} + {d} × {p} = {c + d * p} units.",
            ),
            form(
                "The supply of a good is Qs = −{c} + {d}P. At or below what price will firms supply nothing?",
                &[
                    ("d", L(&[1.25, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0])),
                    ("p", R(11.0, 30.0, 0.25)),
                    ("c", F("d * p")),
                ],
                "{p:money}",
                &["{c:money}", "{d:money}", "{c + d:money}"],
                "Set Qs = 0: −{c} + {d}P = 0, so P = {c} ÷ {d} = {p:money}. At lower prices producers cannot cover their costs.",
            ),
        ],
    ),
    (
        4,
        "Competitive market equilibrium",
        [
            with_diagram(
                form(
                    "In a competitive market Qd = {a} − {b}P and Qs = {c} + {d}P. What is the equilibrium price?",
                    &[
                        ("b", R(1.0, 6.0, 1.0)),
                        ("d", R(1.0, 8.0, 1.0)),
                        ("p", R(4.0, 60.0, 0.5)),
                        ("c", R(5.0, 60.0, 5.0)),
                        ("a", F("c + (b + d) * p")),
                    ],
                    "{p:money}",
                    &["{(a + c) / (b + d):money}", "{a / (b + d):money}", "{(a - c) / b:money}"],
                    "At equilibrium Qd = Qs: {a} − {b}P = {c} + {d}P, so {a} − {c} = ({b} + {d})P and P = {a - c} ÷ {b + d} = {p:money}.",
                ),
                "equilibrium",
            ),
            form(
                "In a competitive market Qd = {a} − {b}P and Qs = {c} + {d}P. What is the equilibrium quantity?",
                &[
                    ("b", R(1.0, 6.0, 1.0)),
                    ("d", R(1.0, 8.0, 1.0)),
                    ("p", R(4.0, 60.0, 1.0)),
                    ("c", R(5.0, 60.0, 5.0)),
                    ("a", F("c + (b + d) * p")),
                ],
                "{a - b * p} units",
                &["{p} units", "{a + c} units", "{a - b * p + 2 * b} units"],
                "The equilibrium price is ({a} − {c}) ÷ ({b} + {d}) = {p:money}. Then Qd = {a} − {b} × {p} = {a - b * p} units (and Qs gives the same).",
            ),
        ],
    ),
    (
        5,
        "Elasticity of demand",
        [
            form(
                "When the price of a good changes from {p1:money} to {p1 * (1 + x / 100):money}, the quantity demanded changes from {q1} to {q1 * (1 + el * x / 100)}. What is the price elasticity of demand?",
                &[
                    ("p1", R(2.0, 50.0, 1.0)),
                    ("x", L(&[5.0, 10.0, 20.0, 25.0, 40.0, 50.0, -10.0, -20.0, -25.0])),
                    ("q1", R(500.0, 5000.0, 100.0)),
                    ("k", R(0.3, 0.95, 0.01)),
                    ("s", L(&[1.0, -1.0])),
                    ("el", F("-(k ^ s)")),
                ],
                "{el}",
                &["{1 / el}", "{el * x / 100}", "{el * q1 / p1}"],
                "PED = % change in quantity demanded ÷ % change in price = {el * x:pct} ÷ {x:pct} = {el}. Demand is price elastic when |PED| is above 1 and price inelastic when it is below 1.",
            ),
            form(
                "The price elasticity of demand for a good is −{el}. If its price changes by {x:pct}, by how much does the quantity demanded change?",
                &[
                    (
                        "el",
                        L(&[
                            0.2, 0.25, 0.3, 0.4, 0.45, 0.5, 0.6, 0.7, 0.75, 0.8, 1.2, 1.25, 1.4, 1.5, 1.6, 1.8, 2.0,
                            2.5, 3.0, 3.5, 4.0,
                        ]),
                    ),
                    (
                        "x",
                        L(&[
                            -40.0, -30.0, -25.0, -20.0, -16.0, -15.0, -12.0, -10.0, -8.0, -6.0, -5.0, -4.0, -3.0, -2.0,
                            2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 15.0, 16.0, 20.0, 25.0, 30.0, 40.0,
                        ]),
                    ),
                ],
                "{-el * x:pct}",
                &["{el * x:pct}", "{-x / el:pct}", "{-x:pct}"],
                "% change in quantity = PED × % change in price = −{el} × {x:pct} = {-el * x:pct}.",
            ),
        ],
    ),
    (
        6,
        "Elasticity of supply",
        [
            form(
                "The price of a good rises by {x:pct} and the quantity supplied rises by {el * x:pct}. What is the price elasticity of supply?",
                &[
                    ("x", R(2.0, 40.0, 1.0)),
                    ("el", L(&[0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.8, 1.2, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0])),
                ],
                "{el}",
                &["{1 / el}", "{-el}", "{el * x - x + 100}"],
                "PES = % change in quantity supplied ÷ % change in price = {el * x:pct} ÷ {x:pct} = {el}. Supply is price elastic when PES is above 1 and price inelastic when it is below 1.",
            ),
            form(
                "The price elasticity of supply of a good is {el}. If its price changes by {x:pct}, by how much does the quantity supplied change?",
                &[
                    ("el", L(&[0.2, 0.3, 0.5, 0.8, 1.25, 1.5, 2.0, 3.0, 4.0, 0.4, 0.6, 1.2, 2.5, 3.5])),
                    (
                        "x",
                        L(&[
                            -40.0, -30.0, -25.0, -20.0, -16.0, -15.0, -12.0, -10.0, -8.0, -6.0, -5.0, -4.0, -3.0, -2.0,
                            2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0, 12.0, 15.0, 16.0, 20.0, 25.0, 30.0, 40.0,
                        ]),
                    ),
                ],
                "{el * x:pct}",
                &["{-el * x:pct}", "{x / el:pct}", "{x:pct}"],
                "% change in quantity supplied = PES × % change in price = {el} × {x:pct} = {el * x:pct}.",
            ),
        ],
    ),
    (
        7,
        "Role of government in microeconomics",
        [
            with_diagram(
                form(
                    "A specific tax of {t:money} per unit is placed on a good. Its market price rises from {p1:money} to {p1 + t * k / 100:money}. How much of the tax per unit do producers pay?",
                    &[
                        ("t", R(1.0, 10.0, 0.5)),
                        ("k", L(&[20.0, 30.0, 40.0, 60.0, 70.0, 80.0])),
                        ("p1", R(5.0, 60.0, 1.0)),
                    ],
                    "{t - t * k / 100:money}",
                    &["{t * k / 100:money}", "{t:money}", "{p1 + t * k / 100 - t:money}"],
                    "Consumers pay the rise in price, {p1 + t * k / 100:money} − {p1:money} = {t * k / 100:money}. Producers pay the rest of the tax: {t:money} − {t * k / 100:money} = {t - t * k / 100:money} per unit (they keep {p1 + t * k / 100:money} − {t:money} = {p1 + t * k / 100 - t:money}).",
                ),
                "tax-wedge",
            ),
            form(
                "The government pays producers a subsidy of {s:money} per unit. After the subsidy, {q} units are sold. How much does the subsidy cost the government?",
                &[("s", R(1.25, 12.0, 0.25)), ("q", R(500.0, 50000.0, 500.0))],
                "{s * q:money}",
                &["{s * q / 2:money}", "{q / s:money}", "{s * q * 2:money}"],
                "Subsidy cost = subsidy per unit × quantity sold = {s:money} × {q} = {s * q:money}.",
            ),
        ],
    ),
    (
        8,
        "Market failure: externalities and common pool resources",
        [
            with_diagram(
                form(
                    "At its current output a steel plant's marginal private cost is {mpc:money} per tonne, and each tonne causes {ext:money} of pollution damage to people nearby. What is the marginal social cost per tonne?",
                    &[("mpc", R(20.0, 150.0, 1.0)), ("ext", R(1.5, 19.5, 0.5))],
                    "{mpc + ext:money}",
                    &["{mpc:money}", "{mpc - ext:money}", "{ext:money}"],
                    "Marginal social cost = marginal private cost + marginal external cost = {mpc:money} + {ext:money} = {mpc + ext:money}. A tax of {ext:money} per tonne would make the firm face it.",
                ),
                "externality",
            ),
            form(
                "A flu vaccination gives the person vaccinated a benefit worth {mpb:money} and lowers the risk of infection for others by a value of {ext:money}. What is its marginal social benefit?",
                &[("mpb", R(20.0, 120.0, 1.0)), ("ext", R(2.5, 19.5, 0.5))],
                "{mpb + ext:money}",
                &["{mpb:money}", "{mpb - ext:money}", "{ext:money}"],
                "Marginal social benefit = marginal private benefit + marginal external benefit = {mpb:money} + {ext:money} = {mpb + ext:money}. Left to the market, too few people are vaccinated.",
            ),
        ],
    ),
    (
        12,
        "Measuring economic activity",
        [
            form(
                "Nominal GDP grew by {n:pct} and the GDP deflator rose by {i:pct}. By approximately how much did real GDP grow?",
                &[("n", R(4.0, 12.0, 0.1)), ("i", R(0.5, 1.9, 0.1))],
                "{n - i:pct}",
                &["{n + i:pct}", "{n:pct}", "{i:pct}"],
                "Real growth ≈ nominal growth − inflation (the rise in the deflator) = {n:pct} − {i:pct} = {n - i:pct}.",
            ),
            form(
                "A country's real GDP is {gdp:money} billion and its population is {pop} million. What is its real GDP per capita?",
                &[("gdp", R(40.0, 2000.0, 20.0)), ("pop", R(2.0, 80.0, 0.5))],
                "{gdp * 1000 / pop:money}",
                &["{gdp * 100 / pop:money}", "{gdp * 10000 / pop:money}", "{gdp / pop:money}"],
                "GDP per capita = GDP ÷ population = {gdp:money} billion ÷ {pop} million = {gdp / pop} thousand = {gdp * 1000 / pop:money} a person.",
            ),
        ],
    ),
    (
        13,
        "Aggregate demand and aggregate supply",
        [
            with_diagram(
                form(
                    "In a closed economy without a government, households spend {c:money} of every extra {y:money} of income they receive. What is the value of the multiplier?",
                    &[("y", R(100.0, 1000.0, 10.0)), ("mpc", R(0.51, 0.95, 0.01)), ("c", F("y * mpc"))],
                    "{1 / (1 - mpc)}",
                    &["{1 / mpc}", "{1 - mpc}", "{1 / (1 - mpc) + 1}"],
                    "MPC = {c:money} ÷ {y:money} = {mpc}. Multiplier = 1 ÷ (1 − MPC) = 1 ÷ {1 - mpc} = {1 / (1 - mpc)}.",
                ),
                "ad-as",
            ),
            form(
                "Investment rises by {x:money} billion in a closed economy without a government, where the marginal propensity to save is {mps}. By how much does national income finally rise?",
                &[("x", R(1.0, 40.0, 0.5)), ("mps", L(&[0.1, 0.2, 0.25, 0.4, 0.6, 0.05, 0.8, 0.3, 0.15, 0.35]))],
                "{x / mps:money} billion",
                &["{x:money} billion", "{x * mps:money} billion", "{x * (1 - mps):money} billion"],
                "The multiplier is 1 ÷ MPS = 1 ÷ {mps} = {1 / mps}, so national income rises by {x:money} × {1 / mps} = {x / mps:money} billion.",
            ),
        ],
    ),
    (
        14,
        "Macroeconomic objectives",
        [
            form(
                "A country's labour force is {lf} million people, of whom {u} million are unemployed. What is the unemployment rate?",
                &[("lf", R(2.0, 160.0, 2.0)), ("r", R(2.0, 14.0, 0.1)), ("u", F("lf * r / 100"))],
                "{r:pct}",
                &["{2 * r:pct}", "{u / (lf + u) * 100:pct}", "{u / (lf - u) * 100:pct}"],
                "Unemployment rate = unemployed ÷ labour force × 100 = {u} ÷ {lf} × 100 = {r:pct}. The labour force already includes the unemployed.",
            ),
            form(
                "The consumer price index rose from {a} to {a * (1 + r / 100)} over a year. What was the rate of inflation?",
                &[("a", R(105.0, 300.0, 5.0)), ("r", R(1.0, 12.0, 0.1))],
                "{r:pct}",
                &["{a * r / 100:pct}", "{r / (1 + r / 100):pct}", "{a * (1 + r / 100) / 100:pct}"],
                "Inflation = (new CPI − old CPI) ÷ old CPI × 100 = ({a * (1 + r / 100)} − {a}) ÷ {a} × 100 = {r:pct}.",
            ),
        ],
    ),
    (
        16,
        "Monetary policy",
        [
            form(
                "A bank pays a nominal interest rate of {n:pct} on savings while inflation is {i:pct}. What is the real interest rate?",
                &[("n", R(0.5, 8.0, 0.25)), ("i", R(1.0, 9.0, 0.25))],
                "{n - i:pct}",
                &["{n + i:pct}", "{i - n + 0.1:pct}", "{n * i:pct}"],
                "Real interest rate ≈ nominal rate − inflation = {n:pct} − {i:pct} = {n - i:pct}. When it is negative, savers lose purchasing power.",
            ),
            form(
                "The central bank raises its base rate from {a:pct} to {a + r:pct}. A household has an interest-only mortgage of {m:money} charged at the base rate plus 2%. By how much does its yearly interest rise?",
                &[
                    ("m", R(100000.0, 800000.0, 10000.0)),
                    ("a", R(0.25, 4.0, 0.25)),
                    ("r", L(&[0.25, 0.5, 0.75, 1.0, 1.25, 1.5])),
                ],
                "{m * r / 100:money}",
                &["{m * (a + r + 2) / 100:money}", "{m * (a + r) / 100:money}", "{m * r / 10:money}"],
                "The rate rises by {r} points, so interest rises by {m:money} × {r:pct} = {m * r / 100:money} a year. Less disposable income is how higher rates cut consumption.",
            ),
        ],
    ),
    (
        17,
        "Fiscal policy",
        [
            form(
                "This year a government spends {g:money} billion and collects {t:money} billion in taxes. What is its budget position?",
                &[("t", R(50.0, 900.0, 5.0)), ("d", R(1.0, 120.0, 0.5)), ("g", F("t + d"))],
                "A deficit of {d:money} billion",
                &[
                    "A surplus of {d:money} billion",
                    "A deficit of {2 * d:money} billion",
                    "A deficit of {g:money} billion",
                ],
                "Budget balance = tax revenue − government spending = {t:money} − {g:money} = −{d:money} billion: a deficit, financed by borrowing.",
            ),
            form(
                "Income tax is 0% on the first $10,000 of income and 20% on all income above it. How much tax is paid on an income of {y:money}?",
                &[("y", R(12000.0, 150000.0, 500.0))],
                "{0.2 * (y - 10000):money}",
                &["{0.2 * y:money}", "{0.1 * (y - 10000):money}", "{y - 10000:money}"],
                "Only the income above $10,000 is taxed: 20% × ({y:money} − $10,000) = {0.2 * (y - 10000):money}. The average rate, {0.2 * (y - 10000) / y * 100:pct}, is below the marginal rate of 20%: the tax is progressive.",
            ),
        ],
    ),
    (
        19,
        "International trade and exchange rates",
        [
            form(
                "The exchange rate is 1 USD = {r} SGD. A laptop made in the USA costs USD {p}. What does it cost in Singapore dollars?",
                &[("r", R(1.2, 1.5, 0.01)), ("p", R(200.0, 4000.0, 50.0))],
                "SGD {p * r}",
                &["SGD {p / r}", "SGD {p}", "SGD {p + r}"],
                "Each US dollar costs {r} Singapore dollars, so USD {p} × {r} = SGD {p * r}. If the SGD appreciated, the laptop would become cheaper in Singapore.",
            ),
            form(
                "A country's index of average export prices is {x} and its index of average import prices is {m}. What is its terms of trade index?",
                &[("x", R(80.0, 150.0, 1.0)), ("m", R(81.5, 150.5, 1.0))],
                "{x / m * 100}",
                &["{m / x * 100}", "{x - m + 100}", "{x * m / 100}"],
                "Terms of trade = index of export prices ÷ index of import prices × 100 = {x} ÷ {m} × 100 = {x / m * 100}: above 100, each unit of exports buys more imports than in the base year; below 100, fewer.",
            ),
        ],
    ),
];

/// Fixed questions (no numbers to draw): (topic, question, correct answer, distractors, why).
/// A challenge asks at most one in five of these (see the quiz-challenge function).
const FIXED: &[(u32, &str, &str, [&str; 3], &str)] = &[
    (
        1,
        "What is the basic economic problem?",
        "Scarcity: unlimited wants and limited resources",
        ["Inflation eroding incomes", "Unemployment in a recession", "Government budget deficits"],
        "Every economy faces scarcity: resources are limited while wants are not, so choices must be made.",
    ),
    (
        2,
        "Which of these shifts the demand curve for tea to the right?",
        "A rise in the price of coffee, a substitute",
        [
            "A fall in the price of tea",
            "A rise in the cost of growing tea",
            "A fall in consumers' incomes, if tea is normal",
        ],
        "A dearer substitute sends buyers to tea at every price. A change in tea's own price is a movement along the curve.",
    ),
    (
        5,
        "Demand for a good is price inelastic. What happens to total revenue when its price rises?",
        "It rises",
        ["It falls", "It stays the same", "It falls to zero"],
        "With inelastic demand, quantity falls proportionally less than price rises, so price × quantity rises.",
    ),
    (
        8,
        "Which of these is a common pool resource?",
        "Fish in the open ocean",
        ["A toll motorway", "A private garden", "A cinema seat"],
        "Ocean fish are rivalrous but hard to exclude people from: left alone, they are overused.",
    ),
    (
        14,
        "Which type of unemployment arises when workers' skills do not match the jobs on offer?",
        "Structural unemployment",
        ["Cyclical unemployment", "Seasonal unemployment", "Frictional unemployment"],
        "Structural unemployment comes from a mismatch of skills or location with the jobs available.",
    ),
    (
        16,
        "Which of these is an expansionary monetary policy?",
        "Lowering the base interest rate",
        ["Raising income tax", "Raising the base interest rate", "Cutting government spending"],
        "Lower interest rates make borrowing cheaper and saving less rewarding, raising consumption and investment.",
    ),
];

fn recommendation(topic: u32, name: &str, video: bool) -> Recommendation {
    if video {
        Recommendation {
            kind: "VIDEO".into(),
            key: format!("demo/1/{topic}/video.mp4"),
            title: format!("{name} in 5 minutes"),
        }
    } else {
        Recommendation {
            kind: "NOTES".into(),
            key: format!("demo/1/{topic}/condensed-notes.pdf"),
            title: format!("Condensed Notes - {name}"),
        }
    }
}

/// The key of a diagram's image in the bucket.
fn diagram_key(name: &str) -> String {
    format!("demo/challenge/{name}.svg")
}

/// Every question, with ids `{topic}{form}01` for templates (e.g. topic 5, form 1 → 5101) and
/// `{topic}901` for a topic's fixed question; the second form of a topic with a video recommends
/// it. And the index of ids by topic, fixed ones marked.
pub fn questions(video_topics: &[u32]) -> (Vec<ChallengeQuestion>, QuestionIndex) {
    let mut out = vec![];
    let mut index = QuestionIndex::default();
    for (topic, name, forms) in TOPICS {
        for (f, form) in forms.iter().enumerate() {
            let values = |v: &V| match v {
                R(min, max, step) => Values::Range { min: *min, max: *max, step: *step },
                L(list) => Values::List { values: list.to_vec() },
                F(formula) => Values::Formula { formula: (*formula).to_owned() },
            };
            out.push(ChallengeQuestion {
                id: topic * 1000 + (f as u32 + 1) * 100 + 1,
                topic_id: *topic,
                question_text: form.text.into(),
                question_image_key: form.diagram.map(diagram_key),
                variables: form
                    .vars
                    .iter()
                    .map(|(name, v)| Variable { name: (*name).to_owned(), values: values(v) })
                    .collect(),
                correct_answer: form.correct.into(),
                distractors: form.wrong.iter().map(|w| (*w).to_owned()).collect(),
                explanation_notes: form.why.into(),
                recommendation: recommendation(*topic, name, video_topics.contains(topic) && f == 1),
            });
        }
    }
    for (topic, text, correct, wrong, why) in FIXED {
        let name = TOPICS.iter().find(|(t, _, _)| t == topic).map(|(_, n, _)| *n).unwrap_or_default();
        out.push(ChallengeQuestion {
            id: topic * 1000 + 901,
            topic_id: *topic,
            question_text: (*text).into(),
            question_image_key: None,
            variables: vec![],
            correct_answer: (*correct).into(),
            distractors: wrong.iter().map(|w| (*w).to_owned()).collect(),
            explanation_notes: (*why).into(),
            recommendation: recommendation(*topic, name, false),
        });
    }
    for q in &out {
        index.file(q);
    }
    (out, index)
}

pub async fn seed(state: &AppState, video_topics: &[u32]) -> Result<(), StoreError> {
    let (questions, index) = questions(video_topics);
    for q in &questions {
        if let Some(key) = &q.question_image_key {
            let name = key.trim_start_matches("demo/challenge/").trim_end_matches(".svg");
            let svg = diagrams::diagram(name).ok_or_else(|| StoreError::Other(format!("no diagram {name}")))?;
            crate::upload(state, key, svg.into_bytes(), "image/svg+xml").await?;
        }
        challenge::put_question(&state.db, q).await?;
    }
    challenge::put_index(&state.db, &index).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::challenge::template::{Rng, check, fresh, instance};

    #[test]
    fn every_template_passes_the_checks_staff_templates_pass() {
        let (questions, index) = questions(&[2, 3, 4]);
        let failures: Vec<String> =
            questions.iter().filter_map(|q| check(q).err().map(|e| format!("{}: {e}", q.id))).collect();
        assert!(failures.is_empty(), "{failures:#?}");
        for q in &questions {
            assert_eq!(q.distractors.len(), 3, "four answers: {}", q.question_text);
            assert!(q.explanation_notes.len() > 30, "{}", q.question_text);
            if let Some(key) = &q.question_image_key {
                let name = key.trim_start_matches("demo/challenge/").trim_end_matches(".svg");
                assert!(diagrams::diagram(name).is_some(), "{name}");
            }
        }
        assert_eq!(questions.iter().filter(|q| !q.is_fixed()).count(), 28, "every form of the 14 topics is a template");
        assert_eq!(index.topics.len(), 14);
        assert_eq!(index.fixed.len(), FIXED.len());
        assert!(questions.iter().any(|q| q.recommendation.kind == "VIDEO"));
        let mut ids: Vec<u32> = questions.iter().map(|q| q.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), questions.len(), "unique ids");
    }

    #[test]
    fn each_template_has_hundreds_of_different_instances() {
        let (questions, _) = questions(&[]);
        for q in questions.iter().filter(|q| !q.is_fixed()) {
            let texts: std::collections::BTreeSet<String> =
                (0..400).map(|s| fresh(q, &mut Rng::new(s)).unwrap().1.question_text).collect();
            assert!(texts.len() >= 150, "{} different of 400: {}", texts.len(), q.question_text);
        }
    }

    #[test]
    fn an_instance_explains_its_own_numbers() {
        let (questions, _) = questions(&[]);
        let demand = questions.iter().find(|q| q.id == 2101).unwrap();
        let i = instance(demand, 11).unwrap();
        let v: std::collections::HashMap<_, _> = i.values.iter().cloned().collect();
        let q = v["a"] - v["b"] * v["p"];
        let correct = i.answers.iter().find(|a| a.id == i.correct_answer_id).unwrap();
        assert_eq!(correct.answer_text, format!("{} units", domain::challenge::template::num(q)));
        assert!(i.explanation_notes.ends_with(&format!("= {} units.", domain::challenge::template::num(q))));
    }
}
