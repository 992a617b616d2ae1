//! The clock. Entitlement, trials and timers read time from here so tests can fix it.

use std::time::{SystemTime, UNIX_EPOCH};

/// Epoch milliseconds from the system clock, or a fixed instant for tests.
#[derive(Clone, Copy, Debug, Default)]
pub struct Clock {
    fixed_ms: Option<i64>,
}

impl Clock {
    pub fn system() -> Self {
        Self { fixed_ms: None }
    }

    /// A clock that always reads `ms`.
    pub fn fixed(ms: i64) -> Self {
        Self { fixed_ms: Some(ms) }
    }

    pub fn now_ms(&self) -> i64 {
        self.fixed_ms
            .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0))
    }

    /// Epoch seconds, the unit stored dates use.
    pub fn now_secs(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}
