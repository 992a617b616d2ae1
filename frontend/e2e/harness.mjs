// The end-to-end harness: the whole local stack (scripts/stack.py) and Debian's Chromium driven
// by playwright-core. Nothing is mocked.

import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Starts the stack on free ports; resolves with its ready file (URL, ids, demo logins). */
export async function startStack() {
  const dir = mkdtempSync(join(tmpdir(), "seven-e2e-"));
  const readyFile = join(dir, "ready.json");
  const apiBin = process.env.API_BIN;
  if (!apiBin) throw new Error("API_BIN must name the built `local` binary (make test sets it)");
  const proc = spawn(
    join(ROOT, ".venv/bin/python"),
    [join(ROOT, "scripts/stack.py"), "up", "--port", "0", "--ready-file", readyFile, "--api-bin", apiBin, "--state-dir", join(dir, "state")],
    { stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const started = Date.now();
  while (!existsSync(readyFile)) {
    if (proc.exitCode !== null) throw new Error(`stack exited with ${proc.exitCode}; logs in ${dir}/state`);
    if (Date.now() - started > 120_000) throw new Error("stack did not start within 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  const ready = JSON.parse(readFileSync(readyFile, "utf8"));
  return {
    ...ready,
    logs: join(dir, "state"),
    stop: () =>
      new Promise((resolve) => {
        proc.once("exit", resolve);
        process.kill(-proc.pid, "SIGTERM");
      }),
  };
}

/** Headless Debian Chromium with the flags this closed network needs. */
export async function launchBrowser() {
  const profile = mkdtempSync(join(tmpdir(), "seven-chromium-"));
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1440, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
