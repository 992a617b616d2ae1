//! SVG artwork for the demo question bank and quizzes: question sheets (an A4-shaped image of the
//! question's text) and the economics diagrams some quiz questions show. SVG keeps the seed free
//! of image dependencies; browsers show it in `<img>` (where it cannot run script) and draw it
//! onto a canvas for the PDF export.

use crate::pdf::wrap;

/// The question sheet's size in pixels: A4 at 150 dpi.
pub const SHEET: (u32, u32) = (1240, 1754);

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A question sheet: the set's name, the question number and marks, and the question.
pub fn question_sheet(set_name: &str, number: usize, marks: u32, question: &str) -> String {
    let (w, h) = SHEET;
    let mut body = String::new();
    let mut y = 330;
    for line in wrap(question, 52) {
        body.push_str(&format!(r#"<text x="110" y="{y}" font-size="40">{}</text>"#, escape(&line)));
        y += 60;
    }
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="Helvetica, Arial, sans-serif" fill="#1d2433">
<rect width="{w}" height="{h}" fill="#ffffff"/>
<rect x="0" y="0" width="{w}" height="14" fill="#3c4fe0"/>
<text x="110" y="120" font-size="30" fill="#5a6275">Seven · {set}</text>
<text x="110" y="230" font-size="56" font-weight="bold">Question {number}</text>
<text x="{mx}" y="230" font-size="36" text-anchor="end" fill="#5a6275">[{marks} marks]</text>
<line x1="110" y1="262" x2="{mx}" y2="262" stroke="#d5d9e3" stroke-width="3"/>
{body}
<text x="{cx}" y="{fy}" font-size="26" text-anchor="middle" fill="#8a91a3">Answer in full sentences. Define key terms and draw fully labelled diagrams.</text>
</svg>"##,
        set = escape(set_name),
        mx = w - 110,
        cx = w / 2,
        fy = h - 90,
    )
}

const AXES: &str = r##"<line x1="70" y1="30" x2="70" y2="340" stroke="#1d2433" stroke-width="3"/>
<line x1="70" y1="340" x2="560" y2="340" stroke="#1d2433" stroke-width="3"/>"##;

fn frame(title: &str, y_label: &str, x_label: &str, body: &str) -> String {
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="595" height="400" viewBox="0 0 595 400" font-family="Helvetica, Arial, sans-serif" font-size="16" fill="#1d2433" role="img" aria-label="{title}">
<rect width="595" height="400" fill="#ffffff"/>
{AXES}
<text x="20" y="40">{y_label}</text>
<text x="540" y="370" text-anchor="end">{x_label}</text>
{body}
</svg>"##
    )
}

/// The diagram named `name`, if there is one.
pub fn diagram(name: &str) -> Option<String> {
    let line = |x1: u32, y1: u32, x2: u32, y2: u32, colour: &str| {
        format!(r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="3"/>"#)
    };
    let label = |x: u32, y: u32, text: &str| format!(r#"<text x="{x}" y="{y}" font-weight="bold">{text}</text>"#);
    let svg = match name {
        "ppc" => frame(
            "Production possibilities curve with points A, B, C and D",
            "Capital goods",
            "Consumer goods",
            &[
                r##"<path d="M 70 60 Q 420 80 500 340" fill="none" stroke="#3c4fe0" stroke-width="3"/>"##.to_owned(),
                r##"<circle cx="220" cy="230" r="6" fill="#1d2433"/><circle cx="300" cy="112" r="6" fill="#1d2433"/><circle cx="430" cy="210" r="6" fill="#1d2433"/><circle cx="470" cy="90" r="6" fill="#1d2433"/>"##.to_owned(),
                label(230, 225, "A"),
                label(308, 105, "B"),
                label(440, 205, "C"),
                label(480, 85, "D"),
                label(505, 330, "PPC"),
            ]
            .concat(),
        ),
        "demand-shift" => frame(
            "Demand shifts right from D1 to D2",
            "Price",
            "Quantity",
            &[
                line(110, 70, 420, 320, "#3c4fe0"),
                line(200, 70, 510, 320, "#3c4fe0"),
                label(420, 315, "D1"),
                label(510, 315, "D2"),
                r##"<path d="M 300 200 L 360 200" stroke="#e0453c" stroke-width="3" marker-end="url(#a)"/>"##.to_owned(),
                r##"<defs><marker id="a" markerWidth="10" markerHeight="10" refX="6" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="#e0453c"/></marker></defs>"##.to_owned(),
            ]
            .concat(),
        ),
        "supply-shift" => frame(
            "Supply shifts left from S1 to S2",
            "Price",
            "Quantity",
            &[
                line(200, 320, 510, 70, "#2f8f4e"),
                line(110, 320, 420, 70, "#2f8f4e"),
                label(510, 65, "S1"),
                label(420, 65, "S2"),
            ]
            .concat(),
        ),
        "price-ceiling" => frame(
            "A maximum price set below the equilibrium price",
            "Price",
            "Quantity",
            &[
                line(110, 70, 500, 320, "#3c4fe0"),
                line(110, 320, 500, 70, "#2f8f4e"),
                r##"<line x1="70" y1="260" x2="540" y2="260" stroke="#e0453c" stroke-width="3" stroke-dasharray="8 6"/>"##.to_owned(),
                label(500, 315, "D"),
                label(500, 65, "S"),
                label(470, 252, "Pmax"),
                r##"<text x="80" y="190">Pe</text><line x1="70" y1="195" x2="305" y2="195" stroke="#8a91a3" stroke-dasharray="4 4"/>"##.to_owned(),
            ]
            .concat(),
        ),
        "externality" => frame(
            "Negative production externality: MSC above MPC, Qm greater than Qopt",
            "Costs, benefits",
            "Quantity",
            &[
                line(110, 70, 520, 320, "#3c4fe0"),
                line(110, 300, 500, 110, "#2f8f4e"),
                line(110, 230, 460, 50, "#e0453c"),
                label(470, 315, "MSB = MPB"),
                label(505, 110, "MPC"),
                label(465, 45, "MSC"),
                r##"<line x1="269" y1="167" x2="269" y2="340" stroke="#8a91a3" stroke-dasharray="4 4"/><text x="250" y="360">Qopt</text>"##.to_owned(),
                r##"<line x1="335" y1="207" x2="335" y2="340" stroke="#8a91a3" stroke-dasharray="4 4"/><text x="325" y="360">Qm</text>"##.to_owned(),
            ]
            .concat(),
        ),
        "ad-as" => frame(
            "Aggregate demand rises from AD1 to AD2 with an upward-sloping SRAS",
            "Price level",
            "Real GDP",
            &[
                line(110, 320, 500, 80, "#2f8f4e"),
                line(110, 80, 420, 320, "#3c4fe0"),
                line(190, 80, 500, 320, "#3c4fe0"),
                label(505, 80, "SRAS"),
                label(380, 300, "AD1"),
                label(500, 315, "AD2"),
            ]
            .concat(),
        ),
        "ppc-line" => frame(
            "A straight-line production possibilities curve between all wheat and all cloth",
            "Cloth (metres)",
            "Wheat (tonnes)",
            &[line(70, 60, 500, 340, "#3c4fe0"), label(505, 330, "PPC"), label(80, 55, "All cloth"), label(430, 320, "All wheat")]
                .concat(),
        ),
        "equilibrium" => frame(
            "Demand and supply cross at the equilibrium price Pe and quantity Qe",
            "Price",
            "Quantity",
            &[
                line(110, 70, 500, 320, "#3c4fe0"),
                line(110, 320, 500, 70, "#2f8f4e"),
                label(500, 315, "D"),
                label(500, 65, "S"),
                r##"<line x1="70" y1="195" x2="305" y2="195" stroke="#8a91a3" stroke-dasharray="4 4"/><text x="40" y="200">Pe</text>"##.to_owned(),
                r##"<line x1="305" y1="195" x2="305" y2="340" stroke="#8a91a3" stroke-dasharray="4 4"/><text x="295" y="360">Qe</text>"##.to_owned(),
            ]
            .concat(),
        ),
        "tax-wedge" => frame(
            "A specific tax shifts supply up from S to S + tax: consumers pay more, producers keep less",
            "Price",
            "Quantity",
            &[
                line(110, 70, 500, 320, "#3c4fe0"),
                line(110, 320, 500, 110, "#2f8f4e"),
                line(110, 250, 500, 40, "#e0453c"),
                label(500, 315, "D"),
                label(505, 110, "S"),
                label(440, 45, "S + tax"),
                r##"<line x1="260" y1="166" x2="260" y2="240" stroke="#1d2433" stroke-width="4"/><text x="268" y="210">tax</text>"##.to_owned(),
            ]
            .concat(),
        ),
        _ => return None,
    };
    Some(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_sheet_escapes_and_wraps_its_text() {
        let svg = question_sheet("Demand & supply", 2, 10, &"Explain <why> demand slopes down. ".repeat(6));
        assert!(svg.contains("Demand &amp; supply"));
        assert!(svg.contains("&lt;why&gt;"));
        assert!(svg.matches("font-size=\"40\"").count() >= 4, "long questions wrap onto several lines");
    }

    #[test]
    fn every_named_diagram_exists() {
        for name in [
            "ppc",
            "demand-shift",
            "supply-shift",
            "price-ceiling",
            "externality",
            "ad-as",
            "ppc-line",
            "equilibrium",
            "tax-wedge",
        ] {
            assert!(diagram(name).is_some_and(|s| s.starts_with("<svg")), "{name}");
        }
        assert!(diagram("nope").is_none());
    }
}
