// The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root (cdk.json).

import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { App } from "aws-cdk-lib";

import { SevenStack } from "../lib/seven-stack";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const app = new App();
const stage = String(app.node.tryGetContext("stage") ?? "prod");
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, "target");
const lambdaDir = resolve(root, String(app.node.tryGetContext("lambdaDir") ?? join(targetDir, "lambda")));
const siteDir = resolve(root, String(app.node.tryGetContext("siteDir") ?? "frontend/out"));

for (const [what, dir, how] of [
  ["Lambda binaries", lambdaDir, "make lambdas"],
  ["the built site", siteDir, "make site"],
] as const) {
  if (!existsSync(dir)) throw new Error(`${what} not found at ${dir}: run \`${how}\` first (or pass -c ...Dir=...)`);
}

new SevenStack(app, `Seven-${stage}`, {
  stage,
  lambdaDir,
  siteDir,
  root,
  stripePublishableKey: app.node.tryGetContext("stripePublishableKey") as string | undefined,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
app.synth();
