// The whole product in one stack: tables, buckets, user pool, one Lambda per function crate, the
// HTTP API, and the site on CloudFront. See README "Deploying".

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Token, Validations } from "aws-cdk-lib";
import { CorsHttpMethod, HttpApi, HttpMethod, type CfnStage } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as cwActions from "aws-cdk-lib/aws-cloudwatch-actions";
import * as cognito from "aws-cdk-lib/aws-cognito";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as s3deploy from "aws-cdk-lib/aws-s3-deployment";
import * as scheduler from "aws-cdk-lib/aws-scheduler";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as ses from "aws-cdk-lib/aws-ses";
import * as sns from "aws-cdk-lib/aws-sns";
import * as subscriptions from "aws-cdk-lib/aws-sns-subscriptions";
import * as wafv2 from "aws-cdk-lib/aws-wafv2";
import * as cr from "aws-cdk-lib/custom-resources";
import type { Construct } from "constructs";

import { FUNCTIONS, PENDING_PREFIX, PUBLIC_FUNCTION, gatewayPath, needsAuthorizer } from "./functions";
import type { StageSettings } from "./settings";

type TableSpec = {
  name: string;
  partitionKey: string;
  sortKey?: string;
  indexes?: { name: string; partitionKey: string; sortKey?: string }[];
  /** Attribute holding an epoch-seconds expiry; DynamoDB deletes the item after it. */
  timeToLive?: string;
};

export type SevenStackProps = StackProps & {
  /** Environment name; prefixes every table (`seven-{stage}-users`). */
  stage: string;
  /** Folder with one `{function}/bootstrap` per function (cargo lambda build --arm64). */
  lambdaDir: string;
  /** The statically exported site (frontend/out). */
  siteDir: string;
  /** Workspace root, for shared/store/tables.json. */
  root: string;
  /** The stage's settings (infra/stages.json, checked by lib/settings.ts). */
  settings: StageSettings;
  /** The binaries' architecture (default arm64, Graviton); the synth check with host builds uses x86_64. */
  architecture?: "arm64" | "x86_64";
};

/** Requests per client address in 5 minutes that the user pool's WAF lets through. */
export const AUTH_LIMITS = { signIn: 50, signUp: 20 };

/** The e-mail jobs EventBridge Scheduler starts in the `mailer` function, in Singapore time
 * (functions/mailer: the digest on Sunday evening, the trial-ending notices every morning). */
export const MAIL_SCHEDULES = [
  { id: "Digest", name: "digest", expression: "cron(0 19 ? * SUN *)", input: { job: "digest" } },
  { id: "TrialEndings", name: "trial-endings", expression: "cron(0 9 * * ? *)", input: { job: "trial-endings" } },
] as const;
export const MAIL_TIME_ZONE = "Asia/Singapore";

/** The workers EventBridge Scheduler starts on a clock (Singapore time): downloads and erasures
 * every minute (functions/privacy), each student's review parameters fitted on Monday night
 * (functions/fit). */
export const WORKER_SCHEDULES = [
  { fn: "privacy", expression: "rate(1 minute)", input: { job: "privacy" } },
  { fn: "fit", expression: "cron(0 3 ? * TUE *)", input: { job: "fit" } },
] as const;

const str = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export class SevenStack extends Stack {
  constructor(scope: Construct, id: string, props: SevenStackProps) {
    super(scope, id, props);
    const prefix = `seven-${props.stage}-`;

    // -- data -------------------------------------------------------------------------------
    const layout = JSON.parse(readFileSync(join(props.root, "shared/store/tables.json"), "utf8")) as {
      tables: TableSpec[];
    };
    const tables = new Map<string, dynamodb.TableV2>();
    for (const t of layout.tables) {
      tables.set(
        t.name,
        new dynamodb.TableV2(this, `Table-${t.name}`, {
          tableName: `${prefix}${t.name}`,
          partitionKey: str(t.partitionKey),
          sortKey: t.sortKey ? str(t.sortKey) : undefined,
          billing: dynamodb.Billing.onDemand(),
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          encryption: dynamodb.TableEncryptionV2.awsManagedKey(),
          deletionProtection: props.settings.protectTables ?? true,
          // Kept when the stack is deleted or the table replaced, but removed when the deploy that
          // created it rolls back, so a failed first deploy can simply be run again.
          removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
          timeToLiveAttribute: t.timeToLive,
          globalSecondaryIndexes: (t.indexes ?? []).map((ix) => ({
            indexName: ix.name,
            partitionKey: str(ix.partitionKey),
            sortKey: ix.sortKey ? str(ix.sortKey) : undefined,
          })),
        }),
      );
    }

    const retentionDays = props.settings.logRetentionDays ?? 30;
    // Access logs of the content bucket and the CDN, kept as long as the stage keeps its logs.
    const logsBucket = new s3.Bucket(this, "LogsBucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are written with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(retentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const privateBucket = (name: string, logPrefix?: string) =>
      new s3.Bucket(this, name, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: true,
        serverAccessLogsBucket: logPrefix ? logsBucket : undefined,
        serverAccessLogsPrefix: logPrefix,
        removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
      });
    // Study files: private, served only through short-lived signed URLs.
    const contentBucket = privateBucket("ContentBucket", "content/");
    // A student's download is removed a week after it is built (docs/privacy.md), old versions too.
    contentBucket.addLifecycleRule({
      id: "exports",
      prefix: "exports/",
      expiration: Duration.days(8),
      noncurrentVersionExpiration: Duration.days(1),
    });
    // Students' uploads wait under pending/ until a draft claims them (docs/marking.md): what nobody
    // claimed goes a day after it arrived, and its old versions a day after they were replaced (S3
    // then removes the delete marker left alone).
    contentBucket.addLifecycleRule({
      id: "pending-uploads",
      prefix: PENDING_PREFIX,
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
    });
    const siteBucket = privateBucket("SiteBucket", "site/");

    // -- identity -----------------------------------------------------------------------------
    const pool = new cognito.UserPool(this, "UserPool", {
      userPoolName: `seven-${props.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      // A new e-mail address takes effect only once its code is confirmed; until then the old
      // one stays the account's address and sign-in name.
      keepOriginal: { email: true },
      // TOTP (an authenticator app) for those who turn it on; the staff must (docs/deploy.md).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      standardAttributes: {
        givenName: { required: true, mutable: true },
        familyName: { required: true, mutable: true },
      },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Password sign-in, email verification and groups are all Lite has to have; Essentials
      // (the default for new pools) costs about 3× as much per active user (docs/cost.md).
      featurePlan: cognito.FeaturePlan.LITE,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const attributes = new cognito.ClientAttributes().withStandardAttributes({
      email: true,
      emailVerified: true,
      givenName: true,
      familyName: true,
    });
    const client = pool.addClient("WebClient", {
      generateSecret: false,
      disableOAuth: true,
      // SRP only: the password never leaves the browser. (The local stack's moto pool has its
      // own client, made by scripts/stack.py; nothing here serves it.)
      authFlows: { userSrp: true },
      // Sign-in and password reset answer alike whether or not the address has an account.
      preventUserExistenceErrors: true,
      readAttributes: attributes,
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
        email: true,
        givenName: true,
        familyName: true,
      }),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    // The API checks a student's password again before their account's deletion (shared/services
    // `privacy::check_password`): a client of its own, with only the server-side password flow, so
    // the web client stays SRP only.
    const checkClient = pool.addClient("PasswordCheckClient", {
      generateSecret: false,
      disableOAuth: true,
      authFlows: { adminUserPassword: true },
      preventUserExistenceErrors: true,
    });
    new cognito.CfnUserPoolGroup(this, "StaffGroup", {
      userPoolId: pool.userPoolId,
      groupName: "staff",
      description: "Support staff: reply to students and run the catalogue",
    });
    new cognito.CfnUserPoolGroup(this, "HeadOfMarkingGroup", {
      userPoolId: pool.userPoolId,
      groupName: "head-of-marking",
      description: "The head of marking (also staff): seeds, the standard, pauses and decisions (docs/standards.md)",
    });
    const issuer = `https://cognito-idp.${this.region}.amazonaws.com/${pool.userPoolId}`;

    // -- site -------------------------------------------------------------------------------
    // A static export: /login is the file login.html. The function maps clean paths to files.
    const cleanPaths = new cloudfront.Function(this, "CleanPaths", {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        "function handler(event) { var r = event.request; var u = r.uri;" +
          " if (u !== '/' && u.endsWith('/')) { u = u.slice(0, -1); }" +
          " if (u === '' || u === '/') { r.uri = '/index.html'; }" +
          " else if (u.lastIndexOf('.') <= u.lastIndexOf('/')) { r.uri = u + '.html'; }" +
          " return r; }",
      ),
    });
    // The security headers of shared/site-headers.json, with this stack's origins in the CSP. The
    // API's and the bucket's own names would make a cycle (their CORS rules name the site), so the
    // region's API and S3 hosts are allowed; only ours answer the site's origin in CORS.
    const headers = JSON.parse(readFileSync(join(props.root, "shared/site-headers.json"), "utf8")) as {
      headers: Record<string, string>;
      contentSecurityPolicy: string[];
    };
    const origins_ = {
      stripeJs: "https://js.stripe.com",
      stripeApi: "https://api.stripe.com",
      stripeFrames: "https://js.stripe.com https://hooks.stripe.com",
      api: `https://*.execute-api.${this.region}.amazonaws.com`,
      auth: `https://cognito-idp.${this.region}.amazonaws.com`,
      files: `https://*.s3.${this.region}.amazonaws.com`,
    };
    const csp = headers.contentSecurityPolicy
      .join("; ")
      .replace(/\{(\w+)\}/g, (_, k: string) => origins_[k as keyof typeof origins_]);
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, "SecurityHeaders", {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: "Permissions-Policy", value: headers.headers["Permissions-Policy"] ?? "", override: true }],
      },
    });
    const site = new cloudfront.Distribution(this, "Site", {
      enableLogging: true,
      logBucket: logsBucket,
      logFilePrefix: "cdn/",
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: cleanPaths, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      defaultRootObject: "index.html",
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 404,
        responsePagePath: "/404.html",
      })),
    });
    const siteUrl = `https://${site.distributionDomainName}`;
    // The PDF viewer fetches signed URLs from the page's origin; staff upload with signed PUTs.
    contentBucket.addCorsRule({
      allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD, s3.HttpMethods.PUT],
      allowedOrigins: [siteUrl],
      allowedHeaders: ["range", "content-type"],
      exposedHeaders: ["content-length", "content-range", "accept-ranges"],
      maxAge: 3600,
    });

    // -- the operator's view ---------------------------------------------------------------------
    // Every alarm e-mails the stage's address (the subscription must be confirmed once).
    const alarmTopic = new sns.Topic(this, "Alarms", { displayName: `Seven ${props.stage} alarms`, enforceSSL: true });
    alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.settings.alarmEmail));
    const alarm = (id: string, description: string, metric: cloudwatch.IMetric, threshold: number) => {
      const a = new cloudwatch.Alarm(this, id, {
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      a.addAlarmAction(new cwActions.SnsAction(alarmTopic));
      a.addOkAction(new cwActions.SnsAction(alarmTopic));
      return a;
    };
    const retention = retentionDays as logs.RetentionDays;
    const fiveMinutes = Duration.minutes(5);

    // -- API --------------------------------------------------------------------------------
    const api = new HttpApi(this, "Api", {
      apiName: `seven-${props.stage}`,
      createDefaultStage: true, // the $default stage: no stage prefix in paths
      corsPreflight: {
        allowOrigins: [siteUrl],
        allowHeaders: ["authorization", "content-type"],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE],
        maxAge: Duration.hours(1),
      },
    });
    const stage = api.defaultStage?.node.defaultChild as CfnStage;
    stage.defaultRouteSettings = { throttlingBurstLimit: 500, throttlingRateLimit: 200 };
    // One JSON line per request; `requestId` is the id every log line of the function carries
    // (the functions take API Gateway's request id as theirs) and the `x-request-id` answered.
    const accessLogs = new logs.LogGroup(this, "ApiAccessLogs", { retention, removalPolicy: RemovalPolicy.DESTROY });
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: "$context.requestId",
        time: "$context.requestTime",
        ip: "$context.identity.sourceIp",
        routeKey: "$context.routeKey",
        status: "$context.status",
        latencyMs: "$context.responseLatency",
        integrationStatus: "$context.integrationStatus",
        integrationError: "$context.integrationErrorMessage",
        authorizerError: "$context.authorizer.error",
      }),
    };
    const authorizer = new HttpJwtAuthorizer("Cognito", issuer, { jwtAudience: [client.userPoolClientId] });

    alarm("Api5xx", "The API answered with 5xx errors", api.metricServerError({ period: fiveMinutes, statistic: "Sum" }), 5);
    // Stripe's deliveries we refused or failed: subscriptions may be out of date.
    const webhookFailures = new logs.MetricFilter(this, "WebhookFailures", {
      logGroup: accessLogs,
      filterPattern: logs.FilterPattern.literal('{ $.routeKey = "POST /api/v2/payments/stripe-webhook" && $.status >= 400 }'),
      metricNamespace: `Seven/${props.stage}`,
      metricName: "WebhookFailures",
      metricValue: "1",
    }).metric({ period: fiveMinutes, statistic: "Sum" });
    alarm("WebhookFailed", "Stripe webhook deliveries are failing", webhookFailures, 1);

    // Stripe's secret key and webhook signing secret: set once by the operator (docs/deploy.md),
    // never in the template or the functions' environment: the functions read the secret when they
    // first need it (and again every few minutes), so filling it needs no redeploy.
    const stripeSecret = new secretsmanager.Secret(this, "StripeSecret", {
      secretName: `seven/${props.stage}/stripe`,
      description: 'Stripe keys: {"secretKey": "sk_...", "webhookSecret": "whsec_..."}',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: "", webhookSecret: "" }),
        generateStringKey: "unused",
      },
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });

    // -- e-mail (docs/deploy.md "E-mail (Amazon SES)") ------------------------------------------
    // Only a stage with a `mailDomain` sends e-mail; without one, none of this exists and the
    // functions get no MAIL_* settings (shared/api `Mailer::from_env` is then off).
    const mailDomain = props.settings.mailDomain;
    const mail = mailDomain
      ? (() => {
          // Bounces and complaints: SES stops mailing the address (configuration-set suppression)
          // and tells the mailer function, which suppresses it in the mail table too. Delivery
          // only over TLS.
          const configurationSet = new ses.ConfigurationSet(this, "MailConfig", {
            configurationSetName: `seven-${props.stage}`,
            suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
            tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
            reputationMetrics: true,
          });
          const events = new sns.Topic(this, "MailEvents", { displayName: `Seven ${props.stage} bounces and complaints`, enforceSSL: true });
          configurationSet.addEventDestination("BouncesAndComplaints", {
            destination: ses.EventDestination.snsTopic(events),
            events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
          });
          // The domain, signed with Easy DKIM (its three CNAMEs are outputs below), and a MAIL FROM
          // domain of its own so SPF aligns too; until its MX record exists SES uses its own.
          const identity = new ses.EmailIdentity(this, "MailIdentity", {
            identity: ses.Identity.domain(mailDomain),
            configurationSet,
            mailFromDomain: `bounce.${mailDomain}`,
          });
          // The key of the one-click unsubscribe links: generated by CloudFormation, never in the
          // template; the functions read it when they first need it.
          const linkKey = new secretsmanager.Secret(this, "MailLinkKey", {
            secretName: `seven/${props.stage}/mail-link-key`,
            description: "HMAC key of e-mail's one-click unsubscribe links (generated; rotating it voids the links already sent)",
            generateSecretString: { passwordLength: 64, excludePunctuation: true },
            removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
          });
          const configurationSetArn = this.formatArn({
            service: "ses",
            resource: "configuration-set",
            resourceName: configurationSet.configurationSetName,
          });
          return { configurationSet, configurationSetArn, events, identity, linkKey, from: `Seven <hello@${mailDomain}>` };
        })()
      : undefined;

    // The standard promo codes (shared/store/promos.json), created where missing; codes staff
    // changed are left alone.
    const promos = JSON.parse(readFileSync(join(props.root, "shared/store/promos.json"), "utf8")) as {
      promos: Record<string, string | number | boolean>[];
    };
    const paymentsTable = tables.get("payments");
    if (!paymentsTable) throw new Error("tables.json has no payments table");
    for (const promo of promos.promos) {
      const code = String(promo.code).toUpperCase();
      const item: Record<string, object> = { pk: { S: `PROMO#${code}` }, sk: { S: "PROMO" } };
      for (const [k, v] of Object.entries(promo)) {
        item[k] = typeof v === "number" ? { N: String(v) } : typeof v === "boolean" ? { BOOL: v } : { S: v };
      }
      // The code's record, and its entry in the list the staff console shows.
      for (const [suffix, pk, sk] of [["", `PROMO#${code}`, "PROMO"], ["-list", "PROMOS", code]]) {
        const put = {
          service: "DynamoDB",
          action: "putItem",
          parameters: {
            TableName: paymentsTable.tableName,
            Item: { ...item, pk: { S: pk }, sk: { S: sk } },
            ConditionExpression: "attribute_not_exists(pk)",
          },
          physicalResourceId: cr.PhysicalResourceId.of(`promo-${code}${suffix}`),
          ignoreErrorCodesMatching: "ConditionalCheckFailedException",
        };
        new cr.AwsCustomResource(this, `Promo-${code}${suffix}`, {
          onCreate: put,
          onUpdate: put,
          policy: cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: [paymentsTable.tableArn] }),
          installLatestAwsSdk: false,
        });
      }
    }

    const arch = props.architecture === "x86_64" ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64;
    const dashboard = new cloudwatch.Dashboard(this, "Dashboard", { dashboardName: `seven-${props.stage}` });
    const functionErrors: cloudwatch.IMetric[] = [];
    const functionP99: cloudwatch.IMetric[] = [];
    const functions: lambda.Function[] = [];
    const byName = new Map<string, lambda.Function>();
    for (const spec of FUNCTIONS) {
      const logGroup = new logs.LogGroup(this, `Logs-${spec.name}`, { retention, removalPolicy: RemovalPolicy.DESTROY });
      // A worker's job (the weekly digest over every student) runs long; a request never does.
      const timeout = spec.worker ? Duration.minutes(15) : Duration.seconds(10);
      const fn = new lambda.Function(this, `Fn-${spec.name}`, {
        runtime: lambda.Runtime.PROVIDED_AL2023,
        architecture: arch,
        handler: "bootstrap",
        code: lambda.Code.fromAsset(join(props.lambdaDir, spec.name)),
        // A student's download is built in memory (their diagrams are at most 5 MB each); the
        // optimizer fitting review parameters is CPU work (more memory, more CPU).
        memorySize: spec.name === "privacy" || spec.name === "fit" ? 1024 : 256,
        timeout,
        logGroup,
        // The public function (guests play unauthenticated) can never take the whole account's
        // concurrency, nor the other functions' share.
        // The public function is capped; a clocked worker runs one at a time (a run still going
        // when the next minute comes makes that one wait, never race it).
        reservedConcurrentExecutions:
          spec.name === PUBLIC_FUNCTION
            ? (props.settings.publicConcurrency ?? 20)
            : spec.name === "privacy" || spec.name === "fit"
              ? 1
              : undefined,
        environment: {
          TABLE_PREFIX: prefix,
          COGNITO_ISSUER: issuer,
          COGNITO_CLIENT_ID: client.userPoolClientId,
          ...(spec.checksPasswords ? { COGNITO_CHECK_CLIENT_ID: checkClient.userPoolClientId } : {}),
          CONTENT_BUCKET: contentBucket.bucketName,
          RUST_LOG: "info",
          ...(spec.usesStripe ? { STRIPE_SECRET_ID: stripeSecret.secretName } : {}),
          // Where mail comes from and where its links go; the links' key is read from its secret.
          ...(spec.sendsMail && mail
            ? {
                MAIL_FROM: mail.from,
                SITE_URL: siteUrl,
                API_URL: api.apiEndpoint,
                SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
                MAIL_SECRET_ID: mail.linkKey.secretArn,
              }
            : {}),
        },
      });
      functions.push(fn);
      byName.set(spec.name, fn);
      if (spec.usesStripe) stripeSecret.grantRead(fn);
      if (spec.sendsMail && mail) {
        mail.linkKey.grantRead(fn);
        // SES v2 SendEmail authorizes against the sending identity and the configuration set; with
        // raw content (shared/services `mail::send`) it checks the action ses:SendRawEmail as well.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["ses:SendEmail", "ses:SendRawEmail"],
            resources: [mail.identity.emailIdentityArn, mail.configurationSetArn],
          }),
        );
      }
      if (spec.checksStaffMfa) {
        // The staff check reads the account's MFA settings and groups on every request, and an
        // app's set-up signs the account's older sessions out (docs/staff.md).
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["cognito-idp:AdminGetUser", "cognito-idp:AdminListGroupsForUser", "cognito-idp:AdminUserGlobalSignOut"],
            resources: [pool.userPoolArn],
          }),
        );
      }
      if (spec.listsHeadsOfMarking) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ["cognito-idp:ListUsersInGroup"], resources: [pool.userPoolArn] }));
      }
      if (spec.checksPasswords) {
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ["cognito-idp:AdminInitiateAuth"], resources: [pool.userPoolArn] }));
      }
      if (spec.erasesAccounts) {
        // An erased account leaves the pool; its downloads are written under exports/, and its
        // objects (every version: the bucket keeps them) are found and deleted by prefix.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["cognito-idp:AdminDisableUser", "cognito-idp:AdminUserGlobalSignOut", "cognito-idp:AdminDeleteUser"],
            resources: [pool.userPoolArn],
          }),
        );
        fn.addToRolePolicy(new iam.PolicyStatement({ actions: ["s3:PutObject"], resources: [contentBucket.arnForObjects("exports/*")] }));
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:DeleteObject", "s3:DeleteObjectVersion"],
            resources: ["answers/*", `${PENDING_PREFIX}answers/*`, "exports/*"].map((p) => contentBucket.arnForObjects(p)),
          }),
        );
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:ListBucket", "s3:ListBucketVersions"],
            resources: [contentBucket.bucketArn],
            conditions: { StringLike: { "s3:prefix": ["answers/*", `${PENDING_PREFIX}answers/*`, "exports/*"] } },
          }),
        );
      }
      if (spec.readsContent) {
        // Signing a GET URL needs the signer to be allowed to GET: objects only, nothing else.
        fn.addToRolePolicy(
          new iam.PolicyStatement({ actions: ["s3:GetObject"], resources: [contentBucket.arnForObjects("*")] }),
        );
      }
      if (spec.writesContent) {
        // Uploads (staff's files, students' diagrams): signing a PUT, and checking or removing what
        // arrived, under the function's own prefix only.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:PutObject", "s3:DeleteObject"],
            resources: [contentBucket.arnForObjects(`${spec.writesContent}*`)],
          }),
        );
        // Without ListBucket, S3 answers HeadObject on a missing upload with 403, not 404: the
        // upload check could not tell "nothing arrived" (400) from a fault (503).
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:ListBucket"],
            resources: [contentBucket.bucketArn],
            conditions: { StringLike: { "s3:prefix": [`${spec.writesContent}*`] } },
          }),
        );
      }
      if (spec.writesContent && spec.pendingUploads) {
        // Students' uploads are signed under pending/ and claimed once checked (functions/marking
        // uploads.rs): the checked version read and copied into writesContent (PutObject above),
        // then every version of the pending key deleted; a refused one is deleted the same way.
        const pending = `${PENDING_PREFIX}${spec.writesContent}`;
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:PutObject", "s3:GetObjectVersion", "s3:DeleteObject", "s3:DeleteObjectVersion"],
            resources: [contentBucket.arnForObjects(`${pending}*`)],
          }),
        );
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:ListBucket", "s3:ListBucketVersions"],
            resources: [contentBucket.bucketArn],
            conditions: { StringLike: { "s3:prefix": [`${pending}*`] } },
          }),
        );
      }
      // Least privilege: only the tables this function uses, and on each only the item actions
      // its code makes (functions.ts, checked against the code by infra/test/grants.test.ts).
      for (const [name, actions] of Object.entries(spec.tables)) {
        const table = tables.get(name);
        if (!table) throw new Error(`${spec.name} uses unknown table ${name}`);
        table.grant(fn, ...actions.map((a) => `dynamodb:${a}`));
      }
      // A worker has no routes (functions.ts): started by schedules and SES's events below.
      if (spec.routes.length > 0) {
        // One invoke permission for the function from this API (its routes are the only ones
        // integrated with it), not one per route: 160 routes' permissions took the stack past
        // CloudFormation's 500 resources.
        const integration = new HttpLambdaIntegration(`Int-${spec.name}`, fn, { scopePermissionToRoute: false });
        for (const route of spec.routes) {
          api.addRoutes({
            path: gatewayPath(route.path),
            methods: [HttpMethod[route.method]],
            integration,
            authorizer: needsAuthorizer(route) ? authorizer : undefined,
          });
        }
      }
      const throttled = fn.metricThrottles({ period: fiveMinutes, statistic: "Sum" });
      alarm(`Throttles-${spec.name}`, `${spec.name} Lambda is being throttled`, throttled, 1);
      const errors = fn.metricErrors({ period: fiveMinutes, statistic: "Sum", label: spec.name });
      alarm(`Errors-${spec.name}`, `${spec.name} Lambda failed invocations (crashes, timeouts)`, errors, 1);
      const p99 = fn.metricDuration({ period: fiveMinutes, statistic: "p99", label: spec.name });
      if (spec.worker) {
        alarm(`P99-${spec.name}`, `${spec.name} Lambda p99 duration above 12 minutes (its timeout is 15)`, p99, timeout.toMilliseconds() * 0.8);
      } else {
        alarm(`P99-${spec.name}`, `${spec.name} Lambda p99 duration above 3 s`, p99, 3000);
      }
      functionErrors.push(errors);
      functionP99.push(p99);
    }

    // -- workers on a clock: the privacy worker every minute (downloads built, erasures carried
    // out; docs/privacy.md), the review deck's parameter fitting weekly (docs/review.md) ---------
    const clocked = WORKER_SCHEDULES.map((job) => {
      const fn = byName.get(job.fn);
      if (!fn) throw new Error(`functions.ts has no ${job.fn} function`);
      return { ...job, target: fn };
    });
    const workerRole = new iam.Role(this, "WorkerSchedulerRole", {
      assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com", {
        conditions: { StringEquals: { "aws:SourceAccount": this.account } },
      }),
      description: "EventBridge Scheduler: starts the privacy and fit workers",
      inlinePolicies: {
        invokeWorkers: new iam.PolicyDocument({
          statements: [new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: clocked.map((j) => j.target.functionArn) })],
        }),
      },
    });
    for (const job of clocked) {
      new scheduler.CfnSchedule(this, `WorkerSchedule-${job.fn}`, {
        name: `seven-${props.stage}-${job.fn}`,
        description: `Seven ${props.stage}: the ${job.fn} worker (functions/${job.fn})`,
        scheduleExpression: job.expression,
        scheduleExpressionTimezone: MAIL_TIME_ZONE,
        flexibleTimeWindow: { mode: "OFF" },
        state: "ENABLED",
        target: {
          arn: job.target.functionArn,
          roleArn: workerRole.roleArn,
          input: JSON.stringify(job.input),
          // Each run picks up what is waiting (a deletion due, a fit due): a missed one is made up
          // by the next.
          retryPolicy: { maximumEventAgeInSeconds: 60, maximumRetryAttempts: 0 },
        },
      });
    }

    // -- e-mail jobs ----------------------------------------------------------------------------
    if (mail) {
      const mailer = byName.get("mailer");
      if (!mailer) throw new Error("functions.ts has no mailer function");
      // SES's bounces and complaints reach the mailer, which suppresses their addresses.
      mail.events.addSubscription(new subscriptions.LambdaSubscription(mailer));
      // EventBridge Scheduler starts the digest and the trial-ending notices, in Singapore time;
      // its role may invoke the mailer and nothing else.
      const schedulerRole = new iam.Role(this, "MailSchedulerRole", {
        assumedBy: new iam.ServicePrincipal("scheduler.amazonaws.com", {
          conditions: { StringEquals: { "aws:SourceAccount": this.account } },
        }),
        description: "EventBridge Scheduler: starts the e-mail jobs of the mailer function",
        // Inline, so the permission exists with the role, before the schedules that name it.
        inlinePolicies: {
          invokeMailer: new iam.PolicyDocument({
            statements: [new iam.PolicyStatement({ actions: ["lambda:InvokeFunction"], resources: [mailer.functionArn] })],
          }),
        },
      });
      for (const job of MAIL_SCHEDULES) {
        new scheduler.CfnSchedule(this, `MailSchedule-${job.id}`, {
          name: `seven-${props.stage}-${job.name}`,
          description: `Seven ${props.stage}: the mailer's ${job.name} job`,
          scheduleExpression: job.expression,
          scheduleExpressionTimezone: MAIL_TIME_ZONE,
          flexibleTimeWindow: { mode: "OFF" },
          state: "ENABLED",
          target: {
            arn: mailer.functionArn,
            roleArn: schedulerRole.roleArn,
            input: JSON.stringify(job.input),
            // An invocation the scheduler cannot make (throttled) is retried for an hour at most.
            // A run that fails is retried by Lambda; both are safe: a digest is claimed per
            // student and week, a trial notice once per trial.
            retryPolicy: { maximumEventAgeInSeconds: 3600, maximumRetryAttempts: 5 },
          },
        });
      }
      // SES reviews an account whose bounce rate reaches 5% or complaint rate 0.1%, and may pause
      // its sending at 10% or 0.5%: the operator hears well before.
      const reputation = (metricName: string) =>
        new cloudwatch.Metric({ namespace: "AWS/SES", metricName, period: Duration.hours(1), statistic: "Maximum" });
      alarm("MailBounceRate", "SES bounce rate above 4% (SES reviews the account at 5%)", reputation("Reputation.BounceRate"), 0.04);
      alarm("MailComplaintRate", "SES complaint rate above 0.08% (SES reviews the account at 0.1%)", reputation("Reputation.ComplaintRate"), 0.0008);
      mail.identity.dkimRecords.forEach((r, i) => {
        new CfnOutput(this, `MailDkim${i + 1}`, { value: `${r.name} CNAME ${r.value}`, description: "An Easy DKIM record to add to the mail domain's DNS" });
      });
      new CfnOutput(this, "MailConfigurationSet", { value: mail.configurationSet.configurationSetName });
    }

    const throttles = [...tables.entries()].map(([name, t]) =>
      t.metric("ThrottledRequests", { period: fiveMinutes, statistic: "Sum", label: name }),
    );
    // An alarm's math may name at most 10 metrics: one alarm per 10 tables.
    for (let first = 0; first < throttles.length; first += 10) {
      const group = throttles.slice(first, first + 10);
      const anyThrottle = new cloudwatch.MathExpression({
        expression: group.map((_, i) => `t${i}`).join(" + "),
        usingMetrics: Object.fromEntries(group.map((m, i) => [`t${i}`, m])),
        period: fiveMinutes,
      });
      alarm(first === 0 ? "TableThrottles" : `TableThrottles${first / 10 + 1}`, "DynamoDB is throttling requests", anyThrottle, 1);
    }
    const sum = { period: fiveMinutes, statistic: "Sum" };
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "Requests", left: [api.metricCount(sum)], width: 8 }),
      new cloudwatch.GraphWidget({ title: "API errors", left: [api.metricClientError(sum), api.metricServerError(sum)], width: 8 }),
      new cloudwatch.GraphWidget({ title: "Stripe webhook failures", left: [webhookFailures], width: 8 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: "Function errors", left: functionErrors, width: 8 }),
      new cloudwatch.GraphWidget({ title: "p99 duration per function (ms)", left: functionP99, width: 8 }),
      new cloudwatch.GraphWidget({ title: "DynamoDB throttles", left: throttles, width: 8 }),
    );

    // -- sign-in and sign-up limits -----------------------------------------------------------
    // They go straight from the browser to Cognito, so the functions' limits cannot see them: a
    // WAF web ACL on the user pool blocks an address past its budget with a 429 (WAF cannot send
    // a plain Retry-After: it prefixes custom headers with `x-amzn-waf-`).
    const rateRule = (name: string, priority: number, target: string, limit: number): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: "tooMany" } } },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: "IP",
          limit,
          evaluationWindowSec: 300,
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { singleHeader: { Name: "x-amz-target" } },
              positionalConstraint: "EXACTLY",
              searchString: `AWSCognitoIdentityProviderService.${target}`,
              textTransformations: [{ priority: 0, type: "NONE" }],
            },
          },
        },
      },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true },
    });
    const tooMany = { code: "TOO_MANY_REQUESTS", message: "Too many attempts. Please wait a few minutes and try again." };
    const authAcl = new wafv2.CfnWebACL(this, "AuthLimits", {
      scope: "REGIONAL",
      defaultAction: { allow: {} },
      customResponseBodies: { tooMany: { contentType: "APPLICATION_JSON", content: JSON.stringify(tooMany) } },
      rules: [
        rateRule("SignIn", 0, "InitiateAuth", AUTH_LIMITS.signIn),
        rateRule("SignInAnswer", 1, "RespondToAuthChallenge", AUTH_LIMITS.signIn),
        rateRule("SignUp", 2, "SignUp", AUTH_LIMITS.signUp),
        rateRule("PasswordReset", 3, "ForgotPassword", AUTH_LIMITS.signUp),
      ],
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: `seven-${props.stage}-auth`, sampledRequestsEnabled: true },
    });
    new wafv2.CfnWebACLAssociation(this, "AuthLimitsOnPool", { resourceArn: pool.userPoolArn, webAclArn: authAcl.attrArn });

    // The site's run-time configuration comes from this stack's outputs.
    new s3deploy.BucketDeployment(this, "SiteFiles", {
      sources: [
        s3deploy.Source.asset(props.siteDir),
        s3deploy.Source.jsonData("config.json", {
          apiUrl: api.apiEndpoint,
          cognito: { userPoolId: pool.userPoolId, userPoolClientId: client.userPoolClientId, authFlowType: "USER_SRP_AUTH" },
          stripe: { publishableKey: props.settings.stripePublishableKey },
        }),
      ],
      destinationBucket: siteBucket,
      distribution: site,
      distributionPaths: ["/*"],
    });

    new CfnOutput(this, "SiteUrl", { value: siteUrl });
    new CfnOutput(this, "ApiUrl", { value: api.apiEndpoint });
    new CfnOutput(this, "UserPoolId", { value: pool.userPoolId });
    new CfnOutput(this, "UserPoolClientId", { value: client.userPoolClientId });
    new CfnOutput(this, "StripeSecretName", { value: stripeSecret.secretName });
    new CfnOutput(this, "StripeWebhookUrl", { value: `${api.apiEndpoint}/api/v2/payments/stripe-webhook` });

    // -- AWS Solutions checks (cdk-nag, infra/test/nag.test.ts): what is acknowledged, and why ----
    // How cdk-nag writes a value in a finding: a deploy-time value as `<AWS::…>`.
    const plain = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);
    const ack = (scope: Construct, rule: string, reason: string) =>
      Validations.of(scope).acknowledge({ id: `AwsSolutions::AwsSolutions-${rule}`, reason });
    for (const fn of functions) {
      ack(fn, "IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        "AWS's minimal logging policy (create stream, put events): the function writes only its own log group.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(tables.get("users")?.node.defaultChild as dynamodb.CfnGlobalTable)}.Arn>/index/*]`,
        "The users table's one index (byEmail); table grants name the table's indexes as a pattern.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(tables.get("answers")?.node.defaultChild as dynamodb.CfnGlobalTable)}.Arn>/index/*]`,
        "The answers table's one index (byQueue, the marking desk's queue); table grants name the table's indexes as a pattern.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(contentBucket.node.defaultChild as s3.CfnBucket)}.Arn>/*]`,
        "Signs read URLs for study files: which file a caller may read is decided in the function (entitlement).");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(contentBucket.node.defaultChild as s3.CfnBucket)}.Arn>/uploads/*]`,
        "Staff uploads land under uploads/ with generated names; the function signs and checks them there only.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(contentBucket.node.defaultChild as s3.CfnBucket)}.Arn>/answers/*]`,
        "Students' diagrams land under answers/{their id}/ with generated names; the function signs and checks them there only.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(contentBucket.node.defaultChild as s3.CfnBucket)}.Arn>/${PENDING_PREFIX}answers/*]`,
        "Students' diagram uploads wait under pending/answers/{their id}/ with generated names until a draft claims them; the lifecycle rule removes the rest.");
      ack(fn, `IAM5[Resource::<${this.getLogicalId(contentBucket.node.defaultChild as s3.CfnBucket)}.Arn>/exports/*]`,
        "Students' downloads are written under exports/{their id}/ and removed with their account (functions/privacy).");
    }
    for (const route of api.node.children) {
      const path = route.node.id;
      if (!path.includes("--api--")) continue;
      ack(route, "APIG4", path.includes("stripe-webhook")
        ? "Stripe calls it without a token; every event's Stripe-Signature is verified in the function."
        : path.includes("email--unsubscribe")
          ? "One-click unsubscribe (RFC 8058): mail programs post it without signing in; the token is HMAC-signed for one student and one kind of message, verified in the function."
          : "The Quiz Challenge is open to guests (spec 03); a token is verified when sent, and games are rate-limited per client.");
    }
    ack(pool, "COG1", "12 characters minimum without composition rules, as NIST SP 800-63B advises (spec 01).");
    ack(pool, "COG2", "TOTP for everyone who turns it on; Cognito cannot require MFA per group, so the staff API refuses staff whose account has no TOTP (AdminGetUser; docs/deploy.md).");
    ack(pool, "COG8", "The Lite plan (docs/cost.md): threat protection costs several times as much per user; WAF limits sign-in and sign-up.");
    ack(site, "CFR1", "Students sign up from anywhere: no country is excluded.");
    ack(site, "CFR2", "The CDN serves static files only; the API and the user pool carry the rate limits (functions and WAF).");
    ack(site, "CFR4", "The default CloudFront certificate cannot pin TLS 1.2; a stage with its own domain and certificate can.");
    ack(stripeSecret, "SMG4", "Stripe keys are rolled in Stripe's dashboard, then written here; functions pick them up within 5 minutes.");
    if (mail) {
      ack(mail.linkKey, "SMG4", "The unsubscribe links' key: rotating it voids every link in mail already sent (RFC 8058 one-click), so it is rotated by hand only if it leaks (docs/deploy.md).");
    }
    // CDK's own helpers: the site upload and the promo-code writer (one shared function each).
    for (const helper of this.node.children.filter((c) => /^(Custom::CDKBucketDeployment|AWS679f53fac002430cb0da5b7982bd2287)/.test(c.node.id))) {
      for (const rule of [
        "IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
        "L1",
        "IAM5[Action::s3:Abort*]",
        "IAM5[Action::s3:DeleteObject*]",
        "IAM5[Action::s3:GetBucket*]",
        "IAM5[Action::s3:GetObject*]",
        "IAM5[Action::s3:List*]",
        "IAM5[Resource::*]",
        `IAM5[Resource::<${this.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket)}.Arn>/*]`,
        `IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${plain(this.account, "AWS::AccountId")}-${plain(this.region, "AWS::Region")}/*]`,
      ]) {
        ack(helper, rule, "CDK's own deployment helper (site upload, promo-code writer): its runtime and grants are CDK's.");
      }
    }
  }
}
