//! The demo Quiz Challenge: HL Economics calculation questions of the kind Paper 3 asks, two
//! question forms per topic over 14 topics, each form with eight sets of numbers (224 questions).
//! Every question carries its worked explanation and a recommendation: the topic's condensed
//! notes, or its video where the topic has one.

use store::StoreError;
use store::challenge::{self, ChallengeAnswer, ChallengeQuestion, QuestionIndex, Recommendation};

use api::AppState;

const VARIANTS: u32 = 8;

/// One question before it is stored: text, the correct answer, three wrong ones, the working.
struct Made {
    text: String,
    correct: String,
    wrong: [String; 3],
    why: String,
}

/// A number as a student would write it: at most two decimals, thousands separated.
fn num(x: f64) -> String {
    let rounded = (x * 100.0).round() / 100.0;
    let neg = rounded < 0.0;
    let abs = rounded.abs();
    let whole = abs.trunc() as u64;
    let frac = ((abs - abs.trunc()) * 100.0).round() as u64;
    let digits = whole.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    let frac = match frac {
        0 => String::new(),
        f if f % 10 == 0 => format!(".{}", f / 10),
        f => format!(".{f:02}"),
    };
    format!("{}{grouped}{frac}", if neg { "-" } else { "" })
}

fn money(x: f64) -> String {
    if x < 0.0 { format!("-${}", num(-x)) } else { format!("${}", num(x)) }
}

fn pct(x: f64) -> String {
    format!("{}%", num(x))
}

fn pick<T: Copy>(list: &[T], v: u32) -> T {
    list[v as usize % list.len()]
}

type Form = fn(u32) -> Made;

/// (topic id, topic name, its two forms)
const TOPICS: &[(u32, &str, [Form; 2])] = &[
    (1, "What is economics?", [opportunity_cost_ppc, opportunity_cost_choice]),
    (2, "Demand", [demand_quantity, demand_choke_price]),
    (3, "Supply", [supply_quantity, supply_minimum_price]),
    (4, "Competitive market equilibrium", [equilibrium_price, equilibrium_quantity]),
    (5, "Elasticity of demand", [ped_from_changes, quantity_from_ped]),
    (6, "Elasticity of supply", [pes_from_changes, quantity_from_pes]),
    (7, "Role of government in microeconomics", [tax_incidence, subsidy_cost]),
    (8, "Market failure: externalities and common pool resources", [marginal_social_cost, marginal_social_benefit]),
    (12, "Measuring economic activity", [real_growth, gdp_per_capita]),
    (13, "Aggregate demand and aggregate supply", [multiplier, income_change]),
    (14, "Macroeconomic objectives", [unemployment_rate, inflation_rate]),
    (16, "Monetary policy", [real_interest_rate, mortgage_cost]),
    (17, "Fiscal policy", [budget_balance, income_tax]),
    (19, "International trade and exchange rates", [currency_price, terms_of_trade]),
];

fn opportunity_cost_ppc(v: u32) -> Made {
    let wheat = pick(&[10.0, 20.0, 25.0, 40.0, 50.0, 8.0, 16.0, 30.0], v);
    let per = pick(&[2.0, 3.0, 4.0, 1.5, 0.5, 5.0, 2.5, 6.0], v);
    let cloth = wheat * per;
    Made {
        text: format!(
            "Using all its resources, a country can produce either {} tonnes of wheat or {} metres of cloth. What is the opportunity cost of one tonne of wheat?",
            num(wheat),
            num(cloth)
        ),
        correct: format!("{} metres of cloth", num(per)),
        wrong: [
            format!("{} metres of cloth", num(wheat / cloth)),
            format!("{} metres of cloth", num(cloth)),
            format!("{} tonnes of wheat", num(wheat)),
        ],
        why: format!(
            "Producing {w} tonnes of wheat means giving up {c} metres of cloth, so one tonne costs {c} ÷ {w} = {r} metres of cloth: the next best alternative forgone.",
            w = num(wheat),
            c = num(cloth),
            r = num(per)
        ),
    }
}

fn opportunity_cost_choice(v: u32) -> Made {
    let wage = pick(&[12.0, 15.0, 10.0, 18.0, 20.0, 9.0, 14.0, 16.0], v);
    let hours = pick(&[3.0, 4.0, 5.0, 2.0, 6.0, 4.0, 3.0, 5.0], v);
    let fee = pick(&[20.0, 35.0, 15.0, 40.0, 25.0, 30.0, 45.0, 10.0], v);
    let earnings = wage * hours;
    Made {
        text: format!(
            "A student skips a {h}-hour shift paying {w} an hour to attend a revision class costing {f}. What is the opportunity cost of attending?",
            h = num(hours),
            w = money(wage),
            f = money(fee)
        ),
        correct: money(earnings + fee),
        wrong: [money(earnings), money(fee), money(wage + fee)],
        why: format!(
            "She gives up the wages she would have earned ({h} × {w} = {e}) and pays the fee ({f}): {e} + {f} = {t}.",
            h = num(hours),
            w = money(wage),
            e = money(earnings),
            f = money(fee),
            t = money(earnings + fee)
        ),
    }
}

fn demand_quantity(v: u32) -> Made {
    let a = pick(&[100.0, 120.0, 80.0, 200.0, 150.0, 90.0, 60.0, 240.0], v);
    let b = pick(&[5.0, 4.0, 2.0, 10.0, 3.0, 6.0, 1.5, 8.0], v);
    let p = pick(&[6.0, 10.0, 15.0, 8.0, 20.0, 5.0, 12.0, 18.0], v);
    let q = a - b * p;
    Made {
        text: format!(
            "The demand for a good is Qd = {} − {}P. What quantity is demanded at a price of {}?",
            num(a),
            num(b),
            money(p)
        ),
        correct: format!("{} units", num(q)),
        wrong: [format!("{} units", num(a - p)), format!("{} units", num(a + b * p)), format!("{} units", num(b * p))],
        why: format!(
            "Substitute the price into the demand function: Qd = {} − {} × {} = {} units.",
            num(a),
            num(b),
            num(p),
            num(q)
        ),
    }
}

fn demand_choke_price(v: u32) -> Made {
    let b = pick(&[4.0, 5.0, 2.0, 10.0, 3.0, 8.0, 6.0, 2.5], v);
    let p = pick(&[25.0, 30.0, 45.0, 12.0, 40.0, 15.0, 20.0, 48.0], v);
    let a = b * p;
    Made {
        text: format!(
            "The demand for a good is Qd = {} − {}P. At what price does quantity demanded fall to zero?",
            num(a),
            num(b)
        ),
        correct: money(p),
        wrong: [money(a), money(b), money(a - b)],
        why: format!("Set Qd = 0: {} − {}P = 0, so P = {} ÷ {} = {}.", num(a), num(b), num(a), num(b), money(p)),
    }
}

fn supply_quantity(v: u32) -> Made {
    let c = pick(&[20.0, 10.0, 50.0, 25.0, 30.0, 15.0, 40.0, 5.0], v);
    let d = pick(&[3.0, 5.0, 2.0, 10.0, 4.0, 6.0, 1.5, 8.0], v);
    let p = pick(&[10.0, 6.0, 15.0, 4.0, 12.0, 9.0, 20.0, 7.0], v);
    let q = c + d * p;
    Made {
        text: format!(
            "The supply of a good is Qs = {} + {}P. What quantity is supplied at a price of {}?",
            num(c),
            num(d),
            money(p)
        ),
        correct: format!("{} units", num(q)),
        wrong: [
            format!("{} units", num((c + d) * p + 1.0)),
            format!("{} units", num(d * p - c - 1.0)),
            format!("{} units", num(c + p)),
        ],
        why: format!(
            "Substitute the price into the supply function: Qs = {} + {} × {} = {} units.",
            num(c),
            num(d),
            num(p),
            num(q)
        ),
    }
}

fn supply_minimum_price(v: u32) -> Made {
    let d = pick(&[5.0, 4.0, 10.0, 2.0, 8.0, 3.0, 6.0, 2.5], v);
    let p = pick(&[4.0, 5.0, 3.0, 12.0, 2.5, 7.0, 6.0, 8.0], v);
    let c = d * p;
    Made {
        text: format!(
            "The supply of a good is Qs = −{} + {}P. At or below what price will firms supply nothing?",
            num(c),
            num(d)
        ),
        correct: money(p),
        wrong: [money(c), money(d), money(c + d)],
        why: format!(
            "Set Qs = 0: −{} + {}P = 0, so P = {} ÷ {} = {}. At lower prices producers cannot cover their costs.",
            num(c),
            num(d),
            num(c),
            num(d),
            money(p)
        ),
    }
}

/// (a, b, c, d) with an integer equilibrium: Qd = a − bP, Qs = c + dP.
fn market(v: u32) -> (f64, f64, f64, f64) {
    pick(
        &[
            (100.0, 4.0, 10.0, 5.0),
            (120.0, 3.0, 20.0, 2.0),
            (90.0, 2.0, 0.0, 4.0),
            (200.0, 5.0, 50.0, 10.0),
            (80.0, 1.0, 20.0, 2.0),
            (150.0, 6.0, 30.0, 4.0),
            (60.0, 2.0, 12.0, 4.0),
            (300.0, 10.0, 60.0, 5.0),
        ],
        v,
    )
}

fn equilibrium_price(v: u32) -> Made {
    let (a, b, c, d) = market(v);
    let p = (a - c) / (b + d);
    Made {
        text: format!(
            "In a competitive market Qd = {} − {}P and Qs = {} + {}P. What is the equilibrium price?",
            num(a),
            num(b),
            num(c),
            num(d)
        ),
        correct: money(p),
        wrong: [money((a + c) / (b + d)), money(a / (b + d)), money((a - c) / b)],
        why: format!(
            "At equilibrium Qd = Qs: {a} − {b}P = {c} + {d}P, so {a} − {c} = ({b} + {d})P and P = {x} ÷ {y} = {p}.",
            a = num(a),
            b = num(b),
            c = num(c),
            d = num(d),
            x = num(a - c),
            y = num(b + d),
            p = money(p)
        ),
    }
}

fn equilibrium_quantity(v: u32) -> Made {
    let (a, b, c, d) = market(v);
    let p = (a - c) / (b + d);
    let q = a - b * p;
    Made {
        text: format!(
            "In a competitive market Qd = {} − {}P and Qs = {} + {}P. What is the equilibrium quantity?",
            num(a),
            num(b),
            num(c),
            num(d)
        ),
        correct: format!("{} units", num(q)),
        wrong: [format!("{} units", num(p)), format!("{} units", num(a - c)), format!("{} units", num(q + b * 2.0))],
        why: format!(
            "The equilibrium price is ({} − {}) ÷ ({} + {}) = {}. Then Qd = {} − {} × {} = {} units (and Qs gives the same).",
            num(a),
            num(c),
            num(b),
            num(d),
            money(p),
            num(a),
            num(b),
            num(p),
            num(q)
        ),
    }
}

fn ped_from_changes(v: u32) -> Made {
    let (p1, p2, q1, q2) = pick(
        &[
            (40.0, 50.0, 1000.0, 900.0),
            (2.0, 2.5, 10_000.0, 9000.0),
            (10.0, 8.0, 500.0, 700.0),
            (5.0, 6.0, 200.0, 140.0),
            (20.0, 22.0, 300.0, 294.0),
            (4.0, 3.0, 80.0, 120.0),
            (50.0, 60.0, 400.0, 380.0),
            (8.0, 10.0, 1200.0, 600.0),
        ],
        v,
    );
    let dq = (q2 - q1) / q1 * 100.0;
    let dp = (p2 - p1) / p1 * 100.0;
    let ped = dq / dp;
    Made {
        text: format!(
            "When the price of a good changes from {} to {}, the quantity demanded changes from {} to {}. What is the price elasticity of demand?",
            money(p1),
            money(p2),
            num(q1),
            num(q2)
        ),
        correct: num(ped),
        wrong: [num(dp / dq), num(-ped), num(ped * 2.0 + if ped.abs() < 1.0 { -1.0 } else { 1.0 })],
        why: format!(
            "PED = % change in quantity demanded ÷ % change in price = {} ÷ {} = {}. Demand is {} (|PED| {} 1).",
            pct(dq),
            pct(dp),
            num(ped),
            if ped.abs() > 1.0 {
                "price elastic"
            } else if ped.abs() < 1.0 {
                "price inelastic"
            } else {
                "unit elastic"
            },
            if ped.abs() > 1.0 {
                ">"
            } else if ped.abs() < 1.0 {
                "<"
            } else {
                "="
            }
        ),
    }
}

fn quantity_from_ped(v: u32) -> Made {
    let e = pick(&[0.4, 1.5, 0.8, 2.0, 0.25, 1.2, 3.0, 0.6], v);
    let x = pick(&[10.0, 4.0, 5.0, 8.0, 20.0, 15.0, 2.0, 12.0], v);
    let dq = -e * x;
    Made {
        text: format!(
            "The price elasticity of demand for a good is −{}. If its price rises by {}, what happens to the quantity demanded?",
            num(e),
            pct(x)
        ),
        correct: format!("It falls by {}", pct(-dq)),
        wrong: [
            format!("It rises by {}", pct(-dq)),
            format!("It falls by {}", pct(x / e)),
            format!("It falls by {}", pct(x)),
        ],
        why: format!("% change in quantity = PED × % change in price = −{} × {} = {}.", num(e), pct(x), pct(dq)),
    }
}

fn pes_from_changes(v: u32) -> Made {
    let x = pick(&[10.0, 20.0, 5.0, 8.0, 25.0, 4.0, 15.0, 12.0], v);
    let y = pick(&[25.0, 10.0, 2.0, 12.0, 5.0, 10.0, 30.0, 3.0], v);
    let e = y / x;
    Made {
        text: format!(
            "The price of a good rises by {} and the quantity supplied rises by {}. What is the price elasticity of supply?",
            pct(x),
            pct(y)
        ),
        correct: num(e),
        wrong: [num(x / y), num(-e), num(y - x)],
        why: format!(
            "PES = % change in quantity supplied ÷ % change in price = {} ÷ {} = {}: supply is {}.",
            pct(y),
            pct(x),
            num(e),
            if e > 1.0 {
                "price elastic"
            } else if e < 1.0 {
                "price inelastic"
            } else {
                "unit elastic"
            }
        ),
    }
}

fn quantity_from_pes(v: u32) -> Made {
    let e = pick(&[0.5, 2.0, 1.5, 0.2, 3.0, 0.8, 1.25, 4.0], v);
    let x = pick(&[10.0, 6.0, 8.0, 15.0, 5.0, 20.0, 12.0, 3.0], v);
    Made {
        text: format!(
            "The price elasticity of supply of a good is {}. If its price rises by {}, by how much does the quantity supplied change?",
            num(e),
            pct(x)
        ),
        correct: format!("It rises by {}", pct(e * x)),
        wrong: [
            format!("It falls by {}", pct(e * x)),
            format!("It rises by {}", pct(x / e)),
            format!("It rises by {}", pct(x + e)),
        ],
        why: format!(
            "% change in quantity supplied = PES × % change in price = {} × {} = {}.",
            num(e),
            pct(x),
            pct(e * x)
        ),
    }
}

fn tax_incidence(v: u32) -> Made {
    let (t, p1, p2) = pick(
        &[
            (2.0, 10.0, 11.5),
            (5.0, 20.0, 22.0),
            (1.0, 4.0, 4.8),
            (3.0, 12.0, 13.0),
            (4.0, 30.0, 33.0),
            (0.5, 2.0, 2.2),
            (6.0, 40.0, 42.0),
            (2.5, 8.0, 10.0),
        ],
        v,
    );
    let consumers = p2 - p1;
    Made {
        text: format!(
            "A specific tax of {} per unit is placed on a good. Its market price rises from {} to {}. How much of the tax per unit do producers pay?",
            money(t),
            money(p1),
            money(p2)
        ),
        correct: money(t - consumers),
        wrong: [money(consumers), money(t), money(p2 - t)],
        why: format!(
            "Consumers pay the rise in price, {} − {} = {}. Producers pay the rest of the tax: {} − {} = {} per unit (they keep {} − {} = {}).",
            money(p2),
            money(p1),
            money(consumers),
            money(t),
            money(consumers),
            money(t - consumers),
            money(p2),
            money(t),
            money(p2 - t)
        ),
    }
}

fn subsidy_cost(v: u32) -> Made {
    let s = pick(&[2.0, 0.5, 5.0, 1.5, 3.0, 10.0, 0.25, 4.0], v);
    let q = pick(&[1000.0, 40_000.0, 2500.0, 12_000.0, 6000.0, 800.0, 100_000.0, 7500.0], v);
    Made {
        text: format!(
            "The government pays producers a subsidy of {} per unit. After the subsidy, {} units are sold. How much does the subsidy cost the government?",
            money(s),
            num(q)
        ),
        correct: money(s * q),
        wrong: [money(s * q / 2.0), money(q / s), money(s * q * 2.0)],
        why: format!("Subsidy cost = subsidy per unit × quantity sold = {} × {} = {}.", money(s), num(q), money(s * q)),
    }
}

fn marginal_social_cost(v: u32) -> Made {
    let mpc = pick(&[40.0, 12.0, 25.0, 80.0, 6.0, 150.0, 18.0, 55.0], v);
    let ext = pick(&[15.0, 3.0, 10.0, 20.0, 1.5, 30.0, 4.0, 12.0], v);
    Made {
        text: format!(
            "At its current output a steel plant's marginal private cost is {} per tonne, and each tonne causes {} of pollution damage to people nearby. What is the marginal social cost per tonne?",
            money(mpc),
            money(ext)
        ),
        correct: money(mpc + ext),
        wrong: [money(mpc), money(mpc - ext), money(ext)],
        why: format!(
            "Marginal social cost = marginal private cost + marginal external cost = {} + {} = {}. A tax of {} per tonne would make the firm face it.",
            money(mpc),
            money(ext),
            money(mpc + ext),
            money(ext)
        ),
    }
}

fn marginal_social_benefit(v: u32) -> Made {
    let mpb = pick(&[30.0, 50.0, 20.0, 12.0, 80.0, 45.0, 15.0, 100.0], v);
    let ext = pick(&[10.0, 25.0, 8.0, 6.0, 20.0, 15.0, 5.0, 40.0], v);
    Made {
        text: format!(
            "A flu vaccination gives the person vaccinated a benefit worth {} and lowers the risk of infection for others by a value of {}. What is its marginal social benefit?",
            money(mpb),
            money(ext)
        ),
        correct: money(mpb + ext),
        wrong: [money(mpb), money(mpb - ext), money(ext)],
        why: format!(
            "Marginal social benefit = marginal private benefit + marginal external benefit = {} + {} = {}. Left to the market, too few people are vaccinated.",
            money(mpb),
            money(ext),
            money(mpb + ext)
        ),
    }
}

fn real_growth(v: u32) -> Made {
    let n = pick(&[6.0, 8.0, 4.5, 3.0, 10.0, 5.0, 7.5, 2.0], v);
    let i = pick(&[4.0, 3.0, 2.5, 4.0, 6.0, 1.5, 2.0, 3.5], v);
    Made {
        text: format!(
            "Nominal GDP grew by {} and the GDP deflator rose by {}. By approximately how much did real GDP grow?",
            pct(n),
            pct(i)
        ),
        correct: pct(n - i),
        wrong: [pct(n + i), pct(n), pct(i)],
        why: format!(
            "Real growth ≈ nominal growth − inflation (the rise in the deflator) = {} − {} = {}.",
            pct(n),
            pct(i),
            pct(n - i)
        ),
    }
}

fn gdp_per_capita(v: u32) -> Made {
    let gdp = pick(&[300.0, 480.0, 1200.0, 90.0, 2000.0, 640.0, 45.0, 360.0], v);
    let pop = pick(&[20.0, 6.0, 80.0, 3.0, 50.0, 32.0, 9.0, 4.5], v);
    let per = gdp * 1000.0 / pop;
    Made {
        text: format!(
            "A country's real GDP is {} billion and its population is {} million. What is its real GDP per capita?",
            money(gdp),
            num(pop)
        ),
        correct: money(per),
        wrong: [money(per / 10.0), money(per * 10.0), money(gdp / pop)],
        why: format!(
            "GDP per capita = GDP ÷ population = {} billion ÷ {} million = {} thousand = {} a person.",
            money(gdp),
            num(pop),
            num(per / 1000.0),
            money(per)
        ),
    }
}

fn multiplier(v: u32) -> Made {
    let mpc = pick(&[0.8, 0.75, 0.5, 0.9, 0.6, 0.95, 0.2, 0.4], v);
    let k = 1.0 / (1.0 - mpc);
    Made {
        text: format!(
            "In a closed economy without a government, the marginal propensity to consume is {}. What is the value of the multiplier?",
            num(mpc)
        ),
        correct: num(k),
        wrong: [num(1.0 / mpc), num(1.0 - mpc), num(k + 1.0)],
        why: format!("Multiplier = 1 ÷ (1 − MPC) = 1 ÷ {} = {}.", num(1.0 - mpc), num(k)),
    }
}

fn income_change(v: u32) -> Made {
    let x = pick(&[10.0, 4.0, 20.0, 6.0, 15.0, 2.5, 8.0, 30.0], v);
    let mps = pick(&[0.2, 0.25, 0.5, 0.1, 0.4, 0.05, 0.8, 0.3], v);
    let y = x / mps;
    Made {
        text: format!(
            "Investment rises by {} billion in a closed economy without a government, where the marginal propensity to save is {}. By how much does national income finally rise?",
            money(x),
            num(mps)
        ),
        correct: format!("{} billion", money(y)),
        wrong: [
            format!("{} billion", money(x)),
            format!("{} billion", money(x * mps)),
            format!("{} billion", money(x * (1.0 - mps))),
        ],
        why: format!(
            "The multiplier is 1 ÷ MPS = 1 ÷ {} = {}, so national income rises by {} × {} = {} billion.",
            num(mps),
            num(1.0 / mps),
            money(x),
            num(1.0 / mps),
            money(y)
        ),
    }
}

fn unemployment_rate(v: u32) -> Made {
    let lf = pick(&[40.0, 3.2, 25.0, 160.0, 8.0, 50.0, 2.5, 12.0], v);
    let u = pick(&[2.0, 0.16, 3.0, 6.4, 0.6, 4.5, 0.1, 1.8], v);
    let rate = u / lf * 100.0;
    Made {
        text: format!(
            "A country's labour force is {} million people, of whom {} million are unemployed. What is the unemployment rate?",
            num(lf),
            num(u)
        ),
        correct: pct(rate),
        wrong: [pct(rate * 2.0), pct(u / (lf + u) * 100.0 + 0.5), pct(100.0 - rate)],
        why: format!(
            "Unemployment rate = unemployed ÷ labour force × 100 = {} ÷ {} × 100 = {}. The labour force already includes the unemployed.",
            num(u),
            num(lf),
            pct(rate)
        ),
    }
}

fn inflation_rate(v: u32) -> Made {
    let (a, b) = pick(
        &[
            (100.0, 104.0),
            (120.0, 126.0),
            (150.0, 153.0),
            (200.0, 190.0),
            (110.0, 121.0),
            (125.0, 130.0),
            (80.0, 84.0),
            (250.0, 255.0),
        ],
        v,
    );
    let rate = (b - a) / a * 100.0;
    Made {
        text: format!(
            "The consumer price index rose from {} to {} over a year. What was the rate of inflation?",
            num(a),
            num(b)
        ),
        correct: pct(rate),
        wrong: [pct(b - a), pct((b - a) / b * 100.0 + 0.3), pct(-rate)],
        why: format!(
            "Inflation = (new CPI − old CPI) ÷ old CPI × 100 = ({} − {}) ÷ {} × 100 = {}.",
            num(b),
            num(a),
            num(a),
            pct(rate)
        ),
    }
}

fn real_interest_rate(v: u32) -> Made {
    let n = pick(&[5.0, 3.0, 1.0, 7.5, 4.0, 0.5, 6.0, 2.0], v);
    let i = pick(&[2.0, 4.0, 3.5, 2.5, 4.0, 2.0, 1.5, 8.0], v);
    Made {
        text: format!(
            "A bank pays a nominal interest rate of {} on savings while inflation is {}. What is the real interest rate?",
            pct(n),
            pct(i)
        ),
        correct: pct(n - i),
        wrong: [pct(n + i), pct(i - n + if n == i { 1.0 } else { 0.0 }), pct(n)],
        why: format!(
            "Real interest rate ≈ nominal rate − inflation = {} − {} = {}.{}",
            pct(n),
            pct(i),
            pct(n - i),
            if n < i { " Savers lose purchasing power." } else { "" }
        ),
    }
}

fn mortgage_cost(v: u32) -> Made {
    let m = pick(&[200_000.0, 300_000.0, 150_000.0, 500_000.0, 250_000.0, 400_000.0, 120_000.0, 600_000.0], v);
    let (a, b) =
        pick(&[(1.0, 1.5), (2.0, 2.75), (0.5, 1.5), (3.0, 3.25), (1.5, 2.5), (4.0, 4.5), (2.5, 3.5), (0.25, 0.75)], v);
    let extra = m * (b - a) / 100.0;
    Made {
        text: format!(
            "The central bank raises its base rate from {} to {}. A household has an interest-only mortgage of {} charged at the base rate plus 2%. By how much does its yearly interest rise?",
            pct(a),
            pct(b),
            money(m)
        ),
        correct: money(extra),
        wrong: [money(m * (b + 2.0) / 100.0), money(m * b / 100.0), money(extra * 10.0)],
        why: format!(
            "The rate rises by {} points, so interest rises by {} × {} = {} a year. Less disposable income is how higher rates cut consumption.",
            num(b - a),
            money(m),
            pct(b - a),
            money(extra)
        ),
    }
}

fn budget_balance(v: u32) -> Made {
    let g = pick(&[450.0, 120.0, 80.0, 1000.0, 60.0, 300.0, 95.0, 720.0], v);
    let t = pick(&[400.0, 135.0, 72.0, 880.0, 66.0, 300.5, 90.0, 700.0], v);
    let balance = t - g;
    let says = |x: f64| {
        if x < 0.0 {
            format!("A deficit of {} billion", money(-x))
        } else {
            format!("A surplus of {} billion", money(x))
        }
    };
    Made {
        text: format!(
            "This year a government spends {} billion and collects {} billion in taxes. What is its budget position?",
            money(g),
            money(t)
        ),
        correct: says(balance),
        wrong: [
            says(-balance),
            says(balance * 2.0 + if balance == 0.0 { 1.0 } else { 0.0 }),
            format!("A deficit of {} billion", money(g)),
        ],
        why: format!(
            "Budget balance = tax revenue − government spending = {} − {} = {} billion: {}.",
            money(t),
            money(g),
            money(balance),
            if balance < 0.0 { "a deficit, financed by borrowing" } else { "a surplus" }
        ),
    }
}

fn income_tax(v: u32) -> Made {
    let y = pick(&[30_000.0, 45_000.0, 12_000.0, 60_000.0, 25_000.0, 80_000.0, 18_500.0, 100_000.0], v);
    let tax = 0.2 * (y - 10_000.0);
    Made {
        text: format!(
            "Income tax is 0% on the first $10,000 of income and 20% on all income above it. How much tax is paid on an income of {}?",
            money(y)
        ),
        correct: money(tax),
        wrong: [money(0.2 * y), money(tax / 2.0), money(y - 10_000.0)],
        why: format!(
            "Only the income above $10,000 is taxed: 20% × ({} − $10,000) = {}. The average rate, {}, is below the marginal rate of 20%: the tax is progressive.",
            money(y),
            money(tax),
            pct(tax / y * 100.0)
        ),
    }
}

fn currency_price(v: u32) -> Made {
    let r = pick(&[1.35, 1.3, 1.4, 1.25, 1.32, 1.5, 1.28, 1.36], v);
    let p = pick(&[1000.0, 800.0, 1500.0, 20.0, 250.0, 60.0, 4000.0, 2.5], v);
    Made {
        text: format!(
            "The exchange rate is 1 USD = {} SGD. A laptop made in the USA costs USD {}. What does it cost in Singapore dollars?",
            num(r),
            num(p)
        ),
        correct: format!("SGD {}", num(p * r)),
        wrong: [format!("SGD {}", num(p / r)), format!("SGD {}", num(p)), format!("SGD {}", num(p + r))],
        why: format!(
            "Each US dollar costs {} Singapore dollars, so USD {} × {} = SGD {}. If the SGD appreciated, the laptop would become cheaper in Singapore.",
            num(r),
            num(p),
            num(r),
            num(p * r)
        ),
    }
}

fn terms_of_trade(v: u32) -> Made {
    let (x, m) = pick(
        &[
            (110.0, 100.0),
            (120.0, 150.0),
            (95.0, 100.0),
            (130.0, 104.0),
            (100.0, 125.0),
            (99.0, 90.0),
            (150.0, 120.0),
            (88.0, 110.0),
        ],
        v,
    );
    let tot = x / m * 100.0;
    Made {
        text: format!(
            "A country's index of average export prices is {} and its index of average import prices is {}. What is its terms of trade index?",
            num(x),
            num(m)
        ),
        correct: num(tot),
        wrong: [
            num(m / x * 100.0),
            num(x - m + 100.0 + if tot == x - m + 100.0 { 1.0 } else { 0.0 }),
            num(x * m / 100.0),
        ],
        why: format!(
            "Terms of trade = index of export prices ÷ index of import prices × 100 = {} ÷ {} × 100 = {}: {}.",
            num(x),
            num(m),
            num(tot),
            if tot > 100.0 {
                "each unit of exports buys more imports than in the base year"
            } else {
                "each unit of exports buys fewer imports than in the base year"
            }
        ),
    }
}

/// Every question, with ids `{topic}{form}{variant}` (e.g. 5 1 3 → 50103 + …), answers rotated so
/// the correct one moves, and a recommendation; the index of ids by topic.
pub fn questions(video_topics: &[u32]) -> (Vec<ChallengeQuestion>, QuestionIndex) {
    let mut out = vec![];
    let mut index = QuestionIndex::default();
    for (topic, name, forms) in TOPICS {
        for (f, form) in forms.iter().enumerate() {
            for v in 0..VARIANTS {
                let id = topic * 1000 + f as u32 * 100 + v + 1;
                let made = form(v);
                let mut texts: Vec<String> = vec![made.correct.clone()];
                for w in made.wrong {
                    let mut w = w;
                    while texts.contains(&w) {
                        w.push_str(" (approx.)");
                    }
                    texts.push(w);
                }
                let shift = (v as usize + f) % texts.len();
                texts.rotate_right(shift);
                let answers: Vec<ChallengeAnswer> = texts
                    .iter()
                    .enumerate()
                    .map(|(i, t)| ChallengeAnswer { id: id * 10 + i as u32 + 1, answer_text: t.clone() })
                    .collect();
                let correct_answer_id =
                    answers.iter().find(|a| a.answer_text == made.correct).map(|a| a.id).unwrap_or(0);
                let video = video_topics.contains(topic) && v % 2 == 1;
                let recommendation = if video {
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
                };
                out.push(ChallengeQuestion {
                    id,
                    topic_id: *topic,
                    question_text: made.text,
                    question_image_key: None,
                    answers,
                    correct_answer_id,
                    explanation_notes: made.why,
                    recommendation,
                });
                index.topics.entry(*topic).or_default().push(id);
            }
        }
    }
    (out, index)
}

pub async fn seed(state: &AppState, video_topics: &[u32]) -> Result<(), StoreError> {
    let (questions, index) = questions(video_topics);
    for q in &questions {
        challenge::put_question(&state.db, q).await?;
    }
    challenge::put_index(&state.db, &index).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_a_student_writes_them() {
        assert_eq!(num(1500.0), "1,500");
        assert_eq!(num(-0.4), "-0.4");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(1.6667), "1.67");
        assert_eq!(num(1_000_000.0), "1,000,000");
        assert_eq!(money(-12.5), "-$12.5");
    }

    #[test]
    fn over_200_questions_in_12_topics_each_with_one_right_answer_and_its_working() {
        let (questions, index) = questions(&[2, 3, 4]);
        assert!(questions.len() >= 200, "{}", questions.len());
        assert!(index.topics.len() >= 12);
        for q in &questions {
            assert_eq!(q.answers.len(), 4, "{}", q.question_text);
            let mut texts: Vec<&str> = q.answers.iter().map(|a| a.answer_text.as_str()).collect();
            texts.sort_unstable();
            texts.dedup();
            assert_eq!(texts.len(), 4, "four different answers: {} {:?}", q.question_text, q.answers);
            assert!(q.answers.iter().any(|a| a.id == q.correct_answer_id), "{}", q.question_text);
            assert!(q.explanation_notes.len() > 30, "{}", q.question_text);
        }
        let mut ids: Vec<u32> = questions.iter().map(|q| q.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), questions.len(), "unique ids");
        let positions: std::collections::BTreeSet<u32> = questions.iter().map(|q| q.correct_answer_id % 10).collect();
        assert_eq!(positions.len(), 4, "the right answer is not always in the same place");
        assert!(questions.iter().any(|q| q.recommendation.kind == "VIDEO"));
    }
}
