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
        if let Some(mail) = crate::mail::Mailer::from_env(&aws)? {
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

/// The roots the outbound client trusts: Mozilla's list as compiled into the binary
/// (`webpki-roots`; the Stripe client trusts the same list, as do AWS's own SDKs for Node.js and
/// Python). A cold start reads no certificate from disk for it and decodes none; reqwest's default,
/// the host's store, was read and decoded at every start (docs/performance-findings.md, P1). So this client
/// ignores `SSL_CERT_FILE` and authorities added to the host (a TLS-inspecting proxy would need
/// them added here), and its roots change when the crate is updated.
fn mozilla_roots() -> rustls::RootCertStore {
    rustls::RootCertStore { roots: webpki_roots::TLS_SERVER_ROOTS.to_vec() }
}

/// TLS for the outbound client: what reqwest would set up (TLS 1.2 and 1.3 with aws-lc-rs,
/// HTTP/1.1 offered by ALPN) over `mozilla_roots`.
fn tls_with_mozilla_roots() -> rustls::ClientConfig {
    let mut config =
        rustls::ClientConfig::builder_with_provider(Arc::new(rustls::crypto::aws_lc_rs::default_provider()))
            .with_safe_default_protocol_versions()
            .expect("the default provider speaks TLS 1.2 and 1.3")
            .with_root_certificates(mozilla_roots())
            .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    config
}

#[cfg(test)]
mod tests {
    use rustls::RootCertStore;
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;

    /// The roots AWS's endpoints chain to (Amazon Trust Services, and the Starfield root it
    /// cross-signs from), as Debian's `ca-certificates` ships them — a copy of Mozilla's list nobody
    /// here wrote (this test runs where CI does, on Debian). Cognito's JWKS endpoint is one of them.
    const AWS_ROOTS: [&str; 5] = [
        "Amazon_Root_CA_1",
        "Amazon_Root_CA_2",
        "Amazon_Root_CA_3",
        "Amazon_Root_CA_4",
        "Starfield_Services_Root_Certificate_Authority_-_G2",
    ];

    #[test]
    fn the_outbound_client_trusts_the_roots_aws_endpoints_chain_to() {
        let trusted = super::mozilla_roots();
        assert!(trusted.len() > 100, "Mozilla's list, not a handful: {}", trusted.len());
        for name in AWS_ROOTS {
            let path = format!("/usr/share/ca-certificates/mozilla/{name}.crt");
            let cert = CertificateDer::from_pem_file(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            let mut one = RootCertStore::empty();
            one.add(cert).expect("a root certificate");
            assert!(trusted.roots.contains(&one.roots[0]), "{name} is not among the compiled-in roots");
        }
    }

    #[test]
    fn the_outbound_client_offers_http_1_1_as_reqwest_did() {
        assert_eq!(super::tls_with_mozilla_roots().alpn_protocols, vec![b"http/1.1".to_vec()]);
    }
}
