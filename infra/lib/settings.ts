// Per-stage settings (infra/stages.json): what differs between stages and cannot be guessed. Read
// and checked before anything is built or synthesized, so a missing value stops `make deploy` with
// a message saying which, and where to put it.

import { existsSync, readFileSync } from "node:fs";

export type StageSettings = {
  /** Stripe's publishable key, `pk_live_…` or `pk_test_…` (public: it goes to the site's config.json). */
  stripePublishableKey: string;
  /** Where the stage's alarms are e-mailed (an SNS subscription the address must confirm). */
  alarmEmail: string;
  /** Optional: the site's own domain, for the operator's records and the docs (not wired yet). */
  domain?: string;
  /** Days the stage keeps function, API and CDN logs (default 30). */
  logRetentionDays?: number;
  /** Tables refuse deletion (default true). Off for a first deploy that may roll back (docs/deploy.md). */
  protectTables?: boolean;
  /** Lambda instances reserved for, and the most allowed to, the public Quiz Challenge (default 20). */
  publicConcurrency?: number;
  /** Optional: the domain e-mail is sent from (`mail.example.com`: messages come from
   * `hello@mail.example.com`). With it the stage has an SES identity for the domain, a
   * configuration set, the digest's schedules, and its functions send e-mail (docs/deploy.md
   * "E-mail (Amazon SES)"); without it, no e-mail at all. */
  mailDomain?: string;
};

/** A DNS name SES can verify: lower-case labels, at least two, no trailing dot. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export class SettingsError extends Error {}

/** The settings of `stage` in `file`, or a SettingsError naming what is missing. */
export function stageSettings(file: string, stage: string): StageSettings {
  const where = `${file} → "${stage}"`;
  if (!existsSync(file)) throw new SettingsError(`Stage settings not found: ${file} is missing.`);
  const all = JSON.parse(readFileSync(file, "utf8")) as Record<string, Partial<StageSettings>>;
  const s = all[stage];
  if (!s || typeof s !== "object") {
    throw new SettingsError(`No settings for stage "${stage}": add "${stage}": { "stripePublishableKey": "pk_…", "alarmEmail": "…" } to ${file}.`);
  }
  const missing: string[] = [];
  if (!/^pk_(live|test)_\w+$/.test(s.stripePublishableKey ?? "")) {
    missing.push(`stripePublishableKey (Stripe's publishable key, pk_live_… or pk_test_…)`);
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s.alarmEmail ?? "")) missing.push("alarmEmail (where alarms are e-mailed)");
  if (s.mailDomain !== undefined && !DOMAIN.test(s.mailDomain)) {
    missing.push(`mailDomain (a domain name such as mail.example.com, lower case; or leave it out for no e-mail)`);
  }
  if (missing.length > 0) throw new SettingsError(`Missing stage settings in ${where}: ${missing.join("; ")}.`);
  return s as StageSettings;
}
