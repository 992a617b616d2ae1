//! The demo catalogue for local use (`SEED_DEMO_CONTENT=1`): the subjects, their topics, the
//! file types, the question bank and quizzes (practice.rs) and the Quiz Challenge (challenge_seed.rs). Idempotent: every item is a put by key.

use std::path::Path;

use api::AppState;
use store::StoreError;
use store::catalogue::{self, FileType, StudyFile, Subject, Topic};

use crate::pdf::{self, Page};
use crate::{ECONOMICS_SL_FIRST_TOPIC, upload};

/// (id, name, first topic id, topics)
const SUBJECTS: &[(u32, &str, u32, &[&str])] = &[
    (1, "Economics HL", 1, &ECONOMICS_HL),
    (2, "Economics SL", ECONOMICS_SL_FIRST_TOPIC, &ECONOMICS_SL),
    (3, "Biology", 201, &["Cell biology", "Molecular biology", "Genetics", "Ecology"]),
    (
        4,
        "Chemistry",
        301,
        &["Stoichiometric relationships", "Atomic structure", "Periodicity", "Chemical bonding and structure"],
    ),
    (5, "Physics", 401, &["Measurements and uncertainties", "Mechanics", "Thermal physics", "Waves"]),
    (6, "Math AA", 501, &["Number and algebra", "Functions", "Geometry and trigonometry", "Calculus"]),
    (7, "Math AI", 601, &["Number and algebra", "Functions", "Statistics and probability", "Calculus"]),
];

const ECONOMICS_HL: [&str; 20] = [
    "What is economics?",
    "Demand",
    "Supply",
    "Competitive market equilibrium",
    "Elasticity of demand",
    "Elasticity of supply",
    "Role of government in microeconomics",
    "Market failure: externalities and common pool resources",
    "Market failure: public goods",
    "Market failure: asymmetric information",
    "Market failure: market power",
    "Measuring economic activity",
    "Aggregate demand and aggregate supply",
    "Macroeconomic objectives",
    "Economics of inequality and poverty",
    "Monetary policy",
    "Fiscal policy",
    "Supply-side policies",
    "International trade and exchange rates",
    "Economic development",
];

const ECONOMICS_SL: [&str; 16] = [
    "What is economics?",
    "Demand",
    "Supply",
    "Competitive market equilibrium",
    "Elasticity of demand",
    "Elasticity of supply",
    "Role of government in microeconomics",
    "Market failure: externalities and common pool resources",
    "Market failure: public goods",
    "Measuring economic activity",
    "Aggregate demand and aggregate supply",
    "Macroeconomic objectives",
    "Monetary policy",
    "Fiscal policy",
    "International trade and exchange rates",
    "Economic development",
];

pub const FILE_TYPES: &[(u32, &str)] = &[
    (1, "Video"),
    (2, "Condensed Notes"),
    (3, "Mind Map"),
    (4, "Cheat Sheet"),
    (5, "Worked Examples"),
    (6, "Past Paper Practice"),
];

/// The catalogue, demo PDFs for every topic, and the demo videos found in `media_dir` (MP4s,
/// made by the local stack with ffmpeg) on the first Economics HL topics.
pub async fn demo_content(state: &AppState, media_dir: Option<&Path>) -> Result<(), StoreError> {
    let db = &state.db;
    store::payments::ensure_standard_promos(db).await?;
    for (id, name) in FILE_TYPES {
        catalogue::put_file_type(db, &FileType { id: *id, name: (*name).into() }).await?;
    }
    for (subject_id, name, first_topic, topics) in SUBJECTS {
        catalogue::put_subject(db, &Subject { id: *subject_id, name: (*name).into() }).await?;
        for (i, topic) in topics.iter().enumerate() {
            let topic = Topic { id: first_topic + i as u32, subject_id: *subject_id, name: (*topic).into() };
            catalogue::put_topic(db, &topic).await?;
            for (file_type_id, label, pages) in documents_for(*subject_id, i, &topic.name) {
                let name = format!("{label} - {}.pdf", topic.name);
                let key = format!("demo/{subject_id}/{}/{}.pdf", topic.id, slug(label));
                upload(state, &key, pdf::document(&name, &pages), "application/pdf").await?;
                let file = StudyFile {
                    key,
                    original_file_name: name,
                    file_type_id,
                    subject_id: *subject_id,
                    topic_id: topic.id,
                };
                catalogue::put_file(db, &file).await?;
            }
        }
    }
    let mut answer_video = None;
    let mut video_topics = vec![];
    let mut video_keys = vec![];
    if let Some(dir) = media_dir {
        let mut videos: Vec<_> = std::fs::read_dir(dir)
            .map_err(|e| StoreError::Other(format!("{}: {e}", dir.display())))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "mp4"))
            .collect();
        videos.sort();
        for (i, path) in videos.iter().enumerate() {
            let topic_id = 2 + i as u32; // Demand, Supply, Competitive market equilibrium, ...
            let topic = ECONOMICS_HL[topic_id as usize - 1];
            let bytes = std::fs::read(path).map_err(|e| StoreError::Other(format!("{}: {e}", path.display())))?;
            let key = format!("demo/1/{topic_id}/video.mp4");
            upload(state, &key, bytes, "video/mp4").await?;
            answer_video.get_or_insert_with(|| key.clone());
            video_topics.push(topic_id);
            video_keys.push(key.clone());
            let name = format!("{topic} in 5 minutes.mp4");
            catalogue::put_file(
                db,
                &StudyFile { key, original_file_name: name, file_type_id: 1, subject_id: 1, topic_id },
            )
            .await?;
        }
    }
    crate::practice::seed(state, answer_video.as_deref()).await?;
    crate::challenge_seed::seed(state, &video_topics).await?;
    crate::standards_seed::seed(state, state.clock.now_ms()).await?;
    crate::lessons_seed::seed(state, &video_keys, state.clock.now_ms()).await
}

fn slug(label: &str) -> String {
    label.to_lowercase().replace(' ', "-")
}

/// Which documents a topic gets: condensed notes everywhere; Economics HL also a cheat sheet,
/// and its first topics a mind map and worked examples.
fn documents_for(subject_id: u32, index: usize, topic: &str) -> Vec<(u32, &'static str, Vec<Page>)> {
    let mut docs = vec![(2, "Condensed Notes", condensed_notes(topic))];
    if subject_id == 1 {
        docs.push((4, "Cheat Sheet", cheat_sheet(topic)));
        if index < 3 {
            docs.push((3, "Mind Map", mind_map(topic)));
            docs.push((5, "Worked Examples", worked_examples(topic)));
        }
    }
    docs
}

fn page(heading: &str, paragraphs: &[String]) -> Page {
    Page { heading: heading.into(), paragraphs: paragraphs.to_vec() }
}

fn condensed_notes(topic: &str) -> Vec<Page> {
    vec![
        page(
            &format!("{topic}: overview"),
            &[
                format!(
                    "{topic} is one of the building blocks of the course. These notes condense what you need for the \
                     exam papers: the definitions examiners expect, the diagrams to draw from memory, and the evaluation \
                     that lifts an answer into the top mark band."
                ),
                "Learn the definitions word for word. A precise definition earns a mark in almost every short-answer \
             question, and a vague one loses marks that were easy to secure."
                    .into(),
                "Then practise the diagrams until you can draw them in under two minutes: a title, labelled axes, \
             labelled curves, the equilibrium marked on both axes, and arrows for every shift, each explained in words."
                    .into(),
            ],
        ),
        page(
            "Key terms and diagrams",
            &[
                format!(
                    "Define every term you use about {topic} before you use it, and use the same term all the way \
                     through an answer: switching between near-synonyms reads as confusion."
                ),
                "Link each diagram to the question: say what moves, why it moves, and what happens to price and \
             quantity (or the price level and real output) as a result. A diagram the text never mentions earns little."
                    .into(),
                "Use numbers when you have them. A short calculation, such as a percentage change or an area on the \
             diagram, shows the examiner you understand the model rather than having memorised it."
                    .into(),
            ],
        ),
        page(
            "Evaluation and exam tips",
            &[
                "Evaluate with stakeholders (consumers, firms, government, workers, the environment), time frames \
             (short run against long run), and the assumptions of the model (ceteris paribus, rational behaviour)."
                    .into(),
                format!(
                    "Bring in a real example of {topic} that you have studied: a country, a year and a figure make \
                     an example specific. Keep a page of such examples and revise them with these notes."
                ),
                "Finish with a justified judgement: which effect is likely to dominate, for whom, and under which \
             conditions. A conclusion that only repeats the essay does not count as evaluation."
                    .into(),
            ],
        ),
    ]
}

fn cheat_sheet(topic: &str) -> Vec<Page> {
    vec![
        page(&format!("{topic} at a glance"), &[
            "Definition first, then the diagram, then the explanation, then an example, then evaluation: the \
             DDEEE order keeps long answers organised under time pressure."
                .into(),
            format!("For {topic}, list the three ideas you would use in a 15-mark answer and one counter-argument \
                     for each. Practise saying each in one sentence."),
        ]),
        page("Common mistakes", &[
            "Mislabelled axes, shifts drawn without a reason, and confusing a movement along a curve with a shift of \
             the curve are the most common ways to lose diagram marks."
                .into(),
            "Do not evaluate with unsupported claims. Every 'however' needs a reason and, where possible, evidence."
                .into(),
        ]),
    ]
}

fn mind_map(topic: &str) -> Vec<Page> {
    vec![page(
        &format!("{topic}: mind map"),
        &[
            format!(
                "Centre: {topic}. Branches: definitions; determinants; diagrams; policy responses; real-world \
                 examples; evaluation. Add to each branch as you study, and redraw the map from memory once a week."
            ),
            "Colour the branches by paper: what is examinable in short answers, in data response and in essays. \
         The map is a revision tool, not a set of notes: keep each entry to a few words."
                .into(),
        ],
    )]
}

fn worked_examples(topic: &str) -> Vec<Page> {
    vec![
        page(&format!("{topic}: worked example 1"), &[
            "Question: explain, using a diagram, how a change in one determinant affects the market.".into(),
            "Answer plan: define the terms; draw the initial equilibrium; shift the relevant curve and label the \
             new equilibrium; explain the adjustment process in two or three sentences; state the new price and \
             quantity relative to the old."
                .into(),
        ]),
        page(&format!("{topic}: worked example 2"), &[
            "Question: evaluate a government response to a problem in this area.".into(),
            "Answer plan: identify the policy and its aim; show its effect on a diagram; consider the stakeholders \
             who gain and lose; weigh short-run against long-run effects; conclude with a judgement that depends \
             on stated conditions."
                .into(),
        ]),
    ]
}
