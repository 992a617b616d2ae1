//! The staff's insight into a month of marking: how many came back, how fast, by whom, the marks
//! each question earned and how well students judged their own answers. Pure: worked out from
//! the month's returned answers.

use super::{CalibrationSummary, Marked, Marker, Returned, calibration_summary, is_overdue, percentile};

/// How many answers a marker returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkerReturns {
    pub name: String,
    pub returned: u32,
}

/// One question's marks: every mark given, lowest first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionMarks {
    pub question_set_id: u32,
    pub question_id: u32,
    pub max: u32,
    pub marks: Vec<u32>,
}

/// A month's statistics of returned answers.
#[derive(Debug, Clone, PartialEq)]
pub struct MonthInsight {
    pub returned: u32,
    pub median_turnaround_ms: Option<i64>,
    pub p90_turnaround_ms: Option<i64>,
    /// Returned past the turnaround.
    pub late: u32,
    /// Most returns first, then by name.
    pub markers: Vec<MarkerReturns>,
    /// In the order first returned.
    pub questions: Vec<QuestionMarks>,
    /// Students' self-assessments against the marks.
    pub calibration: CalibrationSummary,
}

/// The statistics of a month's `returned` answers.
pub fn month_insight(returned: &[Returned]) -> MonthInsight {
    let turnarounds: Vec<i64> = returned.iter().map(|r| r.turnaround_ms).collect();
    let marked: Vec<Marked> =
        returned.iter().filter_map(|r| Some(Marked { range: r.self_range?, mark: r.mark, max: r.max })).collect();
    MonthInsight {
        returned: returned.len() as u32,
        median_turnaround_ms: percentile(&turnarounds, 50),
        p90_turnaround_ms: percentile(&turnarounds, 90),
        late: turnarounds.iter().filter(|t| is_overdue(**t)).count() as u32,
        markers: markers(returned),
        questions: questions(returned),
        calibration: calibration_summary(&marked),
    }
}

fn markers(returned: &[Returned]) -> Vec<MarkerReturns> {
    let mut markers: Vec<MarkerReturns> = vec![];
    for r in returned {
        let Marker::Staff { name, .. } = &r.marker;
        match markers.iter_mut().find(|m| &m.name == name) {
            Some(m) => m.returned += 1,
            None => markers.push(MarkerReturns { name: name.clone(), returned: 1 }),
        }
    }
    markers.sort_by(|a, b| b.returned.cmp(&a.returned).then_with(|| a.name.cmp(&b.name)));
    markers
}

fn questions(returned: &[Returned]) -> Vec<QuestionMarks> {
    let mut questions: Vec<QuestionMarks> = vec![];
    for r in returned {
        match questions.iter_mut().find(|q| (q.question_set_id, q.question_id) == (r.question_set_id, r.question_id)) {
            Some(q) => q.marks.push(r.mark),
            None => questions.push(QuestionMarks {
                question_set_id: r.question_set_id,
                question_id: r.question_id,
                max: r.max,
                marks: vec![r.mark],
            }),
        }
    }
    for q in &mut questions {
        q.marks.sort_unstable();
    }
    questions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::marking::TURNAROUND_MS;

    fn returned(
        marker: &str,
        question_id: u32,
        mark: u32,
        turnaround_ms: i64,
        self_range: Option<(u32, u32)>,
    ) -> Returned {
        Returned {
            paper: None,
            cognito_id: "s".into(),
            answer_id: format!("1-{question_id}-1").into(),
            question_set_id: 1,
            question_id,
            marker: Marker::Staff { id: marker.into(), name: marker.to_uppercase() },
            mark,
            max: 10,
            turnaround_ms,
            self_range,
            returned_at: 0,
        }
    }

    #[test]
    fn a_month_counts_markers_questions_turnaround_and_calibration() {
        let month = [
            returned("bo", 7, 6, 1_000, Some((5, 6))),
            returned("al", 8, 3, TURNAROUND_MS + 1, None),
            returned("bo", 7, 4, 3_000, Some((7, 8))),
            returned("al", 7, 9, 2_000, None),
        ];
        let i = month_insight(&month);
        assert_eq!(i.returned, 4);
        assert_eq!((i.median_turnaround_ms, i.p90_turnaround_ms), (Some(2_000), Some(TURNAROUND_MS + 1)));
        assert_eq!(i.late, 1, "only past 48 hours");
        let names: Vec<(&str, u32)> = i.markers.iter().map(|m| (m.name.as_str(), m.returned)).collect();
        assert_eq!(names, vec![("AL", 2), ("BO", 2)], "most first, then by name");
        assert_eq!(i.questions.iter().map(|q| q.question_id).collect::<Vec<_>>(), vec![7, 8], "as first returned");
        assert_eq!(i.questions[0].marks, vec![4, 6, 9], "lowest first");
        assert_eq!(
            i.calibration,
            calibration_summary(&[
                Marked { range: (5, 6), mark: 6, max: 10 },
                Marked { range: (7, 8), mark: 4, max: 10 },
            ])
        );
    }

    #[test]
    fn an_empty_month_has_no_turnaround() {
        let i = month_insight(&[]);
        assert_eq!((i.returned, i.median_turnaround_ms, i.late), (0, None, 0));
        assert!(i.markers.is_empty() && i.questions.is_empty());
    }
}
