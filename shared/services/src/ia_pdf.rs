//! The internal-assessment portfolio as one PDF, made on the server: a title page listing the
//! commentaries, then each commentary on a new page with its article's details, its text and its
//! diagrams, every page numbered ("Page 2 of 7").
//!
//! Written with krilla (typst's PDF writer): pure Rust, no system fonts and no C, so the same
//! code builds for x86_64 and the aarch64 Lambdas. Every text is drawn in the embedded DejaVu Sans
//! (the font [`diagram_image`] draws with), which krilla subsets and embeds with a ToUnicode map,
//! so any character a student types (₁₂, €, —, é) prints and is text a reader can select, search
//! and read aloud — never outlines (a character DejaVu Sans lacks, such as CJK or emoji, prints
//! as its empty box but stays text). Headings are the same font filled and stroked (a faux bold):
//! one font file, and still text. Each commentary is a bookmark, and a web address a link.
//!
//! Lines are measured with rustybuzz, the shaper krilla itself draws `draw_text` with, so a line
//! measured to fit is the line drawn; a word longer than a line is broken between its characters.
//! Layout (`layout`) is pure: it turns the portfolio into pages of placed marks, and only then
//! are they drawn (`draw`), so every footer knows the page count.
//!
//! Diagrams are PNGs from [`diagram_image::png`] at print resolution (300 dpi across the text
//! width), not vectors: the vector routes (krilla-svg, svg2pdf) are built on older usvg/resvg
//! releases than the 0.49 the services already use, so they would bring a second SVG stack into
//! every binary, while the PNG is the drawing already made and tested for e-mail, pixel for pixel.

use domain::diagram::Diagram;
use krilla::action::LinkAction;
use krilla::annotation::{Annotation, LinkAnnotation, Target};
use krilla::color::rgb;
use krilla::destination::XyzDestination;
use krilla::geom::{PathBuilder, Point, Rect, Size, Transform};
use krilla::image::Image;
use krilla::metadata::Metadata;
use krilla::outline::{Outline, OutlineNode};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::{Data, Document};

use crate::diagram_image::{self, ImageError};

/// A student's portfolio, ready to print: every value already in words.
#[derive(Debug, Clone, PartialEq)]
pub struct PortfolioPdf {
    pub student_name: String,
    /// "Higher level" or "Standard level".
    pub level: String,
    /// The day the PDF was made ("28 November 2026").
    pub made_on: String,
    /// The portfolio's words in all, when the caller wants them on the title page.
    pub total_words: Option<String>,
    /// One to three, in order.
    pub commentaries: Vec<CommentaryPdf>,
}

/// One commentary on one news article.
#[derive(Debug, Clone, PartialEq)]
pub struct CommentaryPdf {
    /// 1 to 3.
    pub number: u8,
    pub article_title: String,
    pub publisher: String,
    /// "3 March 2026".
    pub published_on: String,
    /// The article's URL.
    pub address: String,
    /// "Microeconomics".
    pub unit: String,
    /// "Sustainability".
    pub key_concept: String,
    /// "20 November 2026".
    pub written_on: String,
    /// The words counted the IB's way (counted elsewhere).
    pub words: u32,
    /// Plain text; paragraphs separated by "\n" (or "\n\n").
    pub text: String,
    /// Documents that already passed [`Diagram::check`].
    pub diagrams: Vec<Diagram>,
}

/// Why a portfolio could not be made into a PDF.
#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error("a portfolio has 1 to {MAX_COMMENTARIES} commentaries, not {0}")]
    Commentaries(usize),
    #[error("commentary {commentary}, diagram {diagram}: {source}")]
    Diagram { commentary: u8, diagram: usize, source: ImageError },
    /// Our own PNG was refused by the PDF writer: a bug here, never the student's input.
    #[error("a diagram's image could not be embedded: {0}")]
    Image(String),
    /// The embedded font did not parse: a bug here, never the student's input.
    #[error("the embedded font could not be read")]
    Font,
    #[error("the PDF could not be written: {0}")]
    Write(String),
}

/// A portfolio holds at most this many commentaries (the IB asks for three).
pub const MAX_COMMENTARIES: usize = 3;

/// The one font (see the module's doc).
const FONT: &[u8] = include_bytes!("../assets/fonts/DejaVuSans.ttf");

// The page, in PDF points (1/72 inch), y downwards as krilla draws: A4 with 25 mm margins.
const PAGE_WIDTH: f32 = 595.28;
const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 72.0;
const TEXT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN;
/// The lowest a line's box may reach; the footer sits below it.
const BOTTOM: f32 = PAGE_HEIGHT - MARGIN;
/// The footer's baseline.
const FOOTER_BASELINE: f32 = PAGE_HEIGHT - 40.0;
/// A diagram is drawn this wide (the text's width) and in its viewBox's proportion.
const DIAGRAM_WIDTH: f32 = TEXT_WIDTH;
const DIAGRAM_HEIGHT: f32 = TEXT_WIDTH * diagram_image::HEIGHT / diagram_image::WIDTH;
/// A diagram's pixels across: 300 dots an inch over the text width, a print's resolution.
const DIAGRAM_PX: u32 = (TEXT_WIDTH / 72.0 * 300.0) as u32;
/// Space after a paragraph, and around a block.
const PARAGRAPH_GAP: f32 = 6.0;
const BLOCK_GAP: f32 = 14.0;

/// The PDF's own words (the product's words for the portfolio).
const HEADING: &str = "Economics internal assessment portfolio";
const CONTENTS: &str = "Commentaries";

/// A kind of text: its size, weight and colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Style {
    Title,
    Heading,
    Subheading,
    Body,
    Detail,
    Footer,
}

impl Style {
    fn size(self) -> f32 {
        match self {
            Self::Title => 20.0,
            Self::Heading => 16.0,
            Self::Subheading => 12.5,
            Self::Body => 11.0,
            Self::Detail => 10.0,
            Self::Footer => 8.5,
        }
    }

    /// Baseline to baseline.
    fn leading(self) -> f32 {
        self.size() * 1.45
    }

    fn bold(self) -> bool {
        matches!(self, Self::Title | Self::Heading | Self::Subheading)
    }

    /// Grey for the details and the footer, near-black for the rest.
    fn grey(self) -> u8 {
        match self {
            Self::Detail | Self::Footer => 80,
            _ => 26,
        }
    }
}

/// One thing placed on a page.
#[derive(Debug, Clone, PartialEq)]
enum Mark {
    Text {
        x: f32,
        baseline: f32,
        style: Style,
        text: String,
    },
    /// A thin line across the text width.
    Rule {
        y: f32,
    },
    /// The commentary's diagram (indices into the portfolio), its top-left corner at `top`.
    Diagram {
        commentary: usize,
        diagram: usize,
        top: f32,
    },
    /// A line of text that opens `uri` when clicked (the article's address).
    Link {
        top: f32,
        width: f32,
        height: f32,
        uri: String,
    },
}

/// A page's marks, before the footer (which needs the page count).
type Page = Vec<Mark>;

/// The portfolio laid out: its pages, and the index of each commentary's first page.
#[derive(Debug, Clone, PartialEq)]
struct Layout {
    pages: Vec<Page>,
    starts: Vec<usize>,
}

/// Text widths as krilla will draw them: shaped by rustybuzz in the embedded font.
struct Measure {
    face: rustybuzz::Face<'static>,
    units_per_em: f32,
}

impl Measure {
    fn new() -> Result<Self, PdfError> {
        let face = rustybuzz::Face::from_slice(FONT, 0).ok_or(PdfError::Font)?;
        let units_per_em = face.units_per_em() as f32;
        Ok(Self { face, units_per_em })
    }

    /// Each cluster's byte offset and advance in ems, in the text's byte order.
    fn clusters(&self, text: &str) -> Vec<(usize, f32)> {
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(&self.face, &[], buffer);
        let mut clusters: Vec<(usize, f32)> = Vec::new();
        let mut glyphs: Vec<(usize, f32)> = shaped
            .glyph_infos()
            .iter()
            .zip(shaped.glyph_positions())
            .map(|(info, pos)| (info.cluster as usize, pos.x_advance as f32 / self.units_per_em))
            .collect();
        glyphs.sort_by_key(|(cluster, _)| *cluster);
        for (cluster, advance) in glyphs {
            match clusters.last_mut() {
                Some((last, sum)) if *last == cluster => *sum += advance,
                _ => clusters.push((cluster, advance)),
            }
        }
        clusters
    }

    fn width(&self, text: &str, style: Style) -> f32 {
        self.clusters(text).iter().map(|(_, a)| a).sum::<f32>() * style.size()
    }
}

/// Text without the control characters no font draws (tabs and the like become spaces).
fn printable(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// A word too long for a line, cut between its `clusters` into pieces that each fit (at least
/// one character a piece).
fn break_word(word: &str, clusters: &[(usize, f32)], max: f32, style: Style) -> Vec<String> {
    let size = style.size();
    let mut cuts = vec![0];
    let mut run = 0.0;
    for &(start, advance) in clusters {
        let w = advance * size;
        if run + w > max && start > *cuts.last().unwrap_or(&0) {
            cuts.push(start);
            run = 0.0;
        }
        run += w;
    }
    cuts.push(word.len());
    cuts.windows(2).map(|w| word[w[0]..w[1]].to_string()).filter(|s| !s.is_empty()).collect()
}

/// A paragraph in lines at most `max` wide, words kept whole unless one is wider than a line.
fn wrap(text: &str, max: f32, style: Style, m: &Measure) -> Vec<String> {
    let space = m.width(" ", style);
    let text = printable(text);
    let mut lines: Vec<(String, f32)> = Vec::new();
    for word in text.split_whitespace() {
        let clusters = m.clusters(word);
        let w = clusters.iter().map(|(_, a)| a).sum::<f32>() * style.size();
        if w > max {
            lines.extend(break_word(word, &clusters, max, style).into_iter().map(|piece| (piece, max)));
            continue;
        }
        match lines.last_mut() {
            Some((line, used)) if *used + space + w <= max => {
                line.push(' ');
                line.push_str(word);
                *used += space + w;
            }
            _ => lines.push((word.to_string(), w)),
        }
    }
    lines.into_iter().map(|(line, _)| line).collect()
}

/// Pages being filled top to bottom.
struct Flow<'m> {
    pages: Vec<Page>,
    y: f32,
    measure: &'m Measure,
}

impl<'m> Flow<'m> {
    fn new(measure: &'m Measure) -> Self {
        Self { pages: vec![Vec::new()], y: MARGIN, measure }
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    /// A new page unless `height` more fits on this one (or this one is still empty).
    fn room(&mut self, height: f32) {
        let empty = self.pages.last().is_none_or(Vec::is_empty);
        if self.y + height > BOTTOM && !empty {
            self.new_page();
        }
    }

    fn mark(&mut self, mark: Mark) {
        if let Some(page) = self.pages.last_mut() {
            page.push(mark);
        }
    }

    fn gap(&mut self, height: f32) {
        self.y += height;
    }

    /// A paragraph, wrapped, breaking across pages between lines.
    fn paragraph(&mut self, text: &str, style: Style) {
        self.linked_paragraph(text, style, None);
    }

    /// A paragraph whose every line opens `link` when clicked.
    fn linked_paragraph(&mut self, text: &str, style: Style, link: Option<&str>) {
        for line in wrap(text, TEXT_WIDTH, style, self.measure) {
            self.room(style.leading());
            let top = self.y;
            self.y += style.leading();
            if let Some(uri) = link {
                let (width, height) = (self.measure.width(&line, style), style.leading());
                self.mark(Mark::Link { top, width, height, uri: uri.to_string() });
            }
            self.mark(Mark::Text { x: MARGIN, baseline: top + style.size(), style, text: line });
        }
    }

    fn rule(&mut self) {
        self.gap(PARAGRAPH_GAP);
        self.mark(Mark::Rule { y: self.y });
        self.gap(BLOCK_GAP);
    }

    /// A captioned diagram, kept on one page with its caption.
    fn diagram(&mut self, commentary: usize, diagram: usize) {
        let caption = Style::Subheading;
        self.room(caption.leading() + PARAGRAPH_GAP + DIAGRAM_HEIGHT);
        self.paragraph(&format!("Diagram {}", diagram + 1), caption);
        self.gap(PARAGRAPH_GAP);
        self.mark(Mark::Diagram { commentary, diagram, top: self.y });
        self.gap(DIAGRAM_HEIGHT + BLOCK_GAP);
    }
}

/// "Label: value" lines of a commentary's header block, each with the address it links to.
fn details(c: &CommentaryPdf) -> [(String, Option<&str>); 7] {
    [
        (format!("Publisher: {}", c.publisher), None),
        (format!("Published: {}", c.published_on), None),
        (format!("Address: {}", c.address), web_address(&c.address)),
        (format!("Unit: {}", c.unit), None),
        (format!("Key concept: {}", c.key_concept), None),
        (format!("Written on: {}", c.written_on), None),
        (format!("Word count: {}", c.words), None),
    ]
}

/// The address as a link target, if it is a web address: nothing else a student types (a
/// `javascript:` or `file:` address) becomes a link.
fn web_address(address: &str) -> Option<&str> {
    let address = address.trim();
    let lower = address.to_ascii_lowercase();
    let web = (lower.starts_with("https://") || lower.starts_with("http://"))
        && !address.chars().any(|c| c.is_whitespace() || c.is_control());
    web.then_some(address)
}

/// The title page (or pages, for titles long enough): the portfolio, the student and the list of
/// commentaries with the page each starts on (`starts`, numbered from 1).
fn title_section(p: &PortfolioPdf, starts: &[usize], m: &Measure) -> Vec<Page> {
    let mut flow = Flow::new(m);
    flow.paragraph(HEADING, Style::Title);
    flow.gap(BLOCK_GAP);
    flow.paragraph(&p.student_name, Style::Heading);
    flow.paragraph(&p.level, Style::Body);
    flow.paragraph(&format!("Made on {}", p.made_on), Style::Body);
    if let Some(total) = &p.total_words {
        flow.paragraph(&format!("Total words: {total}"), Style::Body);
    }
    flow.rule();
    flow.paragraph(CONTENTS, Style::Heading);
    flow.gap(PARAGRAPH_GAP);
    for (c, start) in p.commentaries.iter().zip(starts) {
        flow.paragraph(&format!("Commentary {} — page {start}", c.number), Style::Subheading);
        flow.paragraph(&c.article_title, Style::Body);
        flow.paragraph(&format!("{}, {} · {} · {}", c.publisher, c.published_on, c.unit, c.key_concept), Style::Detail);
        flow.gap(BLOCK_GAP);
    }
    flow.pages
}

/// One commentary from the top of a new page: its header block, its text, its diagrams.
fn commentary_section(index: usize, c: &CommentaryPdf, m: &Measure) -> Vec<Page> {
    let mut flow = Flow::new(m);
    flow.paragraph(&format!("Commentary {}", c.number), Style::Heading);
    flow.paragraph(&c.article_title, Style::Subheading);
    flow.gap(PARAGRAPH_GAP);
    for (line, link) in details(c) {
        flow.linked_paragraph(&line, Style::Detail, link);
    }
    flow.rule();
    for paragraph in c.text.split('\n').filter(|l| !l.trim().is_empty()) {
        flow.paragraph(paragraph, Style::Body);
        flow.gap(PARAGRAPH_GAP);
    }
    for diagram in 0..c.diagrams.len() {
        flow.diagram(index, diagram);
    }
    flow.pages
}

/// The portfolio as pages of marks: the title section, then each commentary from a new page.
fn layout(p: &PortfolioPdf, m: &Measure) -> Layout {
    let commentaries: Vec<Vec<Page>> =
        p.commentaries.iter().enumerate().map(|(i, c)| commentary_section(i, c, m)).collect();
    // The list of commentaries needs their first pages, which follow the title section: lay it out
    // once to count its pages (the numbers never change its line count), then with the numbers.
    let starts_after = |title_pages: usize| -> Vec<usize> {
        commentaries
            .iter()
            .scan(title_pages + 1, |next, pages| {
                let start = *next;
                *next += pages.len();
                Some(start)
            })
            .collect()
    };
    let title_pages = title_section(p, &starts_after(1), m).len();
    let starts = starts_after(title_pages);
    let title = title_section(p, &starts, m);
    Layout {
        pages: title.into_iter().chain(commentaries.into_iter().flatten()).collect(),
        starts: starts.into_iter().map(|number| number - 1).collect(),
    }
}

/// The footer of page `number` of `count`: the student's name on the left, the number on the right.
fn footer(student: &str, number: usize, count: usize, m: &Measure) -> [Mark; 2] {
    let style = Style::Footer;
    let page = format!("Page {number} of {count}");
    let right = MARGIN + TEXT_WIDTH - m.width(&page, style);
    let name = wrap(student, TEXT_WIDTH / 2.0, style, m).into_iter().next().unwrap_or_default();
    [
        Mark::Text { x: MARGIN, baseline: FOOTER_BASELINE, style, text: name },
        Mark::Text { x: right, baseline: FOOTER_BASELINE, style, text: page },
    ]
}

/// Each commentary's diagrams as images, in order.
fn diagram_images(p: &PortfolioPdf, width_px: u32) -> Result<Vec<Vec<Image>>, PdfError> {
    p.commentaries
        .iter()
        .map(|c| {
            c.diagrams
                .iter()
                .enumerate()
                .map(|(i, d)| {
                    let title = format!("Commentary {}, diagram {}", c.number, i + 1);
                    let png = diagram_image::png(d, &title, width_px).map_err(|source| PdfError::Diagram {
                        commentary: c.number,
                        diagram: i + 1,
                        source,
                    })?;
                    Image::from_png(Data::from(png), true).map_err(PdfError::Image)
                })
                .collect()
        })
        .collect()
}

/// The ink of a style: a solid grey, and a thin stroke of it as well for the bold ones.
fn set_ink(surface: &mut Surface, style: Style) {
    let g = style.grey();
    let paint = rgb::Color::new(g, g, g);
    surface.set_fill(Some(Fill { paint: paint.into(), ..Fill::default() }));
    let stroke = style.bold().then(|| Stroke { paint: paint.into(), width: style.size() * 0.045, ..Stroke::default() });
    surface.set_stroke(stroke);
}

/// One mark on a page's surface.
fn draw(surface: &mut Surface, mark: &Mark, font: &Font, images: &[Vec<Image>]) {
    match mark {
        Mark::Text { x, baseline, style, text } => {
            set_ink(surface, *style);
            let at = Point::from_xy(*x, *baseline);
            surface.draw_text(at, font.clone(), style.size(), text, false, TextDirection::Auto);
        }
        Mark::Rule { y } => {
            let mut path = PathBuilder::new();
            if let Some(rect) = Rect::from_xywh(MARGIN, *y, TEXT_WIDTH, 0.6) {
                path.push_rect(rect);
            }
            if let Some(path) = path.finish() {
                set_ink(surface, Style::Detail);
                surface.set_stroke(None);
                surface.draw_path(&path);
            }
        }
        Mark::Diagram { commentary, diagram, top } => {
            let image = images.get(*commentary).and_then(|c| c.get(*diagram));
            if let (Some(image), Some(size)) = (image, Size::from_wh(DIAGRAM_WIDTH, DIAGRAM_HEIGHT)) {
                surface.push_transform(&Transform::from_translate(MARGIN, *top));
                surface.draw_image(image.clone(), size);
                surface.pop();
            }
        }
        // Not drawn: a link is an annotation of the page (see `link`).
        Mark::Link { .. } => {}
    }
}

/// A link mark as the page's annotation, opening its address.
fn link(mark: &Mark) -> Option<Annotation> {
    let Mark::Link { top, width, height, uri } = mark else { return None };
    let rect = Rect::from_xywh(MARGIN, *top, width.max(1.0), *height)?;
    let target = Target::Action(LinkAction::new(uri.clone()).into());
    Some(Annotation::new_link(LinkAnnotation::new(rect, target), Some(uri.clone())))
}

/// The reader's bookmarks: each commentary at its first page.
fn outline(p: &PortfolioPdf, starts: &[usize]) -> Outline {
    let mut outline = Outline::new();
    for (c, start) in p.commentaries.iter().zip(starts) {
        let title: String = c.article_title.chars().take(120).collect();
        let at = XyzDestination::new(*start, Point::from_xy(0.0, 0.0));
        outline.push_child(OutlineNode::new(printable(&format!("Commentary {}: {title}", c.number)), at));
    }
    outline
}

/// The portfolio as a PDF of A4 pages (see the module's doc).
pub fn pdf(portfolio: &PortfolioPdf) -> Result<Vec<u8>, PdfError> {
    pdf_with(portfolio, DIAGRAM_PX)
}

/// [`pdf`] with diagrams `diagram_px` pixels wide (the tests draw them small).
fn pdf_with(portfolio: &PortfolioPdf, diagram_px: u32) -> Result<Vec<u8>, PdfError> {
    let count = portfolio.commentaries.len();
    if !(1..=MAX_COMMENTARIES).contains(&count) {
        return Err(PdfError::Commentaries(count));
    }
    let measure = Measure::new()?;
    let font = Font::new(Data::from(FONT), 0).ok_or(PdfError::Font)?;
    let images = diagram_images(portfolio, diagram_px)?;
    let Layout { pages, starts } = layout(portfolio, &measure);
    let mut document = Document::new();
    document.set_outline(outline(portfolio, &starts));
    document.set_metadata(
        Metadata::new()
            .title(format!("{HEADING} — {}", portfolio.student_name))
            .authors(vec![portfolio.student_name.clone()])
            .language("en".to_string()),
    );
    for (i, marks) in pages.iter().enumerate() {
        let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT).ok_or(PdfError::Write("page size".into()))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        let footer = footer(&portfolio.student_name, i + 1, pages.len(), &measure);
        for mark in marks.iter().chain(&footer) {
            draw(&mut surface, mark, &font, &images);
        }
        surface.finish();
        for annotation in marks.iter().filter_map(link) {
            page.add_annotation(annotation);
        }
        page.finish();
    }
    document.finish().map_err(|e| PdfError::Write(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// The front end's templates (as the diagram_image tests read them).
    const TEMPLATES: &str = include_str!("../../../frontend/src/components/diagrams/templates.json");
    /// Small diagrams keep the debug-build tests fast; the layout is the same at any resolution.
    const TEST_PX: u32 = 120;

    #[derive(serde::Deserialize)]
    struct Template {
        diagram: Diagram,
    }

    fn template(id: &str) -> Diagram {
        let all: BTreeMap<String, Template> = serde_json::from_str(TEMPLATES).unwrap();
        all.into_iter().find(|(k, _)| k == id).map(|(_, t)| t.diagram).unwrap()
    }

    /// A shifted supply curve whose label has a subscript, read from JSON as the API receives it.
    fn supply_shift() -> Diagram {
        let d: Diagram = serde_json::from_str(
            r#"{"version":1,"axes":{"x":{"text":"Quantity"},"y":{"text":"Price (€)"},"kind":"market"},
            "elements":[
              {"kind":"curve","shape":{"kind":"line","from":{"x":10,"y":10},"to":{"x":85,"y":85}},"label":{"text":"S","sub":"1"}},
              {"kind":"curve","shape":{"kind":"line","from":{"x":25,"y":10},"to":{"x":95,"y":80}},"label":{"text":"S","sub":"2"}},
              {"kind":"curve","shape":{"kind":"line","from":{"x":0,"y":90},"to":{"x":85,"y":5}},"label":{"text":"D"}}
            ]}"#,
        )
        .unwrap();
        d.check().unwrap();
        d
    }

    fn commentary(number: u8, title: &str, words: u32, text: String, diagrams: Vec<Diagram>) -> CommentaryPdf {
        CommentaryPdf {
            number,
            article_title: title.to_string(),
            publisher: "The Economist".to_string(),
            published_on: "3 March 2026".to_string(),
            address: "https://www.economist.com/finance-and-economics/2026/03/03/a-very-long-address-without-any-spaces-in-it-at-all-that-goes-on".to_string(),
            unit: "Microeconomics".to_string(),
            key_concept: "Sustainability".to_string(),
            written_on: "20 November 2026".to_string(),
            words,
            text,
            diagrams,
        }
    }

    /// About `n` words of economics, in paragraphs of 60.
    fn long_text(n: usize) -> String {
        let words = [
            "the",
            "carbon",
            "tax",
            "shifts",
            "supply",
            "to",
            "S₂",
            "raising",
            "prices",
            "by",
            "€4",
            "—",
            "élasticité",
        ];
        (0..n)
            .map(|i| words[i % words.len()])
            .collect::<Vec<_>>()
            .chunks(60)
            .map(|c| c.join(" "))
            .collect::<Vec<_>>()
            .join("\n\n")
    }

    fn portfolio(commentaries: Vec<CommentaryPdf>) -> PortfolioPdf {
        PortfolioPdf {
            student_name: "Zoë Müller-Þórsdóttir".to_string(),
            level: "Higher level".to_string(),
            made_on: "28 November 2026".to_string(),
            total_words: Some("2,212".to_string()),
            commentaries,
        }
    }

    fn three() -> PortfolioPdf {
        portfolio(vec![
            commentary(
                1,
                "Sugar tax cuts soft-drink sales",
                812,
                "A carbon tax shifts supply from S₁ to S₂, and the price rises by €4 — an externality corrected.\nSecond paragraph, café owners agree.".to_string(),
                vec![supply_shift(), template("negativeProduction")],
            ),
            commentary(2, "Rent controls in Berlin", 900, long_text(900), vec![]),
            commentary(3, "Central bank raises rates", 700, "Short.".to_string(), vec![template("keynesian")]),
        ])
    }

    /// The PDF read back by an independent reader: its pages' text, whitespace made single spaces.
    fn read_back(bytes: &[u8]) -> Vec<String> {
        let doc = pdf_extract::Document::load_mem(bytes).expect("a PDF that parses");
        let pages = pdf_extract::extract_text_from_mem_by_pages(bytes).expect("text that extracts");
        assert_eq!(doc.get_pages().len(), pages.len());
        pages.iter().map(|p| p.split_whitespace().collect::<Vec<_>>().join(" ")).collect()
    }

    #[test]
    fn three_commentaries_make_a_pdf_whose_text_reads_back() {
        let p = three();
        let started = std::time::Instant::now();
        let bytes = pdf_with(&p, TEST_PX).unwrap();
        let took = started.elapsed();
        // IA_PDF_OUT=/tmp/ia.pdf writes it there as `pdf` makes it (print-resolution diagrams).
        if let Some(out) = std::env::var_os("IA_PDF_OUT") {
            let started = std::time::Instant::now();
            let full = pdf(&p).unwrap();
            eprintln!("at print resolution: {} bytes, {:?}", full.len(), started.elapsed());
            std::fs::write(out, full).unwrap();
        }
        assert!(bytes.starts_with(b"%PDF-"));
        let pages = read_back(&bytes);
        let expected = layout(&p, &Measure::new().unwrap()).pages.len();
        assert_eq!(pages.len(), expected);
        assert!(expected >= 6, "title, 2+ for the long text, one each for the others: {expected}");
        let all = pages.join(" ");
        for needle in [
            "Zoë Müller-Þórsdóttir",
            "Higher level",
            "Made on 28 November 2026",
            "Sugar tax cuts soft-drink sales",
            "Rent controls in Berlin",
            "Central bank raises rates",
            "Word count: 812",
            "Word count: 900",
            "Key concept: Sustainability",
            "S₂",
            "€4",
            "—",
            "élasticité",
            "Diagram 2",
            &format!("Page 1 of {expected}"),
        ] {
            assert!(all.contains(needle), "{needle:?} not in {all}");
        }
        assert!(pages[1].starts_with("Commentary 1"), "{}", pages[1]);
        // The address is a link (each of its lines), and each commentary a bookmark.
        let doc = pdf_extract::Document::load_mem(&bytes).unwrap();
        let uris = doc
            .objects
            .values()
            .filter_map(|o| o.as_dict().ok()?.get(b"A").ok()?.as_dict().ok()?.get(b"URI").ok()?.as_str().ok())
            .filter(|uri| *uri == p.commentaries[0].address.as_bytes())
            .count();
        assert!(uris >= 3, "{uris} links to commentaries' addresses");
        let bookmarks =
            doc.objects.values().filter(|o| o.as_dict().is_ok_and(|d| d.has(b"Dest") && d.has(b"Title"))).count();
        assert_eq!(bookmarks, 3);
        eprintln!(
            "3 commentaries: {} pages, {} bytes, {took:?} (debug, diagrams {TEST_PX} px)",
            pages.len(),
            bytes.len()
        );
    }

    #[test]
    fn the_contents_give_each_commentary_its_first_page() {
        let p = three();
        let m = Measure::new().unwrap();
        let Layout { pages, starts } = layout(&p, &m);
        let firsts: Vec<usize> = pages
            .iter()
            .enumerate()
            .filter(|(_, marks)| {
                matches!(marks.first(), Some(Mark::Text { text, style: Style::Heading, .. }) if text.starts_with("Commentary "))
            })
            .map(|(i, _)| i + 1)
            .collect();
        assert_eq!(firsts.len(), 3);
        assert_eq!(starts.iter().map(|s| s + 1).collect::<Vec<_>>(), firsts);
        let title: Vec<&str> = pages[0]
            .iter()
            .filter_map(|mark| match mark {
                Mark::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        for (n, first) in firsts.iter().enumerate() {
            let entry = format!("Commentary {} — page {first}", n + 1);
            assert!(title.contains(&entry.as_str()), "{entry} not in {title:?}");
        }
    }

    #[test]
    fn lines_fit_and_long_words_break() {
        let m = Measure::new().unwrap();
        let word = "x".repeat(5_000);
        let text = format!("before {word} after\ttab");
        let lines = wrap(&text, TEXT_WIDTH, Style::Body, &m);
        assert!(lines.len() > 10, "{}", lines.len());
        assert!(lines.iter().all(|l| m.width(l, Style::Body) <= TEXT_WIDTH + 0.01));
        assert_eq!(lines.concat().replace(' ', ""), text.replace([' ', '\t'], ""));
        // A line too narrow for one character still takes it, one a line.
        assert_eq!(wrap("abc", 1.0, Style::Body, &m), ["a", "b", "c"]);
        assert!(wrap("", TEXT_WIDTH, Style::Body, &m).is_empty());
    }

    #[test]
    fn odd_inputs_still_make_a_pdf_or_a_clear_error() {
        assert!(matches!(pdf_with(&portfolio(vec![]), TEST_PX), Err(PdfError::Commentaries(0))));
        let four = (1..=4).map(|n| commentary(n, "t", 0, String::new(), vec![])).collect();
        assert!(matches!(pdf_with(&portfolio(four), TEST_PX), Err(PdfError::Commentaries(4))));

        let many = vec![template("equilibrium"); domain::diagram::MAX_DIAGRAMS];
        let odd = portfolio(vec![
            commentary(1, "", 0, String::new(), many),
            commentary(2, &"T".repeat(5_000), 1, format!("{}\n\n\n\u{0}\u{7}", "y".repeat(5_000)), vec![]),
        ]);
        let pages = read_back(&pdf_with(&odd, TEST_PX).unwrap());
        assert!(pages.len() >= 5, "{}", pages.len());
    }

    #[test]
    fn only_web_addresses_become_links() {
        assert_eq!(web_address(" https://example.com/a?b=1 "), Some("https://example.com/a?b=1"));
        assert_eq!(web_address("HTTP://example.com"), Some("HTTP://example.com"));
        for refused in ["javascript:alert(1)", "file:///etc/passwd", "https://exa mple.com", "example.com", ""] {
            assert_eq!(web_address(refused), None, "{refused}");
        }
    }

    #[test]
    fn a_diagram_outside_its_limits_is_refused_with_where_it_is() {
        let mut bad = supply_shift();
        bad.axes.x.text = "<b>".to_string();
        let p = portfolio(vec![commentary(2, "t", 0, String::new(), vec![supply_shift(), bad])]);
        let err = pdf_with(&p, TEST_PX).unwrap_err();
        assert!(matches!(err, PdfError::Diagram { commentary: 2, diagram: 2, .. }), "{err}");
    }
}
