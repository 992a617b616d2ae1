//! The clock. Entitlement, trials and timers read time from here so tests can move it.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Epoch milliseconds from the system clock, or from a value a test sets.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    fixed_ms: Option<Arc<AtomicI64>>,
}

impl Clock {
    pub fn system() -> Self {
        Self { fixed_ms: None }
    }

    /// A clock that stands still at `ms` until moved with [`Clock::set_ms`].
    pub fn fixed(ms: i64) -> Self {
        Self { fixed_ms: Some(Arc::new(AtomicI64::new(ms))) }
    }

    pub fn set_ms(&self, ms: i64) {
        if let Some(f) = &self.fixed_ms {
            f.store(ms, Ordering::SeqCst);
        }
    }

    pub fn now_ms(&self) -> i64 {
        match &self.fixed_ms {
            Some(f) => f.load(Ordering::SeqCst),
            None => SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0),
        }
    }

    /// Epoch seconds, the unit stored dates use.
    pub fn now_secs(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}
