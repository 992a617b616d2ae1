//! Economics diagrams as images made on the server (issue 55): for e-mail, the data export and any
//! PDF, where no browser draws `DiagramView.tsx`. [`svg`] writes our own SVG from the document —
//! the same viewBox, margins and placement as the browser's drawing, every text XML-escaped and
//! every number finite, so nothing a student typed becomes markup — and [`png`] rasterises it with
//! resvg in the embedded DejaVu Sans (a Lambda has no system fonts, and the image must not depend
//! on the host's).

use std::fmt::Write as _;
use std::sync::{Arc, OnceLock};

use domain::diagram::{Diagram, DiagramError, Element, Fill, Label, LineStyle, Pt, Shape};
use resvg::{tiny_skia, usvg};

/// Pixels of the viewBox per unit of the diagram's 0–100 space (as `DiagramView.tsx`).
const UNIT: f32 = 3.0;
const PLOT: f32 = 100.0 * UNIT;
/// Room around the plot: the vertical axis's values, the curves' labels, the axis names.
const LEFT: f32 = 64.0;
const TOP: f32 = 40.0;
const RIGHT: f32 = 112.0;
const BOTTOM: f32 = 56.0;
/// The viewBox's size.
pub const WIDTH: f32 = LEFT + PLOT + RIGHT;
/// See [`WIDTH`].
pub const HEIGHT: f32 = TOP + PLOT + BOTTOM;
/// Notes wrap at this many characters a line.
const NOTE_LINE: usize = 34;
/// The drawing's colour (the browser's `currentColor` on a white page).
const INK: &str = "#1a1a1a";
/// The one font: embedded, so the image is the same on every host.
const FONT: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");
const FONT_FAMILY: &str = "DejaVu Sans";
/// The widest image [`png`] makes: a print page at 300 dpi, far past any e-mail.
pub const MAX_WIDTH_PX: u32 = 4000;

/// Why a diagram could not be made into an image.
#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    /// The document is outside its limits (never drawn: only checked documents become images).
    #[error(transparent)]
    Diagram(#[from] DiagramError),
    #[error("an image is 1 to {MAX_WIDTH_PX} pixels wide, not {0}")]
    Width(u32),
    /// Our own SVG did not parse: a bug here, never the student's input.
    #[error("the diagram's SVG did not parse: {0}")]
    Svg(String),
    #[error("the diagram's PNG could not be encoded: {0}")]
    Png(String),
}

/// The diagram as a standalone SVG document titled `title` and described in words (its
/// `<desc>`), drawn as `DiagramView.tsx` draws it. Safe for any document (text escaped, numbers
/// finite); callers draw only documents that passed [`Diagram::check`].
pub fn svg(d: &Diagram, title: &str) -> String {
    let curves: Vec<(&Shape, &Label, LineStyle)> = d
        .elements
        .iter()
        .filter_map(|e| match e {
            Element::Curve { shape, label, style } => Some((shape, label, *style)),
            _ => None,
        })
        .collect();
    let spots = label_spots(curves.iter().map(|(s, ..)| *s));
    let areas = d.elements.iter().filter_map(|e| match e {
        Element::Area { points, label, label_at, fill } => Some(area(points, label.as_ref(), *label_at, *fill)),
        _ => None,
    });
    let mut curve_views = curves.iter().zip(&spots).map(|((s, l, style), spot)| curve(s, l, *style, spot));
    let others = d.elements.iter().filter_map(|e| match e {
        Element::Curve { .. } => curve_views.next(),
        Element::Point { at, label, x_label, y_label } => {
            Some(point(*at, label.as_ref(), x_label.as_ref(), y_label.as_ref()))
        }
        Element::Arrow { from, to } => Some(arrow(*from, *to)),
        Element::Note { at, text } => Some(note(*at, text)),
        Element::Area { .. } => None,
    });
    let parts: Vec<String> = [
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" font-family="{FONT_FAMILY}" fill="{INK}">"#,
            w = num(WIDTH),
            h = num(HEIGHT)
        ),
        format!("<title>{}</title>", esc(title)),
        format!("<desc>{}</desc>", esc(&d.description())),
        defs(),
    ]
    .into_iter()
    .chain(areas)
    .chain([axes(&d.axes.x, &d.axes.y)])
    .chain(others)
    .chain(["</svg>".to_string()])
    .collect();
    parts.join("\n")
}

/// The diagram as a PNG `width_px` wide (its height in the viewBox's proportion) on white, text
/// in the embedded font. Only a document that passes [`Diagram::check`] is drawn.
pub fn png(d: &Diagram, title: &str, width_px: u32) -> Result<Vec<u8>, ImageError> {
    d.check()?;
    if !(1..=MAX_WIDTH_PX).contains(&width_px) {
        return Err(ImageError::Width(width_px));
    }
    let options = usvg::Options { font_family: FONT_FAMILY.to_string(), fontdb: fonts(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(&svg(d, title), &options).map_err(|e| ImageError::Svg(e.to_string()))?;
    let scale = width_px as f32 / WIDTH;
    let height = (HEIGHT * scale).round().max(1.0) as u32;
    let mut pixmap = tiny_skia::Pixmap::new(width_px, height).ok_or(ImageError::Width(width_px))?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    pixmap.encode_png().map_err(|e| ImageError::Png(e.to_string()))
}

/// The font database: the embedded font alone, loaded once per process and shared.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_font_source(usvg::fontdb::Source::Binary(Arc::new(FONT)));
            db.set_sans_serif_family(FONT_FAMILY);
            db.set_serif_family(FONT_FAMILY);
            Arc::new(db)
        })
        .clone()
}

/// A number for an attribute: finite (anything else is 0), at most two decimals, no trailing zeros.
fn num(v: f32) -> String {
    let v = if v.is_finite() { v } else { 0.0 };
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".to_string() } else { s.to_string() }
}

/// Text for XML content and attribute values: never markup.
fn esc(s: &str) -> String {
    s.chars().fold(String::with_capacity(s.len()), |mut out, c| {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
        out
    })
}

fn sx(x: f32) -> f32 {
    LEFT + x * UNIT
}

fn sy(y: f32) -> f32 {
    TOP + PLOT - y * UNIT
}

fn at(p: Pt) -> String {
    format!("{} {}", num(sx(p.x)), num(sy(p.y)))
}

/// A smooth curve through its points: Catmull-Rom segments as cubic Béziers.
fn smooth_path(ps: &[Pt]) -> String {
    let get = |i: isize| ps[i.clamp(0, ps.len() as isize - 1) as usize];
    let segments: Vec<String> = (0..ps.len() as isize - 1)
        .map(|k| {
            let (p0, p1, p2, p3) = (get(k - 1), get(k), get(k + 1), get(k + 2));
            let c1 = Pt { x: p1.x + (p2.x - p0.x) / 6.0, y: p1.y + (p2.y - p0.y) / 6.0 };
            let c2 = Pt { x: p2.x - (p3.x - p1.x) / 6.0, y: p2.y - (p3.y - p1.y) / 6.0 };
            format!("C {} {} {}", at(c1), at(c2), at(p2))
        })
        .collect();
    format!("M {} {}", at(get(0)), segments.join(" "))
}

fn shape_path(shape: &Shape) -> String {
    match shape {
        Shape::Line { from, to } => format!("M {} L {}", at(*from), at(*to)),
        Shape::Smooth { points } if !points.is_empty() => smooth_path(points),
        Shape::Smooth { .. } => String::new(),
        Shape::Vertical { x } => format!("M {} L {}", at(Pt { x: *x, y: 0.0 }), at(Pt { x: *x, y: 100.0 })),
        Shape::Horizontal { y } => format!("M {} L {}", at(Pt { x: 0.0, y: *y }), at(Pt { x: 100.0, y: *y })),
    }
}

/// How a text lines up with its x.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn css(self) -> &'static str {
        match self {
            Self::Start => "start",
            Self::Middle => "middle",
            Self::End => "end",
        }
    }
}

/// Where a text sits, in viewBox pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Placed {
    x: f32,
    y: f32,
    anchor: Anchor,
}

/// Where a curve's label is anchored: past its right-hand end (above it for a vertical line).
fn label_end(shape: &Shape) -> (Pt, Anchor) {
    let right = |a: Pt, b: Pt| if a.x > b.x || (a.x == b.x && a.y >= b.y) { a } else { b };
    match shape {
        Shape::Line { from, to } => (right(*from, *to), Anchor::Start),
        Shape::Smooth { points } => {
            let first = points.first().copied().unwrap_or(Pt { x: 0.0, y: 0.0 });
            (right(first, points.last().copied().unwrap_or(first)), Anchor::Start)
        }
        Shape::Vertical { x } => (Pt { x: *x, y: 100.0 }, Anchor::Middle),
        Shape::Horizontal { y } => (Pt { x: 100.0, y: *y }, Anchor::Start),
    }
}

/// A curve's label spot: past its end, raised off the horizontal axis.
fn label_spot(shape: &Shape) -> Placed {
    match label_end(shape) {
        (p, Anchor::Start) => {
            Placed { x: sx(p.x) + 6.0, y: sy(p.y) + if p.y < 5.0 { -10.0 } else { 5.0 }, anchor: Anchor::Start }
        }
        (p, anchor) => Placed { x: sx(p.x), y: sy(p.y) - 8.0, anchor },
    }
}

/// Curves' label spots, each moved down past any earlier label it would sit on (two curves
/// ending at one point, as the Lorenz curve and the line of equality do).
fn label_spots<'a>(shapes: impl Iterator<Item = &'a Shape>) -> Vec<Placed> {
    shapes.fold(Vec::new(), |mut placed, shape| {
        let mut spot = label_spot(shape);
        while placed.iter().any(|q: &Placed| (q.y - spot.y).abs() < 14.0 && (q.x - spot.x).abs() < 40.0) {
            spot.y += 16.0;
        }
        placed.push(spot);
        placed
    })
}

/// White behind a text's letters, so it reads across the lines it crosses.
const HALO: &str = r#" paint-order="stroke" stroke="white" stroke-width="4" stroke-linejoin="round""#;

/// A label with its subscript as a real subscript (a smaller, baseline-shifted tspan).
fn label_text(label: &Label, spot: Placed, size: f32, halo: bool) -> String {
    let sub = label
        .sub
        .as_deref()
        .filter(|s| !s.is_empty())
        .map(|s| format!(r#"<tspan baseline-shift="sub" font-size="{}">{}</tspan>"#, num(size * 0.75), esc(s)))
        .unwrap_or_default();
    format!(
        r#"<text x="{}" y="{}" text-anchor="{}" font-size="{}"{}>{}{sub}</text>"#,
        num(spot.x),
        num(spot.y),
        spot.anchor.css(),
        num(size),
        if halo { HALO } else { "" },
        esc(&label.text)
    )
}

/// The arrowhead and the three fill patterns: translucent colour plus a pattern, so that two
/// areas differ in greyscale and print too.
fn defs() -> String {
    let tile = |id: &str, inner: &str| {
        format!(
            r#"<pattern id="{id}" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="rgb(31,79,216)" fill-opacity="0.14"/>{inner}</pattern>"#
        )
    };
    [
        "<defs>".to_string(),
        format!(
            r#"<marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="{INK}"/></marker>"#
        ),
        tile(
            "hatch",
            r#"<path d="M -2 2 L 2 -2 M 0 8 L 8 0 M 6 10 L 10 6" stroke="rgb(31,79,216)" stroke-opacity="0.7" stroke-width="1.2"/>"#,
        ),
        tile("dots", r#"<circle cx="4" cy="4" r="1.4" fill="rgb(180,60,20)" fill-opacity="0.8"/>"#),
        tile("cross", r#"<path d="M 0 0 L 8 8 M 8 0 L 0 8" stroke="rgb(20,120,60)" stroke-opacity="0.7" stroke-width="1"/>"#),
        "</defs>".to_string(),
    ]
    .concat()
}

fn area_fill(fill: Fill) -> &'static str {
    match fill {
        Fill::Plain => r#"fill="rgb(31,79,216)" fill-opacity="0.22""#,
        Fill::Hatch => r#"fill="url(#hatch)""#,
        Fill::Dots => r#"fill="url(#dots)""#,
        Fill::CrossHatch => r#"fill="url(#cross)""#,
    }
}

fn centroid(ps: &[Pt]) -> Pt {
    let n = ps.len().max(1) as f32;
    Pt { x: ps.iter().map(|p| p.x).sum::<f32>() / n, y: ps.iter().map(|p| p.y).sum::<f32>() / n }
}

/// A shaded area with its label inside, or at `label_at` with a line to it.
fn area(points: &[Pt], label: Option<&Label>, label_at: Option<Pt>, fill: Fill) -> String {
    let c = centroid(points);
    let spot = label_at.unwrap_or(c);
    let corners: Vec<String> = points.iter().map(|p| at(*p)).collect();
    let mut out = format!(r#"<g><polygon points="{}" {} stroke="none"/>"#, corners.join(" "), area_fill(fill));
    if label_at.is_some() {
        let _ = write!(
            out,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{INK}" stroke-width="0.8"/>"#,
            num(sx(c.x)),
            num(sy(c.y)),
            num(sx(spot.x)),
            num(sy(spot.y) - 4.0)
        );
    }
    if let Some(l) = label {
        out += &label_text(l, Placed { x: sx(spot.x), y: sy(spot.y) + 4.0, anchor: Anchor::Middle }, 12.0, true);
    }
    out + "</g>"
}

/// The axes with their arrowheads, their names and the origin.
fn axes(x: &Label, y: &Label) -> String {
    [
        format!(
            r#"<g stroke="{INK}" stroke-width="2"><line x1="{x0}" y1="{y0}" x2="{x0}" y2="{}" marker-end="url(#head)"/><line x1="{x0}" y1="{y0}" x2="{}" y2="{y0}" marker-end="url(#head)"/></g>"#,
            num(sy(100.0) - 10.0),
            num(sx(100.0) + 10.0),
            x0 = num(sx(0.0)),
            y0 = num(sy(0.0)),
        ),
        label_text(y, Placed { x: LEFT - 12.0, y: 18.0, anchor: Anchor::Start }, 14.0, false),
        label_text(x, Placed { x: sx(100.0) + 10.0, y: sy(0.0) + 44.0, anchor: Anchor::End }, 14.0, false),
        label_text(
            &Label { text: "0".to_string(), sub: None },
            Placed { x: sx(0.0) - 8.0, y: sy(0.0) + 16.0, anchor: Anchor::End },
            13.0,
            false,
        ),
    ]
    .concat()
}

fn curve(shape: &Shape, label: &Label, style: LineStyle, spot: &Placed) -> String {
    let dash = match style {
        LineStyle::Solid => "",
        LineStyle::Dashed => r#" stroke-dasharray="7 5""#,
    };
    format!(
        r#"<g><path d="{}" fill="none" stroke="{INK}" stroke-width="2.2"{dash}/>{}</g>"#,
        shape_path(shape),
        label_text(label, *spot, 14.0, true)
    )
}

/// A marked point: dashed guides to both axes, and its values there.
fn point(p: Pt, label: Option<&Label>, x_label: Option<&Label>, y_label: Option<&Label>) -> String {
    let (x, y) = (sx(p.x), sy(p.y));
    let texts = [
        label.map(|l| label_text(l, Placed { x: x + 7.0, y: y - 7.0, anchor: Anchor::Start }, 14.0, false)),
        y_label.map(|l| label_text(l, Placed { x: sx(0.0) - 8.0, y: y + 5.0, anchor: Anchor::End }, 14.0, false)),
        x_label.map(|l| label_text(l, Placed { x, y: sy(0.0) + 20.0, anchor: Anchor::Middle }, 14.0, false)),
    ];
    format!(
        r#"<g><path d="M {} {y} H {x} V {}" fill="none" stroke="{INK}" stroke-width="1" stroke-dasharray="4 4"/><circle cx="{x}" cy="{y}" r="3.5"/>{}</g>"#,
        num(sx(0.0)),
        num(sy(0.0)),
        texts.into_iter().flatten().collect::<String>(),
        x = num(x),
        y = num(y),
    )
}

fn arrow(from: Pt, to: Pt) -> String {
    format!(
        r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{INK}" stroke-width="2.5" marker-end="url(#head)"/>"#,
        num(sx(from.x)),
        num(sy(from.y)),
        num(sx(to.x)),
        num(sy(to.y))
    )
}

/// A note's words in lines of at most [`NOTE_LINE`] characters (a longer word keeps its line).
fn wrap(text: &str) -> Vec<String> {
    text.split_whitespace().fold(Vec::new(), |mut lines: Vec<String>, word| {
        match lines.last_mut() {
            Some(last) if last.chars().count() + 1 + word.chars().count() <= NOTE_LINE => {
                last.push(' ');
                last.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
        lines
    })
}

fn note(p: Pt, text: &str) -> String {
    let x = num(sx(p.x));
    let lines: String = wrap(text)
        .iter()
        .enumerate()
        .map(|(i, line)| format!(r#"<tspan x="{x}" dy="{}">{}</tspan>"#, if i == 0 { "0" } else { "1.2em" }, esc(line)))
        .collect();
    format!(r#"<text x="{x}" y="{}" font-size="13" font-style="italic"{HALO}>{lines}</text>"#, num(sy(p.y)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::diagram::{Axes, DiagramKind, VERSION};
    use std::collections::BTreeMap;

    /// The front end's templates (the domain's tests read the same file).
    const TEMPLATES: &str = include_str!("../../../frontend/src/components/diagrams/templates.json");

    #[derive(serde::Deserialize)]
    struct Template {
        diagram: Diagram,
    }

    fn templates() -> BTreeMap<String, Diagram> {
        let all: BTreeMap<String, Template> = serde_json::from_str(TEMPLATES).unwrap();
        all.into_iter().map(|(id, t)| (id, t.diagram)).collect()
    }

    fn label(text: &str, sub: Option<&str>) -> Label {
        Label { text: text.into(), sub: sub.map(Into::into) }
    }

    fn market(elements: Vec<Element>) -> Diagram {
        Diagram {
            version: VERSION,
            axes: Axes { x: label("Quantity", None), y: label("Price", None), kind: DiagramKind::Market },
            elements,
        }
    }

    fn demand(l: Label) -> Element {
        Element::Curve {
            shape: Shape::Line { from: Pt { x: 0.0, y: 90.0 }, to: Pt { x: 85.0, y: 5.0 } },
            label: l,
            style: LineStyle::Solid,
        }
    }

    /// The image decoded: its width and how many of its pixels are dark (drawn ink).
    fn decoded(png: &[u8]) -> (u32, usize) {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG signature");
        assert_eq!(&png[12..16], b"IHDR");
        let ihdr_width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let pixmap = tiny_skia::Pixmap::decode_png(png).expect("a PNG that decodes");
        assert_eq!(pixmap.width(), ihdr_width);
        let dark = pixmap.pixels().iter().filter(|p| p.red() < 96 && p.green() < 96 && p.blue() < 96).count();
        (ihdr_width, dark)
    }

    #[test]
    fn labels_are_text_never_markup() {
        // Not a document the checks pass: the SVG escapes it all the same.
        let mut d = market(vec![
            demand(label("<script>alert(1)</script>", Some("\"&'"))),
            Element::Note { at: Pt { x: 5.0, y: 5.0 }, text: "</text><image href=x>".into() },
        ]);
        d.axes.y = label("P & Q <b>", None);
        let svg = svg(&d, "A <title> & more");
        assert!(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{svg}");
        assert!(svg.contains("&quot;&amp;&apos;"), "{svg}");
        assert!(svg.contains("&lt;/text&gt;&lt;image href=x&gt;"), "{svg}");
        assert!(svg.contains("<title>A &lt;title&gt; &amp; more</title>"), "{svg}");
        assert!(!svg.contains("<script") && !svg.contains("<b>") && !svg.contains("<image"), "{svg}");
        assert!(matches!(png(&d, "x", 100), Err(ImageError::Diagram(DiagramError::Markup))));
    }

    #[test]
    fn numbers_are_finite_and_short() {
        assert_eq!(num(f32::NAN), "0");
        assert_eq!(num(f32::INFINITY), "0");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(334.0), "334");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        let d = market(vec![Element::Arrow { from: Pt { x: f32::NAN, y: 1e30 }, to: Pt { x: 1.0, y: 1.0 } }]);
        let svg = svg(&d, "t");
        assert!(!svg.contains("NaN") && !svg.contains("inf"), "{svg}");
    }

    #[test]
    fn subscripts_shift_and_notes_wrap() {
        let svg = svg(&market(vec![demand(label("D", Some("1")))]), "t");
        assert!(svg.contains(r#">D<tspan baseline-shift="sub" font-size="10.5">1</tspan></text>"#), "{svg}");
        let lines = wrap("Excess supply at the floor price means unsold stock piles up");
        assert!(lines.len() > 1 && lines.iter().all(|l| l.chars().count() <= NOTE_LINE), "{lines:?}");
    }

    #[test]
    fn every_template_renders_to_a_png_with_ink_and_its_labels() {
        let width = 240;
        // DIAGRAM_PNG_DIR=/tmp/x also writes each as SVG and as a PNG 1200 px wide there, to look at.
        let dir = std::env::var_os("DIAGRAM_PNG_DIR").map(std::path::PathBuf::from);
        for (id, d) in templates() {
            if let Some(dir) = &dir {
                std::fs::write(dir.join(format!("{id}.svg")), svg(&d, &id)).unwrap();
                std::fs::write(dir.join(format!("{id}.png")), png(&d, &id, 1200).unwrap()).unwrap();
            }
            let png = png(&d, &id, width).unwrap_or_else(|e| panic!("{id}: {e}"));
            let (w, dark) = decoded(&png);
            assert_eq!(w, width, "{id}");
            assert!(dark > 500, "{id}: {dark} dark pixels");
        }
    }

    #[test]
    fn the_labels_are_drawn() {
        let d = market(vec![demand(label("Demand", Some("1")))]);
        let mut blank = d.clone();
        blank.elements = vec![demand(label("", None))];
        blank.axes = Axes { x: label("", None), y: label("", None), kind: DiagramKind::Market };
        let (_, with_text) = decoded(&png(&d, "t", 600).unwrap());
        let (_, without) = decoded(&png(&blank, "t", 600).unwrap());
        assert!(with_text > without + 200, "{with_text} against {without}");
    }

    #[test]
    fn widths_outside_the_limits_are_refused() {
        let d = market(vec![]);
        assert!(matches!(png(&d, "t", 0), Err(ImageError::Width(0))));
        assert!(matches!(png(&d, "t", MAX_WIDTH_PX + 1), Err(ImageError::Width(_))));
    }
}
