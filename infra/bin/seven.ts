// The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root (cdk.json).

import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { App } from "aws-cdk-lib";

import { SevenLocalStack } from "../lib/local-stack";
import { SevenStack } from "../lib/seven-stack";
import { stageSettings } from "../lib/settings";

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

if (app.node.tryGetContext("local")) {
  // `sam local start-api` (README): never a stage's names, and no stage settings needed.
  const devReady = app.node.tryGetContext("devReady") as string | undefined;
  new SevenLocalStack(app, "Seven-local", { lambdaDir, devReady: devReady && resolve(root, devReady) });
} else {
  new SevenStack(app, `Seven-${stage}`, {
    stage,
    lambdaDir,
    siteDir,
    root,
    settings: stageSettings(resolve(root, String(app.node.tryGetContext("stagesFile") ?? "infra/stages.json")), stage),
    architecture: app.node.tryGetContext("architecture") === "x86_64" ? "x86_64" : "arm64",
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
}
app.synth();
