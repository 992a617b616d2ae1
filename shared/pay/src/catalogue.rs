//! The Stripe catalogue (`catalogue.json`): products and monthly plans, shared with the local
//! bootstrap and the tests, so the API, the emulator and Stripe agree on ids and amounts.

use serde::Deserialize;

pub const CATALOGUE_JSON: &str = include_str!("../catalogue.json");

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Catalogue {
    pub currency: String,
    pub products: Vec<Product>,
    pub plans: Vec<Plan>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Product {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Plan {
    pub id: String,
    pub product: String,
    /// Cents per month.
    pub amount: i64,
    pub product_type: domain::promo::Product,
    /// The promo code whose forever discount this plan's price already includes.
    #[serde(default)]
    pub discounted_by: Option<String>,
}

impl Catalogue {
    pub fn get() -> &'static Catalogue {
        static CATALOGUE: std::sync::OnceLock<Catalogue> = std::sync::OnceLock::new();
        CATALOGUE.get_or_init(|| serde_json::from_str(CATALOGUE_JSON).expect("catalogue.json is valid"))
    }

    /// The plan a product type is sold on, at full price or under a forever discount.
    pub fn plan(&self, product_type: domain::promo::Product, discounted_by: Option<&str>) -> Option<&Plan> {
        self.plans.iter().find(|p| p.product_type == product_type && p.discounted_by.as_deref() == discounted_by)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_are_the_products() {
        let c = Catalogue::get();
        use domain::promo::Product::{Family, Individual};
        assert_eq!(c.plan(Individual, None).map(|p| p.amount), Some(1500));
        assert_eq!(c.plan(Family, None).map(|p| p.amount), Some(2000));
        assert_eq!(c.plan(Family, Some("18FOR7")).map(|p| p.amount), Some(1800));
        assert!(c.plan(Individual, Some("18FOR7")).is_none());
    }
}
