//! The clock. Entitlement, trials and timers read time from here so tests can fix it.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Epoch milliseconds from the system clock, or a test's clock that stands still until moved.
/// Clones of a test clock share its time.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    fixed_ms: Option<Arc<AtomicI64>>,
}

impl Clock {
    pub fn system() -> Self {
        Self { fixed_ms: None }
    }

    /// A clock that reads `ms` until [`Clock::advance`] moves it.
    pub fn fixed(ms: i64) -> Self {
        Self { fixed_ms: Some(Arc::new(AtomicI64::new(ms))) }
    }

    /// Moves a fixed clock on by `ms` (no effect on the system clock).
    pub fn advance(&self, ms: i64) {
        if let Some(t) = &self.fixed_ms {
            t.fetch_add(ms, Ordering::SeqCst);
        }
    }

    pub fn now_ms(&self) -> i64 {
        match &self.fixed_ms {
            Some(t) => t.load(Ordering::SeqCst),
            None => SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0),
        }
    }

    /// Epoch seconds, the unit stored dates use.
    pub fn now_secs(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}
