//! Written answers marked by Seven's teachers (docs/marking.md): how a part is marked (markbands
//! for the 10- and 15-mark parts, points otherwise; `shared/reference/ib`), what a mark must be,
//! the monthly allowance, claims on the marking desk, calibration and turnaround. Pure: no I/O.

mod allowance;
mod answer;
mod calibration;
mod insight;
mod scheme;
mod turnaround;

pub use allowance::*;
pub use answer::*;
pub use calibration::*;
pub use insight::*;
pub use scheme::*;
pub use turnaround::*;
