// Assertions on the synthesized template: every route reaches a function, /private and /admin
// routes carry the JWT authorizer, each function touches only its own tables with data actions,
// everything at rest is encrypted, and e-mail goes only from the functions that send it.

import { App } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";

import { FUNCTIONS, PENDING_PREFIX, gatewayPath, needsAuthorizer } from "../lib/functions";
import { MAIL_SCHEDULES, MAIL_TIME_ZONE, WORKER_SCHEDULES } from "../lib/seven-stack";
import { stubStack } from "./stub-stack";

type Resource = { Type: string; Properties: Record<string, unknown> };

let template: Template;

beforeAll(() => {
  template = Template.fromStack(stubStack(new App(), "test"));
});

const resources = (type: string) => Object.entries(template.findResources(type)) as [string, Resource][];

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };
/** The statements of the policies attached to function `name`'s role. */
const statementsOf = (name: string): Statement[] =>
  resources("AWS::IAM::Policy")
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"Fn${name.replace(/[^A-Za-z0-9]/g, "")}ServiceRole`))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
/** Function `name`'s environment variables. */
const envOf = (name: string): Record<string, unknown> => {
  const found = resources("AWS::Lambda::Function").find(([id]) => id.startsWith(`Fn${name.replace(/[^A-Za-z0-9]/g, "")}`) && !id.includes("ServiceRole"));
  return (found?.[1].Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables ?? {};
};
const logicalId = (type: string, prefix: string) => {
  const ids = resources(type).map(([id]) => id).filter((id) => id.startsWith(prefix));
  expect(ids, `${type} ${prefix}`).toHaveLength(1);
  return ids[0] ?? "";
};

test("every spec route is mapped, to its own function, with the authorizer where needed", () => {
  const routes = resources("AWS::ApiGatewayV2::Route").map(([, r]) => r.Properties);
  for (const fn of FUNCTIONS) {
    for (const route of fn.routes) {
      const found = routes.find((r) => r.RouteKey === `${route.method} ${gatewayPath(route.path)}`);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      expect(found?.AuthorizationType).toBe(needsAuthorizer(route) ? "JWT" : "NONE");
      const target = JSON.stringify(found?.Target);
      expect(target).toContain(`Int${fn.name.replace(/[^A-Za-z0-9]/g, "")}`);
    }
  }
  expect(routes).toHaveLength(FUNCTIONS.flatMap((f) => f.routes).length);
  // Whatever the manifest says, a signed-in area is never open at the gateway.
  for (const r of routes.filter((r) => /^\w+ \/(private|admin)\//.test(String(r.RouteKey)))) {
    expect(r.AuthorizationType, String(r.RouteKey)).toBe("JWT");
  }
  expect(routes.filter((r) => r.AuthorizationType === "JWT").length).toBeGreaterThan(70);
});

test("the API uses the $default stage with throttling", () => {
  template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
    StageName: "$default",
    AutoDeploy: true,
    DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
  });
  template.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
    AuthorizerType: "JWT",
    IdentitySource: ["$request.header.Authorization"],
  });
});

test("functions are Rust on Graviton with their log retention", () => {
  const fns = resources("AWS::Lambda::Function").filter(([id]) => id.startsWith("Fn"));
  expect(fns).toHaveLength(FUNCTIONS.length);
  for (const [, fn] of fns) {
    expect(fn.Properties.Runtime).toBe("provided.al2023");
    expect(fn.Properties.Architectures).toEqual(["arm64"]);
    expect(fn.Properties.Handler).toBe("bootstrap");
  }
  template.allResourcesProperties("AWS::Logs::LogGroup", { RetentionInDays: 30 });
});

test("no function can touch a table it does not use, and no data action is a wildcard", () => {
  const tableIds = new Map(resources("AWS::DynamoDB::GlobalTable").map(([id, r]) => [id, r.Properties.TableName]));
  for (const [, policy] of resources("AWS::IAM::Policy")) {
    const doc = policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
    const roles = JSON.stringify(policy.Properties.Roles);
    const fn = FUNCTIONS.find((f) => roles.includes(`Fn${f.name}`));
    if (!fn) continue; // CDK's own deployment helpers
    for (const st of doc.Statement) {
      const actions = ([] as string[]).concat(st.Action);
      for (const a of actions) {
        expect(a.includes("*"), `${fn.name}: ${a}`).toBe(false);
        expect(a, `${fn.name} may scan`).not.toBe("dynamodb:Scan");
      }
      if (!actions.some((a) => a.startsWith("dynamodb:"))) continue;
      const resourcesText = JSON.stringify(st.Resource);
      expect(resourcesText).not.toBe('"*"');
      for (const [id] of tableIds) {
        const logical = id.replace(/^Table/, "").replace(/[A-F0-9]{8}$/, "");
        const uses = Object.keys(fn.tables).some((t) => logical.toLowerCase() === t.replace(/-/g, "").toLowerCase());
        if (!uses) expect(resourcesText, `${fn.name} reaches ${id}`).not.toContain(id);
      }
    }
  }
});

test("only the functions that sign file URLs can read the content bucket, and uploads write under their own prefix only", () => {
  for (const [, policy] of resources("AWS::IAM::Policy")) {
    const roles = JSON.stringify(policy.Properties.Roles);
    const fn = FUNCTIONS.find((f) => roles.includes(`Fn${f.name}`));
    if (!fn) continue;
    const text = JSON.stringify(policy.Properties.PolicyDocument);
    expect(text.includes("ContentBucket"), fn.name).toBe(Boolean(fn.readsContent));
    if (fn.writesContent) {
      // Writes reach the function's upload prefix only: never the seeded or published objects elsewhere.
      expect(text).toMatch(/s3:PutObject/);
      const doc = policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
      const statements = doc.Statement;
      for (const s of statements.filter((s) => JSON.stringify(s.Action).match(/s3:(Put|Delete)/))) {
        expect(JSON.stringify(s.Resource), fn.name).toContain(`/${fn.writesContent}*`);
      }
    } else if (fn.erasesAccounts) {
      // The privacy worker writes downloads under exports/ and erases a student's objects under
      // answers/ and exports/ only (docs/privacy.md).
      const doc = policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] };
      for (const s of doc.Statement.filter((s) => JSON.stringify(s.Action).match(/s3:(Put|Delete)/))) {
        expect(JSON.stringify(s.Resource), fn.name).toMatch(/\/(answers|exports)\/\*/);
        expect(JSON.stringify(s.Resource), fn.name).not.toMatch(/uploads/);
      }
    } else {
      expect(text, fn.name).not.toMatch(/s3:(Put|Delete)/);
    }
  }
});

test("uploads nobody claimed leave the content bucket within a day, every version; drafts claim them out of pending/", () => {
  const [, bucket] = resources("AWS::S3::Bucket").find(([id]) => id.startsWith("ContentBucket")) ?? [];
  expect(bucket?.Properties.VersioningConfiguration).toEqual({ Status: "Enabled" });
  const rules = (bucket?.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
  expect(rules).toContainEqual({
    Id: "pending-uploads",
    Prefix: PENDING_PREFIX,
    Status: "Enabled",
    ExpirationInDays: 1,
    NoncurrentVersionExpiration: { NoncurrentDays: 1 },
  });
  // Only pending/ and exports/ expire: nothing removes a diagram a draft or an answer keeps.
  expect(rules.map((r) => r.Prefix).sort()).toEqual(["exports/", PENDING_PREFIX]);
  // The marking function signs students' uploads under pending/answers/, reads and removes the
  // versions there, and writes only the claimed copy under answers/.
  const marking = statementsOf("marking").filter((s) => JSON.stringify(s.Action).includes("s3:"));
  const on = (prefix: string) => marking.filter((s) => JSON.stringify(s.Resource).includes(`"/${prefix}*"`)).flatMap((s) => s.Action);
  expect(on(`${PENDING_PREFIX}answers/`)).toEqual(
    expect.arrayContaining(["s3:PutObject", "s3:GetObjectVersion", "s3:DeleteObject", "s3:DeleteObjectVersion"]),
  );
  expect(on("answers/")).toEqual(expect.arrayContaining(["s3:PutObject"]));
  expect(on("answers/")).not.toContain("s3:DeleteObjectVersion");
  // An erased student's pending uploads go with the rest of their objects.
  const privacy = statementsOf("privacy").filter((s) => JSON.stringify(s.Action).includes("s3:DeleteObjectVersion"));
  expect(JSON.stringify(privacy)).toContain(`/${PENDING_PREFIX}answers/*`);
});

test("data at rest is encrypted and recoverable", () => {
  for (const [, table] of resources("AWS::DynamoDB::GlobalTable")) {
    expect(table.Properties.SSESpecification).toMatchObject({ SSEEnabled: true, SSEType: "KMS" });
    const replicas = table.Properties.Replicas as { PointInTimeRecoverySpecification?: unknown; DeletionProtectionEnabled?: boolean }[];
    expect(replicas[0]?.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  }
  for (const [, bucket] of resources("AWS::S3::Bucket")) {
    expect(JSON.stringify(bucket.Properties.BucketEncryption)).toContain("AES256");
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  }
});

test("the user pool takes email usernames, 12-character passwords and given/family names", () => {
  template.hasResourceProperties("AWS::Cognito::UserPool", {
    UsernameAttributes: ["email"],
    AutoVerifiedAttributes: ["email"],
    Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 12 }) },
    Schema: Match.arrayWith([
      Match.objectLike({ Name: "given_name", Required: true }),
      Match.objectLike({ Name: "family_name", Required: true }),
    ]),
  });
  template.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "staff" });
  template.hasResourceProperties("AWS::Cognito::UserPoolClient", {
    ReadAttributes: Match.arrayWith(["email", "family_name", "given_name"]),
  });
});

test("Stripe keys are read at run time from the stack's secret, only by the functions that pay", () => {
  const fns = resources("AWS::Lambda::Function").map(([, r]) => r.Properties as { Environment?: { Variables?: Record<string, unknown> } });
  const withSecret = fns.filter((f) => f.Environment?.Variables?.STRIPE_SECRET_ID !== undefined);
  expect(withSecret).toHaveLength(FUNCTIONS.filter((f) => f.usesStripe).length);
  // Never the key itself, nor a dynamic reference resolved (once) at deploy time.
  const text = JSON.stringify(template.toJSON());
  expect(text).not.toContain("resolve:secretsmanager");
  expect(text).not.toContain("STRIPE_SECRET_KEY");
  template.hasResourceProperties("AWS::SecretsManager::Secret", { Name: "seven/test/stripe" });
});

test("the standard promo codes are created where missing", () => {
  const puts = resources("Custom::AWS").map(([, r]) => JSON.stringify(r.Properties));
  for (const code of ["18FOR7", "GETYOUR7"]) {
    expect(puts.some((p) => p.includes(`PROMO#${code}`) && p.includes("attribute_not_exists(pk)"))).toBe(true);
  }
});

test("the user pool is on the Lite plan (docs/cost.md)", () => {
  template.hasResourceProperties("AWS::Cognito::UserPool", { UserPoolTier: "LITE" });
});

test("the site sends the security headers of shared/site-headers.json", () => {
  const policies = resources("AWS::CloudFront::ResponseHeadersPolicy");
  expect(policies).toHaveLength(1);
  const text = JSON.stringify(policies[0]?.[1].Properties);
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "https://js.stripe.com"]) {
    expect(text).toContain(directive);
  }
  expect(text).toContain("Permissions-Policy");
  expect(text).toContain("StrictTransportSecurity");
  expect(text).not.toMatch(/\{(stripeJs|stripeApi|stripeFrames|api|auth|files)\}/);
  const dist = resources("AWS::CloudFront::Distribution")[0]?.[1];
  expect(JSON.stringify(dist?.Properties)).toContain("ResponseHeadersPolicyId");
});

test("a failed first deploy can be run again: stateful resources are removed on its rollback, kept after", () => {
  for (const type of ["AWS::DynamoDB::GlobalTable", "AWS::SecretsManager::Secret", "AWS::Cognito::UserPool", "AWS::S3::Bucket"]) {
    const found = Object.values(template.findResources(type)) as { DeletionPolicy?: string; UpdateReplacePolicy?: string }[];
    expect(found.length, type).toBeGreaterThan(0);
    for (const r of found) {
      expect(r.DeletionPolicy, type).toBe("RetainExceptOnCreate");
      expect(r.UpdateReplacePolicy, type).toBe("Retain");
    }
  }
});

test("every alarm tells the stage's operator, by e-mail", () => {
  template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@example.com" });
  const alarms = resources("AWS::CloudWatch::Alarm");
  for (const [id, a] of alarms) expect((a.Properties.AlarmActions as unknown[] | undefined)?.length, id).toBe(1);
  for (const fn of FUNCTIONS) {
    const clean = fn.name.replace(/[^A-Za-z0-9]/g, "");
    for (const kind of ["Errors", "P99", "Throttles"]) {
      expect(alarms.some(([id]) => id.startsWith(`${kind}${clean}`)), `${kind} ${fn.name}`).toBe(true);
    }
  }
  expect(alarms.some(([id]) => id.startsWith("WebhookFailed"))).toBe(true);
  expect(alarms.some(([id]) => id.startsWith("TableThrottles"))).toBe(true);
  expect(resources("AWS::CloudWatch::Dashboard")).toHaveLength(1);
});

test("the API logs each request as JSON with the request id the functions log", () => {
  const stage = resources("AWS::ApiGatewayV2::Stage")[0]?.[1].Properties as { AccessLogSettings: { Format: string } };
  const format = JSON.parse(stage.AccessLogSettings.Format) as Record<string, string>;
  expect(format.requestId).toBe("$context.requestId");
  expect(format.status).toBe("$context.status");
  const dist = resources("AWS::CloudFront::Distribution")[0]?.[1].Properties as { DistributionConfig: { Logging?: unknown } };
  expect(dist.DistributionConfig.Logging).toBeDefined();
  const logged = resources("AWS::S3::Bucket").filter(([, b]) => b.Properties.LoggingConfiguration !== undefined);
  expect(logged.map(([id]) => id.replace(/[A-F0-9]{8}$/, "")).sort()).toEqual(["ContentBucket", "SiteBucket"]);
});

test("the public function's concurrency is reserved and capped; the clocked workers run one at a time; others share the account's", () => {
  const fns = resources("AWS::Lambda::Function").filter(([id]) => id.startsWith("Fn"));
  for (const [id, fn] of fns) {
    const expected = id.startsWith("Fnquizchallenge") ? 20 : /^Fn(privacy|fit)/.test(id) ? 1 : undefined;
    expect(fn.Properties.ReservedConcurrentExecutions, id).toBe(expected);
  }
});

test("sign-in and sign-up are rate-limited per address by WAF on the user pool", () => {
  const acl = resources("AWS::WAFv2::WebACL")[0]?.[1].Properties as { Scope: string; Rules: { Name: string; Statement: { RateBasedStatement: { Limit: number; AggregateKeyType: string } }; Action: unknown }[] };
  expect(acl.Scope).toBe("REGIONAL");
  const names = acl.Rules.map((r) => r.Name);
  expect(names).toEqual(expect.arrayContaining(["SignIn", "SignUp"]));
  for (const r of acl.Rules) {
    expect(r.Statement.RateBasedStatement.AggregateKeyType).toBe("IP");
    expect(JSON.stringify(r.Action)).toContain('"ResponseCode":429');
  }
  const assoc = resources("AWS::WAFv2::WebACLAssociation")[0]?.[1].Properties;
  expect(JSON.stringify(assoc?.ResourceArn)).toContain("UserPool");
});

test("identity: no user enumeration, SRP only, verified e-mail changes, TOTP available", () => {
  template.hasResourceProperties("AWS::Cognito::UserPoolClient", {
    PreventUserExistenceErrors: "ENABLED",
    ExplicitAuthFlows: ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
  });
  template.hasResourceProperties("AWS::Cognito::UserPool", {
    UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ["email"] },
    MfaConfiguration: "OPTIONAL",
    EnabledMfas: ["SOFTWARE_TOKEN_MFA"],
  });
});

test("staff MFA: only the functions serving staff routes may ask the pool about an account, on the pool only", () => {
  const policies = resources("AWS::IAM::Policy");
  for (const fn of FUNCTIONS) {
    const own = policies.filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`Fn${fn.name.replace(/-/g, "")}`));
    const statements = own.flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
    // The password check and the erasing have their own statements (below): not these.
    const cognito = statements.filter(
      (st) => JSON.stringify(st.Action).includes("cognito-idp:") && !/AdminInitiateAuth|AdminDeleteUser|ListUsersInGroup/.test(JSON.stringify(st.Action)),
    );
    if (fn.checksStaffMfa) {
      expect(cognito, fn.name).toHaveLength(1);
      expect(cognito[0]?.Action, fn.name).toEqual([
        "cognito-idp:AdminGetUser",
        "cognito-idp:AdminListGroupsForUser",
        "cognito-idp:AdminUserGlobalSignOut",
      ]);
      expect(JSON.stringify(cognito[0]?.Resource), fn.name).toContain("UserPool");
    } else {
      expect(cognito, fn.name).toHaveLength(0);
    }
  }
  expect(FUNCTIONS.filter((f) => f.checksStaffMfa).map((f) => f.name).sort()).toEqual(["help", "marking", "staff"]);
  // Only users checks a password (AdminInitiateAuth); only the privacy worker deletes accounts.
  for (const fn of FUNCTIONS) {
    const own = policies.filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`Fn${fn.name.replace(/-/g, "")}`));
    const text = JSON.stringify(own.map(([, p]) => p.Properties.PolicyDocument));
    expect(text.includes("cognito-idp:AdminInitiateAuth"), fn.name).toBe(fn.name === "users");
    expect(text.includes("cognito-idp:AdminDeleteUser"), fn.name).toBe(fn.name === "privacy");
  }
});

test("least privilege: the public function only reads users; the staff may list only uploads/", () => {
  const policies = resources("AWS::IAM::Policy");
  const challenge = policies.find(([, p]) => JSON.stringify(p.Properties.Roles).includes("Fnquizchallenge"));
  const statements = (challenge?.[1].Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement;
  const onUsers = statements.filter((st) => JSON.stringify(st.Resource).includes("Tableusers"));
  expect(onUsers.length).toBeGreaterThan(0);
  for (const st of onUsers) {
    for (const a of ([] as string[]).concat(st.Action)) expect(["dynamodb:GetItem", "dynamodb:BatchGetItem"]).toContain(a);
  }
  const staff = policies.find(([, p]) => JSON.stringify(p.Properties.Roles).includes("Fnstaff"));
  expect(JSON.stringify(staff?.[1].Properties.PolicyDocument)).toMatch(/"s3:ListBucket".*"s3:prefix":\["uploads\/\*"\]/);
});

test("a worker has no routes; every other function has some", () => {
  const workers = FUNCTIONS.filter((f) => f.worker);
  expect(workers.map((f) => f.name)).toEqual(["mailer", "privacy", "fit"]);
  for (const fn of FUNCTIONS) expect(fn.routes.length > 0, fn.name).toBe(!fn.worker);
  const integrations = JSON.stringify(resources("AWS::ApiGatewayV2::Integration"));
  expect(integrations).not.toContain("Fnmailer");
  expect(integrations).not.toContain("Fnprivacy");
  expect(integrations).not.toContain("Fnfit");
  // The digest runs over every student: a worker may take up to 15 minutes, a request 10 s.
  const fns = resources("AWS::Lambda::Function").filter(([id]) => id.startsWith("Fn"));
  for (const [id, fn] of fns) expect(fn.Properties.Timeout, id).toBe(/^Fn(mailer|privacy|fit)/.test(id) ? 900 : 10);
});

test("e-mail: the domain signed with Easy DKIM, a configuration set that suppresses bounces and complaints over TLS only", () => {
  template.resourceCountIs("AWS::SES::EmailIdentity", 1);
  const identity = resources("AWS::SES::EmailIdentity")[0]?.[1].Properties ?? {};
  expect(identity.EmailIdentity).toBe("mail.example.com");
  // Easy DKIM is SES's default: no key of ours, no signing turned off.
  expect(identity.DkimSigningAttributes).toBeUndefined();
  expect(identity.DkimAttributes).toBeUndefined();
  expect(identity.MailFromAttributes).toEqual({ MailFromDomain: "bounce.mail.example.com" });
  const configSet = logicalId("AWS::SES::ConfigurationSet", "MailConfig");
  expect(identity.ConfigurationSetAttributes).toEqual({ ConfigurationSetName: { Ref: configSet } });
  template.hasResourceProperties("AWS::SES::ConfigurationSet", {
    Name: "seven-test",
    SuppressionOptions: { SuppressedReasons: ["BOUNCE", "COMPLAINT"] },
    DeliveryOptions: { TlsPolicy: "REQUIRE" },
  });
  // Its bounce and complaint events go to an SNS topic (TLS only) that only SES of this
  // configuration set may publish to, and the mailer function reads.
  const topic = logicalId("AWS::SNS::Topic", "MailEvents");
  template.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
    ConfigurationSetName: { Ref: configSet },
    EventDestination: { Enabled: true, MatchingEventTypes: ["bounce", "complaint"], SnsDestination: { TopicARN: { Ref: topic } } },
  });
  const topicPolicy = resources("AWS::SNS::TopicPolicy").find(([, p]) => JSON.stringify(p.Properties.Topics).includes(topic))?.[1];
  const policyText = JSON.stringify(topicPolicy?.Properties.PolicyDocument);
  expect(policyText).toContain('"aws:SecureTransport":"false"');
  expect(policyText).toContain('"Principal":{"Service":"ses.amazonaws.com"}');
  expect(policyText).toContain(`:configuration-set/",{"Ref":"${configSet}"}`);
  const mailer = logicalId("AWS::Lambda::Function", "Fnmailer");
  template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "lambda", TopicArn: { Ref: topic }, Endpoint: { "Fn::GetAtt": [mailer, "Arn"] } });
  template.hasResourceProperties("AWS::Lambda::Permission", { FunctionName: { "Fn::GetAtt": [mailer, "Arn"] }, Principal: "sns.amazonaws.com", SourceArn: { Ref: topic } });
  // The operator's DNS records and the SES reputation alarms.
  const outputs = Object.keys(template.toJSON().Outputs as object);
  expect(outputs).toEqual(expect.arrayContaining(["MailDkim1", "MailDkim2", "MailDkim3"]));
  const alarms = resources("AWS::CloudWatch::Alarm").map(([, a]) => a.Properties);
  for (const metric of ["Reputation.BounceRate", "Reputation.ComplaintRate"]) {
    expect(alarms.some((a) => a.MetricName === metric && a.Namespace === "AWS/SES"), metric).toBe(true);
  }
});

test("e-mail jobs: EventBridge Scheduler starts the mailer in Singapore time, with a role that may only invoke it", () => {
  const schedules = resources("AWS::Scheduler::Schedule").map(([, r]) => r.Properties as {
    ScheduleExpression: string;
    ScheduleExpressionTimezone: string;
    FlexibleTimeWindow: unknown;
    Target: { Arn: unknown; RoleArn: { "Fn::GetAtt": [string, string] }; Input: string };
  });
  // Besides the workers' own: the privacy worker's minute and the weekly fit.
  for (const job of WORKER_SCHEDULES) {
    const own = schedules.filter((s) => s.Target.Input === JSON.stringify(job.input));
    expect(own.map((s) => s.ScheduleExpression)).toEqual([job.expression]);
    expect(own[0]?.Target.Arn).toEqual({ "Fn::GetAtt": [logicalId("AWS::Lambda::Function", `Fn${job.fn}`), "Arn"] });
    schedules.splice(schedules.indexOf(own[0]!), 1);
  }
  expect(schedules).toHaveLength(2);
  const mailer = logicalId("AWS::Lambda::Function", "Fnmailer");
  const byJob = new Map(schedules.map((s) => [(JSON.parse(s.Target.Input) as { job: string }).job, s]));
  expect(byJob.get("digest")?.ScheduleExpression).toBe("cron(0 19 ? * SUN *)");
  expect(byJob.get("trial-endings")?.ScheduleExpression).toBe("cron(0 9 * * ? *)");
  expect(MAIL_SCHEDULES.map((j) => j.input.job).sort()).toEqual([...byJob.keys()].sort());
  expect(MAIL_TIME_ZONE).toBe("Asia/Singapore");
  for (const s of schedules) {
    expect(s.ScheduleExpressionTimezone).toBe("Asia/Singapore");
    expect(s.FlexibleTimeWindow).toEqual({ Mode: "OFF" });
    expect(s.Target.Arn).toEqual({ "Fn::GetAtt": [mailer, "Arn"] });
  }
  expect(byJob.get("digest")?.Target.Input).toBe('{"job":"digest"}');
  expect(byJob.get("trial-endings")?.Target.Input).toBe('{"job":"trial-endings"}');
  // One role for both, assumed by the scheduler of this account, allowed lambda:InvokeFunction on
  // the mailer (its ARN, no version wildcard) and nothing else.
  const roles = new Set(schedules.map((s) => s.Target.RoleArn["Fn::GetAtt"][0]));
  expect(roles.size).toBe(1);
  const role = [...roles][0] ?? "";
  const roleProps = (template.toJSON().Resources as Record<string, Resource>)[role]?.Properties as {
    AssumeRolePolicyDocument: unknown;
    Policies: { PolicyDocument: { Statement: Statement[] } }[];
    ManagedPolicyArns?: unknown;
  };
  const trust = JSON.stringify(roleProps.AssumeRolePolicyDocument);
  expect(trust).toContain('"Service":"scheduler.amazonaws.com"');
  expect(trust).toContain('"aws:SourceAccount"');
  expect(roleProps.ManagedPolicyArns).toBeUndefined();
  expect(resources("AWS::IAM::Policy").filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${role}"`))).toEqual([]);
  const statements = roleProps.Policies.flatMap((p) => p.PolicyDocument.Statement);
  expect(statements).toEqual([{ Action: "lambda:InvokeFunction", Effect: "Allow", Resource: { "Fn::GetAtt": [mailer, "Arn"] } }]);
});

test("only the functions that send e-mail may, from the stage's identity and configuration set only", () => {
  const identity = logicalId("AWS::SES::EmailIdentity", "MailIdentity");
  const configSet = logicalId("AWS::SES::ConfigurationSet", "MailConfig");
  const senders = FUNCTIONS.filter((f) => f.sendsMail).map((f) => f.name).sort();
  expect(senders).toEqual(["help", "mailer", "marking", "payments", "staff", "users"]);
  for (const fn of FUNCTIONS) {
    const ses = statementsOf(fn.name).filter((st) => JSON.stringify(st.Action).includes("ses:"));
    if (!fn.sendsMail) {
      expect(ses, fn.name).toEqual([]);
      continue;
    }
    expect(ses, fn.name).toHaveLength(1);
    // SES v2 SendEmail with raw content checks both actions; on exactly these two resources.
    expect(ses[0]?.Action, fn.name).toEqual(["ses:SendEmail", "ses:SendRawEmail"]);
    const res = ses[0]?.Resource as unknown[];
    expect(res, fn.name).toHaveLength(2);
    expect(JSON.stringify(res[0])).toMatch(new RegExp(`:ses:us-east-1:123456789012:identity/",\\{"Ref":"${identity}"\\}`));
    expect(JSON.stringify(res[1])).toMatch(new RegExp(`:ses:us-east-1:123456789012:configuration-set/",\\{"Ref":"${configSet}"\\}`));
  }
  // No one else in the stack may send (CDK's helpers, the scheduler's role).
  const allSes = resources("AWS::IAM::Policy").filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes("ses:Send"));
  expect(allSes).toHaveLength(senders.length);
});

test("the senders get the mail settings and read the links' key at run time; the key is never in the template", () => {
  const secret = logicalId("AWS::SecretsManager::Secret", "MailLinkKey");
  const props = template.toJSON().Resources[secret].Properties as { GenerateSecretString: Record<string, unknown>; SecretString?: unknown };
  // Generated by CloudFormation, from nothing in the template.
  expect(props.SecretString).toBeUndefined();
  expect(props.GenerateSecretString.SecretStringTemplate).toBeUndefined();
  expect(props.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(32);
  const api = logicalId("AWS::ApiGatewayV2::Api", "Api");
  const site = logicalId("AWS::CloudFront::Distribution", "Site");
  for (const fn of FUNCTIONS) {
    const env = envOf(fn.name);
    const mailVars = Object.keys(env).filter((k) => ["MAIL_FROM", "SITE_URL", "API_URL", "SES_CONFIGURATION_SET", "MAIL_SECRET_ID", "MAIL_SECRET"].includes(k));
    if (!fn.sendsMail) {
      expect(mailVars, fn.name).toEqual([]);
      continue;
    }
    expect(mailVars.sort(), fn.name).toEqual(["API_URL", "MAIL_FROM", "MAIL_SECRET_ID", "SES_CONFIGURATION_SET", "SITE_URL"]);
    expect(env.MAIL_FROM).toBe("Seven <hello@mail.example.com>");
    expect(env.SITE_URL).toEqual({ "Fn::Join": ["", ["https://", { "Fn::GetAtt": [site, "DomainName"] }]] });
    expect(env.API_URL).toEqual({ "Fn::GetAtt": [api, "ApiEndpoint"] });
    expect(env.SES_CONFIGURATION_SET).toEqual({ Ref: logicalId("AWS::SES::ConfigurationSet", "MailConfig") });
    // The secret's ARN, never its value (no dynamic reference resolved at deploy time either).
    expect(env.MAIL_SECRET_ID).toEqual({ Ref: secret });
    const reads = statementsOf(fn.name).filter((st) => JSON.stringify(st.Resource).includes(secret));
    expect(reads.map((st) => st.Action), fn.name).toEqual([["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"]]);
  }
  const readers = resources("AWS::IAM::Policy").filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes(`"Ref":"${secret}"`));
  expect(readers).toHaveLength(FUNCTIONS.filter((f) => f.sendsMail).length);
  const text = JSON.stringify(template.toJSON());
  expect(text).not.toContain("resolve:secretsmanager");
  expect(text).not.toMatch(/"MAIL_SECRET"/);
});

test("a stage without a mailDomain has no e-mail: no SES, no schedules, no mail settings", () => {
  const plain = Template.fromStack(stubStack(new App(), "nomail", "us-east-1", { mailDomain: undefined }));
  for (const type of ["AWS::SES::EmailIdentity", "AWS::SES::ConfigurationSet", "AWS::SES::ConfigurationSetEventDestination"]) {
    plain.resourceCountIs(type, 0);
  }
  // The workers' schedules only: no e-mail job.
  plain.resourceCountIs("AWS::Scheduler::Schedule", WORKER_SCHEDULES.length);
  const text = JSON.stringify(plain.toJSON());
  for (const s of ["MAIL_FROM", "SES_CONFIGURATION_SET", "MAIL_SECRET_ID", "ses:Send", "mail-link-key"]) expect(text).not.toContain(s);
  // The mailer still exists (and its mail table grants): it has nothing to do until e-mail is on.
  expect(Object.keys(plain.findResources("AWS::Lambda::Function")).some((id) => id.startsWith("Fnmailer"))).toBe(true);
});
