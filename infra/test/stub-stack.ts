// The stack as the tests build it: stand-ins for the build outputs (synthesis only needs the
// folders to exist) and a test stage's settings.

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import type { App } from "aws-cdk-lib";

import { FUNCTIONS } from "../lib/functions";
import { SevenStack } from "../lib/seven-stack";
import type { StageSettings } from "../lib/settings";

/** A test stage's settings: e-mail on (as the CI stage has it) unless `settings` says otherwise. */
export function stubStack(app: App, stage: string, region = "us-east-1", settings: Partial<StageSettings> = {}): SevenStack {
  const dir = mkdtempSync(join(tmpdir(), "seven-synth-"));
  for (const fn of FUNCTIONS) {
    mkdirSync(join(dir, "lambda", fn.name), { recursive: true });
    writeFileSync(join(dir, "lambda", fn.name, "bootstrap"), "");
  }
  mkdirSync(join(dir, "site"));
  writeFileSync(join(dir, "site", "index.html"), "<!doctype html>");
  return new SevenStack(app, `Seven-${stage}`, {
    stage,
    lambdaDir: join(dir, "lambda"),
    siteDir: join(dir, "site"),
    root: resolve(__dirname, "../.."),
    settings: { stripePublishableKey: "pk_test_123", alarmEmail: "ops@example.com", mailDomain: "mail.example.com", ...settings },
    env: { account: "123456789012", region },
  });
}
