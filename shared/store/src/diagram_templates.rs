//! The diagram templates staff add in the console (issue 55, item 2), offered in the diagram
//! editor's picker beside the built-in ones. One item per template, so a template of 60 elements
//! never pushes a list of 100 past DynamoDB's 400 KB item limit; the list is one Query. The
//! template's shape and checks are the staff function's (`staff::diagram_templates`): this module
//! keeps whatever it is given under its id.
//!
//! | item          | table     | pk                 | sk         |
//! |---------------|-----------|--------------------|------------|
//! | one template  | catalogue | `DIAGRAM_TEMPLATE` | `{id:013}` |

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{Db, StoreError, catalogue_table};

/// The partition of every template.
const PK: &str = "DIAGRAM_TEMPLATE";

/// A template's sort key: its id (epoch ms when first saved), so the list reads oldest first.
fn sk(id: i64) -> String {
    format!("{id:013}")
}

/// Every template, oldest first (one Query).
pub async fn list<T: DeserializeOwned>(db: &Db) -> Result<Vec<T>, StoreError> {
    catalogue_table::query_all(db, PK).await
}

/// Saves `template` under `id`, over the one there or as a new one.
pub async fn put<T: Serialize>(db: &Db, id: i64, template: &T) -> Result<(), StoreError> {
    catalogue_table::put(db, (PK.into(), sk(id)), template).await
}

/// Removes the template with `id` (nothing when there is none).
pub async fn delete(db: &Db, id: i64) -> Result<(), StoreError> {
    catalogue_table::delete(db, PK.into(), sk(id)).await
}
