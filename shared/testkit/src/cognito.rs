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
    pub sub: String,
    pub email: String,
    pub id_token: String,
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
                "ExplicitAuthFlows": ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_USER_SRP_AUTH"],
                "ReadAttributes": ["email", "email_verified", "given_name", "family_name"],
                "WriteAttributes": ["email", "given_name", "family_name"],
            }),
        )
        .await;
        let client_id = client["UserPoolClient"]["ClientId"].as_str().expect("client id").to_owned();
        call(endpoint, "CreateGroup", json!({"UserPoolId": pool_id, "GroupName": "staff"})).await;
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
        let sub = signed_up["UserSub"].as_str().expect("sub").to_owned();
        call(&self.endpoint, "AdminConfirmSignUp", json!({"UserPoolId": self.pool_id, "Username": email})).await;
        for g in groups {
            call(
                &self.endpoint,
                "AdminAddUserToGroup",
                json!({"UserPoolId": self.pool_id, "Username": email, "GroupName": g}),
            )
            .await;
        }
        let id_token = self.sign_in(email, password).await;
        TestUser { sub, email: email.to_owned(), id_token }
    }

    /// USER_PASSWORD_AUTH; returns the ID token.
    pub async fn sign_in(&self, email: &str, password: &str) -> String {
        let auth = call(
            &self.endpoint,
            "InitiateAuth",
            json!({"ClientId": self.client_id, "AuthFlow": "USER_PASSWORD_AUTH",
                "AuthParameters": {"USERNAME": email, "PASSWORD": password}}),
        )
        .await;
        auth["AuthenticationResult"]["IdToken"].as_str().expect("id token").to_owned()
    }
}
