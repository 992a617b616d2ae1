// AWS Solutions checks (cdk-nag) on the whole stack: no unacknowledged error. Each acknowledgment
// is in lib/nag.ts with its reason.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";

import { stubStack } from "./stub-stack";

test("cdk-nag's AwsSolutions pack finds no unacknowledged error", () => {
  const dir = mkdtempSync(join(tmpdir(), "seven-nag-"));
  const app = new App({ outdir: join(dir, "out") });
  stubStack(app, "nag", "eu-west-1");
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  let report = "";
  try {
    app.synth();
  } catch (e) {
    report = String(e instanceof Error ? e.message : e);
  }
  expect(report).toBe("");
  type Violation = { ruleName: string; severity: string; reason?: string };
  const json = JSON.parse(readFileSync(join(dir, "out", "validation-report.json"), "utf8")) as {
    pluginReports: { pluginName: string; conclusion: string; violations: Violation[]; suppressedViolations: Violation[] }[];
  };
  const nag = json.pluginReports.find((r) => r.pluginName === "AwsSolutions");
  expect(nag?.conclusion).toBe("success");
  expect(nag?.violations.filter((v) => v.severity === "error")).toEqual([]);
  // Every acknowledgment says why.
  for (const v of nag?.suppressedViolations ?? []) expect(v.reason?.length, v.ruleName).toBeGreaterThan(20);
  // The real findings are fixed, not acknowledged: API and CDN access logs, bucket logs.
  const acknowledged = new Set(nag?.suppressedViolations.map((v) => v.ruleName));
  for (const fixed of ["AwsSolutions-APIG1", "AwsSolutions-CFR3", "AwsSolutions-S1", "AwsSolutions-COG3"]) {
    expect(acknowledged.has(fixed), fixed).toBe(false);
  }
});
