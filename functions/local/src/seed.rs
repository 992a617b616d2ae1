//! The demo catalogue for local use (`SEED_DEMO_CONTENT=1`): the subjects, their topics and the
//! file types. Idempotent: every item is a put by key.

use api::AppState;
use store::StoreError;
use store::catalogue::{self, FileType, Subject, Topic};

/// (id, name, first topic id, topics)
const SUBJECTS: &[(u32, &str, u32, &[&str])] = &[
    (1, "Economics HL", 1, &ECONOMICS_HL),
    (2, "Economics SL", 101, &ECONOMICS_SL),
    (
        3,
        "Biology",
        201,
        &["Cell biology", "Molecular biology", "Genetics", "Ecology"],
    ),
    (
        4,
        "Chemistry",
        301,
        &[
            "Stoichiometric relationships",
            "Atomic structure",
            "Periodicity",
            "Chemical bonding and structure",
        ],
    ),
    (
        5,
        "Physics",
        401,
        &[
            "Measurements and uncertainties",
            "Mechanics",
            "Thermal physics",
            "Waves",
        ],
    ),
    (
        6,
        "Math AA",
        501,
        &[
            "Number and algebra",
            "Functions",
            "Geometry and trigonometry",
            "Calculus",
        ],
    ),
    (
        7,
        "Math AI",
        601,
        &[
            "Number and algebra",
            "Functions",
            "Statistics and probability",
            "Calculus",
        ],
    ),
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

pub async fn demo_content(state: &AppState) -> Result<(), StoreError> {
    let db = &state.db;
    for (id, name) in FILE_TYPES {
        catalogue::put_file_type(
            db,
            &FileType {
                id: *id,
                name: (*name).into(),
            },
        )
        .await?;
    }
    for (subject_id, name, first_topic, topics) in SUBJECTS {
        catalogue::put_subject(
            db,
            &Subject {
                id: *subject_id,
                name: (*name).into(),
            },
        )
        .await?;
        for (i, topic) in topics.iter().enumerate() {
            let topic = Topic {
                id: first_topic + i as u32,
                subject_id: *subject_id,
                name: (*topic).into(),
            };
            catalogue::put_topic(db, &topic).await?;
        }
    }
    Ok(())
}
