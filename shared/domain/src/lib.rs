//! The product's words as types, and the rules that need nothing but them: no AWS, no HTTP, no
//! clock of its own. The store keeps these types, the payment adapter reads Stripe's answers into
//! them, the API decides with them.

pub mod access;
pub mod agreement;
pub mod band_descriptors;
pub mod catalogue;
pub mod challenge;
pub mod cohort;
pub mod diagram;
pub mod email;
pub mod exam_plan;
pub mod family;
pub mod grade;
pub mod help;
pub mod ia;
pub mod ids;
pub mod marking;
pub mod mastery;
pub mod papers;
pub mod plan;
pub mod privacy;
pub mod profile;
pub mod promo;
pub mod quiz;
pub mod review;
pub mod standards;
pub mod trusted_by;
pub mod week;

pub use cohort::{Cohort, ExamSession};
pub use plan::{PlanType, SubscriptionStatus, TrialStatus};
