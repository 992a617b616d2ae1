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
use mail_builder::headers::address::Address;
use mail_builder::headers::raw::Raw;
use sha2::Sha256;
use tokio::sync::OnceCell;

use crate::AppState;
use crate::config::ConfigError;

/// Where mail comes from and where its links go (`MAIL_FROM`, `SITE_URL`, `API_URL`,
/// `SES_CONFIGURATION_SET`; the unsubscribe links' key `MAIL_SECRET`, or in the cloud the Secrets
/// Manager secret `MAIL_SECRET_ID`).
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// `Seven <hello@mail.example.com>`: an address of the verified identity, with its name.
    pub from: Sender,
    /// The site's address, no trailing slash: every link in a message.
    pub site_url: String,
    /// The API's address, no trailing slash: the one-click unsubscribe link.
    pub api_url: String,
    pub configuration_set: Option<String>,
}

/// Who every message is from: `MAIL_FROM`, `Seven <hello@mail.example.com>` or a bare address,
/// read once when the mailer is made. Only [`Sender::parse`] makes one, so a sender is always
/// well formed: the `From` header is built from its parts (never from the text as written), and
/// SES's `FromEmailAddress` is the bare address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sender {
    name: Option<String>,
    address: String,
}

impl Sender {
    /// `Name <local@domain>`, `"Name" <local@domain>`, `<local@domain>` or `local@domain`; what
    /// is wrong otherwise. No control characters anywhere (a line break would start a header of
    /// its own), a name of at most 64 ASCII characters without `<`, `>`, `"` or `\`, and an
    /// address whose local part is RFC 5322's dot-atom and whose domain has two or more labels of
    /// letters, digits and hyphens.
    pub fn parse(value: &str) -> Result<Self, &'static str> {
        if value.chars().any(char::is_control) {
            return Err("a control character (a line break?)");
        }
        let value = value.trim();
        let (name, address) = match value.strip_suffix('>') {
            Some(rest) => {
                let (name, address) = rest.rsplit_once('<').ok_or("a `>` without its `<`")?;
                let name = name.trim();
                let name = match name.strip_prefix('"').and_then(|n| n.strip_suffix('"')) {
                    Some(quoted) => quoted.trim(),
                    None => name,
                };
                if name.contains(['<', '>', '"', '\\']) {
                    return Err("a name with `<`, `>`, `\"` or `\\` in it");
                }
                // mail-builder writes any other name as an encoded word inside quotes, which RFC
                // 2047 (section 5) forbids and mail programs report as a defect.
                if !name.is_ascii() || name.len() > 64 {
                    return Err("a name not of plain ASCII or longer than 64 characters");
                }
                ((!name.is_empty()).then(|| name.to_owned()), address)
            }
            None => (None, value),
        };
        if !is_address(address) {
            return Err("no address of the form local@domain.example");
        }
        Ok(Self { name, address: address.to_owned() })
    }

    /// The display name (`Seven`), if any.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The bare address (`hello@mail.example.com`).
    pub fn address(&self) -> &str {
        &self.address
    }
}

/// `local@domain`: a dot-atom local part (RFC 5322 3.2.3) and a domain of two or more labels of
/// ASCII letters, digits and inner hyphens; at most 254 characters.
fn is_address(address: &str) -> bool {
    const ATEXT: &str = "!#$%&'*+-/=?^_`{|}~";
    let Some((local, domain)) = address.split_once('@') else { return false };
    let atom = |a: &str| !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || ATEXT.contains(c));
    let label = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    address.len() <= 254 && local.split('.').all(atom) && domain.split('.').count() >= 2 && domain.split('.').all(label)
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

    /// From the environment: none without `MAIL_FROM` (or without `SITE_URL`, `API_URL` or a
    /// key), and an error, which stops the function at start-up, when `MAIL_FROM` is malformed.
    pub fn from_env(aws: &aws_config::SdkConfig) -> Result<Option<Self>, ConfigError> {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let Some(from) = var("MAIL_FROM") else { return Ok(None) };
        let from = Sender::parse(&from).map_err(|problem| {
            tracing::error!(problem, "MAIL_FROM is neither `Name <address>` nor an address");
            ConfigError("MAIL_FROM")
        })?;
        let (Some(site_url), Some(api_url)) = (var("SITE_URL"), var("API_URL")) else { return Ok(None) };
        let settings = MailSettings {
            from,
            site_url: site_url.trim_end_matches('/').to_owned(),
            api_url: api_url.trim_end_matches('/').to_owned(),
            configuration_set: var("SES_CONFIGURATION_SET"),
        };
        let key = match (var("MAIL_SECRET"), var("MAIL_SECRET_ID")) {
            (Some(k), _) => Key::Plain(k.into_bytes()),
            (None, Some(id)) => {
                Key::Stored { id, client: aws_sdk_secretsmanager::Client::new(aws), cached: OnceCell::new() }
            }
            (None, None) => return Ok(None),
        };
        Ok(Some(Self { inner: Some(Arc::new(Inner { ses: aws_sdk_sesv2::Client::new(aws), settings, key })) }))
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
pub fn message(from: &Sender, to: &str, rendered: &domain::email::Rendered, unsubscribe: Option<&str>) -> Vec<u8> {
    let mut m = MessageBuilder::new()
        .from(Address::new_address(from.name(), from.address()))
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
        .from_email_address(s.from.address())
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
        let from = Sender::parse("Seven <a@s.example>").unwrap();
        let essential = String::from_utf8(message(&from, "ann@x.example", &r, None)).unwrap();
        assert!(essential.contains("multipart/alternative") && essential.contains("text/html"));
        assert!(!essential.contains("List-Unsubscribe"));
        let r = domain::email::Notice::Digest(Default::default()).render("Ann", "https://s.example", Some("https://u"));
        let optional = String::from_utf8(message(&from, "ann@x.example", &r, Some("https://u/x?token=t"))).unwrap();
        assert!(optional.contains("List-Unsubscribe: <https://u/x?token=t>"));
        assert!(optional.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    }

    #[test]
    fn the_sender_is_a_name_and_a_bare_address() {
        let s = Sender::parse("Seven <hello@seven.test>").unwrap();
        assert_eq!((s.name(), s.address()), (Some("Seven"), "hello@seven.test"));
        let s = Sender::parse(" \"Seven Study\"  <hello.there+x@mail.seven-study.example> ").unwrap();
        assert_eq!((s.name(), s.address()), (Some("Seven Study"), "hello.there+x@mail.seven-study.example"));
        // No name: the bare address, with or without its angle brackets.
        for bare in ["hello@seven.test", "<hello@seven.test>", " <hello@seven.test>", "\"\" <hello@seven.test>"] {
            let s = Sender::parse(bare).unwrap();
            assert_eq!((s.name(), s.address()), (None, "hello@seven.test"), "{bare}");
        }
    }

    #[test]
    fn a_malformed_sender_is_refused() {
        for bad in [
            "",
            "Seven",
            "no-at-sign",
            "Seven <hello@>",
            "Seven <@seven.test>",
            "Seven <hello@seven>",
            "Seven <hello@seven..test>",
            "Seven <hello@-seven.test>",
            "Seven <hello@seven.test",
            "Seven hello@seven.test>",
            "Seven <hello@seven.test> x",
            "Seven <Seven <hello@seven.test>>",
            "Seven <hello world@seven.test>",
            "Seven <.hello@seven.test>",
            "Seven <he..llo@seven.test>",
            "Seven <hello@seven.test@x.test>",
            "Se\"ven <hello@seven.test>",
            "Seven> <hello@seven.test>",
            "Séven <hello@seven.test>",
            "Seven <hellö@seven.test>",
            "A\r\nBcc: x@y <a@b.c>",
            "Seven\n<hello@seven.test>",
            "Seven <hello@seven.test>\r\nBcc: x@y.test",
        ] {
            assert!(Sender::parse(bad).is_err(), "{bad:?} was taken");
        }
        assert!(Sender::parse(&format!("{} <hello@seven.test>", "S".repeat(65))).is_err());
        assert!(Sender::parse(&format!("{} <hello@seven.test>", "S".repeat(64))).is_ok());
    }

    #[test]
    fn the_from_header_is_the_name_and_the_address() {
        let r = domain::email::Notice::RenewalFailed.render("Ann", "https://s.example", None);
        let from = Sender::parse("Seven <hello@seven.test>").unwrap();
        let raw = String::from_utf8(message(&from, "ann@x.example", &r, None)).unwrap();
        let header = raw.lines().find_map(|l| l.strip_prefix("From: ")).expect("a From header");
        assert_eq!(header, "\"Seven\" <hello@seven.test>");
        let bare = Sender::parse("hello@seven.test").unwrap();
        let raw = String::from_utf8(message(&bare, "ann@x.example", &r, None)).unwrap();
        assert!(raw.lines().any(|l| l == "From: <hello@seven.test>"), "{raw}");
    }

    #[test]
    fn an_address_is_suppressed_by_its_lower_case_hash() {
        assert_eq!(address_hash(" Ann@X.example "), address_hash("ann@x.example"));
        assert_eq!(address_hash("ann@x.example").len(), 64);
    }
}
