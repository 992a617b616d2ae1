//! What is sold and what a promo code applies to (spec 01 §5): the two monthly plans by product,
//! a code's kind, how long its discount lasts and which product it takes money off.

use serde::{Deserialize, Serialize};

use crate::PlanType;

/// Codes are case-insensitive: stored and looked up in upper case.
pub fn normalise_code(code: &str) -> String {
    code.trim().to_uppercase()
}

/// A monthly plan as the page and the payment catalogue name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Product {
    Individual,
    Family,
}

impl Product {
    /// As the page sends it (`individual`, `family`); anything else is not a plan.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "individual" => Some(Self::Individual),
            "family" => Some(Self::Family),
            _ => None,
        }
    }

    /// The plan its buyer holds.
    pub fn plan_type(self) -> PlanType {
        match self {
            Self::Individual => PlanType::Single,
            Self::Family => PlanType::FamilyOwner,
        }
    }
}

/// What a code does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PromoKind {
    /// Money off a plan's price or a lesson's.
    Discount,
    /// A free trial, no card needed.
    Trial,
}

/// How long a plan discount lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PromoDuration {
    /// Every month: the plan is sold on a plan of its own at the lower price (catalogue.json).
    Forever,
    /// The first month: a credit on the first invoice.
    Once,
}

/// What a code applies to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PromoTarget {
    /// Any product (trial codes); stored as `""` by codes written before it was named.
    #[default]
    #[serde(alias = "")]
    Any,
    Individual,
    Family,
    /// A recorded lesson.
    Lesson,
}

impl PromoTarget {
    /// The plan this target names, if it names one.
    pub fn plan(self) -> Option<Product> {
        match self {
            Self::Individual => Some(Product::Individual),
            Self::Family => Some(Product::Family),
            Self::Any | Self::Lesson => None,
        }
    }

    /// Whether a discount with this target applies to `product`.
    pub fn covers(self, product: Product) -> bool {
        self == Self::Any || self.plan() == Some(product)
    }
}

/// A promo code: the product's own record, mapping a code to a Stripe coupon id (for the books),
/// a discount or a trial length.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PromoCode {
    /// Upper case, as typed.
    pub code: String,
    pub kind: PromoKind,
    /// What a discount applies to.
    #[serde(default)]
    pub product_type: PromoTarget,
    #[serde(default)]
    pub coupon_id: String,
    /// Cents off each month (forever) or off the first month (once).
    #[serde(default)]
    pub amount_off: i64,
    #[serde(default)]
    pub duration: Option<PromoDuration>,
    /// Days of free access a trial code gives.
    #[serde(default)]
    pub trial_days: i64,
    pub active: bool,
}

impl PromoCode {
    /// Whether this code takes money off `product`'s plan.
    pub fn discounts(&self, product: Product) -> bool {
        self.active && self.kind == PromoKind::Discount && self.product_type.covers(product)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_target_covers_its_own_plan_or_any() {
        assert!(PromoTarget::Family.covers(Product::Family));
        assert!(!PromoTarget::Family.covers(Product::Individual));
        assert!(PromoTarget::Any.covers(Product::Individual));
        assert!(!PromoTarget::Lesson.covers(Product::Individual));
        let old: PromoTarget = serde_json::from_value(serde_json::json!("")).unwrap();
        assert_eq!(old, PromoTarget::Any);
        assert_eq!(Product::parse("family").map(Product::plan_type), Some(PlanType::FamilyOwner));
        assert_eq!(Product::parse("lifetime"), None);
    }
}
