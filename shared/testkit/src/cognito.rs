//! Cognito on the emulator, through its JSON protocol (the emulator checks no signatures).

use serde_json::{Value, json};

/// A user pool and app client made for one test, with the `staff` group.
#[derive(Clone, Debug)]
pub struct Pool {
    pub endpoint: String,
    pub pool_id: String,
    pub client_id: String,
    pub issuer: String,
    pub jwks_url: String,
}

/// A confirmed, signed-in user.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub sub: domain::ids::UserId,
    pub email: String,
    pub id_token: String,
    /// For the user's own Cognito calls (setting up an authenticator app).
    pub access_token: String,
}

impl TestUser {
    pub fn bearer(&self) -> String {
        format!("Bearer {}", self.id_token)
    }
}

/// Calls one Cognito action; returns the JSON answer or panics with the emulator's error.
/// The password of every user [`Pool::user`] signs up.
pub const PASSWORD: &str = "correct horse battery";

pub async fn call(endpoint: &str, action: &str, body: Value) -> Value {
    let res = reqwest::Client::new()
        .post(format!("{endpoint}/"))
        .header("X-Amz-Target", format!("AWSCognitoIdentityProviderService.{action}"))
        .header("Content-Type", "application/x-amz-json-1.1")
        .body(body.to_string())
        .send()
        .await
        .unwrap_or_else(|e| panic!("Cognito {action}: {e}"));
    let ok = res.status().is_success();
    let value: Value = res.json().await.unwrap_or_else(|e| panic!("Cognito {action}: {e}"));
    assert!(ok, "Cognito {action}: {value}");
    value
}

/// The current code of an authenticator app holding `secret` (RFC 6238: base32 secret, SHA-1,
/// 30 s, 6 digits), as the emulator checks it; waits for the next period when this one is about to
/// end, so the code is still current when it arrives.
pub fn totp_now(secret: &str) -> String {
    const SCRIPT: &str = "
import base64, sys, time
from cryptography.hazmat.primitives.hashes import SHA1
from cryptography.hazmat.primitives.twofactor.totp import TOTP
s = sys.argv[1].upper()
key = base64.b32decode(s + '=' * (-len(s) % 8))
if 30 - time.time() % 30 < 3:
    time.sleep(30 - time.time() % 30 + 0.1)
sys.stdout.write(TOTP(key, 6, SHA1(), 30, enforce_key_length=False).generate(time.time()).decode())
";
    let python = crate::workspace_root().join(".venv/bin/python");
    let out = std::process::Command::new(python).arg("-c").arg(SCRIPT).arg(secret).output().expect("run python");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("code")
}

impl Pool {
    /// The same pool settings as the local bootstrap and the CDK app: email as username,
    /// passwords of at least 12 characters, given and family name readable.
    pub async fn create(endpoint: &str, name: &str) -> Self {
        let pool = call(
            endpoint,
            "CreateUserPool",
            json!({
                "PoolName": name,
                "UsernameAttributes": ["email"],
                "AutoVerifiedAttributes": ["email"],
                "UserAttributeUpdateSettings": {"AttributesRequireVerificationBeforeUpdate": ["email"]},
                "Policies": {"PasswordPolicy": {"MinimumLength": 12, "RequireUppercase": false,
                    "RequireLowercase": false, "RequireNumbers": false, "RequireSymbols": false}},
            }),
        )
        .await;
        let pool_id = pool["UserPool"]["Id"].as_str().expect("pool id").to_owned();
        let client = call(
            endpoint,
            "CreateUserPoolClient",
            json!({
                "UserPoolId": pool_id, "ClientName": "web",
                "ExplicitAuthFlows": ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_USER_SRP_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH"],
                "ReadAttributes": ["email", "email_verified", "given_name", "family_name"],
                "WriteAttributes": ["email", "given_name", "family_name"],
            }),
        )
        .await;
        let client_id = client["UserPoolClient"]["ClientId"].as_str().expect("client id").to_owned();
        call(endpoint, "CreateGroup", json!({"UserPoolId": pool_id, "GroupName": "staff"})).await;
        call(endpoint, "CreateGroup", json!({"UserPoolId": pool_id, "GroupName": api::staff::HEAD_OF_MARKING})).await;
        Self {
            endpoint: endpoint.to_owned(),
            issuer: format!("https://cognito-idp.us-east-1.amazonaws.com/{pool_id}"),
            jwks_url: format!("{endpoint}/{pool_id}/.well-known/jwks.json"),
            pool_id,
            client_id,
        }
    }

    /// Signs a user up, confirms them, adds them to `groups` and signs them in.
    pub async fn user(&self, email: &str, given: &str, family: &str, groups: &[&str]) -> TestUser {
        let password = PASSWORD;
        let signed_up = call(
            &self.endpoint,
            "SignUp",
            json!({"ClientId": self.client_id, "Username": email, "Password": password, "UserAttributes": [
                {"Name": "email", "Value": email}, {"Name": "given_name", "Value": given},
                {"Name": "family_name", "Value": family}]}),
        )
        .await;
        let sub = domain::ids::UserId::new(signed_up["UserSub"].as_str().expect("sub"));
        call(&self.endpoint, "AdminConfirmSignUp", json!({"UserPoolId": self.pool_id, "Username": email})).await;
        for g in groups {
            call(
                &self.endpoint,
                "AdminAddUserToGroup",
                json!({"UserPoolId": self.pool_id, "Username": email, "GroupName": g}),
            )
            .await;
        }
        let (id_token, access_token) = self.tokens(email, password).await;
        TestUser { sub, email: email.to_owned(), id_token, access_token }
    }

    /// What the console's set-up panel does: AssociateSoftwareToken, VerifySoftwareToken with the
    /// current code, SetUserMFAPreference (TOTP on and preferred). Cognito then asks for a code at
    /// every sign-in; the user's tokens stay valid.
    pub async fn enable_totp(&self, user: &TestUser) {
        let secret = call(&self.endpoint, "AssociateSoftwareToken", json!({"AccessToken": user.access_token})).await;
        let secret = secret["SecretCode"].as_str().expect("secret code");
        call(
            &self.endpoint,
            "VerifySoftwareToken",
            json!({"AccessToken": user.access_token, "UserCode": totp_now(secret), "FriendlyDeviceName": "test"}),
        )
        .await;
        call(
            &self.endpoint,
            "SetUserMFAPreference",
            json!({"AccessToken": user.access_token,
                "SoftwareTokenMfaSettings": {"Enabled": true, "PreferredMfa": true}}),
        )
        .await;
    }

    /// USER_PASSWORD_AUTH; returns the ID token.
    pub async fn sign_in(&self, email: &str, password: &str) -> String {
        self.tokens(email, password).await.0
    }

    /// USER_PASSWORD_AUTH, answering the TOTP challenge when the account has TOTP on; returns the
    /// ID and access tokens.
    pub async fn tokens(&self, email: &str, password: &str) -> (String, String) {
        let mut auth = call(
            &self.endpoint,
            "InitiateAuth",
            json!({"ClientId": self.client_id, "AuthFlow": "USER_PASSWORD_AUTH",
                "AuthParameters": {"USERNAME": email, "PASSWORD": password}}),
        )
        .await;
        if auth["ChallengeName"] == "SOFTWARE_TOKEN_MFA" {
            let secret = call(&self.endpoint, "AssociateSoftwareToken", json!({"Session": auth["Session"]})).await;
            auth = call(
                &self.endpoint,
                "RespondToAuthChallenge",
                json!({"ClientId": self.client_id, "ChallengeName": "SOFTWARE_TOKEN_MFA", "Session": auth["Session"],
                    "ChallengeResponses": {"USERNAME": email,
                        "SOFTWARE_TOKEN_MFA_CODE": totp_now(secret["SecretCode"].as_str().expect("secret"))}}),
            )
            .await;
        }
        let result = &auth["AuthenticationResult"];
        (
            result["IdToken"].as_str().expect("id token").to_owned(),
            result["AccessToken"].as_str().expect("access token").to_owned(),
        )
    }
}
