//! An economics diagram as data, not pixels (issue 55): axes with their labels, curves, marked
//! points, shift arrows, shaded areas and notes, in the diagram's own 0–100 space. The server
//! parses every document against this schema and [`Diagram::check`]s it, so an unknown element
//! kind, a coordinate off the canvas, markup in a label or a flood of elements is refused before
//! anything is stored; no SVG written by a user is ever kept. The front end mirrors these types in
//! `frontend/src/components/diagrams/model.ts` and the description in its `describe`.

use serde::{Deserialize, Serialize};

/// The document's shape; a stored diagram with another version is refused, not guessed at.
pub const VERSION: u32 = 1;
/// At most this many elements: the busiest syllabus diagram has about 20, and a bound keeps an
/// answer's item far inside DynamoDB's 400 KB.
pub const MAX_ELEMENTS: usize = 60;
/// A label (text and subscript together) is at most this many characters: "Marginal social cost"
/// fits, a paragraph does not.
pub const MAX_LABEL: usize = 40;
/// A note is at most this many characters.
pub const MAX_NOTE: usize = 200;
/// The least and most control points of a smooth curve.
pub const CONTROL_POINTS: std::ops::RangeInclusive<usize> = 2..=8;
/// The least and most corners of a shaded area.
pub const AREA_CORNERS: std::ops::RangeInclusive<usize> = 3..=16;
/// At most this many diagrams in one answer: a Paper 2 part uses two or three.
pub const MAX_DIAGRAMS: usize = 6;
/// An answer's diagrams together are at most this many bytes as JSON. The busiest template is
/// about 3 KB and a full 60-element diagram about 10 KB; with the answer's own words (150 KB of
/// document, 60 KB of text) its item stays well inside DynamoDB's 400 KB.
pub const MAX_DIAGRAMS_BYTES: usize = 60_000;
/// The diagram's own coordinates run from this to [`MAX_COORD`] on both axes.
pub const MIN_COORD: f32 = 0.0;
/// See [`MIN_COORD`].
pub const MAX_COORD: f32 = 100.0;

/// One diagram.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Diagram {
    pub version: u32,
    pub axes: Axes,
    pub elements: Vec<Element>,
}

/// The two axes, and the kind of diagram they belong to (which decides the labels examiners
/// expect).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Axes {
    pub x: Label,
    pub y: Label,
    pub kind: DiagramKind,
}

/// The kinds of diagram the syllabus draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum DiagramKind {
    Market,
    Macro,
    Labour,
    ForeignExchange,
    Lorenz,
    Ppc,
    Phillips,
    CostsRevenues,
    Other,
}

impl DiagramKind {
    /// The kind's name in a sentence ("A market diagram").
    fn words(self) -> &'static str {
        match self {
            Self::Market => "market",
            Self::Macro => "macroeconomic",
            Self::Labour => "labour market",
            Self::ForeignExchange => "foreign exchange market",
            Self::Lorenz => "Lorenz curve",
            Self::Ppc => "production possibilities",
            Self::Phillips => "Phillips curve",
            Self::CostsRevenues => "costs and revenues",
            Self::Other => "economics",
        }
    }
}

/// Plain text with an optional subscript ("D" with "1" reads D₁). Never markup: it is drawn as
/// text, and [`Diagram::check`] refuses `<`, `>` and control characters anyway.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Label {
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub: Option<String>,
}

impl Label {
    /// The label as one line of plain text, digits of the subscript as Unicode subscripts.
    pub fn plain(&self) -> String {
        let sub: String = self.sub.iter().flat_map(|s| s.chars()).map(subscript_char).collect();
        format!("{}{sub}", self.text.trim())
    }

    /// Whether it says nothing.
    pub fn is_blank(&self) -> bool {
        self.text.trim().is_empty()
    }

    fn chars(&self) -> impl Iterator<Item = char> + '_ {
        self.text.chars().chain(self.sub.iter().flat_map(|s| s.chars()))
    }
}

/// A digit as its Unicode subscript; anything else as it is.
fn subscript_char(c: char) -> char {
    c.to_digit(10).and_then(|d| char::from_u32(0x2080 + d)).unwrap_or(c)
}

/// A place in the diagram's own space: 0–100 on each axis, origin bottom left.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Pt {
    pub x: f32,
    pub y: f32,
}

/// Solid, or dashed (an old position, a line of equality).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum LineStyle {
    #[default]
    Solid,
    Dashed,
}

/// How a shaded area is filled, so two areas differ in greyscale and print too.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Fill {
    #[default]
    Plain,
    Hatch,
    Dots,
    CrossHatch,
}

/// A curve's geometry.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Shape {
    /// A straight line between two points.
    Line { from: Pt, to: Pt },
    /// A smooth curve through its control points (MC, ATC, a Lorenz curve, a PPC).
    Smooth { points: Vec<Pt> },
    /// A vertical line across the diagram (LRAS, a fixed quantity).
    Vertical { x: f32 },
    /// A horizontal line across the diagram (perfectly elastic demand, a world price).
    Horizontal { y: f32 },
}

/// One thing drawn on the diagram.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Element {
    Curve {
        shape: Shape,
        label: Label,
        #[serde(default)]
        style: LineStyle,
    },
    /// A point of interest (an equilibrium), with dashed guides to both axes and the values it
    /// marks there (P₁ on the vertical axis, Q₁ on the horizontal).
    Point {
        at: Pt,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label: Option<Label>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x_label: Option<Label>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        y_label: Option<Label>,
    },
    /// A shift, drawn from the old curve to the new one.
    Arrow { from: Pt, to: Pt },
    /// A shaded polygon (consumer surplus, tax revenue, deadweight loss), labelled inside or,
    /// when too small for its words, at `label_at` with a line to it.
    Area {
        points: Vec<Pt>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label: Option<Label>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label_at: Option<Pt>,
        #[serde(default)]
        fill: Fill,
    },
    /// A short note placed on the diagram.
    Note { at: Pt, text: String },
}

/// Why a diagram is refused; the message is what the student or API user reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiagramError {
    #[error("This diagram was made for a different version of the editor (version {0}).")]
    Version(u32),
    #[error("A diagram has at most 60 elements; this one has {0}.")]
    TooManyElements(usize),
    #[error("A label is at most 40 characters: \"{0}\" is longer.")]
    LongLabel(String),
    #[error("Labels and notes are plain text: no <, > or control characters.")]
    Markup,
    #[error("A note is at most 200 characters.")]
    LongNote,
    #[error("Every coordinate must be a number between 0 and 100.")]
    Coordinate,
    #[error("A smooth curve has 2 to 8 control points.")]
    ControlPoints,
    #[error("A shaded area has 3 to 16 corners.")]
    AreaCorners,
    #[error("An answer has at most 6 diagrams; this one has {0}.")]
    TooManyDiagrams(usize),
    #[error("These diagrams are too large to keep together. Remove some elements or a diagram.")]
    TooLarge,
    /// One of several diagrams is refused: which, counted from 1.
    #[error("Diagram {n}: {error}")]
    In { n: usize, error: Box<DiagramError> },
}

/// Whether an answer's `diagrams` are within their limits: at most [`MAX_DIAGRAMS`], at most
/// [`MAX_DIAGRAMS_BYTES`] together, and each one [`Diagram::check`]ed.
pub fn check_all(diagrams: &[Diagram]) -> Result<(), DiagramError> {
    if diagrams.len() > MAX_DIAGRAMS {
        return Err(DiagramError::TooManyDiagrams(diagrams.len()));
    }
    for (i, d) in diagrams.iter().enumerate() {
        d.check().map_err(|error| DiagramError::In { n: i + 1, error: Box::new(error) })?;
    }
    let bytes = serde_json::to_vec(diagrams).map_or(usize::MAX, |b| b.len());
    if bytes > MAX_DIAGRAMS_BYTES {
        return Err(DiagramError::TooLarge);
    }
    Ok(())
}

impl Diagram {
    /// Whether the document is within its limits: its version, at most [`MAX_ELEMENTS`],
    /// every coordinate finite and in 0–100, every label plain text of at most [`MAX_LABEL`]
    /// characters, every note at most [`MAX_NOTE`], smooth curves and areas with their number
    /// of points. Whether it is a *good* diagram is the front end's hints, never a refusal.
    pub fn check(&self) -> Result<(), DiagramError> {
        if self.version != VERSION {
            return Err(DiagramError::Version(self.version));
        }
        if self.elements.len() > MAX_ELEMENTS {
            return Err(DiagramError::TooManyElements(self.elements.len()));
        }
        check_label(&self.axes.x)?;
        check_label(&self.axes.y)?;
        self.elements.iter().try_for_each(check_element)
    }

    /// The diagram in plain English, generated from its data, for screen readers (and the
    /// marker's text view). Mirrored by `describe` in the front end's `describe.ts`.
    pub fn description(&self) -> String {
        let curves = self.curves();
        let mut parts = vec![format!(
            "A {} diagram: {} on the vertical axis, {} on the horizontal.",
            self.axes.kind.words(),
            axis_words(&self.axes.y),
            axis_words(&self.axes.x)
        )];
        let curve_words: Vec<String> = curves.iter().map(|(s, l)| curve_sentence(s, l)).collect();
        if !curve_words.is_empty() {
            parts.push(sentence(&curve_words.join("; ")));
        }
        parts.extend(self.elements.iter().filter_map(|e| match e {
            Element::Point { label, x_label, y_label, .. } => Some(point_sentence(label, x_label, y_label)),
            Element::Arrow { from, to } => Some(arrow_sentence(&curves, *from, *to)),
            _ => None,
        }));
        let shaded: Vec<String> = self
            .elements
            .iter()
            .filter_map(|e| match e {
                Element::Area { label, .. } => Some(
                    label.as_ref().filter(|l| !l.is_blank()).map_or("an unlabelled area".to_string(), Label::plain),
                ),
                _ => None,
            })
            .collect();
        if !shaded.is_empty() {
            parts.push(format!("Shaded: {}.", shaded.join("; ")));
        }
        parts.extend(self.elements.iter().filter_map(|e| match e {
            Element::Note { text, .. } => Some(format!("Note: {}", sentence(text.trim()))),
            _ => None,
        }));
        parts.join(" ")
    }

    fn curves(&self) -> Vec<(&Shape, &Label)> {
        self.elements
            .iter()
            .filter_map(|e| match e {
                Element::Curve { shape, label, .. } => Some((shape, label)),
                _ => None,
            })
            .collect()
    }
}

fn check_element(element: &Element) -> Result<(), DiagramError> {
    match element {
        Element::Curve { shape, label, .. } => {
            check_label(label)?;
            check_shape(shape)
        }
        Element::Point { at, label, x_label, y_label } => {
            check_pt(*at)?;
            [label, x_label, y_label].into_iter().flatten().try_for_each(check_label)
        }
        Element::Arrow { from, to } => check_pt(*from).and(check_pt(*to)),
        Element::Area { points, label, label_at, .. } => {
            if !AREA_CORNERS.contains(&points.len()) {
                return Err(DiagramError::AreaCorners);
            }
            points.iter().chain(label_at).try_for_each(|p| check_pt(*p))?;
            label.iter().try_for_each(check_label)
        }
        Element::Note { at, text } => {
            check_pt(*at)?;
            check_plain(text.chars())?;
            if text.chars().count() > MAX_NOTE {
                return Err(DiagramError::LongNote);
            }
            Ok(())
        }
    }
}

fn check_shape(shape: &Shape) -> Result<(), DiagramError> {
    match shape {
        Shape::Line { from, to } => check_pt(*from).and(check_pt(*to)),
        Shape::Smooth { points } => {
            if !CONTROL_POINTS.contains(&points.len()) {
                return Err(DiagramError::ControlPoints);
            }
            points.iter().try_for_each(|p| check_pt(*p))
        }
        Shape::Vertical { x } => check_coord(*x),
        Shape::Horizontal { y } => check_coord(*y),
    }
}

fn check_label(label: &Label) -> Result<(), DiagramError> {
    check_plain(label.chars())?;
    if label.chars().count() > MAX_LABEL {
        return Err(DiagramError::LongLabel(label.plain().chars().take(MAX_LABEL).collect()));
    }
    Ok(())
}

/// Refuses markup and control characters: text is drawn as text, but a label that looks like
/// markup is a mistake or an attack, never an economics label.
fn check_plain(mut chars: impl Iterator<Item = char>) -> Result<(), DiagramError> {
    if chars.any(|c| c == '<' || c == '>' || c.is_control()) {
        return Err(DiagramError::Markup);
    }
    Ok(())
}

fn check_pt(p: Pt) -> Result<(), DiagramError> {
    check_coord(p.x).and(check_coord(p.y))
}

fn check_coord(v: f32) -> Result<(), DiagramError> {
    if v.is_finite() && (MIN_COORD..=MAX_COORD).contains(&v) { Ok(()) } else { Err(DiagramError::Coordinate) }
}

/// An axis label in a sentence: lower-cased first letter unless it starts an acronym ("real
/// GDP", "GDP").
fn axis_words(label: &Label) -> String {
    if label.is_blank() {
        return "an unlabelled axis".to_string();
    }
    lower_first(&label.plain())
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match (chars.next(), chars.next()) {
        (Some(_), Some(b)) if b.is_uppercase() => s.to_string(),
        (Some(a), _) => a.to_lowercase().chain(s.chars().skip(1)).collect(),
        _ => s.to_string(),
    }
}

fn upper_first(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or(String::new(), |a| a.to_uppercase().chain(chars).collect())
}

fn sentence(s: &str) -> String {
    let s = upper_first(s);
    if s.ends_with(['.', '!', '?']) { s } else { format!("{s}.") }
}

/// A curve's family: the letters its label starts with ("S₂" and "S + tax" are both S).
pub fn family(label: &Label) -> String {
    label.text.trim().chars().take_while(char::is_ascii_alphabetic).collect()
}

/// Whether two labels name curves of one family (labels with no letters belong to none).
pub fn same_family(a: &Label, b: &Label) -> bool {
    let fa = family(a);
    !fa.is_empty() && fa == family(b)
}

/// What the syllabus calls a curve of this family, if it is one it names.
fn family_name(family: &str) -> Option<&'static str> {
    Some(match family {
        "D" => "demand",
        "S" => "supply",
        "AD" => "aggregate demand",
        "AS" => "aggregate supply",
        "SRAS" => "short-run aggregate supply",
        "LRAS" => "long-run aggregate supply",
        "MC" => "marginal cost",
        "ATC" | "AC" => "average total cost",
        "AVC" => "average variable cost",
        "AR" => "average revenue",
        "MR" => "marginal revenue",
        "MSB" => "marginal social benefit",
        "MSC" => "marginal social cost",
        "MPB" => "marginal private benefit",
        "MPC" => "marginal private cost",
        "SRPC" => "short-run Phillips curve",
        "LRPC" => "long-run Phillips curve",
        "PPC" => "production possibilities curve",
        _ => return None,
    })
}

/// "demand D₁ slopes down".
fn curve_sentence(shape: &Shape, label: &Label) -> String {
    let name = if label.is_blank() {
        "an unlabelled curve".to_string()
    } else {
        match family_name(&family(label)) {
            Some(n) => format!("{n} {}", label.plain()),
            None => label.plain(),
        }
    };
    format!("{name} {}", shape_words(shape))
}

fn shape_words(shape: &Shape) -> &'static str {
    match shape {
        Shape::Vertical { .. } => "is vertical",
        Shape::Horizontal { .. } => "is horizontal",
        Shape::Line { from, to } => slope_words(*from, *to),
        Shape::Smooth { points } => {
            let (first, last) = (points[0], points[points.len() - 1]);
            let lowest = points.iter().map(|p| p.y).fold(f32::INFINITY, f32::min);
            let highest = points.iter().map(|p| p.y).fold(f32::NEG_INFINITY, f32::max);
            if points.len() > 2 && lowest < first.y.min(last.y) - 1.0 {
                "is U-shaped"
            } else if points.len() > 2 && highest > first.y.max(last.y) + 1.0 {
                "rises then falls"
            } else {
                slope_words(first, last)
            }
        }
    }
}

/// Up or down from left to right.
fn slope_words(a: Pt, b: Pt) -> &'static str {
    let (left, right) = if a.x <= b.x { (a, b) } else { (b, a) };
    if (right.x - left.x).abs() < f32::EPSILON {
        "is vertical"
    } else if right.y > left.y {
        "slopes up"
    } else if right.y < left.y {
        "slopes down"
    } else {
        "is horizontal"
    }
}

fn point_sentence(label: &Option<Label>, x: &Option<Label>, y: &Option<Label>) -> String {
    let named = |l: &Option<Label>| l.as_ref().filter(|l| !l.is_blank()).map(Label::plain);
    let at: Vec<String> = [named(y), named(x)].into_iter().flatten().collect();
    let name = named(label).map_or("A point".to_string(), |n| format!("Point {n}"));
    if at.is_empty() {
        format!("{name} is not marked on the axes.")
    } else {
        format!("{name} is marked at {}.", at.join(", "))
    }
}

/// "Supply shifts left from S₁ to S₂ (arrow)." when the arrow runs between two curves of one
/// family; otherwise just its direction.
fn arrow_sentence(curves: &[(&Shape, &Label)], from: Pt, to: Pt) -> String {
    let way = direction(from, to);
    match (nearest(curves, from), nearest(curves, to)) {
        (Some(a), Some(b)) if a != b && same_family(curves[a].1, curves[b].1) => {
            let fam = family(curves[a].1);
            let name = family_name(&fam).map_or(fam.clone(), str::to_string);
            format!(
                "{} shifts {way} from {} to {} (arrow).",
                upper_first(&name),
                curves[a].1.plain(),
                curves[b].1.plain()
            )
        }
        _ => format!("An arrow points {way}."),
    }
}

fn direction(from: Pt, to: Pt) -> &'static str {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    if dx.abs() >= dy.abs() {
        if dx >= 0.0 { "right" } else { "left" }
    } else if dy >= 0.0 {
        "up"
    } else {
        "down"
    }
}

/// The index of the curve nearest a point (within 15 units), measured to its segments.
pub fn nearest(curves: &[(&Shape, &Label)], p: Pt) -> Option<usize> {
    curves
        .iter()
        .enumerate()
        .map(|(i, (s, _))| (i, distance_to_shape(s, p)))
        .filter(|(_, d)| *d <= 15.0)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

fn distance_to_shape(shape: &Shape, p: Pt) -> f32 {
    match shape {
        Shape::Vertical { x } => (p.x - x).abs(),
        Shape::Horizontal { y } => (p.y - y).abs(),
        Shape::Line { from, to } => distance_to_segment(p, *from, *to),
        Shape::Smooth { points } => {
            points.windows(2).map(|w| distance_to_segment(p, w[0], w[1])).fold(f32::INFINITY, f32::min)
        }
    }
}

fn distance_to_segment(p: Pt, a: Pt, b: Pt) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 { 0.0 } else { (((p.x - a.x) * dx + (p.y - a.y) * dy) / len2).clamp(0.0, 1.0) };
    let (cx, cy) = (a.x + t * dx, a.y + t * dy);
    ((p.x - cx).powi(2) + (p.y - cy).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(text: &str, sub: Option<&str>) -> Label {
        Label { text: text.into(), sub: sub.map(Into::into) }
    }

    fn pt(x: f32, y: f32) -> Pt {
        Pt { x, y }
    }

    fn line(from: Pt, to: Pt, l: Label) -> Element {
        Element::Curve { shape: Shape::Line { from, to }, label: l, style: LineStyle::Solid }
    }

    /// A market with a tax: S₁ shifts left to S₂, tax revenue and deadweight loss shaded.
    fn tax() -> Diagram {
        Diagram {
            version: VERSION,
            axes: Axes { x: label("Quantity", None), y: label("Price", None), kind: DiagramKind::Market },
            elements: vec![
                line(pt(10.0, 90.0), pt(90.0, 10.0), label("D", Some("1"))),
                line(pt(10.0, 10.0), pt(90.0, 90.0), label("S", Some("1"))),
                line(pt(10.0, 30.0), pt(70.0, 90.0), label("S", Some("2"))),
                Element::Point {
                    at: pt(50.0, 50.0),
                    label: None,
                    x_label: Some(label("Q", Some("1"))),
                    y_label: Some(label("P", Some("1"))),
                },
                Element::Arrow { from: pt(70.0, 70.0), to: pt(58.0, 78.0) },
                Element::Area {
                    points: vec![pt(0.0, 60.0), pt(40.0, 60.0), pt(40.0, 40.0), pt(0.0, 40.0)],
                    label: Some(label("tax revenue", None)),
                    label_at: None,
                    fill: Fill::Hatch,
                },
                Element::Area {
                    points: vec![pt(40.0, 60.0), pt(50.0, 50.0), pt(40.0, 40.0)],
                    label: Some(label("deadweight loss", None)),
                    label_at: Some(pt(75.0, 45.0)),
                    fill: Fill::Dots,
                },
            ],
        }
    }

    fn with(element: Element) -> Diagram {
        let mut d = tax();
        d.elements.push(element);
        d
    }

    #[test]
    fn a_good_diagram_passes_and_round_trips_through_json() {
        let d = tax();
        assert_eq!(d.check(), Ok(()));
        let json = serde_json::to_string(&d).unwrap();
        assert!(json.contains(r#""kind":"curve""#), "{json}");
        assert!(json.contains(r#""xLabel""#), "{json}");
        assert_eq!(serde_json::from_str::<Diagram>(&json).unwrap(), d);
    }

    #[test]
    fn markup_in_a_label_is_refused() {
        let d = with(line(pt(0.0, 0.0), pt(9.0, 9.0), label("<script>x</script>", None)));
        assert_eq!(d.check(), Err(DiagramError::Markup));
        let mut d = tax();
        d.axes.y = label("Price", Some("<b>"));
        assert_eq!(d.check(), Err(DiagramError::Markup));
        let d = with(Element::Note { at: pt(5.0, 5.0), text: "a\u{7}bell".into() });
        assert_eq!(d.check(), Err(DiagramError::Markup));
    }

    #[test]
    fn subscripts_and_unicode_are_plain_text() {
        let d = with(line(pt(0.0, 0.0), pt(9.0, 9.0), label("S₂ + tax", Some("e"))));
        assert_eq!(d.check(), Ok(()));
    }

    #[test]
    fn ten_thousand_elements_are_refused() {
        let mut d = tax();
        d.elements = (0..10_000).map(|_| Element::Arrow { from: pt(1.0, 1.0), to: pt(2.0, 2.0) }).collect();
        assert_eq!(d.check(), Err(DiagramError::TooManyElements(10_000)));
        d.elements.truncate(MAX_ELEMENTS);
        assert_eq!(d.check(), Ok(()));
        d.elements.push(d.elements[0].clone());
        assert_eq!(d.check(), Err(DiagramError::TooManyElements(61)));
    }

    #[test]
    fn an_unknown_kind_or_field_does_not_parse() {
        let json = serde_json::to_string(&tax()).unwrap();
        let unknown_element = json.replacen(r#""kind":"arrow""#, r#""kind":"svg""#, 1);
        assert!(serde_json::from_str::<Diagram>(&unknown_element).is_err());
        let unknown_diagram = json.replacen(r#""kind":"market""#, r#""kind":"chart""#, 1);
        assert!(serde_json::from_str::<Diagram>(&unknown_diagram).is_err());
        let unknown_field = json.replacen(r#""kind":"arrow""#, r#""kind":"arrow","svg":"<g/>""#, 1);
        assert!(serde_json::from_str::<Diagram>(&unknown_field).is_err());
        let unknown_shape = json.replacen(r#""kind":"line""#, r#""kind":"path""#, 1);
        assert!(serde_json::from_str::<Diagram>(&unknown_shape).is_err());
    }

    #[test]
    fn nan_infinite_and_out_of_range_coordinates_are_refused() {
        for v in [f32::NAN, f32::INFINITY, -0.5, 100.5, 1e9] {
            let d = with(Element::Arrow { from: pt(v, 1.0), to: pt(2.0, 2.0) });
            assert_eq!(d.check(), Err(DiagramError::Coordinate), "{v}");
            let d = with(Element::Curve {
                shape: Shape::Vertical { x: v },
                label: label("LRAS", None),
                style: LineStyle::Dashed,
            });
            assert_eq!(d.check(), Err(DiagramError::Coordinate), "{v}");
        }
        for edge in [0.0, 100.0] {
            let d = with(Element::Point { at: pt(edge, edge), label: None, x_label: None, y_label: None });
            assert_eq!(d.check(), Ok(()));
        }
    }

    #[test]
    fn json_numbers_out_of_range_are_refused_after_parsing() {
        let json = serde_json::to_string(&tax()).unwrap().replacen(r#"{"x":70.0"#, r#"{"x":1e30"#, 1);
        let d: Diagram = serde_json::from_str(&json).unwrap();
        assert_eq!(d.check(), Err(DiagramError::Coordinate));
    }

    #[test]
    fn long_labels_and_notes_are_refused() {
        let long = "M".repeat(MAX_LABEL + 1);
        let d = with(line(pt(0.0, 0.0), pt(9.0, 9.0), label(&long, None)));
        assert!(matches!(d.check(), Err(DiagramError::LongLabel(_))));
        let just = "M".repeat(MAX_LABEL - 1);
        let d = with(line(pt(0.0, 0.0), pt(9.0, 9.0), label(&just, Some("12"))));
        assert!(matches!(d.check(), Err(DiagramError::LongLabel(_))));
        let d = with(line(pt(0.0, 0.0), pt(9.0, 9.0), label(&just, Some("1"))));
        assert_eq!(d.check(), Ok(()));
        let note = |n| Element::Note { at: pt(5.0, 5.0), text: "é".repeat(n) };
        assert_eq!(with(note(MAX_NOTE)).check(), Ok(()));
        assert_eq!(with(note(MAX_NOTE + 1)).check(), Err(DiagramError::LongNote));
    }

    #[test]
    fn smooth_curves_and_areas_have_their_number_of_points() {
        let smooth = |n: usize| Element::Curve {
            shape: Shape::Smooth { points: (0..n).map(|i| pt(i as f32, 5.0)).collect() },
            label: label("MC", None),
            style: LineStyle::Solid,
        };
        assert_eq!(with(smooth(1)).check(), Err(DiagramError::ControlPoints));
        assert_eq!(with(smooth(2)).check(), Ok(()));
        assert_eq!(with(smooth(8)).check(), Ok(()));
        assert_eq!(with(smooth(9)).check(), Err(DiagramError::ControlPoints));
        let area = |n: usize| Element::Area {
            points: (0..n).map(|i| pt(i as f32, 5.0)).collect(),
            label: None,
            label_at: None,
            fill: Fill::Plain,
        };
        assert_eq!(with(area(2)).check(), Err(DiagramError::AreaCorners));
        assert_eq!(with(area(16)).check(), Ok(()));
        assert_eq!(with(area(17)).check(), Err(DiagramError::AreaCorners));
        let misplaced = Element::Area {
            points: (0..3).map(|i| pt(i as f32, 5.0)).collect(),
            label: Some(label("DWL", None)),
            label_at: Some(pt(50.0, f32::NAN)),
            fill: Fill::Dots,
        };
        assert_eq!(with(misplaced).check(), Err(DiagramError::Coordinate));
    }

    #[test]
    fn an_answer_s_diagrams_are_counted_sized_and_checked_one_by_one() {
        assert_eq!(check_all(&vec![tax(); MAX_DIAGRAMS]), Ok(()));
        assert_eq!(check_all(&vec![tax(); MAX_DIAGRAMS + 1]), Err(DiagramError::TooManyDiagrams(7)));
        let bad = with(Element::Note { at: pt(1.0, 1.0), text: "<b>".into() });
        let refused = check_all(&[tax(), tax(), bad]).unwrap_err();
        assert_eq!(refused.to_string(), "Diagram 3: Labels and notes are plain text: no <, > or control characters.");
        // Sixty 16-corner areas: each diagram is within its limits, six of them are too large to keep.
        let corners: Vec<Pt> = (0..16).map(|i| pt(12.345_678 + i as f32, 87.654_32)).collect();
        let area = Element::Area { points: corners, label: Some(label("x", None)), label_at: None, fill: Fill::Plain };
        let full = Diagram { elements: vec![area; MAX_ELEMENTS], ..tax() };
        assert_eq!(full.check(), Ok(()));
        assert_eq!(check_all(std::slice::from_ref(&full)), Ok(()), "one full diagram fits");
        assert_eq!(check_all(&vec![full; MAX_DIAGRAMS]), Err(DiagramError::TooLarge));
    }

    #[test]
    fn another_version_is_refused() {
        let mut d = tax();
        d.version = 2;
        assert_eq!(d.check(), Err(DiagramError::Version(2)));
    }

    #[test]
    fn every_refusal_reads_as_a_sentence() {
        let errors = [
            DiagramError::Version(2),
            DiagramError::TooManyElements(61),
            DiagramError::LongLabel("x".into()),
            DiagramError::Markup,
            DiagramError::LongNote,
            DiagramError::Coordinate,
            DiagramError::ControlPoints,
            DiagramError::AreaCorners,
        ];
        for e in errors {
            let m = e.to_string();
            assert!(m.starts_with(char::is_uppercase) && m.ends_with('.'), "{m}");
        }
    }

    #[test]
    fn the_description_reads_the_diagram() {
        assert_eq!(
            tax().description(),
            "A market diagram: price on the vertical axis, quantity on the horizontal. \
             Demand D₁ slopes down; supply S₁ slopes up; supply S₂ slopes up. \
             A point is marked at P₁, Q₁. \
             Supply shifts left from S₁ to S₂ (arrow). \
             Shaded: tax revenue; deadweight loss."
        );
    }

    #[test]
    fn the_description_names_shapes_gaps_and_notes() {
        let d = Diagram {
            version: VERSION,
            axes: Axes { x: label("Real GDP", None), y: label("", None), kind: DiagramKind::Macro },
            elements: vec![
                Element::Curve {
                    shape: Shape::Vertical { x: 60.0 },
                    label: label("LRAS", None),
                    style: LineStyle::Solid,
                },
                Element::Curve {
                    shape: Shape::Smooth { points: vec![pt(10.0, 80.0), pt(40.0, 20.0), pt(80.0, 70.0)] },
                    label: label("", None),
                    style: LineStyle::Solid,
                },
                Element::Point { at: pt(60.0, 40.0), label: Some(label("E", None)), x_label: None, y_label: None },
                Element::Arrow { from: pt(90.0, 90.0), to: pt(90.0, 99.0) },
                Element::Area {
                    points: vec![pt(0.0, 0.0), pt(5.0, 5.0), pt(0.0, 5.0)],
                    label: None,
                    label_at: None,
                    fill: Fill::Plain,
                },
                Element::Note { at: pt(5.0, 5.0), text: "recession".into() },
            ],
        };
        assert_eq!(
            d.description(),
            "A macroeconomic diagram: an unlabelled axis on the vertical axis, real GDP on the \
             horizontal. Long-run aggregate supply LRAS is vertical; an unlabelled curve is \
             U-shaped. Point E is not marked on the axes. An arrow points up. \
             Shaded: an unlabelled area. Note: Recession."
        );
    }

    /// The front end's templates with its descriptions of them
    /// (`frontend/src/components/diagrams/fixture.test.ts` keeps the file in step with the code).
    const TEMPLATES: &str = include_str!("../../../frontend/src/components/diagrams/templates.json");

    #[derive(Deserialize)]
    struct Template {
        diagram: Diagram,
        description: String,
    }

    #[test]
    fn every_template_passes_the_server_and_reads_alike() {
        let templates: std::collections::BTreeMap<String, Template> = serde_json::from_str(TEMPLATES).unwrap();
        assert!(templates.len() >= 25, "{}", templates.len());
        for (id, t) in templates {
            assert_eq!(t.diagram.check(), Ok(()), "{id}");
            assert_eq!(t.diagram.description(), t.description, "{id}");
        }
    }

    #[test]
    fn acronyms_keep_their_capitals() {
        assert_eq!(lower_first("GDP"), "GDP");
        assert_eq!(lower_first("Price"), "price");
        assert_eq!(family(&label("S + tax", None)), "S");
        assert_eq!(family(&label("SRAS", Some("2"))), "SRAS");
    }
}
