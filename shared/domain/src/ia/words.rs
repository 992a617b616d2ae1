//! A commentary's words counted the IB's way (docs/ia.md): diagrams and their labels are not in
//! the text at all (they are data beside it), and within the text tables, in-text citations and
//! footnote references are left out. Moderators stop reading at the limit's last word, so the
//! count says where that word ends: what follows it earns nothing.
//!
//! The front end counts as the student types with the same rules (`features/ia/words.ts`); both
//! are tested against the same hand-counted cases (`shared/domain/tests/ia-word-cases.json`).

use serde::Serialize;

/// A commentary's counted words, and where the limit's last word ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WordCount {
    /// Words counted.
    pub words: u32,
    /// When there are more than the limit: the character (Unicode scalar value) just after the
    /// limit's last counted word, where what earns nothing begins.
    pub limit_ends_at: Option<u32>,
}

/// A run of non-space characters: its first character and the one after its last.
#[derive(Debug, Clone, Copy)]
struct Token {
    start: usize,
    end: usize,
}

/// `text`'s words counted the IB's way against `limit`.
pub fn count(text: &str, limit: u32) -> WordCount {
    let chars: Vec<char> = text.chars().collect();
    let mut left_out = vec![false; chars.len()];
    for (s, e) in excluded_spans(&chars) {
        left_out[s..e].iter_mut().for_each(|x| *x = true);
    }
    let mut words = 0u32;
    let mut limit_ends_at = None;
    for token in tokens(&chars) {
        // A word is a run with a letter or figure of its own: "2026)[1]" after a citation's
        // opening is all citation and reference; "rose¹" is a word with its reference.
        if !(token.start..token.end).any(|i| chars[i].is_alphanumeric() && !left_out[i]) {
            continue;
        }
        words += 1;
        if words == limit {
            limit_ends_at = Some(token.end as u32);
        }
    }
    WordCount { words, limit_ends_at: limit_ends_at.filter(|_| words > limit) }
}

fn tokens(chars: &[char]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in chars.iter().enumerate() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push(Token { start: s, end: i });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push(Token { start: s, end: chars.len() });
    }
    out
}

/// The spans (character ranges) left out of the count: table rows, in-text citations and
/// footnote references.
fn excluded_spans(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = table_rows(chars);
    spans.extend(citations(chars));
    spans.extend(footnote_references(chars));
    spans
}

/// A table's rows: lines whose cells are separated by tabs (how a table pasted from a spreadsheet
/// or a document arrives) or by `|` (a table typed as text: `| GDP | 2.1 % |`).
fn table_rows(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for end in (0..=chars.len()).filter(|&i| i == chars.len() || chars[i] == '\n') {
        let line = &chars[start..end];
        let tabbed = line.contains(&'\t');
        let piped = line.iter().filter(|c| **c == '|').count() >= 2;
        if tabbed || piped {
            spans.push((start, end));
        }
        start = end + 1;
    }
    spans
}

/// In-text citations: a bracket `( … )` holding a year (`(Smith, 2024)`, `(BBC News, 3 March
/// 2026, p. 2)`) or "n.d.", of at most twelve words — a bracket of the student's own words with
/// a year in it runs longer.
fn citations(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut open = None;
    for (i, c) in chars.iter().enumerate() {
        match c {
            '(' => open = Some(i),
            ')' => {
                if let Some(s) = open.take() {
                    let inside: String = chars[s + 1..i].iter().collect();
                    if is_citation(&inside) {
                        spans.push((s, i + 1));
                    }
                }
            }
            _ => {}
        }
    }
    spans
}

fn is_citation(inside: &str) -> bool {
    let words = inside.split_whitespace().count();
    let has_year = inside
        .split(|c: char| !c.is_ascii_digit())
        .any(|digits| digits.len() == 4 && matches!(digits.as_bytes()[0], b'1' | b'2'));
    let undated = inside.to_lowercase().contains("n.d.");
    (1..=12).contains(&words) && (has_year || undated)
}

/// Footnote references: `[1]`, `[12]` and superscript figures (`¹²`), wherever they stand (after
/// a word or alone).
fn footnote_references(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '[' {
            let digits = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if digits > 0 && chars.get(i + 1 + digits) == Some(&']') {
                spans.push((i, i + digits + 2));
                i += digits + 2;
                continue;
            }
        }
        if is_superscript_figure(chars[i]) {
            let run = chars[i..].iter().take_while(|c| is_superscript_figure(**c)).count();
            spans.push((i, i + run));
            i += run;
            continue;
        }
        i += 1;
    }
    spans
}

fn is_superscript_figure(c: char) -> bool {
    matches!(c, '⁰' | '¹' | '²' | '³' | '⁴' | '⁵' | '⁶' | '⁷' | '⁸' | '⁹')
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hand-counted cases the front end's count is tested against too.
    #[derive(serde::Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Case {
        name: String,
        text: String,
        limit: u32,
        words: u32,
        /// The text up to where the limit's last word ends, when past the limit.
        #[serde(default)]
        up_to_limit: Option<String>,
    }

    #[test]
    fn the_hand_counted_cases() {
        let cases: Vec<Case> = serde_json::from_str(include_str!("../../tests/ia-word-cases.json")).unwrap();
        assert!(cases.len() >= 10);
        for case in cases {
            let got = count(&case.text, case.limit);
            assert_eq!(got.words, case.words, "{}", case.name);
            let upto = got.limit_ends_at.map(|end| case.text.chars().take(end as usize).collect::<String>());
            assert_eq!(upto, case.up_to_limit, "{}", case.name);
        }
    }

    #[test]
    fn a_footnote_reference_after_a_word_leaves_the_word_counted() {
        assert_eq!(count("growth¹ slowed[2] sharply", 800).words, 3);
    }

    #[test]
    fn eight_hundred_and_twelve_words_end_the_limit_at_the_800th() {
        let text = (1..=812).map(|i| format!("w{i}")).collect::<Vec<_>>().join(" ");
        let got = count(&text, 800);
        assert_eq!(got.words, 812);
        let end = got.limit_ends_at.unwrap() as usize;
        assert!(text[..end].ends_with("w800"));
        assert_eq!(count(&text, 812).limit_ends_at, None, "at the limit nothing is past it");
    }
}
