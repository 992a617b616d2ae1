//! What every function shares: configuration, the one error type, the auth extractors, the one
//! entitlement check, the clock, the HTTP layers, and the two ways to run a router (Lambda, local).

pub mod activity;
pub mod auth;
pub mod billing;
pub mod clock;
pub mod config;
pub mod digest;
pub mod entitlement;
pub mod error;
pub mod extract;
pub mod files;
pub mod http;
pub mod lambda;
pub mod limit;
pub mod mail;
pub mod mastery;
pub mod openapi;
pub mod privacy;
pub mod question;
pub mod sitting;
pub mod staff;
pub mod state;
pub mod stripe_sync;

pub use auth::{AuthUser, MaybeAuthUser, ensure_own_id};
pub use error::{ApiError, ApiResult, ErrorCode};
pub use extract::{Created, CreatedOrFound, Json, Query, SeeOther};
pub use staff::{StaffMember, StaffUser};
pub use state::AppState;
