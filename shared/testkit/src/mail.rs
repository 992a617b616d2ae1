//! Mail in tests: the mailer sending to moto's SES, and a message as its reader gets it.

/// The sending domain of the tests' SES identity.
pub const MAIL_DOMAIN: &str = "seven.test";
/// The key of the tests' unsubscribe links.
pub const MAIL_KEY: &[u8] = b"test-unsubscribe-key";

/// A mailer sending to moto's SES (which keeps every message), from a verified test domain.
pub(crate) async fn mailer(moto: &str) -> api::mail::Mailer {
    let conf = aws_sdk_sesv2::Config::builder()
        .behavior_version(aws_sdk_sesv2::config::BehaviorVersion::latest())
        .region(aws_sdk_sesv2::config::Region::new("us-east-1"))
        .credentials_provider(aws_sdk_sesv2::config::Credentials::new("test", "test", None, None, "test"))
        .endpoint_url(moto)
        .build();
    let ses = aws_sdk_sesv2::Client::from_conf(conf);
    // Already there from another test of this process: fine.
    let _ = ses.create_email_identity().email_identity(MAIL_DOMAIN).send().await;
    let settings = api::mail::MailSettings {
        from: api::mail::Sender::parse(&format!("Seven <hello@{MAIL_DOMAIN}>")).expect("a well-formed sender"),
        site_url: "https://seven.test".into(),
        api_url: "https://api.seven.test".into(),
        configuration_set: None,
    };
    api::mail::Mailer::new(ses, settings, MAIL_KEY)
}

/// A message as its reader gets it.
#[derive(Debug, Clone)]
pub struct Mail {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Every header, names in lower case.
    pub headers: Vec<(String, String)>,
}

impl Mail {
    pub(crate) fn parse(raw: &str) -> Option<Self> {
        let m = mail_parser::MessageParser::default().parse(raw.as_bytes())?;
        let headers = m.headers_raw().map(|(k, v)| (k.to_lowercase(), v.trim().to_owned())).collect();
        Some(Self {
            subject: m.subject().unwrap_or_default().to_owned(),
            text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
            html: m.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
            headers,
        })
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The one-click unsubscribe link's token.
    pub fn unsubscribe_token(&self) -> Option<String> {
        let h = self.header("list-unsubscribe")?;
        Some(h.split("token=").nth(1)?.trim_end_matches('>').to_owned())
    }
}
