//! E-mail through Amazon SES (API v2, docs/email.md). Every message is a MIME message of its own
//! (plain text and HTML, `List-Unsubscribe` with RFC 8058's one-click `List-Unsubscribe-Post` on
//! those a student may turn off), sent with the stage's configuration set so bounces and complaints
//! come back. Before sending: the student's choices (a notice about payments always goes) and the
//! suppressed addresses. A message that cannot be sent is logged; the request that caused it never
//! fails for it.

use domain::ids::UserId;
use std::sync::Arc;

use aws_sdk_sesv2::primitives::Blob;
use aws_sdk_sesv2::types::{Destination, EmailContent, RawMessage};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use domain::email::{Notice, Topic};
use hmac::{Hmac, Mac};
use mail_builder::MessageBuilder;
use mail_builder::headers::raw::Raw;
use sha2::Sha256;
use tokio::sync::OnceCell;

use crate::AppState;

/// Where mail comes from and where its links go (`MAIL_FROM`, `SITE_URL`, `API_URL`,
/// `SES_CONFIGURATION_SET`; the unsubscribe links' key `MAIL_SECRET`, or in the cloud the Secrets
/// Manager secret `MAIL_SECRET_ID`).
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// `Seven <hello@mail.example.com>`: an address of the verified identity.
    pub from: String,
    /// The site's address, no trailing slash: every link in a message.
    pub site_url: String,
    /// The API's address, no trailing slash: the one-click unsubscribe link.
    pub api_url: String,
    pub configuration_set: Option<String>,
}

enum Key {
    Plain(Vec<u8>),
    Stored { id: String, client: aws_sdk_secretsmanager::Client, cached: OnceCell<Vec<u8>> },
}

struct Inner {
    ses: aws_sdk_sesv2::Client,
    settings: MailSettings,
    key: Key,
}

/// Sends e-mail, or (without `MAIL_FROM`) sends none.
#[derive(Clone, Default)]
pub struct Mailer {
    inner: Option<Arc<Inner>>,
}

impl Mailer {
    /// A mailer with a key given directly (local runs and tests).
    pub fn new(ses: aws_sdk_sesv2::Client, settings: MailSettings, key: &[u8]) -> Self {
        Self { inner: Some(Arc::new(Inner { ses, settings, key: Key::Plain(key.to_vec()) })) }
    }

    /// From the environment: none without `MAIL_FROM`.
    pub fn from_env(aws: &aws_config::SdkConfig) -> Option<Self> {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let settings = MailSettings {
            from: var("MAIL_FROM")?,
            site_url: var("SITE_URL")?.trim_end_matches('/').to_owned(),
            api_url: var("API_URL")?.trim_end_matches('/').to_owned(),
            configuration_set: var("SES_CONFIGURATION_SET"),
        };
        let key = match (var("MAIL_SECRET"), var("MAIL_SECRET_ID")) {
            (Some(k), _) => Key::Plain(k.into_bytes()),
            (None, Some(id)) => {
                Key::Stored { id, client: aws_sdk_secretsmanager::Client::new(aws), cached: OnceCell::new() }
            }
            (None, None) => return None,
        };
        Some(Self { inner: Some(Arc::new(Inner { ses: aws_sdk_sesv2::Client::new(aws), settings, key })) })
    }

    /// Whether this stage sends e-mail at all.
    pub fn is_on(&self) -> bool {
        self.inner.is_some()
    }

    pub fn settings(&self) -> Option<&MailSettings> {
        self.inner.as_ref().map(|i| &i.settings)
    }

    /// The key of the unsubscribe links.
    pub async fn key(&self) -> Option<Vec<u8>> {
        let inner = self.inner.as_ref()?;
        match &inner.key {
            Key::Plain(k) => Some(k.clone()),
            Key::Stored { id, client, cached } => cached
                .get_or_try_init(|| async {
                    let out = client.get_secret_value().secret_id(id).send().await.map_err(|e| e.to_string())?;
                    out.secret_string().map(|s| s.as_bytes().to_vec()).ok_or_else(|| "empty secret".to_owned())
                })
                .await
                .inspect_err(|e| tracing::error!(error = %e, "the mail secret cannot be read"))
                .ok()
                .cloned(),
        }
    }
}

type HmacSha256 = Hmac<Sha256>;

fn signature(key: &[u8], sub: &str, topic: Topic) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes any key");
    mac.update(format!("unsubscribe:{sub}:{}", topic.as_str()).as_bytes());
    mac
}

/// The token of a one-click unsubscribe link: `{sub}.{topic}.{signature}`, good only for that
/// student and that kind of message.
pub fn unsubscribe_token(key: &[u8], sub: &UserId, topic: Topic) -> String {
    let sig = URL_SAFE_NO_PAD.encode(signature(key, sub.as_str(), topic).finalize().into_bytes());
    format!("{sub}.{}.{sig}", topic.as_str())
}

/// The student and topic a token names, if its signature is ours.
pub fn read_unsubscribe_token(key: &[u8], token: &str) -> Option<(UserId, Topic)> {
    let mut parts = token.split('.');
    let (sub, topic, sig) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || sub.is_empty() || sub.len() > 128 {
        return None;
    }
    let topic = Topic::parse(topic)?;
    let sig = URL_SAFE_NO_PAD.decode(sig).ok()?;
    signature(key, sub, topic).verify_slice(&sig).ok()?;
    Some((UserId::new(sub), topic))
}

/// The hash an address is suppressed under (its lower-case form): the address itself is not kept.
pub fn address_hash(address: &str) -> String {
    crate::digest::fingerprint(&domain::email::Email::canonical(address))
}

/// Who a message goes to.
#[derive(Debug, Clone, Copy)]
pub struct Recipient<'a> {
    pub sub: &'a UserId,
    pub email: &'a str,
    pub first_name: &'a str,
}

/// What became of a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Sent,
    /// The student turned this kind of message off.
    TurnedOff,
    /// The address bounced or complained before.
    Suppressed,
    /// No mailer here.
    Off,
}

/// The MIME message: both bodies, and for a message that may be turned off the unsubscribe headers.
pub fn message(from: &str, to: &str, rendered: &domain::email::Rendered, unsubscribe: Option<&str>) -> Vec<u8> {
    let mut m = MessageBuilder::new()
        .from(from.to_owned())
        .to(to.to_owned())
        .subject(rendered.subject.clone())
        .text_body(rendered.text.clone())
        .html_body(rendered.html.clone());
    if let Some(url) = unsubscribe {
        m = m
            .header("List-Unsubscribe", Raw::new(format!("<{url}>")))
            .header("List-Unsubscribe-Post", Raw::new("List-Unsubscribe=One-Click"));
    }
    m.write_to_vec().unwrap_or_default()
}

/// Sends `notice` to `to`, unless they turned its kind off or the address is suppressed.
pub async fn send(state: &AppState, to: Recipient<'_>, notice: &Notice) -> Result<Outcome, String> {
    let Some(inner) = state.mail.inner.as_ref() else { return Ok(Outcome::Off) };
    let topic = notice.topic();
    let hash = address_hash(to.email);
    let (prefs, suppressed) = tokio::try_join!(
        async {
            match topic {
                Some(_) => store::mail::preferences(&state.db, to.sub).await.map(Some),
                None => Ok(None),
            }
        },
        store::mail::suppressed(&state.db, &hash)
    )
    .map_err(|e| e.to_string())?;
    if suppressed {
        return Ok(Outcome::Suppressed);
    }
    if let (Some(t), Some(p)) = (topic, prefs)
        && !p.wants(t)
    {
        return Ok(Outcome::TurnedOff);
    }
    let s = &inner.settings;
    // The header's link is the API's (mail programs post to it, RFC 8058); the footer's opens the
    // site's page, which posts when the student presses its button.
    let token = match topic {
        Some(t) => Some(unsubscribe_token(&state.mail.key().await.ok_or("no key for unsubscribe links")?, to.sub, t)),
        None => None,
    };
    let one_click = token.as_ref().map(|t| format!("{}/api/v1/email/unsubscribe?token={t}", s.api_url));
    let page = token.as_ref().map(|t| format!("{}/unsubscribe?token={t}", s.site_url));
    let rendered = notice.render(to.first_name, &s.site_url, page.as_deref());
    let raw = message(&s.from, to.email, &rendered, one_click.as_deref());
    let content = EmailContent::builder()
        .raw(RawMessage::builder().data(Blob::new(raw)).build().map_err(|e| e.to_string())?)
        .build();
    inner
        .ses
        .send_email()
        .from_email_address(&s.from)
        .destination(Destination::builder().to_addresses(to.email).build())
        .content(content)
        .set_configuration_set_name(s.configuration_set.clone())
        .send()
        .await
        .map_err(|e| format!("{}", aws_sdk_sesv2::error::DisplayErrorContext(e)))?;
    Ok(Outcome::Sent)
}

/// Sends `notice` and logs what went wrong: for the requests that cause a notice, whose own work is
/// done and must not fail for it.
pub async fn notify(state: &AppState, to: Recipient<'_>, notice: Notice) {
    match send(state, to, &notice).await {
        Ok(outcome) => tracing::info!(?outcome, subject = ?notice.topic(), "notice"),
        Err(e) => tracing::error!(error = %e, "a notice could not be sent"),
    }
}

/// Sends `notice` to the student `auth_id` (their profile's address and first name), logging what
/// went wrong; no profile, no message.
pub async fn notify_student(state: &AppState, auth_id: &UserId, notice: Notice) {
    if state.mail.inner.is_none() {
        return;
    }
    match store::users::get(&state.db, auth_id).await {
        Ok(Some(p)) => {
            notify(state, Recipient { sub: &p.auth_id, email: &p.email, first_name: &p.first_name }, notice).await;
        }
        Ok(None) => tracing::warn!(%auth_id, "a notice for a student without a profile"),
        Err(e) => tracing::error!(error = %e, "a notice's recipient cannot be read"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_unsubscribes_its_student_from_its_topic_only() {
        let key = b"k";
        let t = unsubscribe_token(key, &UserId::from("sub-1"), Topic::Digest);
        assert_eq!(read_unsubscribe_token(key, &t), Some(("sub-1".into(), Topic::Digest)));
        // Another student's id, another topic, another key, or a changed signature: nothing.
        let other = t.replacen("sub-1", "sub-2", 1);
        assert_eq!(read_unsubscribe_token(key, &other), None);
        assert_eq!(read_unsubscribe_token(key, &t.replacen("digest", "marking", 1)), None);
        assert_eq!(read_unsubscribe_token(b"other", &t), None);
        assert_eq!(read_unsubscribe_token(key, &format!("{t}x")), None);
        assert_eq!(read_unsubscribe_token(key, "a.b"), None);
        assert_eq!(read_unsubscribe_token(key, ""), None);
    }

    #[test]
    fn the_message_carries_both_bodies_and_one_click_unsubscribe() {
        let r = domain::email::Notice::RenewalFailed.render("Ann", "https://s.example", None);
        let essential = String::from_utf8(message("Seven <a@s.example>", "ann@x.example", &r, None)).unwrap();
        assert!(essential.contains("multipart/alternative") && essential.contains("text/html"));
        assert!(!essential.contains("List-Unsubscribe"));
        let r = domain::email::Notice::Digest(Default::default()).render("Ann", "https://s.example", Some("https://u"));
        let optional =
            String::from_utf8(message("a@s.example", "ann@x.example", &r, Some("https://u/x?token=t"))).unwrap();
        assert!(optional.contains("List-Unsubscribe: <https://u/x?token=t>"));
        assert!(optional.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    }

    #[test]
    fn an_address_is_suppressed_by_its_lower_case_hash() {
        assert_eq!(address_hash(" Ann@X.example "), address_hash("ann@x.example"));
        assert_eq!(address_hash("ann@x.example").len(), 64);
    }
}
