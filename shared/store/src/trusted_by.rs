//! The landing page's "trusted by" list (domain::trusted_by): one item, read with GetItem.
//!
//! | item             | table     | pk     | sk           |
//! |------------------|-----------|--------|--------------|
//! | the list         | catalogue | `SITE` | `TRUSTED_BY` |

pub use domain::trusted_by::{TrustedBy, TrustedSchool};

use crate::{Db, StoreError, catalogue_table};

const PK: &str = "SITE";
const SK: &str = "TRUSTED_BY";

/// The list staff keep (empty when they have kept none).
pub async fn get(db: &Db) -> Result<TrustedBy, StoreError> {
    Ok(catalogue_table::get(db, PK.into(), SK.into()).await?.unwrap_or_default())
}

/// Saves the list over the one there.
pub async fn put(db: &Db, list: &TrustedBy) -> Result<(), StoreError> {
    catalogue_table::put(db, (PK.into(), SK.into()), list).await
}
