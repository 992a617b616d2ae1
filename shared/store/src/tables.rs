//! The table layout, from `tables.json` (shared with the CDK app and the local bootstrap).

use serde::Deserialize;

/// The layout file, compiled in so every binary agrees with the infrastructure.
pub const LAYOUT_JSON: &str = include_str!("../tables.json");

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableSpec {
    pub name: String,
    pub partition_key: String,
    #[serde(default)]
    pub sort_key: Option<String>,
    #[serde(default)]
    pub indexes: Vec<IndexSpec>,
    /// Attribute holding an epoch-seconds expiry, after which DynamoDB deletes the item.
    #[serde(default)]
    pub time_to_live: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexSpec {
    pub name: String,
    pub partition_key: String,
    #[serde(default)]
    pub sort_key: Option<String>,
}

#[derive(Deserialize)]
struct Layout {
    tables: Vec<TableSpec>,
}

/// Every table of the layout. Keys are string attributes.
pub fn layout() -> Vec<TableSpec> {
    serde_json::from_str::<Layout>(LAYOUT_JSON).expect("tables.json is valid").tables
}

/// The physical names of the tables in one environment.
#[derive(Clone, Debug)]
pub struct Tables {
    pub prefix: String,
    pub users: String,
    pub catalogue: String,
    pub favourites: String,
    pub notes: String,
    pub payments: String,
    /// Each student's own marks on shared content: this-is-hard markers, quiz attempts.
    pub progress: String,
    /// The Quiz Challenge: questions, games, weekly bests and leaderboards.
    pub challenge: String,
    /// What students open, counted per cohort (the dashboard's recommendations).
    pub activity: String,
    /// Study help: students' threads and messages, and the staff's queue.
    pub help: String,
    /// Per-client request counters of the rate-limited routes, one item per window.
    pub limits: String,
    /// Written answers, their marks, the marking desk's queue (index `byQueue`) and allowances.
    pub answers: String,
    /// E-mail: each student's choices, the digest's roster and sends, suppressed addresses.
    pub mail: String,
    /// A student's data on request: exports, deletions in their grace, erased accounts.
    pub privacy: String,
}

impl Tables {
    pub fn with_prefix(prefix: &str) -> Self {
        Self {
            prefix: prefix.to_owned(),
            users: format!("{prefix}users"),
            catalogue: format!("{prefix}catalogue"),
            favourites: format!("{prefix}favourites"),
            notes: format!("{prefix}notes"),
            payments: format!("{prefix}payments"),
            progress: format!("{prefix}progress"),
            challenge: format!("{prefix}challenge"),
            activity: format!("{prefix}activity"),
            help: format!("{prefix}help"),
            limits: format!("{prefix}limits"),
            answers: format!("{prefix}answers"),
            mail: format!("{prefix}mail"),
            privacy: format!("{prefix}privacy"),
        }
    }
}

/// Creates every table of the layout under `prefix` (tests and benchmarks; the cloud uses the CDK
/// app and local development the bootstrap script, both from the same tables.json).
pub async fn create_all(client: &aws_sdk_dynamodb::Client, prefix: &str) -> Result<(), crate::StoreError> {
    use aws_sdk_dynamodb::types::{
        AttributeDefinition, BillingMode, GlobalSecondaryIndex, KeySchemaElement, KeyType, Projection, ProjectionType,
        ScalarAttributeType,
    };
    fn key(name: &str, kind: KeyType) -> KeySchemaElement {
        KeySchemaElement::builder().attribute_name(name).key_type(kind).build().expect("key schema")
    }
    fn keys(pk: &str, sk: &Option<String>) -> Vec<KeySchemaElement> {
        let mut k = vec![key(pk, KeyType::Hash)];
        if let Some(sk) = sk {
            k.push(key(sk, KeyType::Range));
        }
        k
    }
    for spec in layout() {
        let mut attrs: Vec<String> = vec![spec.partition_key.clone()];
        attrs.extend(spec.sort_key.clone());
        for ix in &spec.indexes {
            attrs.push(ix.partition_key.clone());
            attrs.extend(ix.sort_key.clone());
        }
        attrs.sort();
        attrs.dedup();
        let mut req = client
            .create_table()
            .table_name(format!("{prefix}{}", spec.name))
            .billing_mode(BillingMode::PayPerRequest)
            .set_key_schema(Some(keys(&spec.partition_key, &spec.sort_key)));
        for a in attrs {
            req = req.attribute_definitions(
                AttributeDefinition::builder()
                    .attribute_name(a)
                    .attribute_type(ScalarAttributeType::S)
                    .build()
                    .expect("attribute"),
            );
        }
        for ix in &spec.indexes {
            req = req.global_secondary_indexes(
                GlobalSecondaryIndex::builder()
                    .index_name(&ix.name)
                    .set_key_schema(Some(keys(&ix.partition_key, &ix.sort_key)))
                    .projection(Projection::builder().projection_type(ProjectionType::All).build())
                    .build()
                    .expect("index"),
            );
        }
        req.send().await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_table_is_in_the_layout() {
        let names: Vec<String> = layout().into_iter().map(|t| t.name).collect();
        let t = Tables::with_prefix("");
        let physical = [&t.users, &t.catalogue, &t.favourites, &t.notes, &t.payments, &t.progress, &t.challenge];
        assert!(physical.iter().all(|n| names.contains(n)), "a table is missing from tables.json");
    }
}
