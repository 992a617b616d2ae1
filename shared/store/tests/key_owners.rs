//! Each key format is spelled by one repository module: a partition key's prefix (`"GAME#`) or a
//! fixed partition (`"QUEUE"`) appears as a literal in exactly one file of `src/`. A module that
//! needs another's rows asks that module (the erasure asks each what it holds of a student);
//! formats two modules share live in `keys.rs` alone.

use std::collections::BTreeMap;
use std::path::Path;

/// The key-like literals of one source file: `"` then 3+ capitals, digits or `_`, then `#` or `"`.
fn key_literals(text: &str) -> Vec<String> {
    let mut out = vec![];
    let bytes = text.as_bytes();
    for (i, _) in text.match_indices('"') {
        let rest = &bytes[i + 1..];
        let len = rest.iter().take_while(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || **b == b'_').count();
        if len >= 3 && rest.get(..len).is_some_and(|w| w[0].is_ascii_uppercase()) {
            match rest.get(len) {
                Some(b'#') => out.push(format!("{}#", &text[i + 1..i + 1 + len])),
                Some(b'"') => out.push(text[i + 1..i + 1 + len].to_owned()),
                _ => {}
            }
        }
    }
    out
}

/// Literals two modules spell for two different rows, each in a table of its own.
const SAME_WORD_OTHER_ROWS: [&str; 1] = [
    // payments: a plan's promo code (`PROMO#{code}` partition, payments table); lessons: the
    // checkout that used a lesson promo code (`PROMO#{code}` sort key, progress table).
    "PROMO#",
];

#[test]
fn every_key_format_is_spelled_by_one_module() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut users: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&path).unwrap();
        // Only code: a module's own documentation may describe the rows it reads.
        let code: String = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for literal in key_literals(&code) {
            let files = users.entry(literal).or_default();
            if !files.contains(&name) {
                files.push(name.clone());
            }
        }
    }
    let shared: Vec<String> = users
        .iter()
        .filter(|(l, f)| f.len() > 1 && !SAME_WORD_OTHER_ROWS.contains(&l.as_str()))
        .map(|(l, f)| format!("{l} in {f:?}"))
        .collect();
    assert!(shared.is_empty(), "key formats spelled by more than one module: {shared:#?}");
    assert!(users.contains_key("GAME#") && users.contains_key("QUEUE"), "the scan finds key literals");
}
