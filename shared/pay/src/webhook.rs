//! Stripe webhook events: the signature is checked over the raw body before anything is read.
//!
//! async-stripe's `Webhook::construct_event` verifies and then parses the object into its typed
//! resources, which cannot read localstripe's older shapes; the check itself is Stripe's published
//! scheme (HMAC-SHA256 of `{t}.{body}` with the endpoint secret, any `v1` matching, `t` within five
//! minutes), so it is done here and the object is read with our own types.

use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

/// How far the signature's timestamp may be from now, in seconds (Stripe's default tolerance).
pub const TOLERANCE_SECS: i64 = 300;

#[derive(Debug, Clone, Deserialize)]
pub struct Event {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub created: i64,
    pub data: EventData,
}

#[derive(Debug, Clone, Deserialize)]
pub struct EventData {
    pub object: serde_json::Value,
}

impl Event {
    /// The id of the event's object (a PaymentIntent's for `payment_intent.*`).
    pub fn object_id(&self) -> Option<String> {
        self.data.object.get("id").and_then(|v| v.as_str()).map(str::to_owned)
    }

    /// The subscription the event is about, whether the object is the subscription itself or one
    /// of its invoices (either API shape).
    pub fn subscription_id(&self) -> Option<String> {
        let o = &self.data.object;
        match o.get("object").and_then(|v| v.as_str()) {
            Some("subscription") => o.get("id").and_then(|v| v.as_str()).map(str::to_owned),
            Some("invoice") => serde_json::from_value::<crate::Invoice>(o.clone())
                .ok()
                .and_then(|inv| inv.subscription_id().map(str::to_owned)),
            _ => None,
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WebhookError {
    #[error("no Stripe-Signature header")]
    Missing,
    #[error("the signature does not match")]
    BadSignature,
    #[error("the signature is too old or from the future")]
    Stale,
    #[error("the body is not an event: {0}")]
    BadBody(String),
}

/// Checks `header` (Stripe-Signature) over the exact bytes received, then reads the event.
pub fn verify(body: &[u8], header: Option<&str>, secret: &str, now_secs: i64) -> Result<Event, WebhookError> {
    let header = header.ok_or(WebhookError::Missing)?;
    let mut t: Option<i64> = None;
    let mut candidates = vec![];
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", v)) => t = v.parse().ok(),
            Some(("v1", v)) => candidates.push(v),
            _ => {}
        }
    }
    let t = t.ok_or(WebhookError::BadSignature)?;
    if secret.is_empty() || candidates.is_empty() {
        return Err(WebhookError::BadSignature);
    }
    let mac = mac(secret, t, body);
    let matches = candidates.iter().any(|c| hex::decode(c).is_ok_and(|sig| mac.clone().verify_slice(&sig).is_ok()));
    if !matches {
        return Err(WebhookError::BadSignature);
    }
    if (now_secs - t).abs() > TOLERANCE_SECS {
        return Err(WebhookError::Stale);
    }
    serde_json::from_slice(body).map_err(|e| WebhookError::BadBody(e.to_string()))
}

/// A Stripe-Signature header for `body` (tests, and replaying an event by hand).
pub fn sign(body: &[u8], secret: &str, t: i64) -> String {
    let sig = hex::encode(mac(secret, t, body).finalize().into_bytes());
    format!("t={t},v1={sig}")
}

fn mac(secret: &str, t: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any size");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

#[cfg(test)]
mod tests {
    use super::*;

    const BODY: &[u8] = br#"{"id":"evt_1","type":"customer.subscription.deleted","created":100,"data":{"object":{"object":"subscription","id":"sub_1"}}}"#;

    #[test]
    fn a_signed_event_is_read() {
        let header = sign(BODY, "whsec_x", 1_000);
        let e = verify(BODY, Some(&header), "whsec_x", 1_010).expect("valid");
        assert_eq!(e.id, "evt_1");
        assert_eq!(e.subscription_id().as_deref(), Some("sub_1"));
    }

    #[test]
    fn forged_unsigned_tampered_or_stale_events_are_refused() {
        let header = sign(BODY, "whsec_x", 1_000);
        assert_eq!(verify(BODY, None, "whsec_x", 1_000).unwrap_err(), WebhookError::Missing);
        assert_eq!(verify(BODY, Some(&header), "whsec_other", 1_000).unwrap_err(), WebhookError::BadSignature);
        let forged = sign(BODY, "whsec_attacker", 1_000);
        assert_eq!(verify(BODY, Some(&forged), "whsec_x", 1_000).unwrap_err(), WebhookError::BadSignature);
        let mut tampered = BODY.to_vec();
        tampered[10] = b'X';
        assert_eq!(verify(&tampered, Some(&header), "whsec_x", 1_000).unwrap_err(), WebhookError::BadSignature);
        assert_eq!(verify(BODY, Some(&header), "whsec_x", 1_000 + 301).unwrap_err(), WebhookError::Stale);
        assert_eq!(verify(BODY, Some("t=1000"), "whsec_x", 1_000).unwrap_err(), WebhookError::BadSignature);
        assert_eq!(verify(BODY, Some(&header), "", 1_000).unwrap_err(), WebhookError::BadSignature);
    }

    #[test]
    fn an_invoice_event_names_its_subscription_in_either_shape() {
        let old = serde_json::json!({"object": "invoice", "id": "in_1", "subscription": "sub_old"});
        let new = serde_json::json!({"object": "invoice", "id": "in_2", "parent": {"subscription_details": {"subscription": "sub_new"}}});
        for (object, want) in [(old, "sub_old"), (new, "sub_new")] {
            let e = Event { id: "evt".into(), kind: "invoice.paid".into(), created: 0, data: EventData { object } };
            assert_eq!(e.subscription_id().as_deref(), Some(want));
        }
    }
}
