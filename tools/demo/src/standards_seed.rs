//! The demo's term of standardised marking (docs/standards.md): what two teachers' marks against
//! seeds and against each other came to, and five returns' turnaround, so the head of marking's
//! figures and the public "How we mark" page have something to show. Fixed numbers: the test
//! `the_public_figures_match_a_hand_computation` (functions/marking/tests/standards.rs) works
//! them out by hand.

use api::AppState;
use domain::ids::UserId;
use domain::marking::{Marker, Paper, Returned};
use domain::standards::{Compared, Comparison, Part};
use store::StoreError;

/// Paper 1's 10-mark part: a marker's mark against the seed's definitive one.
pub const TEN_SEEDS: [(u32, u32); 8] = [(6, 6), (7, 8), (4, 4), (9, 8), (3, 5), (8, 8), (5, 6), (2, 2)];
/// Paper 1's 10-mark part: first marker against second, blind.
pub const TEN_SECOND: [(u32, u32); 4] = [(6, 7), (4, 4), (8, 6), (5, 5)];
/// Paper 1's 15-mark part: against seeds.
pub const FIFTEEN_SEEDS: [(u32, u32); 4] = [(10, 11), (13, 13), (7, 9), (12, 12)];
/// Hours from hand-in to mark of five returns on the 10-mark part.
pub const TEN_TURNAROUND_HOURS: [i64; 5] = [20, 30, 40, 50, 70];

const MARKERS: [(&str, &str); 2] = [("demo-marker-ada", "Ada Okafor"), ("demo-marker-ben", "Ben Ruiz")];

fn comparison(kind: Compared, part: Part, i: usize, (mark, against): (u32, u32), at: i64) -> Comparison {
    let (id, name) = MARKERS[i % 2];
    let other = (kind == Compared::Second).then(|| MARKERS[(i + 1) % 2]);
    Comparison {
        kind,
        part,
        marker_id: UserId::new(id),
        marker_name: name.into(),
        mark,
        against,
        other_id: other.map(|(id, _)| UserId::new(id)),
        other_name: other.map(|(_, name)| name.into()),
        answer: None,
        at,
    }
}

/// Writes the demo's figures into the term of `now_ms`.
pub async fn seed(state: &AppState, now_ms: i64) -> Result<(), StoreError> {
    let db = &state.db;
    let ten = Part { paper: Some(Paper::One), marks: 10 };
    let fifteen = Part { paper: Some(Paper::One), marks: 15 };
    let mut writes = vec![];
    let sets = [
        (Compared::Seed, ten, &TEN_SEEDS[..]),
        (Compared::Second, ten, &TEN_SECOND[..]),
        (Compared::Seed, fifteen, &FIFTEEN_SEEDS[..]),
    ];
    for (kind, part, pairs) in sets {
        for (i, pair) in pairs.iter().enumerate() {
            writes.push(store::standards::comparison(db, &comparison(kind, part, i, *pair, now_ms - i as i64))?);
        }
    }
    for chunk in writes.chunks(25) {
        store::standards::write(db, chunk.to_vec()).await?;
    }
    for (i, hours) in TEN_TURNAROUND_HOURS.iter().enumerate() {
        let (id, name) = MARKERS[i % 2];
        let record = Returned {
            paper: Some(Paper::One),
            cognito_id: UserId::new(format!("demo-student-{i}")),
            answer_id: format!("1-10{i}-{}", now_ms - 1000 * i as i64).as_str().into(),
            question_set_id: 1,
            question_id: 101 + i as u32,
            marker: Marker::Staff { id: UserId::new(id), name: name.into() },
            mark: 6,
            max: 10,
            turnaround_ms: hours * 3_600_000,
            self_range: None,
            returned_at: now_ms - 1000 * i as i64,
        };
        store::marking::record_returned(db, &record).await?;
    }
    Ok(())
}
