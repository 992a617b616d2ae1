// A template for `sam local start-api` (README "sam local"): the same functions and routes as the
// cloud stack, with a plain CORS origin (SAM CLI cannot read the cloud's computed one), no JWT
// authorizer (SAM skips it; the functions verify tokens themselves), and an environment that
// points at the local emulators of `make dev` — never at a stage's tables. The function containers
// run on the host's network (`make sam`, scripts/sam_local.py), so the emulators' loopback
// addresses are used as they are.

import { readFileSync } from "node:fs";
import { join } from "node:path";

import { Duration, Stack, type StackProps } from "aws-cdk-lib";
import { CorsHttpMethod, HttpApi, HttpMethod } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";

import { FUNCTIONS, gatewayPath } from "./functions";

/** What `scripts/stack.py up --ready-file F` writes: the running emulators' addresses. */
type DevReady = { moto: string; stripe: string; poolId: string; clientId: string; tablePrefix: string };

export type SevenLocalStackProps = StackProps & {
  lambdaDir: string;
  /** The ready file of a running `make dev`, if any: its addresses go into the environment. */
  devReady?: string;
  architecture?: "arm64" | "x86_64";
};

export class SevenLocalStack extends Stack {
  constructor(scope: Construct, id: string, props: SevenLocalStackProps) {
    super(scope, id, props);
    const dev: DevReady = props.devReady
      ? (JSON.parse(readFileSync(props.devReady, "utf8")) as DevReady)
      : { moto: "http://127.0.0.1:5000", stripe: "http://127.0.0.1:8420", poolId: "us-east-1_local", clientId: "local", tablePrefix: "seven-local-" };
    const issuer = `https://cognito-idp.us-east-1.amazonaws.com/${dev.poolId}`;
    const environment = {
      AWS_ENDPOINT_URL: dev.moto,
      TABLE_PREFIX: dev.tablePrefix,
      CONTENT_BUCKET: "seven-local-content",
      S3_FORCE_PATH_STYLE: "1",
      COGNITO_ISSUER: issuer,
      COGNITO_CLIENT_ID: dev.clientId,
      COGNITO_JWKS_URL: `${dev.moto}/${dev.poolId}/.well-known/jwks.json`,
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_API_BASE: dev.stripe,
      STRIPE_WEBHOOK_SECRET: "whsec_local",
      RUST_LOG: "info",
    };
    const api = new HttpApi(this, "Api", {
      apiName: "seven-local",
      corsPreflight: {
        allowOrigins: ["http://127.0.0.1:3000"],
        allowHeaders: ["authorization", "content-type"],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.DELETE],
        maxAge: Duration.hours(1),
      },
    });
    // The HTTP functions only: a worker (functions.ts `worker`) has no routes to serve here.
    for (const spec of FUNCTIONS.filter((f) => !f.worker)) {
      const fn = new lambda.Function(this, `Fn-${spec.name}`, {
        runtime: lambda.Runtime.PROVIDED_AL2023,
        architecture: props.architecture === "arm64" ? lambda.Architecture.ARM_64 : lambda.Architecture.X86_64,
        handler: "bootstrap",
        code: lambda.Code.fromAsset(join(props.lambdaDir, spec.name)),
        memorySize: 256,
        timeout: Duration.seconds(10),
        environment,
      });
      const integration = new HttpLambdaIntegration(`Int-${spec.name}`, fn);
      for (const route of spec.routes) {
        api.addRoutes({ path: gatewayPath(route.path), methods: [HttpMethod[route.method]], integration });
      }
    }
  }
}
