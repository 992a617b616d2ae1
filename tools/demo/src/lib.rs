//! The demo content `make dev` and the whole-API tests start with: a catalogue with PDFs drawn
//! here, question and quiz sets (`content/*.json`), Quiz Challenge templates and fixed questions,
//! recorded lessons. Written into the store through the store's own functions. Not deployed.

pub mod challenge_seed;
pub mod diagrams;
pub mod lessons_seed;
pub mod pdf;
pub mod practice;
pub mod seed;
