//! How consistently marks agree (issue 57, "Marking students can trust"): a marker's marks against
//! a seed's definitive ones, or two markers' blind marks of one answer. The figures the head of
//! marking, each marker and the public "How we mark" page show are computed here, from pairs of
//! marks on one scale (a part's marks, or its bands), and nothing else.
//!
//! The quadratic weighted kappa is Cohen's, as scikit-learn computes it
//! (`cohen_kappa_score(a, b, labels=range(max + 1), weights="quadratic")`): tested against its
//! values on fixed vectors kept in `shared/domain/tests/kappa-reference.json` (made by
//! `kappa_reference.py` beside it).

use serde::Serialize;

/// Two marks of one answer on a scale from 0 to its maximum: the first marker's (or the marker's)
/// and the second's (or the definitive one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair {
    pub first: u32,
    pub second: u32,
}

/// The agreement of a set of pairs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Agreement {
    /// How many pairs it rests on.
    pub n: u32,
    /// Quadratic weighted kappa, 1 for perfect agreement, 0 for what chance gives; `None` when it
    /// is undefined (no pairs, or both sides always gave one same mark: chance explains all).
    pub kappa: Option<f64>,
    /// The share of pairs exactly equal, 0 to 1.
    pub exact: Option<f64>,
    /// The share of pairs at most one apart.
    pub within_one: Option<f64>,
}

/// The quadratic weighted kappa of `pairs` on a scale of 0..=`max`: 1 − Σ w·O / Σ w·E, where O is
/// the pairs' table, E the table chance gives from its row and column totals, and w the squared
/// distance between two marks. `None` when undefined, or when a mark is past `max`.
pub fn quadratic_kappa(pairs: &[Pair], max: u32) -> Option<f64> {
    if pairs.is_empty() || pairs.iter().any(|p| p.first > max || p.second > max) {
        return None;
    }
    let k = max as usize + 1;
    let mut observed = vec![0.0f64; k * k];
    let (mut rows, mut cols) = (vec![0.0f64; k], vec![0.0f64; k]);
    for p in pairs {
        let (i, j) = (p.first as usize, p.second as usize);
        observed[i * k + j] += 1.0;
        rows[i] += 1.0;
        cols[j] += 1.0;
    }
    let n = pairs.len() as f64;
    let (mut disagreement, mut by_chance) = (0.0, 0.0);
    for i in 0..k {
        for j in 0..k {
            let w = (i as f64 - j as f64).powi(2);
            disagreement += w * observed[i * k + j];
            by_chance += w * rows[i] * cols[j] / n;
        }
    }
    (by_chance > 0.0).then(|| 1.0 - disagreement / by_chance)
}

/// Every figure of `pairs` on a scale of 0..=`max`.
pub fn agreement(pairs: &[Pair], max: u32) -> Agreement {
    let n = pairs.len() as u32;
    let share = |close: u32| {
        (n > 0).then(|| pairs.iter().filter(|p| p.first.abs_diff(p.second) <= close).count() as f64 / f64::from(n))
    };
    Agreement { n, kappa: quadratic_kappa(pairs, max), exact: share(0), within_one: share(1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    struct Reference {
        cases: Vec<Case>,
    }

    #[derive(serde::Deserialize)]
    struct Case {
        name: String,
        max: u32,
        a: Vec<u32>,
        b: Vec<u32>,
        kappa: Option<f64>,
    }

    fn pairs(a: &[u32], b: &[u32]) -> Vec<Pair> {
        a.iter().zip(b).map(|(&first, &second)| Pair { first, second }).collect()
    }

    #[test]
    fn the_kappa_equals_scikit_learns_on_the_fixed_vectors() {
        let reference: Reference = serde_json::from_str(include_str!("../tests/kappa-reference.json")).unwrap();
        assert!(reference.cases.len() >= 8);
        for case in reference.cases {
            let got = quadratic_kappa(&pairs(&case.a, &case.b), case.max);
            match (got, case.kappa) {
                (Some(got), Some(want)) => assert!((got - want).abs() < 1e-9, "{}: {got} against {want}", case.name),
                (got, want) => assert_eq!(got, want, "{}", case.name),
            }
        }
    }

    #[test]
    fn exact_and_within_one_are_shares_of_the_pairs() {
        let a = agreement(&pairs(&[2, 4, 6, 8], &[2, 5, 8, 8]), 10);
        assert_eq!((a.n, a.exact, a.within_one), (4, Some(0.5), Some(0.75)));
        let none = agreement(&[], 10);
        assert_eq!((none.n, none.kappa, none.exact, none.within_one), (0, None, None, None));
    }

    #[test]
    fn a_mark_past_the_scale_gives_no_kappa() {
        assert_eq!(quadratic_kappa(&pairs(&[11], &[3]), 10), None);
    }
}
