// The whole product in one stack: tables, buckets, user pool, one Lambda per function crate, the
// HTTP API, and the site on CloudFront. See README "Deploying".

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { CorsHttpMethod, HttpApi, HttpMethod, type CfnStage } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as cognito from "aws-cdk-lib/aws-cognito";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import * as s3 from "aws-cdk-lib/aws-s3";
import * as s3deploy from "aws-cdk-lib/aws-s3-deployment";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as cr from "aws-cdk-lib/custom-resources";
import type { Construct } from "constructs";

import { FUNCTIONS, gatewayPath, needsAuthorizer } from "./routes";

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
  /** Stripe's publishable key (public: it goes to the site's config.json). */
  stripePublishableKey?: string;
};

const ITEM_ACTIONS = [
  "dynamodb:GetItem",
  "dynamodb:BatchGetItem",
  "dynamodb:Query",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:BatchWriteItem",
  "dynamodb:ConditionCheckItem",
];

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
          deletionProtection: true,
          removalPolicy: RemovalPolicy.RETAIN,
          timeToLiveAttribute: t.timeToLive,
          globalSecondaryIndexes: (t.indexes ?? []).map((ix) => ({
            indexName: ix.name,
            partitionKey: str(ix.partitionKey),
            sortKey: ix.sortKey ? str(ix.sortKey) : undefined,
          })),
        }),
      );
    }

    const privateBucket = (name: string) =>
      new s3.Bucket(this, name, {
        blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
        encryption: s3.BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        versioned: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
    // Study files: private, served only through short-lived signed URLs.
    const contentBucket = privateBucket("ContentBucket");
    const siteBucket = privateBucket("SiteBucket");

    // -- identity -----------------------------------------------------------------------------
    const pool = new cognito.UserPool(this, "UserPool", {
      userPoolName: `seven-${props.stage}`,
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
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
      removalPolicy: RemovalPolicy.RETAIN,
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
      authFlows: { userSrp: true, userPassword: true },
      readAttributes: attributes,
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({
        email: true,
        givenName: true,
        familyName: true,
      }),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    new cognito.CfnUserPoolGroup(this, "StaffGroup", {
      userPoolId: pool.userPoolId,
      groupName: "staff",
      description: "Support staff: reply to students and run the catalogue",
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
    const authorizer = new HttpJwtAuthorizer("Cognito", issuer, { jwtAudience: [client.userPoolClientId] });

    new cloudwatch.Alarm(this, "Api5xx", {
      alarmDescription: "The API answered with 5xx errors",
      metric: api.metricServerError({ period: Duration.minutes(5), statistic: "Sum" }),
      threshold: 5,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    // Stripe's secret key and webhook signing secret: set once by the operator
    // (docs/payments.md), never in the template. Functions read them through CloudFormation's
    // dynamic reference at deploy time, into their (KMS-encrypted) environment.
    const stripeSecret = new secretsmanager.Secret(this, "StripeSecret", {
      secretName: `seven/${props.stage}/stripe`,
      description: "Stripe keys: {\"secretKey\": \"sk_...\", \"webhookSecret\": \"whsec_...\"}",
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: "", webhookSecret: "" }),
        generateStringKey: "unused",
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const stripeEnv = {
      STRIPE_SECRET_KEY: stripeSecret.secretValueFromJson("secretKey").unsafeUnwrap(),
      STRIPE_WEBHOOK_SECRET: stripeSecret.secretValueFromJson("webhookSecret").unsafeUnwrap(),
    };

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

    for (const spec of FUNCTIONS) {
      const logGroup = new logs.LogGroup(this, `Logs-${spec.name}`, {
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      const fn = new lambda.Function(this, `Fn-${spec.name}`, {
        runtime: lambda.Runtime.PROVIDED_AL2023,
        architecture: lambda.Architecture.ARM_64,
        handler: "bootstrap",
        code: lambda.Code.fromAsset(join(props.lambdaDir, spec.name)),
        memorySize: 256,
        timeout: Duration.seconds(10),
        logGroup,
        environment: {
          TABLE_PREFIX: prefix,
          COGNITO_ISSUER: issuer,
          COGNITO_CLIENT_ID: client.userPoolClientId,
          CONTENT_BUCKET: contentBucket.bucketName,
          RUST_LOG: "info",
          ...(spec.usesStripe ? stripeEnv : {}),
        },
      });
      if (spec.readsContent) {
        // Signing a GET URL needs the signer to be allowed to GET: objects only, nothing else.
        fn.addToRolePolicy(
          new iam.PolicyStatement({ actions: ["s3:GetObject"], resources: [contentBucket.arnForObjects("*")] }),
        );
      }
      if (spec.writesContent) {
        // Staff uploads: signing a PUT, and checking or removing what arrived, under uploads/ only.
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ["s3:PutObject", "s3:DeleteObject"],
            resources: [contentBucket.arnForObjects("uploads/*")],
          }),
        );
      }
      // Least privilege: only the tables this function uses, and only the item actions the code
      // makes (no Scan: every request path is a key lookup or a query).
      for (const name of spec.tables) {
        const table = tables.get(name);
        if (!table) throw new Error(`${spec.name} uses unknown table ${name}`);
        table.grant(fn, ...ITEM_ACTIONS);
      }
      const integration = new HttpLambdaIntegration(`Int-${spec.name}`, fn);
      for (const route of spec.routes) {
        api.addRoutes({
          path: gatewayPath(route.path),
          methods: [HttpMethod[route.method]],
          integration,
          authorizer: needsAuthorizer(route.path) ? authorizer : undefined,
        });
      }
      new cloudwatch.Alarm(this, `Throttles-${spec.name}`, {
        alarmDescription: `${spec.name} Lambda is being throttled`,
        metric: fn.metricThrottles({ period: Duration.minutes(5), statistic: "Sum" }),
        threshold: 1,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
    }

    // The site's run-time configuration comes from this stack's outputs.
    new s3deploy.BucketDeployment(this, "SiteFiles", {
      sources: [
        s3deploy.Source.asset(props.siteDir),
        s3deploy.Source.jsonData("config.json", {
          apiUrl: api.apiEndpoint,
          cognito: { userPoolId: pool.userPoolId, userPoolClientId: client.userPoolClientId, authFlowType: "USER_SRP_AUTH" },
          stripe: { publishableKey: props.stripePublishableKey ?? "" },
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
  }
}
