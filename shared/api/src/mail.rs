//! The e-mail transport: Amazon SES (API v2, docs/email.md) with the stage's sender, links and
//! configuration set (so bounces and complaints come back), and the unsubscribe links' key. What
//! is sent, to whom and when is the application's (`services::mail`).

use std::sync::Arc;

use aws_sdk_sesv2::primitives::Blob;
use aws_sdk_sesv2::types::{Destination, EmailContent, RawMessage};
use tokio::sync::OnceCell;

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

    /// Sends one MIME message to `to` through SES, from the stage's sender with its configuration
    /// set; an error on a stage that sends no mail (callers ask `settings()` first).
    pub async fn send_raw(&self, to: &str, raw: Vec<u8>) -> Result<(), String> {
        let Some(inner) = self.inner.as_ref() else { return Err("this stage sends no mail".into()) };
        let s = &inner.settings;
        let content = EmailContent::builder()
            .raw(RawMessage::builder().data(Blob::new(raw)).build().map_err(|e| e.to_string())?)
            .build();
        inner
            .ses
            .send_email()
            .from_email_address(s.from.address())
            .destination(Destination::builder().to_addresses(to).build())
            .content(content)
            .set_configuration_set_name(s.configuration_set.clone())
            .send()
            .await
            .map_err(|e| format!("{}", aws_sdk_sesv2::error::DisplayErrorContext(e)))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
