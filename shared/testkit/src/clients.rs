//! AWS clients for the emulator.

/// A DynamoDB client for the emulator at `endpoint`.
pub fn dynamodb_client(endpoint: &str) -> aws_sdk_dynamodb::Client {
    let creds = aws_sdk_dynamodb::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_dynamodb::Config::builder()
        .behavior_version(aws_sdk_dynamodb::config::BehaviorVersion::latest())
        .region(aws_sdk_dynamodb::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_dynamodb::Client::from_conf(conf)
}

/// A Cognito client for the emulator at `endpoint` (the staff MFA check's AdminGetUser).
pub fn cognito_client(endpoint: &str) -> aws_sdk_cognitoidentityprovider::Client {
    use aws_sdk_cognitoidentityprovider::config;
    let creds = config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_cognitoidentityprovider::Config::builder()
        .behavior_version(config::BehaviorVersion::latest())
        .region(config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_cognitoidentityprovider::Client::from_conf(conf)
}

/// A Secrets Manager client for the emulator at `endpoint`.
pub fn secrets_client(endpoint: &str) -> aws_sdk_secretsmanager::Client {
    let creds = aws_sdk_secretsmanager::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_secretsmanager::Config::builder()
        .behavior_version(aws_sdk_secretsmanager::config::BehaviorVersion::latest())
        .region(aws_sdk_secretsmanager::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .build();
    aws_sdk_secretsmanager::Client::from_conf(conf)
}

/// An S3 client for the emulator at `endpoint` (path-style addresses).
pub fn s3_client(endpoint: &str) -> aws_sdk_s3::Client {
    let creds = aws_sdk_s3::config::Credentials::new("test", "test", None, None, "testkit");
    let conf = aws_sdk_s3::Config::builder()
        .behavior_version(aws_sdk_s3::config::BehaviorVersion::latest())
        .region(aws_sdk_s3::config::Region::new("us-east-1"))
        .credentials_provider(creds)
        .endpoint_url(endpoint)
        .force_path_style(true)
        .build();
    aws_sdk_s3::Client::from_conf(conf)
}
