//! The state every router is built with.

use std::sync::Arc;
use std::time::Duration;

use store::Db;

use crate::auth::Verifier;
use crate::clock::Clock;
use crate::config::{Config, ConfigError};
use crate::staff::StaffAccess;

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    /// The study files' bucket, reached only through short-lived signed URLs.
    pub s3: aws_sdk_s3::Client,
    pub verifier: Arc<Verifier>,
    /// The staff check against the user pool (group and authenticator app, on every request).
    pub staff_access: Arc<StaffAccess>,
    pub clock: Clock,
    /// One HTTP client for outbound calls (JWKS now, more later), so connections are reused.
    pub http: reqwest::Client,
    /// The payment provider; its HTTP client is made on first use.
    pub stripe: pay::Stripe,
    /// E-mail to students (none unless configured).
    pub mail: crate::mail::Mailer,
    /// The user pool's admin API (a password check before a deletion; erasing an account).
    pub pool: Option<aws_sdk_cognitoidentityprovider::Client>,
}

impl AppState {
    pub fn new(config: Config, dynamodb: aws_sdk_dynamodb::Client, s3: aws_sdk_s3::Client, clock: Clock) -> Self {
        let http = reqwest::Client::builder()
            .tls_backend_preconfigured(tls_with_mozilla_roots())
            .connect_timeout(Duration::from_secs(2))
            .timeout(Duration::from_secs(5))
            .build()
            .expect("HTTP client builds");
        let verifier = Arc::new(Verifier::new(config.cognito.clone(), http.clone()));
        let staff_access = Arc::new(StaffAccess::new(&config.cognito));
        let db = Db::new(dynamodb, &config.table_prefix);
        let stripe = pay::Stripe::new(config.stripe.clone());
        Self {
            config: Arc::new(config),
            db,
            s3,
            verifier,
            staff_access,
            clock,
            http,
            stripe,
            mail: Default::default(),
            pool: None,
        }
    }

    /// Configuration and AWS clients from the environment (`AWS_REGION`, `AWS_ENDPOINT_URL`, ...).
    pub async fn from_env() -> Result<Self, ConfigError> {
        let config = Config::from_env()?;
        let aws = aws_config::defaults(aws_config::BehaviorVersion::latest()).load().await;
        let dynamodb = aws_sdk_dynamodb::Client::new(&aws);
        let s3 = aws_sdk_s3::Client::from_conf(
            aws_sdk_s3::config::Builder::from(&aws).force_path_style(config.s3_path_style).build(),
        );
        let mut state = Self::new(config, dynamodb, s3, Clock::system());
        if state.config.stripe.secret_id.is_some() {
            // In the cloud the Stripe keys are read from Secrets Manager when first needed.
            state.stripe = state.stripe.with_secrets_manager(aws_sdk_secretsmanager::Client::new(&aws));
        }
        if let Some(mail) = crate::mail::Mailer::from_env(&aws) {
            state.mail = mail;
        }
        Ok(state.with_cognito(aws_sdk_cognitoidentityprovider::Client::new(&aws)))
    }

    /// The user pool's admin API, for the staff check (`cognito-idp:AdminGetUser`,
    /// `AdminListGroupsForUser`, `AdminUserGlobalSignOut`).
    pub fn with_cognito(mut self, client: aws_sdk_cognitoidentityprovider::Client) -> Self {
        self.staff_access = Arc::new(StaffAccess::new(&self.config.cognito).with_client(client.clone()));
        self.pool = Some(client);
        self
    }
}

/// TLS for the outbound client, trusting Mozilla's root list as compiled into the binary
/// (`webpki-roots`; the Stripe client trusts the same list, as do AWS's own SDKs for Node.js and
/// Python): a cold start reads no certificate from disk for it and parses none. The host's store
/// (reqwest's default) was read and parsed at every start: one bundle on Lambda's Amazon Linux,
/// ~150 files more on a Debian host (docs/performance.md, P1).
pub fn tls_with_mozilla_roots() -> rustls::ClientConfig {
    let roots = rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() };
    rustls::ClientConfig::builder_with_provider(Arc::new(rustls::crypto::aws_lc_rs::default_provider()))
        .with_safe_default_protocol_versions()
        .expect("the default provider speaks TLS 1.2 and 1.3")
        .with_root_certificates(roots)
        .with_no_client_auth()
}

#[cfg(test)]
mod tests {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;

    /// The roots AWS's endpoints chain to (Amazon Trust Services, and the Starfield root it
    /// cross-signs from), as Debian's `ca-certificates` ships them — a copy of Mozilla's list nobody
    /// here wrote. Cognito's JWKS endpoint is one of those endpoints.
    const AWS_ROOTS: [&str; 5] = [
        "Amazon_Root_CA_1",
        "Amazon_Root_CA_2",
        "Amazon_Root_CA_3",
        "Amazon_Root_CA_4",
        "Starfield_Services_Root_Certificate_Authority_-_G2",
    ];

    #[test]
    fn the_outbound_client_trusts_the_roots_aws_endpoints_chain_to() {
        let config = super::tls_with_mozilla_roots();
        assert!(config.alpn_protocols.is_empty(), "HTTP/1.1 only, as the client speaks");
        for name in AWS_ROOTS {
            let path = format!("/usr/share/ca-certificates/mozilla/{name}.crt");
            let cert = CertificateDer::from_pem_file(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let anchor = webpki::anchor_from_trusted_cert(&cert).expect("a root certificate");
            assert!(
                webpki_roots::TLS_SERVER_ROOTS.iter().any(|root| root.subject == anchor.subject
                    && root.subject_public_key_info == anchor.subject_public_key_info),
                "{name} is not among the compiled-in roots"
            );
        }
    }
}
