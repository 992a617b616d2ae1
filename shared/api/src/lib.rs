//! The HTTP edge every function shares: configuration and state, the one error type, the auth
//! extractors, the one entitlement check, rate limits, the clock, the HTTP layers, the e-mail
//! transport, and the two ways to run a router (Lambda, local). The application's services are
//! `services`, above this crate.

pub mod auth;
pub mod clock;
pub mod config;
pub mod digest;
pub mod entitlement;
pub mod error;
pub mod extract;
pub mod http;
pub mod lambda;
pub mod limit;
pub mod mail;
pub mod openapi;
pub mod question;
pub mod staff;
pub mod state;

pub use auth::{AuthUser, MaybeAuthUser, ensure_own_id};
pub use error::{ApiError, ApiResult, ErrorCode};
pub use extract::{Created, CreatedOrFound, Json, Query, SeeOther};
pub use staff::{HeadOfMarking, StaffMember, StaffUser};
pub use state::AppState;
