//! Test support, against the real emulators (never mocks of our own dependencies):
//! - [`moto`] starts one moto server per test process on a free port (or uses `MOTO_ENDPOINT`);
//! - [`TestEnv`] gives each test its own tables (a unique prefix) and its own Cognito pool;
//! - [`TestEnv::user`] signs a user up and in and returns their ID token;
//! - [`TestEnv::spawn`] serves a router on a random port, as the local server would;
//! - [`runtime_api`] is a minimal Lambda Runtime API, to run a real function binary in Lambda mode.

mod api_client;
mod clients;
pub mod cognito;
mod emulators;
mod env;
mod mail;
pub mod runtime_api;
mod stripe;
pub mod tokens;

pub use api_client::*;
pub use clients::*;
pub use emulators::*;
pub use env::*;
pub use mail::*;
pub use stripe::*;

pub use cognito::{Pool, TestUser};
