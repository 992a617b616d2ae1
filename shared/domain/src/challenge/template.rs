//! Quiz Challenge question templates and their instances.
//!
//! A question is authored as a template: variables (a range, a list, or a formula of the
//! variables before it), the question, the correct answer and the distractors written with
//! `{formula}` placeholders (`{formula:money}`, `{formula:pct}`, `{formula:num}`), and an
//! explanation written the same way. Every question served is an instance: values drawn afresh,
//! the answers shuffled, and answer ids drawn at random, so an id means nothing outside the game
//! that served it. A question without variables is a fixed question: only its order and ids
//! change. Formulas are evaluated with `exmex` (`+ - * / ^`, `abs`, `sqrt`, `round`, …).
//!
//! An instance is a pure function of the template and a seed: the game keeps the seed, and the
//! end of a game renders the same instance again to explain it.

use std::collections::HashMap;

use exmex::prelude::*;

use super::{ChallengeAnswer, ChallengeQuestion, Values, Variable};

/// How a placeholder's number is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Num,
    Money,
    Pct,
}

/// A template that cannot be served, and why (staff see the message).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct TemplateError(pub String);

fn err<T>(message: impl Into<String>) -> Result<T, TemplateError> {
    Err(TemplateError(message.into()))
}

/// A question as one game serves it.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance {
    pub question_text: String,
    pub answers: Vec<ChallengeAnswer>,
    pub correct_answer_id: u32,
    pub explanation_notes: String,
    /// The values drawn, in the template's order.
    pub values: Vec<(String, f64)>,
}

/// A small, fast generator (SplitMix64): instances are reproducible from their seed.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

/// A number as a student would write it: at most two decimals, thousands separated.
pub fn num(x: f64) -> String {
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

pub fn money(x: f64) -> String {
    if x < 0.0 { format!("-${}", num(-x)) } else { format!("${}", num(x)) }
}

pub fn pct(x: f64) -> String {
    format!("{}%", num(x))
}

fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && name.len() <= 20
}

/// The value of `formula` given the variables known so far.
fn eval(formula: &str, env: &HashMap<String, f64>) -> Result<f64, TemplateError> {
    let ex = exmex::parse::<f64>(formula).or_else(|e| err(format!("The formula “{formula}” cannot be read: {e}")))?;
    let mut values = Vec::with_capacity(ex.var_names().len());
    for name in ex.var_names() {
        match env.get(name) {
            Some(v) => values.push(*v),
            None => {
                return err(format!(
                    "The formula “{formula}” uses “{name}”, which is not a variable defined before it."
                ));
            }
        }
    }
    let v = ex.eval(&values).or_else(|e| err(format!("The formula “{formula}” cannot be evaluated: {e}")))?;
    if v.is_finite() {
        Ok(v)
    } else {
        err(format!("The formula “{formula}” has no finite value for {}.", show(env)))
    }
}

fn show(env: &HashMap<String, f64>) -> String {
    let mut pairs: Vec<_> = env.iter().collect();
    pairs.sort_by(|a, b| a.0.cmp(b.0));
    pairs.iter().map(|(k, v)| format!("{k} = {}", num(**v))).collect::<Vec<_>>().join(", ")
}

/// `text` with each `{formula[:format]}` replaced by its value.
fn render(text: &str, env: &HashMap<String, f64>) -> Result<String, TemplateError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { return err(format!("A “{{” is not closed in “{text}”.")) };
        let inner = &after[..close];
        let (formula, format) = match inner.rsplit_once(':') {
            Some((f, "money")) => (f, Format::Money),
            Some((f, "pct")) => (f, Format::Pct),
            Some((f, "num")) => (f, Format::Num),
            Some((_, other)) => return err(format!("“{other}” is not a format (num, money or pct).")),
            None => (inner, Format::Num),
        };
        let v = eval(formula.trim(), env)?;
        out.push_str(&match format {
            Format::Num => num(v),
            Format::Money => money(v),
            Format::Pct => pct(v),
        });
        rest = &after[close + 1..];
    }
    if rest.contains('}') {
        return err(format!("A “}}” has no “{{” in “{text}”."));
    }
    out.push_str(rest);
    Ok(out)
}

/// The values drawn: by name, and in the template's order.
type Drawn = (HashMap<String, f64>, Vec<(String, f64)>);

/// Values for every variable, drawn with `rng`.
fn draw(variables: &[Variable], rng: &mut Rng) -> Result<Drawn, TemplateError> {
    let mut env = HashMap::new();
    let mut drawn = vec![];
    for v in variables {
        let value = match &v.values {
            Values::Range { min, max, step } => {
                let steps = ((max - min) / step + 1e-9).floor() as u64;
                let x = min + step * rng.below(steps + 1) as f64;
                (x * 1e6).round() / 1e6
            }
            Values::List { values } => values[rng.below(values.len() as u64) as usize],
            Values::Formula { formula } => eval(formula, &env)?,
        };
        env.insert(v.name.clone(), value);
        drawn.push((v.name.clone(), value));
    }
    Ok((env, drawn))
}

/// The instance of `q` for `seed`. Fails when two of its answers read the same for the values
/// drawn (and for a template that is malformed).
pub fn instance(q: &ChallengeQuestion, seed: u64) -> Result<Instance, TemplateError> {
    let mut rng = Rng::new(seed);
    let (env, values) = draw(&q.variables, &mut rng)?;
    let correct = render(&q.correct_answer, &env)?;
    let mut texts = vec![correct.clone()];
    for d in &q.distractors {
        let text = render(d, &env)?;
        if text == correct {
            return err(format!("For {} the correct answer ({correct}) equals a distractor.", show(&env)));
        }
        if texts.contains(&text) {
            return err(format!("{TWO_DISTRACTORS} For {} two distractors both read “{text}”.", show(&env)));
        }
        texts.push(text);
    }
    rng.shuffle(&mut texts);
    let mut answers: Vec<ChallengeAnswer> = Vec::with_capacity(texts.len());
    for answer_text in texts {
        // Ids from 1 to 2^31 - 1 (0 means "no answer"), distinct within the question.
        let id = loop {
            let id = 1 + rng.below((1 << 31) - 1) as u32;
            if !answers.iter().any(|a| a.id == id) {
                break id;
            }
        };
        answers.push(ChallengeAnswer { id, answer_text });
    }
    let correct_answer_id = answers.iter().find(|a| a.answer_text == correct).map(|a| a.id).unwrap_or_default();
    Ok(Instance {
        question_text: render(&q.question_text, &env)?,
        answers,
        correct_answer_id,
        explanation_notes: render(&q.explanation_notes, &env)?,
        values,
    })
}

/// A fresh instance: the first of a few seeds from `rng` whose answers all differ (a template
/// that passed [`check`] gives one at the first seed all but never).
pub fn fresh(q: &ChallengeQuestion, rng: &mut Rng) -> Result<(u64, Instance), TemplateError> {
    let mut last = TemplateError("no seed tried".into());
    for _ in 0..20 {
        let seed = rng.next_u64();
        match instance(q, seed) {
            Ok(i) => return Ok((seed, i)),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// How many instances [`check`] draws.
pub const CHECK_SAMPLES: u64 = 400;
/// Draws where two distractors read the same are drawn again, but a template may need that in
/// at most one draw in this many.
pub const REDRAW_AT_MOST: u64 = 20;
const TWO_DISTRACTORS: &str = "Too many draws give two equal distractors.";

/// Whether a template can be served: names and formulas that read, one to five distractors, and,
/// for every one of [`CHECK_SAMPLES`] draws, a correct answer that differs from every distractor.
/// Two distractors may read the same in at most one draw in [`REDRAW_AT_MOST`] (the server draws
/// those again).
pub fn check(q: &ChallengeQuestion) -> Result<(), TemplateError> {
    if q.distractors.is_empty() || q.distractors.len() > 5 {
        return err("A question needs one to five distractors.");
    }
    let mut names: Vec<&str> = vec![];
    for v in &q.variables {
        if !valid_name(&v.name) {
            return err(format!(
                "“{}” is not a variable name: lower-case letters, digits and _, starting with a letter.",
                v.name
            ));
        }
        let reserved = exmex::parse::<f64>(&v.name).map(|ex| ex.var_names() != [v.name.as_str()]).unwrap_or(true);
        if reserved {
            return err(format!("“{}” is a constant or function of the formulas: choose another name.", v.name));
        }
        if names.contains(&v.name.as_str()) {
            return err(format!("The variable “{}” is defined twice.", v.name));
        }
        names.push(&v.name);
        match &v.values {
            Values::Range { min, max, step } => {
                if !(min.is_finite() && max.is_finite() && *step > 0.0 && min <= max) {
                    return err(format!("“{}” needs a range with min ≤ max and a step above 0.", v.name));
                }
                if (max - min) / step > 1e6 {
                    return err(format!("“{}” has more than a million values: use a larger step.", v.name));
                }
            }
            Values::List { values } if values.is_empty() || values.iter().any(|x| !x.is_finite()) => {
                return err(format!("“{}” needs at least one value.", v.name));
            }
            Values::List { .. } | Values::Formula { .. } => {}
        }
    }
    let samples = if q.variables.is_empty() { 1 } else { CHECK_SAMPLES };
    let mut redraws = 0;
    for seed in 0..samples {
        match instance(q, seed) {
            Ok(_) => {}
            Err(e) if e.0.starts_with(TWO_DISTRACTORS) && (redraws + 1) * REDRAW_AT_MOST <= samples => redraws += 1,
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::challenge::Recommendation;

    fn template(correct: &str, distractors: &[&str]) -> ChallengeQuestion {
        ChallengeQuestion {
            id: 1,
            topic_id: 2,
            question_text: "Qd = {a} − {b}P. What is Qd at P = {p:money}?".into(),
            question_image_key: None,
            variables: vec![
                Variable { name: "a".into(), values: Values::Range { min: 200.0, max: 400.0, step: 10.0 } },
                Variable { name: "b".into(), values: Values::List { values: vec![2.0, 3.0, 4.0] } },
                Variable { name: "p".into(), values: Values::Range { min: 2.0, max: 30.0, step: 1.0 } },
                Variable { name: "q".into(), values: Values::Formula { formula: "a - b*p".into() } },
            ],
            correct_answer: correct.into(),
            distractors: distractors.iter().map(|d| d.to_string()).collect(),
            explanation_notes: "Qd = {a} − {b} × {p} = {q} units.".into(),
            recommendation: Recommendation { kind: "NOTES".into(), key: "k".into(), title: "t".into() },
        }
    }

    #[test]
    fn numbers_read_as_a_student_writes_them() {
        assert_eq!(num(1500.0), "1,500");
        assert_eq!(num(-0.4), "-0.4");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(1.6667), "1.67");
        assert_eq!(num(1_000_000.0), "1,000,000");
        assert_eq!(money(-12.5), "-$12.5");
        assert_eq!(pct(7.25), "7.25%");
    }

    #[test]
    fn an_instance_fills_in_values_shuffles_answers_and_draws_ids() {
        let q = template("{q} units", &["{a + b*p} units", "{b*p} units", "{a - p} units"]);
        check(&q).unwrap();
        let one = instance(&q, 7).unwrap();
        assert_eq!(one, instance(&q, 7).unwrap(), "the same seed, the same instance");
        let env: HashMap<String, f64> = one.values.iter().cloned().collect();
        let expected_q = env["a"] - env["b"] * env["p"];
        assert_eq!(env["q"], expected_q);
        let correct = one.answers.iter().find(|a| a.id == one.correct_answer_id).unwrap();
        assert_eq!(correct.answer_text, format!("{} units", num(expected_q)));
        assert!(one.question_text.starts_with(&format!("Qd = {} − ", num(env["a"]))), "{}", one.question_text);
        assert!(one.question_text.contains(&money(env["p"])));
        assert_eq!(
            one.explanation_notes,
            format!("Qd = {} − {} × {} = {} units.", num(env["a"]), num(env["b"]), num(env["p"]), num(expected_q))
        );
        assert!(one.answers.iter().all(|a| a.id > 0 && a.id < 1 << 31));

        let many: Vec<Instance> = (0..200).map(|s| instance(&q, s).unwrap()).collect();
        let texts: std::collections::BTreeSet<&str> = many.iter().map(|i| i.question_text.as_str()).collect();
        assert!(texts.len() > 150, "values drawn afresh: {} different questions of 200", texts.len());
        let positions: std::collections::BTreeSet<usize> =
            many.iter().map(|i| i.answers.iter().position(|a| a.id == i.correct_answer_id).unwrap()).collect();
        assert_eq!(positions.len(), 4, "the correct answer moves");
        let ids: std::collections::BTreeSet<u32> = many.iter().map(|i| i.correct_answer_id).collect();
        assert!(ids.len() > 190, "ids do not repeat across instances");
    }

    #[test]
    fn a_template_whose_correct_answer_can_equal_a_distractor_is_refused() {
        // a − p equals a − b·p whenever b = 1.
        let mut q = template("{q} units", &["{a - p} units", "{b*p} units"]);
        q.variables[1].values = Values::List { values: vec![1.0, 2.0] };
        let e = check(&q).unwrap_err();
        assert!(e.0.contains("the correct answer") && e.0.contains("equals a distractor"), "{e}");
        let e = check(&template("{q} units", &["{b*p} units", "{p*b} units"])).unwrap_err();
        assert!(e.0.contains("two distractors"), "{e}");
        // Two distractors equal only when p = 10: one draw in 29, drawn again.
        check(&template("{q} units", &["{b*p} units", "{b*10} units"])).unwrap();
        // b = 4 in one draw in three: too often.
        let e = check(&template("{q} units", &["{b} units", "4 units"])).unwrap_err();
        assert!(e.0.starts_with(TWO_DISTRACTORS), "{e}");
    }

    #[test]
    fn malformed_templates_say_what_is_wrong() {
        let e = check(&template("{q + z} units", &["1"])).unwrap_err();
        assert!(e.0.contains("“z”"), "{e}");
        let e = check(&template("{q units", &["1"])).unwrap_err();
        assert!(e.0.contains("not closed"), "{e}");
        let e = check(&template("{q:euro}", &["1"])).unwrap_err();
        assert!(e.0.contains("not a format"), "{e}");
        let e = check(&template("{q}", &[])).unwrap_err();
        assert!(e.0.contains("distractors"), "{e}");
        let mut q = template("{q}", &["{q + 1}"]);
        q.variables[1].name = "e".into();
        assert!(check(&q).unwrap_err().0.contains("constant or function"), "Euler's number is not a variable");
        let mut q = template("{q}", &["{q + 1}"]);
        q.variables[0].name = "A b".into();
        assert!(check(&q).unwrap_err().0.contains("not a variable name"));
        let mut q = template("{q}", &["{q + 1}"]);
        q.variables[2].values = Values::Range { min: 3.0, max: 1.0, step: 1.0 };
        assert!(check(&q).unwrap_err().0.contains("min ≤ max"));
        let q = template("{a / (b - b)}", &["1"]);
        assert!(check(&q).unwrap_err().0.contains("no finite value"));
    }

    #[test]
    fn a_fixed_question_has_no_variables_and_still_gets_fresh_ids_and_order() {
        let mut q = template("Scarcity", &["Abundance", "Inflation", "Profit"]);
        q.variables.clear();
        q.question_text = "What is the basic economic problem?".into();
        q.explanation_notes = "Wants are unlimited; resources are scarce.".into();
        check(&q).unwrap();
        let a = instance(&q, 1).unwrap();
        let b = instance(&q, 2).unwrap();
        assert_eq!(a.question_text, b.question_text);
        assert_ne!(a.correct_answer_id, b.correct_answer_id);
    }

    #[test]
    fn the_generator_is_spread_and_reproducible() {
        let mut r = Rng::new(42);
        let mut counts = [0u32; 4];
        for _ in 0..4000 {
            counts[r.below(4) as usize] += 1;
        }
        assert!(counts.iter().all(|c| (900..1100).contains(c)), "{counts:?}");
        let mut a = [1, 2, 3, 4, 5];
        Rng::new(3).shuffle(&mut a);
        let mut b = [1, 2, 3, 4, 5];
        Rng::new(3).shuffle(&mut b);
        assert_eq!(a, b);
    }
}
