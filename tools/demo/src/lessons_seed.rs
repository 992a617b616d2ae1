//! The demo recorded lessons: six lessons (one priced in SGD), each with a 360×270 SVG thumbnail,
//! a preview and a full video (the demo videos), and notes (a PDF); and a free-lesson schedule of
//! slots every Friday at 21:00 GMT+8, from eight weeks ago to sixteen weeks ahead.

use api::AppState;
use domain::catalogue::WEEK_MS;
use store::StoreError;
use store::lessons::{self, FreeSlot, Lesson};

use crate::pdf::{self, Page};
use crate::upload;

/// (name, description, price in cents, currency, what the notes say)
const LESSONS: &[(&str, &str, i64, &str, &str)] = &[
    (
        "Elasticities in one hour",
        "PED, PES, YED and XED: formulas, diagrams and the evaluation points examiners want.",
        1500,
        "usd",
        "Elasticity measures responsiveness. Learn each formula, the determinants, and what the value means for revenue and for tax incidence.",
    ),
    (
        "Market failure masterclass",
        "Externalities, public goods, common pool resources and asymmetric information, with policy evaluation.",
        1800,
        "usd",
        "Market failure is a misallocation of resources. Draw MSC/MSB diagrams, show the welfare loss, and evaluate taxes, subsidies, regulation and permits.",
    ),
    (
        "AD/AS and macro objectives",
        "Keynesian and new classical models, output gaps, inflation and unemployment, step by step.",
        1500,
        "usd",
        "Aggregate demand is C + I + G + (X - M). Compare the Keynesian and new classical AS curves and what each says about policy.",
    ),
    (
        "Paper 1 essay technique",
        "How to plan and write a 15-mark essay in 45 minutes, with a marked example.",
        1200,
        "usd",
        "Define, explain with a diagram, apply to a real-world example, and evaluate: short and long run, stakeholders, assumptions, priorities.",
    ),
    (
        "Paper 3 calculations drill",
        "Every HL calculation type in one session: elasticities, multipliers, tax incidence, GDP and more.",
        2000,
        "sgd",
        "Show your working, keep units, and round only at the end. Practise each calculation until you can do it in under two minutes.",
    ),
    (
        "Trade and exchange rates",
        "Comparative advantage, protectionism, exchange-rate systems and the balance of payments.",
        1600,
        "usd",
        "Use comparative advantage to explain gains from trade; use supply and demand for currencies to explain exchange-rate movements.",
    ),
];

const THUMB_COLOURS: &[&str] = &["#1f4fd8", "#067647", "#b54708", "#6941c6", "#c11574", "#175cd3"];

fn thumbnail(n: usize, name: &str) -> String {
    let colour = THUMB_COLOURS[n % THUMB_COLOURS.len()];
    let mut lines = String::new();
    for (i, line) in crate::pdf::wrap(name, 18).iter().take(3).enumerate() {
        lines.push_str(&format!(
            r##"<text x="24" y="{}" font-size="26" font-weight="700" fill="#ffffff">{}</text>"##,
            150 + i as u32 * 32,
            line.replace('&', "&amp;").replace('<', "&lt;")
        ));
    }
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="360" height="270" viewBox="0 0 360 270" font-family="Helvetica, Arial, sans-serif"><rect width="360" height="270" fill="{colour}"/><circle cx="300" cy="60" r="34" fill="#ffffff" opacity="0.2"/><path d="M290 44 L318 60 L290 76 Z" fill="#ffffff"/><text x="24" y="48" font-size="16" fill="#ffffff" opacity="0.85">Seven · Recorded lesson {}</text>{lines}</svg>"##,
        n + 1
    )
}

pub async fn seed(state: &AppState, videos: &[String], now_ms: i64) -> Result<(), StoreError> {
    for (i, (name, description, price, currency, notes)) in LESSONS.iter().enumerate() {
        let id = i as u32 + 1;
        let thumbnail_key = format!("demo/lessons/{id}/thumbnail.svg");
        upload(state, &thumbnail_key, thumbnail(i, name).into_bytes(), "image/svg+xml").await?;
        let notes_key = format!("demo/lessons/{id}/notes.pdf");
        let pages = [
            Page { heading: (*name).to_owned(), paragraphs: vec![(*description).to_owned(), (*notes).to_owned()] },
            Page {
                heading: "Practice".into(),
                paragraphs: vec!["Write a 10-mark answer to the lesson's question, then compare it with the model answer shown in the lesson.".into()],
            },
        ];
        upload(state, &notes_key, pdf::document(&format!("{name}: lesson notes"), &pages), "application/pdf").await?;
        let video =
            |k: usize| videos.get(k % videos.len().max(1)).cloned().unwrap_or_else(|| "demo/missing.mp4".into());
        let lesson = Lesson {
            id,
            name: (*name).into(),
            description: (*description).into(),
            thumbnail_key,
            preview_video_key: video(i + 1),
            full_video_key: video(i),
            notes_key,
            price_in_cent: *price,
            currency: (*currency).into(),
        };
        lessons::put_lesson(&state.db, &lesson).await?;
    }
    // The slot containing now, eight weeks back and sixteen ahead, cycling through the lessons.
    let this_week = FreeSlot::this_weeks_start(now_ms);
    for w in -8..=16i64 {
        let starts_at = this_week + w * WEEK_MS;
        let lesson_id = FreeSlot::week_number(starts_at).rem_euclid(LESSONS.len() as i64) as u32 + 1;
        lessons::put_free_slot(&state.db, &FreeSlot { starts_at, lesson_id }).await?;
    }
    Ok(())
}
