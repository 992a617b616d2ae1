//! The application's services: what several functions do over the store, Stripe, S3, Cognito and
//! SES — billing and the Stripe sync, privacy (a student's deletion), mastery, activity, files
//! and e-mail to students. Below the functions, above `api` (the HTTP edge: state, errors, auth,
//! extractors, the one entitlement check), which never depends on them.

pub mod activity;
pub mod billing;
pub mod diagram_image;
pub mod files;
pub mod ia_pdf;
pub mod mail;
pub mod mastery;
pub mod privacy;
pub mod sitting;
pub mod stripe_sync;
