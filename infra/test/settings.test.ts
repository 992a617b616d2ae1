// Per-stage settings are checked before anything is built: `make deploy` with a missing value
// stops with a message naming it, before the Lambda build and the synth.

import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { SettingsError, stageSettings } from "../lib/settings";

const root = resolve(__dirname, "../..");

function stagesFile(stages: Record<string, unknown>): string {
  const file = join(mkdtempSync(join(tmpdir(), "seven-stages-")), "stages.json");
  writeFileSync(file, JSON.stringify(stages));
  return file;
}

test("complete settings are read; each missing or malformed value is named", () => {
  const ok = { stripePublishableKey: "pk_live_abc", alarmEmail: "ops@example.com" };
  expect(stageSettings(stagesFile({ prod: ok }), "prod")).toMatchObject(ok);
  expect(() => stageSettings(stagesFile({ prod: ok }), "staging")).toThrow(/No settings for stage "staging"/);
  expect(() => stageSettings(stagesFile({ prod: { ...ok, stripePublishableKey: "" } }), "prod")).toThrow(/stripePublishableKey/);
  expect(() => stageSettings(stagesFile({ prod: { ...ok, stripePublishableKey: "sk_live_oops" } }), "prod")).toThrow(SettingsError);
  expect(() => stageSettings(stagesFile({ prod: { ...ok, alarmEmail: undefined } }), "prod")).toThrow(/alarmEmail/);
  expect(() => stageSettings("/nonexistent/stages.json", "prod")).toThrow(/missing/);
});

test("e-mail is optional: a mailDomain, when given, must be a domain name", () => {
  const ok = { stripePublishableKey: "pk_live_abc", alarmEmail: "ops@example.com" };
  expect(stageSettings(stagesFile({ prod: ok }), "prod").mailDomain).toBeUndefined();
  expect(stageSettings(stagesFile({ prod: { ...ok, mailDomain: "mail.example.com" } }), "prod").mailDomain).toBe("mail.example.com");
  for (const bad of ["", "example", "hello@example.com", "https://example.com", "Mail.Example.com", "example.com.", "-x.example.com"]) {
    expect(() => stageSettings(stagesFile({ prod: { ...ok, mailDomain: bad } }), "prod"), bad).toThrow(/mailDomain/);
  }
  // The CI stage synthesizes with e-mail on, so `make test-infra` covers it.
  expect(stageSettings(join(root, "infra/test/stages.ci.json"), "ci").mailDomain).toBe("mail.example.com");
});

test("make deploy with a missing setting stops before building or synthesizing, with the message", () => {
  const file = stagesFile({ ci: { stripePublishableKey: "pk_test_ci" } });
  const run = spawnSync("make", ["--no-print-directory", "deploy", "STAGE=ci", `STAGES_FILE=${file}`], {
    cwd: root,
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain(`Missing stage settings in ${file} → "ci": alarmEmail (where alarms are e-mailed).`);
  const output = run.stdout + run.stderr;
  expect(output).not.toContain("cargo lambda");
  expect(output).not.toContain("cdk deploy");
});

test("the committed stages file names every setting a deploy needs", () => {
  const out = execFileSync("node", ["-e", "console.log(JSON.stringify(require(process.argv[1])))", join(root, "infra/stages.json")], { encoding: "utf8" });
  const prod = (JSON.parse(out) as Record<string, Record<string, unknown>>).prod;
  expect(Object.keys(prod ?? {})).toEqual(expect.arrayContaining(["stripePublishableKey", "alarmEmail"]));
});
