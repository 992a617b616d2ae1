//! A predicted IB grade (docs/papers.md): each component's mark scaled to its weight for the
//! student's level, added to a score out of 100 and compared with the session's boundaries (staff
//! data; the seeded ones are a third party's example figures). A component not yet sat makes the
//! possible score a range (0 to its whole weight); the *likely* score fills it with the student's
//! own share of the marks in the papers they have sat, within a margin that narrows as the marks
//! it rests on grow ([`Likely`]). Pure: no I/O.

use serde::{Deserialize, Serialize};

use crate::marking::CourseLevel;
use crate::papers::{Component, components};

/// The lowest score of one grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Boundary {
    pub grade: u8,
    /// Out of 100.
    pub min: u32,
}

/// A session's grade boundaries at one level, as staff keep them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Boundaries {
    /// The exam session, as a cohort is written: `2025#MAY`.
    pub session: String,
    pub level: CourseLevel,
    /// Example figures (not the IB's own for this session): shown as such.
    pub example: bool,
    /// Grades 2–7 that have a boundary; those below the lowest one given form one range.
    pub grades: Vec<Boundary>,
}

/// Why boundaries cannot be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoundaryError {
    Session,
    Grades,
    Order,
}

impl BoundaryError {
    pub fn message(self) -> &'static str {
        match self {
            Self::Session => "Name the session as a year and May or November.",
            Self::Grades => "Give boundaries for grade 7 down to at least grade 4, each grade once, each out of 100.",
            Self::Order => "A higher grade needs a higher score.",
        }
    }
}

impl Boundaries {
    /// Its boundaries, grade 7 first.
    pub fn highest_first(&self) -> Vec<Boundary> {
        let mut g = self.grades.clone();
        g.sort_by_key(|b| std::cmp::Reverse(b.grade));
        g
    }

    /// Grade 7 down to at least 4, each once, at most 100, higher grades at higher scores.
    pub fn check(&self) -> Result<(), BoundaryError> {
        let year_ok = |c: crate::Cohort| c.year.is_some_and(|y| crate::Cohort::YEARS.contains(&i64::from(y)));
        if self.session.len() > 32 || !self.session.parse::<crate::Cohort>().is_ok_and(year_ok) {
            return Err(BoundaryError::Session);
        }
        let g = self.highest_first();
        let grades: Vec<u8> = g.iter().map(|b| b.grade).collect();
        let expected: Vec<u8> = (2..=7).rev().take(grades.len()).collect();
        if grades.len() < 4 || grades != expected || g.iter().any(|b| b.min > 100) {
            return Err(BoundaryError::Grades);
        }
        if g.windows(2).any(|w| w[0].min <= w[1].min) {
            return Err(BoundaryError::Order);
        }
        Ok(())
    }

    /// The grade a score reaches, as a range: one grade, or the grades below the lowest boundary
    /// given (1–3 when only 7 to 4 are known).
    pub fn grade_of(&self, score: f64) -> GradeRange {
        let g = self.highest_first();
        // Not rounded before comparing; the tolerance only absorbs floating-point noise, so a
        // score that is exactly a boundary reaches it.
        if let Some(b) = g.iter().find(|b| score + 1e-9 >= f64::from(b.min)) {
            return GradeRange { low: b.grade, high: b.grade };
        }
        let lowest = g.last().map_or(2, |b| b.grade);
        GradeRange { low: 1, high: lowest.saturating_sub(1).max(1) }
    }
}

/// The example boundaries seeded for staff to replace: a third party's published figures for the
/// May 2025 session (unverified; `shared/reference/ib/economics-assessment.md`).
pub fn example_boundaries() -> [Boundaries; 2] {
    let grades = |v: [u32; 4]| (0..4).map(|i| Boundary { grade: 7 - i as u8, min: v[i] }).collect();
    [
        Boundaries {
            session: "2025#MAY".into(),
            level: CourseLevel::Higher,
            example: true,
            grades: grades([78, 64, 51, 37]),
        },
        Boundaries {
            session: "2025#MAY".into(),
            level: CourseLevel::Standard,
            example: true,
            grades: grades([80, 67, 55, 43]),
        },
    ]
}

/// Grades from `low` to `high` (one grade when equal).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradeRange {
    pub low: u8,
    pub high: u8,
}

impl std::fmt::Display for GradeRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.low == self.high { write!(f, "{}", self.low) } else { write!(f, "{}–{}", self.low, self.high) }
    }
}

/// Where a component's mark came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Source {
    /// A paper, or the internal assessment's portfolio, marked by Seven's teachers.
    Teacher,
    /// A paper the student marked themselves.
    SelfMarked,
    /// The student's own estimate (the internal assessment).
    Estimate,
}

/// A mark for a component: the latest marked paper's, or the student's estimate for the IA.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComponentMark {
    pub component: Component,
    pub mark: u32,
    pub max: u32,
    pub source: Source,
    /// Epoch ms it was marked (or estimated).
    pub at: i64,
}

/// One component's line in "how this was worked out".
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub component: Component,
    pub weight: u32,
    /// `None` while the component has no mark: it counts from 0 to its whole weight.
    pub mark: Option<ComponentMark>,
    /// Its share of the 100, when marked.
    pub points: Option<f64>,
    pub text: String,
}

/// The component that would raise the grade most, and why.
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NextStep {
    pub component: Component,
    pub text: String,
}

/// The likely grade: "if you do as well in the papers you have not sat as in those you have".
///
/// The evidence is the papers marked (the newest of each) and the written answers teachers marked
/// outside a paper ([`AnswerMark`]). A component without a mark (a paper not sat, the internal
/// assessment without an estimate) scores its weight × the student's share of the marks in that
/// evidence, where the marks of answers written for that very paper count twice (they say more
/// about it than the other papers do). Its range is `(share ± 1/√n) × weight` (kept within 0 and
/// the weight), n being the evidence's effective number of marks, (Σw)² / Σw² for weights w of 1
/// or 2 (Kish): 1/√n is twice the largest standard error such a share can have
/// (2·√(p(1−p)/n) ≤ 2·√(¼/n)), so the margin narrows as any evidence grows, and as fewer
/// components are left to guess (none left: no margin). Without answers of its own a component's
/// share is simply the marks scored over the marks marked.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Likely {
    /// The likely score out of 100, and its range.
    pub score: f64,
    pub score_low: f64,
    pub score_high: f64,
    /// The grade the likely score reaches.
    pub grade: GradeRange,
    /// The grades its range reaches.
    pub range: GradeRange,
    /// The student's share of the marks in the papers marked, 0 to 1.
    pub share: f64,
    /// How many marks the evidence rests on (the papers' maximum marks added up).
    pub marks: u32,
    /// How many papers it rests on.
    pub papers: u32,
    /// How many written answers marked by teachers (outside a paper) it rests on.
    pub answers: u32,
}

/// A written answer a teacher marked outside a paper, for the paper its question is written for:
/// evidence for the likely grade ([`Likely`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnswerMark {
    pub component: Component,
    pub mark: u32,
    pub max: u32,
    /// Epoch ms it was returned.
    pub at: i64,
}

impl AnswerMark {
    /// A returned answer's mark as evidence at `level`: written outside a paper (a paper's parts
    /// count in its paper's mark) for a question set for a paper, at that level or at both.
    pub fn of(answer: &crate::marking::Answer, level: CourseLevel) -> Option<Self> {
        let mark = answer.mark.as_ref().filter(|_| answer.is_returned() && answer.sitting.is_none())?;
        let component = Component::of_paper(answer.paper?);
        let at = answer.returned_at?;
        answer.level.is_none_or(|l| l == level).then_some(Self { component, mark: mark.mark, max: answer.marks, at })
    }
}

/// What a prediction at one level is worked from (docs/papers.md).
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    /// The marked sittings at the level (each level's are kept for it) and the IA estimate.
    pub marks: Vec<ComponentMark>,
    /// The answers teachers returned outside a paper, for the paper each is written for.
    pub answers: Vec<AnswerMark>,
    /// How many sittings at the level are marked.
    pub papers: u32,
}

impl Evidence {
    /// A student's `sittings` (settled, with the desk's marks), `answers` and `settings` at `level`,
    /// and their internal assessment's mark out of 45 and when it was given, once a teacher has
    /// marked the whole portfolio (`ia::portfolio_mark`): it replaces their estimate.
    pub fn gather(
        level: CourseLevel,
        sittings: &[crate::papers::Sitting],
        answers: &[crate::marking::Answer],
        settings: &GradeSettings,
        ia_marked: Option<(u32, i64)>,
    ) -> Self {
        use crate::papers::MarkedBy;
        let mut marks: Vec<ComponentMark> = sittings
            .iter()
            .filter(|s| s.level == level)
            .filter_map(|s| {
                let source = if s.marked_by == Some(MarkedBy::Teacher) { Source::Teacher } else { Source::SelfMarked };
                Some(ComponentMark { component: s.component, mark: s.total()?, max: s.max, source, at: s.marked_at? })
            })
            .collect();
        let papers = marks.len() as u32;
        let max = crate::papers::IA_MARKS;
        if let Some((mark, at)) = ia_marked {
            marks.push(ComponentMark { component: Component::Internal, mark, max, source: Source::Teacher, at });
        } else if let Some(ia) = settings.ia_estimate {
            let at = settings.ia_at.unwrap_or(0);
            marks.push(ComponentMark { component: Component::Internal, mark: ia, max, source: Source::Estimate, at });
        }
        let answers = answers.iter().filter_map(|a| AnswerMark::of(a, level)).collect();
        Self { marks, answers, papers }
    }

    /// The prediction and its trend against `boundaries`.
    pub fn predict(&self, level: CourseLevel, boundaries: &Boundaries) -> (Prediction, Vec<TrendPoint>) {
        (predict(level, &self.marks, &self.answers, boundaries), trend(level, &self.marks, &self.answers, boundaries))
    }
}

/// Marks scored and marks marked, the weight each counts with.
#[derive(Debug, Clone, Copy)]
struct Weighed {
    mark: u32,
    max: u32,
    weight: f64,
}

/// The share and its effective number of marks for one component not yet marked: its own
/// answers' marks count twice (see [`Likely`]).
fn share_for(component: Component, papers: &[ComponentMark], answers: &[AnswerMark]) -> (f64, f64) {
    let weight = |c: Component| if c == component { 2.0 } else { 1.0 };
    let evidence = papers
        .iter()
        .map(|m| Weighed { mark: m.mark, max: m.max, weight: 1.0 })
        .chain(answers.iter().map(|a| Weighed { mark: a.mark, max: a.max, weight: weight(a.component) }));
    let (mut scored, mut marked, mut squares) = (0.0, 0.0, 0.0);
    for e in evidence {
        scored += e.weight * f64::from(e.mark.min(e.max));
        marked += e.weight * f64::from(e.max);
        squares += e.weight * e.weight * f64::from(e.max);
    }
    (scored / marked, marked * marked / squares)
}

/// A predicted grade and how it was worked out.
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Prediction {
    pub level: CourseLevel,
    /// The likely grade; `None` until a paper at this level is marked.
    pub likely: Option<Likely>,
    /// The possible score out of 100: if every missing component scores nothing, and if it scores
    /// full marks ("how this was worked out").
    pub score_low: f64,
    pub score_high: f64,
    /// The possible grades (the grades of the possible scores).
    pub grade: GradeRange,
    pub lines: Vec<Line>,
    /// The sum and the comparison, in words.
    pub working: Vec<String>,
    pub next_step: Option<NextStep>,
}

/// One decimal, as a student reads a score.
fn one(x: f64) -> String {
    format!("{:.1}", (x * 10.0).round() / 10.0)
}

/// The newest mark of each component among `marks`.
pub fn latest(marks: &[ComponentMark]) -> Vec<ComponentMark> {
    let mut out: Vec<ComponentMark> = Vec::new();
    for m in marks {
        match out.iter_mut().find(|o| o.component == m.component) {
            Some(o) if o.at <= m.at => *o = *m,
            Some(_) => {}
            None => out.push(*m),
        }
    }
    out
}

/// The grade predicted from `marks` (the newest per component counts) at `level`.
pub fn predict(
    level: CourseLevel,
    marks: &[ComponentMark],
    answers: &[AnswerMark],
    boundaries: &Boundaries,
) -> Prediction {
    let marks = latest(marks);
    let mut lines = Vec::new();
    let (mut low, mut missing) = (0.0, 0.0);
    for facts in components(level) {
        let w = facts.weight;
        let mark = marks.iter().copied().find(|m| m.component == facts.component && m.max > 0);
        let points = mark.map(|m| f64::from(m.mark.min(m.max)) / f64::from(m.max) * f64::from(w));
        let text = match (mark, points) {
            (Some(m), Some(p)) => {
                let how = match m.source {
                    Source::Teacher => "marked by a teacher",
                    Source::SelfMarked => "self-marked",
                    Source::Estimate => "your estimate",
                };
                format!("{}: {} / {} ({how}) × {w} % = {} of {w}", facts.component.name(), m.mark, m.max, one(p))
            }
            _ if facts.component == Component::Internal => {
                format!("{}: no estimate yet, so between 0 and {w}", facts.component.name())
            }
            _ => format!("{}: not sat yet, so between 0 and {w}", facts.component.name()),
        };
        low += points.unwrap_or(0.0);
        if points.is_none() {
            missing += f64::from(w);
        }
        lines.push(Line { component: facts.component, weight: w, mark, points, text });
    }
    let high = low + missing;
    let grade = GradeRange { low: boundaries.grade_of(low).low, high: boundaries.grade_of(high).high };
    let sum = lines.iter().filter_map(|l| l.points).map(one).collect::<Vec<_>>().join(" + ");
    let score = if missing == 0.0 {
        format!("Score: {sum} = {} out of 100.", one(low))
    } else if sum.is_empty() {
        format!("Score: nothing marked yet, so between 0 and {} out of 100.", one(high))
    } else {
        format!(
            "Score: {sum} = {}, and up to {} more from what is missing: {} to {} out of 100.",
            one(low),
            one(missing),
            one(low),
            one(high)
        )
    };
    let g = boundaries.highest_first();
    let listed = g.iter().map(|b| format!("{} from {}", b.grade, b.min)).collect::<Vec<_>>().join(", ");
    let (year, month) = boundaries.session.split_once('#').unwrap_or(("", ""));
    let month = if month == "MAY" { "May" } else { "November" };
    let example = if boundaries.example { " (example figures, not the IB's own for your session)" } else { "" };
    let working = vec![
        score,
        format!("Boundaries for {month} {year}{example}: {listed}."),
        if missing == 0.0 {
            format!("Grade: {grade}.")
        } else {
            format!("Possible grades: {grade} (from nothing to full marks in what is missing).")
        },
    ];
    let answers: Vec<AnswerMark> = answers.iter().copied().filter(|a| a.max > 0).collect();
    let likely = likely(&lines, &answers, boundaries);
    let mut working = working;
    if let Some((l, parts)) = &likely {
        working.push(likely_working(l, parts));
    }
    let likely = likely.map(|(l, _)| l);
    let next_step = next_step(&lines);
    Prediction { level, likely, score_low: low, score_high: high, grade, lines, working, next_step }
}

/// A missing component's likely points: its share and whether answers of its own count in it.
struct Guess {
    component: Component,
    weight: u32,
    share: f64,
    own: bool,
}

/// The likely score from `lines` and `answers` (see [`Likely`]), with each missing component's
/// guess; `None` while nothing is marked.
fn likely(lines: &[Line], answers: &[AnswerMark], boundaries: &Boundaries) -> Option<(Likely, Vec<Guess>)> {
    let papers: Vec<ComponentMark> =
        lines.iter().filter_map(|l| l.mark).filter(|m| m.source != Source::Estimate && m.max > 0).collect();
    let marks: u32 = papers.iter().map(|m| m.max).chain(answers.iter().map(|a| a.max)).sum();
    if marks == 0 {
        return None;
    }
    let scored: u32 = papers.iter().map(|m| m.mark.min(m.max)).chain(answers.iter().map(|a| a.mark.min(a.max))).sum();
    let known: f64 = lines.iter().filter_map(|l| l.points).sum();
    let (mut score, mut score_low, mut score_high) = (known, known, known);
    let mut guesses = Vec::new();
    for l in lines.iter().filter(|l| l.points.is_none()) {
        let (share, n) = share_for(l.component, &papers, answers);
        let (w, margin) = (f64::from(l.weight), 1.0 / n.sqrt());
        score += share * w;
        score_low += (share - margin).max(0.0) * w;
        score_high += (share + margin).min(1.0) * w;
        let own = answers.iter().any(|a| a.component == l.component);
        guesses.push(Guess { component: l.component, weight: l.weight, share, own });
    }
    let likely = Likely {
        score,
        score_low,
        score_high,
        grade: boundaries.grade_of(score),
        range: GradeRange { low: boundaries.grade_of(score_low).low, high: boundaries.grade_of(score_high).high },
        share: f64::from(scored) / f64::from(marks),
        marks,
        papers: papers.len() as u32,
        answers: answers.len() as u32,
    };
    Some((likely, guesses))
}

/// The likely score's sum, in words.
fn likely_working(l: &Likely, guesses: &[Guess]) -> String {
    if guesses.is_empty() {
        return format!("Likely grade: {} (every component has a mark).", l.grade);
    }
    let pct = |x: f64| format!("{:.0} %", x * 100.0);
    let weight: u32 = guesses.iter().map(|g| g.weight).sum();
    let added: f64 = guesses.iter().map(|g| g.share * f64::from(g.weight)).sum();
    let end = format!(
        "for {} out of 100, likely between {} and {}: grade {} (range {}).",
        one(l.score),
        one(l.score_low),
        one(l.score_high),
        l.grade,
        l.range
    );
    if !guesses.iter().any(|g| g.own) {
        let names = guesses.iter().map(|g| g.component.name()).collect::<Vec<_>>().join(", ");
        return format!(
            "Likely: you scored {} of the {} marks you have been marked on; at that rate {names} ({weight} of 100) \
             add {}, {end}",
            pct(l.share),
            l.marks,
            one(added),
        );
    }
    let each = guesses
        .iter()
        .map(|g| {
            let own = if g.own { ", its own answers counting twice" } else { "" };
            format!(
                "{} at {}{own}: {} of {}",
                g.component.name(),
                pct(g.share),
                one(g.share * f64::from(g.weight)),
                g.weight
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    format!(
        "Likely: you scored {} of the {} marks you have been marked on ({} and {}); {each}; together {} of {weight}, {end}",
        pct(l.share),
        l.marks,
        count(l.papers, "paper"),
        count(l.answers, "answer"),
        one(added),
    )
}

/// "no papers", "1 paper", "3 answers".
fn count(n: u32, what: &str) -> String {
    match n {
        0 => format!("no {what}s"),
        1 => format!("1 {what}"),
        _ => format!("{n} {what}s"),
    }
}

/// A paper not sat (the heaviest first), then the paper that lost the most points.
fn next_step(lines: &[Line]) -> Option<NextStep> {
    let paper = |l: &&Line| l.component != Component::Internal;
    // The guide's order among papers of equal weight (max_by_key keeps the last of equals).
    if let Some(l) = lines.iter().rev().filter(paper).filter(|l| l.mark.is_none()).max_by_key(|l| l.weight) {
        return Some(NextStep {
            component: l.component,
            text: format!(
                "Sit a {}: it is {} % of your grade, and until you do your grade is a range.",
                l.component.name(),
                l.weight
            ),
        });
    }
    let lost = |l: &Line| f64::from(l.weight) - l.points.unwrap_or(0.0);
    lines.iter().filter(paper).max_by(|a, b| lost(a).total_cmp(&lost(b))).filter(|l| lost(l) > 0.0).map(|l| NextStep {
        component: l.component,
        text: format!(
            "{} would raise your grade most: you lose {} of its {} points. Practise it and sit it again.",
            l.component.name(),
            one(lost(l)),
            l.weight
        ),
    })
}

/// A point of the grade's trend: the prediction as it stood at `at`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrendPoint {
    pub at: i64,
    pub score_low: f64,
    pub score_high: f64,
    pub grade: GradeRange,
    /// The likely grade at that moment.
    pub likely: Option<Likely>,
}

/// The prediction as it stood after each mark (each paper, answer and estimate), oldest first,
/// from what was known at that moment only: an estimate given later does not change the points
/// before it. Points start at the first marked paper or answer (before it there is no likely grade
/// to draw).
pub fn trend(
    level: CourseLevel,
    marks: &[ComponentMark],
    answers: &[AnswerMark],
    boundaries: &Boundaries,
) -> Vec<TrendPoint> {
    let papers = marks.iter().filter(|m| m.source != Source::Estimate).map(|m| m.at);
    let Some(first) = papers.chain(answers.iter().map(|a| a.at)).min() else { return Vec::new() };
    let mut times: Vec<i64> =
        marks.iter().map(|m| m.at).chain(answers.iter().map(|a| a.at)).map(|at| at.max(first)).collect();
    times.sort_unstable();
    times.dedup();
    times
        .into_iter()
        .map(|at| {
            let upto: Vec<ComponentMark> = marks.iter().copied().filter(|m| m.at <= at).collect();
            let answered: Vec<AnswerMark> = answers.iter().copied().filter(|a| a.at <= at).collect();
            let p = predict(level, &upto, &answered, boundaries);
            TrendPoint { at, score_low: p.score_low, score_high: p.score_high, grade: p.grade, likely: p.likely }
        })
        .collect()
}

/// A student's choices for their predicted grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradeSettings {
    /// Their level, as they chose it (never assumed from a sitting: asked until chosen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<CourseLevel>,
    /// Their own estimate of their internal assessment, out of 45.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ia_estimate: Option<u32>,
    /// Epoch ms the estimate was given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ia_at: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hl() -> Boundaries {
        example_boundaries()[0].clone()
    }
    fn sl() -> Boundaries {
        example_boundaries()[1].clone()
    }
    fn m(component: Component, mark: u32, max: u32, at: i64) -> ComponentMark {
        ComponentMark { component, mark, max, source: Source::SelfMarked, at }
    }

    #[test]
    fn the_examples_are_valid_boundaries_and_bad_ones_are_refused() {
        assert_eq!(hl().check(), Ok(()));
        assert_eq!(sl().check(), Ok(()));
        let mut b = hl();
        b.grades[1].min = 90;
        assert_eq!(b.check(), Err(BoundaryError::Order));
        b = hl();
        b.grades.pop();
        assert_eq!(b.check(), Err(BoundaryError::Grades));
        b = hl();
        b.session = "#MAY".into();
        assert_eq!(b.check(), Err(BoundaryError::Session));
    }

    #[test]
    fn a_score_exactly_on_a_boundary_reaches_it() {
        assert_eq!(hl().grade_of(78.0), GradeRange { low: 7, high: 7 });
        assert_eq!(hl().grade_of(77.999), GradeRange { low: 6, high: 6 });
        assert_eq!(hl().grade_of(36.9), GradeRange { low: 1, high: 3 }, "below the lowest boundary given");
        // HL: P1 25/25 → 20, P2 40/40 → 30, P3 40/60 → 20, IA 18/45 → 8: exactly 78, grade 7.
        let mut marks = [
            m(Component::Paper1, 25, 25, 1),
            m(Component::Paper2, 40, 40, 2),
            m(Component::Paper3, 40, 60, 3),
            ComponentMark { component: Component::Internal, mark: 18, max: 45, source: Source::Estimate, at: 0 },
        ];
        let p = predict(CourseLevel::Higher, &marks, &[], &hl());
        assert!((p.score_low - 78.0).abs() < 1e-9, "{}", p.score_low);
        assert_eq!(p.grade, GradeRange { low: 7, high: 7 });
        // One mark less on Paper 3 (19.5 of 30): 77.5, grade 6.
        marks[2] = m(Component::Paper3, 39, 60, 3);
        assert_eq!(predict(CourseLevel::Higher, &marks, &[], &hl()).grade, GradeRange { low: 6, high: 6 });
    }

    #[test]
    fn a_grade_equals_a_hand_computation_at_sl() {
        // SL: P1 18/25 × 30 = 21.6; P2 28/40 × 40 = 28; IA 30/45 × 30 = 20 → 69.6: grade 6 (≥ 67).
        let marks = [
            m(Component::Paper1, 18, 25, 1),
            m(Component::Paper2, 28, 40, 2),
            ComponentMark { component: Component::Internal, mark: 30, max: 45, source: Source::Estimate, at: 0 },
        ];
        let p = predict(CourseLevel::Standard, &marks, &[], &sl());
        assert!((p.score_low - 69.6).abs() < 1e-9);
        assert_eq!(p.score_low, p.score_high);
        assert_eq!(p.grade, GradeRange { low: 6, high: 6 });
        assert_eq!(p.lines[0].text, "Paper 1: 18 / 25 (self-marked) × 30 % = 21.6 of 30");
        assert_eq!(p.working[0], "Score: 21.6 + 28.0 + 20.0 = 69.6 out of 100.");
        assert!(p.working[1].starts_with("Boundaries for May 2025 (example figures"));
        assert_eq!(p.working[2], "Grade: 6.");
        // The paper losing most: P2 loses 12 of 40, P1 8.4 of 30.
        assert_eq!(p.next_step.map(|n| n.component), Some(Component::Paper2));
    }

    #[test]
    fn missing_components_make_a_range() {
        // HL with only Paper 1 at 20/25 (16 of 20): 16 to 96.
        let p = predict(CourseLevel::Higher, &[m(Component::Paper1, 20, 25, 1)], &[], &hl());
        assert!((p.score_low - 16.0).abs() < 1e-9);
        assert!((p.score_high - 96.0).abs() < 1e-9);
        assert_eq!(p.grade, GradeRange { low: 1, high: 7 });
        assert_eq!(p.grade.to_string(), "1–7");
        assert_eq!(p.next_step.map(|n| n.component), Some(Component::Paper2), "the heaviest paper not sat");
        assert!(p.lines[2].text.contains("not sat yet"));
        // Nothing at all: 0 to 100.
        let none = predict(CourseLevel::Standard, &[], &[], &sl());
        assert_eq!((none.score_low, none.score_high), (0.0, 100.0));
        assert_eq!(none.working[0], "Score: nothing marked yet, so between 0 and 100.0 out of 100.");
    }

    #[test]
    fn the_newest_mark_counts_and_the_trend_follows_each_mark() {
        let marks = [m(Component::Paper1, 10, 25, 1), m(Component::Paper1, 20, 25, 5), m(Component::Paper2, 20, 40, 3)];
        let p = predict(CourseLevel::Standard, &marks, &[], &sl());
        // 20/25 × 30 = 24, 20/40 × 40 = 20, IA missing (0–30): 44 to 74.
        assert!((p.score_low - 44.0).abs() < 1e-9);
        assert_eq!(p.grade, GradeRange { low: 4, high: 6 });
        let t = trend(CourseLevel::Standard, &marks, &[], &sl());
        assert_eq!(t.iter().map(|x| x.at).collect::<Vec<_>>(), vec![1, 3, 5]);
        assert!((t[0].score_low - 12.0).abs() < 1e-9);
        assert!((t[2].score_low - 44.0).abs() < 1e-9);
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn nothing_marked_has_no_likely_grade_even_with_an_estimate() {
        assert_eq!(predict(CourseLevel::Higher, &[], &[], &hl()).likely, None);
        let ia = ComponentMark { component: Component::Internal, mark: 30, max: 45, source: Source::Estimate, at: 1 };
        assert_eq!(predict(CourseLevel::Higher, &[ia], &[], &hl()).likely, None, "an estimate is not marked evidence");
        assert!(trend(CourseLevel::Higher, &[ia], &[], &hl()).is_empty());
    }

    #[test]
    fn one_paper_sat_extrapolates_its_share_to_the_rest() {
        // HL, Paper 1 20/25 only: share 20/25 = 0.8 of 25 marks.
        // Known: 0.8 × 20 = 16. Missing: P2 30 + P3 30 + IA 20 = 80 → 0.8 × 80 = 64.
        // Likely: 16 + 64 = 80 (80 % of everything): grade 7 (≥ 78).
        // Margin 1/√25 = 0.2: share 0.6 to 1.0 → 16 + 48 = 64 (grade 6, ≥ 64) to 16 + 80 = 96 (7).
        let p = predict(CourseLevel::Higher, &[m(Component::Paper1, 20, 25, 1)], &[], &hl());
        let l = p.likely.expect("one paper marked");
        assert!(close(l.share, 0.8) && close(l.score, 80.0), "{l:?}");
        assert!(close(l.score_low, 64.0) && close(l.score_high, 96.0), "{l:?}");
        assert_eq!((l.grade, l.range), (GradeRange { low: 7, high: 7 }, GradeRange { low: 6, high: 7 }));
        assert_eq!((l.marks, l.papers), (25, 1));
        // The possible range stays in "how this was worked out".
        assert_eq!(p.grade, GradeRange { low: 1, high: 7 });
        assert_eq!(p.working[2], "Possible grades: 1–7 (from nothing to full marks in what is missing).");
        assert_eq!(
            p.working[3],
            "Likely: you scored 80 % of the 25 marks you have been marked on; at that rate Paper 2, Paper 3, \
             Internal assessment (80 of 100) add 64.0, for 80.0 out of 100, likely between 64.0 and 96.0: \
             grade 7 (range 6–7)."
        );
    }

    #[test]
    fn two_papers_sat_narrow_the_range() {
        // HL, P1 20/25 (16 of 20) and P2 24/40 (18 of 30): 44 of 65 marks, share 44/65 = 0.6769.
        // Known 16 + 18 = 34; missing P3 30 + IA 20 = 50 → 0.6769 × 50 = 33.85; likely 67.85: 6.
        // Margin 1/√65 = 0.1240: share 0.5529 to 0.8009 → 34 + 27.65 = 61.65 (5) to
        // 34 + 40.05 = 74.05 (6).
        let marks = [m(Component::Paper1, 20, 25, 1), m(Component::Paper2, 24, 40, 2)];
        let l = predict(CourseLevel::Higher, &marks, &[], &hl()).likely.unwrap();
        let share = 44.0 / 65.0;
        let margin = 1.0 / 65f64.sqrt();
        assert!(close(l.score, 34.0 + share * 50.0), "{l:?}");
        assert!((l.score - 67.85).abs() < 0.01);
        assert!(close(l.score_low, 34.0 + (share - margin) * 50.0) && (l.score_low - 61.65).abs() < 0.01);
        assert!(close(l.score_high, 34.0 + (share + margin) * 50.0) && (l.score_high - 74.05).abs() < 0.01);
        assert_eq!((l.grade, l.range), (GradeRange { low: 6, high: 6 }, GradeRange { low: 5, high: 6 }));
        assert_eq!((l.marks, l.papers), (65, 2));
        // Narrower than with Paper 1 alone (32 points wide).
        assert!(l.score_high - l.score_low < 32.0 - 1e-9, "{}", l.score_high - l.score_low);
    }

    #[test]
    fn everything_sat_leaves_no_range() {
        // HL: P1 20/25 → 16, P2 24/40 → 18, P3 36/60 → 18, IA 30/45 → 13.333: 65.333, grade 6.
        let marks = [
            m(Component::Paper1, 20, 25, 1),
            m(Component::Paper2, 24, 40, 2),
            m(Component::Paper3, 36, 60, 3),
            ComponentMark { component: Component::Internal, mark: 30, max: 45, source: Source::Estimate, at: 4 },
        ];
        let p = predict(CourseLevel::Higher, &marks, &[], &hl());
        let l = p.likely.unwrap();
        assert!(close(l.score, 16.0 + 18.0 + 18.0 + 30.0 / 45.0 * 20.0));
        assert!(close(l.score_low, l.score) && close(l.score_high, l.score));
        assert_eq!(
            (l.grade, l.range, p.grade),
            (GradeRange { low: 6, high: 6 }, GradeRange { low: 6, high: 6 }, l.grade)
        );
        assert_eq!(l.marks, 125, "the IA estimate is not evidence: 25 + 40 + 60");
        assert_eq!(p.working[3], "Likely grade: 6 (every component has a mark).");
    }

    #[test]
    fn the_range_narrows_as_evidence_grows() {
        // The same share (80 %) on more marks: a narrower range each time.
        let widths: Vec<f64> = [
            vec![m(Component::Paper1, 20, 25, 1)],
            vec![m(Component::Paper1, 20, 25, 1), m(Component::Paper2, 32, 40, 2)],
            vec![m(Component::Paper1, 20, 25, 1), m(Component::Paper2, 32, 40, 2), m(Component::Paper3, 48, 60, 3)],
        ]
        .iter()
        .map(|marks| {
            predict(CourseLevel::Higher, marks, &[], &hl()).likely.map(|l| l.score_high - l.score_low).unwrap()
        })
        .collect();
        assert!(widths[0] > widths[1] && widths[1] > widths[2] && widths[2] > 0.0, "{widths:?}");
        // Once every paper is sat only the IA is guessed: 20 × 2/√125 = 3.58 points wide.
        assert!((widths[2] - 40.0 / 125f64.sqrt()).abs() < 1e-9);
    }

    #[test]
    fn a_later_estimate_does_not_change_earlier_trend_points() {
        let papers = [m(Component::Paper1, 20, 25, 10), m(Component::Paper2, 24, 40, 20)];
        let before = trend(CourseLevel::Higher, &papers, &[], &hl());
        assert_eq!(before.len(), 2);
        let ia = ComponentMark { component: Component::Internal, mark: 45, max: 45, source: Source::Estimate, at: 30 };
        let mut with = papers.to_vec();
        with.push(ia);
        let after = trend(CourseLevel::Higher, &with, &[], &hl());
        assert_eq!(after.len(), 3, "the estimate adds a point of its own");
        assert_eq!(&after[..2], &before[..], "the points before it are as they were");
        assert_eq!(after[2].at, 30);
        assert!(after[2].likely.unwrap().score > before[1].likely.unwrap().score);
        // An estimate given between the papers counts from its own moment on.
        let mut between = papers.to_vec();
        between.push(ComponentMark { at: 15, ..ia });
        let t = trend(CourseLevel::Higher, &between, &[], &hl());
        assert_eq!(t.iter().map(|p| p.at).collect::<Vec<_>>(), vec![10, 15, 20]);
        assert_eq!(t[0], before[0]);
        // An estimate kept from before the first paper counts from that paper.
        let mut early = papers.to_vec();
        early.push(ComponentMark { at: 0, ..ia });
        let t = trend(CourseLevel::Higher, &early, &[], &hl());
        assert_eq!(t.iter().map(|p| p.at).collect::<Vec<_>>(), vec![10, 20]);
        assert!(t[0].likely.unwrap().score > before[0].likely.unwrap().score);
    }

    fn answer(component: Component, mark: u32, max: u32, at: i64) -> AnswerMark {
        AnswerMark { component, mark, max, at }
    }

    #[test]
    fn answers_marked_by_teachers_count_most_for_their_own_paper() {
        // HL: Paper 1 20/25 sat; two Paper 2 answers marked by teachers, 8/10 and 6/10.
        // Everything marked: 34 of 45 marks (75.6 %), 45 effective marks: Paper 3 and the IA.
        // Paper 2: its answers count twice: (20 + 2 × 14) / (25 + 2 × 20) = 48/65 = 73.8 %;
        // effective marks (25 + 40)² / (25 + 4 × 20) = 4225/105 = 40.24.
        // Likely: 16 + 48/65 × 30 + 34/45 × 50 = 16 + 22.15 + 37.78 = 75.93: grade 6.
        // Low: 16 + (48/65 − 1/√40.24) × 30 + (34/45 − 1/√45) × 50 = 16 + 17.42 + 30.32 = 63.75: 5.
        // High: 16 + (48/65 + 1/√40.24) × 30 + (34/45 + 1/√45) × 50 = 16 + 26.88 + 45.23 = 88.11: 7.
        let papers = [m(Component::Paper1, 20, 25, 1)];
        let answers = [answer(Component::Paper2, 8, 10, 2), answer(Component::Paper2, 6, 10, 3)];
        let p = predict(CourseLevel::Higher, &papers, &answers, &hl());
        let l = p.likely.unwrap();
        let (p2, rest) = (48.0 / 65.0, 34.0 / 45.0);
        let (m2, mr) = (1.0 / (4225.0f64 / 105.0).sqrt(), 1.0 / 45f64.sqrt());
        assert!(close(l.score, 16.0 + p2 * 30.0 + rest * 50.0) && (l.score - 75.93).abs() < 0.01, "{l:?}");
        assert!(close(l.score_low, 16.0 + (p2 - m2) * 30.0 + (rest - mr) * 50.0) && (l.score_low - 63.75).abs() < 0.01);
        assert!(
            close(l.score_high, 16.0 + (p2 + m2) * 30.0 + (rest + mr) * 50.0) && (l.score_high - 88.11).abs() < 0.01
        );
        assert_eq!((l.grade, l.range), (GradeRange { low: 6, high: 6 }, GradeRange { low: 5, high: 7 }));
        assert_eq!((l.marks, l.papers, l.answers), (45, 1, 2));
        assert!(close(l.share, 34.0 / 45.0));
        assert_eq!(
            p.working[3],
            "Likely: you scored 76 % of the 45 marks you have been marked on (1 paper and 2 answers); \
             Paper 2 at 74 %, its own answers counting twice: 22.2 of 30; Paper 3 at 76 %: 22.7 of 30; \
             Internal assessment at 76 %: 15.1 of 20; together 59.9 of 80, for 75.9 out of 100, likely \
             between 63.7 and 88.1: grade 6 (range 5–7)."
        );
        // The same paper without the answers: a wider range (32 points) than with them (24.4).
        let alone = predict(CourseLevel::Higher, &papers, &[], &hl()).likely.unwrap();
        assert!(l.score_high - l.score_low < alone.score_high - alone.score_low - 7.0);
        // The possible range is as it was: answers are not a paper's mark.
        assert_eq!(p.grade, GradeRange { low: 1, high: 7 });
    }

    #[test]
    fn only_a_returned_answer_outside_a_paper_for_a_paper_at_the_level_is_evidence() {
        use crate::ids::{AnswerId, SittingId};
        use crate::marking::{Answer, AnsweredQuestion, Mark, Marker, Paper, SittingPart};
        use crate::papers::PartRef;
        let question = |paper, level| AnsweredQuestion {
            question_set_id: 1,
            question_id: 2,
            subject_id: 1,
            topic_id: 3,
            marks: 15,
            paper,
            level,
        };
        let returned = |q| {
            let mut a = Answer::new(AnswerId::new("1-2-9"), "ann".into(), q, String::new(), "Words.".into(), 1);
            let marker = Marker::Staff { id: "m1".into(), name: "M".into() };
            a.mark = Some(Mark {
                marker,
                band: Some(4),
                mark: 11,
                comments: Vec::new(),
                pins: Vec::new(),
                overall: String::new(),
                at: 8,
            });
            a.returned_at = Some(9);
            a
        };
        let hl = CourseLevel::Higher;
        let p2 = returned(question(Some(Paper::Two), None));
        assert_eq!(AnswerMark::of(&p2, hl), Some(answer(Component::Paper2, 11, 15, 9)), "a question for both levels");
        assert_eq!(AnswerMark::of(&p2, CourseLevel::Standard), Some(answer(Component::Paper2, 11, 15, 9)));
        let sl_only = returned(question(Some(Paper::Two), Some(CourseLevel::Standard)));
        assert_eq!(AnswerMark::of(&sl_only, hl), None, "another level's question");
        assert_eq!(AnswerMark::of(&returned(question(None, None)), hl), None, "a question for no paper");
        let mut waiting = p2.clone();
        waiting.returned_at = None;
        assert_eq!(AnswerMark::of(&waiting, hl), None, "marked, not returned yet");
        let mut in_paper = p2.clone();
        let at = PartRef { section: 0, question: 0, part: 0 };
        in_paper.sitting =
            Some(SittingPart { sitting_id: SittingId::new("s"), paper_name: "P".into(), at, label: "Q1 (a)".into() });
        assert_eq!(AnswerMark::of(&in_paper, hl), None, "a paper's part counts in its paper's mark");
    }

    #[test]
    fn evidence_is_the_levels_marked_sittings_the_estimate_and_the_returned_answers() {
        let settings = GradeSettings { level: Some(CourseLevel::Higher), ia_estimate: Some(30), ia_at: Some(7) };
        let e = Evidence::gather(CourseLevel::Higher, &[], &[], &settings, None);
        assert_eq!(e.papers, 0);
        assert_eq!(
            e.marks,
            vec![ComponentMark { component: Component::Internal, mark: 30, max: 45, source: Source::Estimate, at: 7 }]
        );
        assert!(e.answers.is_empty());
        let none = GradeSettings::default();
        assert_eq!(Evidence::gather(CourseLevel::Standard, &[], &[], &none, None).marks, Vec::new());
        // The portfolio marked by a teacher replaces the estimate, and is marked evidence.
        let marked = Evidence::gather(CourseLevel::Higher, &[], &[], &settings, Some((36, 40)));
        let teacher =
            ComponentMark { component: Component::Internal, mark: 36, max: 45, source: Source::Teacher, at: 40 };
        assert_eq!(marked.marks, vec![teacher]);
        let p = predict(CourseLevel::Higher, &marked.marks, &[], &hl());
        let ia_line = p.lines.iter().find(|l| l.component == Component::Internal).unwrap();
        assert_eq!(ia_line.mark, Some(teacher));
        assert!(ia_line.text.contains("marked by a teacher"), "{}", ia_line.text);
    }

    #[test]
    fn answers_alone_give_a_likely_grade_and_start_the_trend() {
        // SL, no paper sat: one Paper 1 answer 10/15 (teacher) at t=5, then Paper 2 sat 30/40 at t=9.
        // At t=5: P1 at 10/15 (own, weight 2: share 20/30, n = 30²/60 = 15); P2 and IA at 10/15 (n 15).
        let answers = [answer(Component::Paper1, 10, 15, 5)];
        let p = predict(CourseLevel::Standard, &[], &answers, &sl());
        let l = p.likely.unwrap();
        assert!(close(l.score, 200.0 / 3.0), "two thirds of everything: {l:?}");
        assert_eq!((l.papers, l.answers, l.marks), (0, 1, 15));
        let t = trend(CourseLevel::Standard, &[m(Component::Paper2, 30, 40, 9)], &answers, &sl());
        assert_eq!(t.iter().map(|p| p.at).collect::<Vec<_>>(), vec![5, 9]);
        assert_eq!(t[0].likely, Some(l));
        assert_eq!(t[1].likely.unwrap().papers, 1);
        // An answer with no marks to give is no evidence.
        assert_eq!(predict(CourseLevel::Standard, &[], &[answer(Component::Paper1, 0, 0, 1)], &sl()).likely, None);
    }
}
