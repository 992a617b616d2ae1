//! The clock. Entitlement, trials and timers read time from here so tests can fix it.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Epoch milliseconds from the system clock, or a test's clock that stands still until moved.
/// Clones of a test clock share its time.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    fixed_ms: Option<Arc<AtomicI64>>,
    /// The system clock moved on by this much (the local server's journeys only).
    offset_ms: Option<Arc<AtomicI64>>,
}

impl Clock {
    pub fn system() -> Self {
        Self { fixed_ms: None, offset_ms: None }
    }

    /// A clock that reads `ms` until [`Clock::advance`] moves it.
    pub fn fixed(ms: i64) -> Self {
        Self { fixed_ms: Some(Arc::new(AtomicI64::new(ms))), offset_ms: None }
    }

    /// The system clock, which [`Clock::advance`] can move on: for the local server's browser
    /// journeys (a paper's clock), never deployed.
    pub fn adjustable() -> Self {
        Self { fixed_ms: None, offset_ms: Some(Arc::new(AtomicI64::new(0))) }
    }

    /// Moves a fixed or adjustable clock on by `ms` (no effect on the system clock).
    pub fn advance(&self, ms: i64) {
        if let Some(t) = self.fixed_ms.as_ref().or(self.offset_ms.as_ref()) {
            t.fetch_add(ms, Ordering::SeqCst);
        }
    }

    pub fn now_ms(&self) -> i64 {
        match &self.fixed_ms {
            Some(t) => t.load(Ordering::SeqCst),
            None => {
                SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
                    + self.offset_ms.as_ref().map_or(0, |o| o.load(Ordering::SeqCst))
            }
        }
    }

    /// Epoch seconds, the unit stored dates use.
    pub fn now_secs(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}
