//! A small PDF writer for the demo catalogue: A4 pages of wrapped Helvetica text, enough for
//! real, readable files in the viewer without a PDF dependency.

/// One page: a heading and paragraphs.
pub struct Page {
    pub heading: String,
    pub paragraphs: Vec<String>,
}

const WIDTH: u32 = 595;
const HEIGHT: u32 = 842;
const MARGIN: u32 = 56;
const WRAP: usize = 88;

fn escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '(' | ')' | '\\' => format!("\\{c}"),
            c if c.is_ascii() => c.to_string(),
            _ => "?".into(),
        })
        .collect()
}

/// Splits `text` into lines of at most `width` characters, at spaces.
pub(crate) fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![];
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn content_stream(title: &str, page: &Page, number: usize, total: usize) -> String {
    let mut s = String::new();
    let mut y = HEIGHT - MARGIN;
    s.push_str(&format!("BT /F1 9 Tf {MARGIN} {} Td ({}) Tj ET\n", HEIGHT - 30, escape(title)));
    s.push_str(&format!("BT /F2 18 Tf {MARGIN} {y} Td ({}) Tj ET\n", escape(&page.heading)));
    y -= 32;
    for paragraph in &page.paragraphs {
        for line in wrap(paragraph, WRAP) {
            s.push_str(&format!("BT /F1 11 Tf {MARGIN} {y} Td ({}) Tj ET\n", escape(&line)));
            y = y.saturating_sub(16);
        }
        y = y.saturating_sub(10);
    }
    s.push_str(&format!("BT /F1 9 Tf {} 30 Td (Page {number} of {total} - Seven) Tj ET\n", WIDTH / 2 - 40));
    s
}

/// The bytes of a PDF with one A4 page per entry.
pub fn document(title: &str, pages: &[Page]) -> Vec<u8> {
    let mut objects: Vec<String> = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".into(),
        String::new(), // the page tree, once the page ids are known
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".into(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>".into(),
    ];
    let mut kids = vec![];
    for (i, page) in pages.iter().enumerate() {
        let stream = content_stream(title, page, i + 1, pages.len());
        objects.push(format!("<< /Length {} >>\nstream\n{stream}endstream", stream.len()));
        let contents_id = objects.len();
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {WIDTH} {HEIGHT}] \
             /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {contents_id} 0 R >>"
        ));
        kids.push(format!("{} 0 R", objects.len()));
    }
    objects[1] = format!("<< /Type /Pages /Kids [{}] /Count {} >>", kids.join(" "), pages.len());

    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = vec![];
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for off in offsets {
        out.extend_from_slice(format!("{off:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_has_its_pages_and_a_valid_cross_reference() {
        let pages: Vec<Page> = (1..=3)
            .map(|i| Page { heading: format!("Part {i}"), paragraphs: vec!["Supply (and demand)".repeat(20)] })
            .collect();
        let pdf = document("Demand", &pages);
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.starts_with("%PDF-1.4"));
        assert!(text.contains("/Count 3"));
        assert!(text.contains("Supply \\(and demand\\)"));
        let startxref: usize = text.rsplit("startxref\n").next().unwrap().lines().next().unwrap().parse().unwrap();
        assert_eq!(&pdf[startxref..startxref + 4], b"xref");
    }
}
