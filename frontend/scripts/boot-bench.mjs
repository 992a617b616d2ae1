// P8 (make bench): how long a full load of a signed-in page takes to show its content, in Debian's
// Chromium against a running local stack. Signed in as the demo subscriber, each page is loaded
// `runs` times from the device's last known profile (what a returning student gets), and as many
// times with that copy removed first (the session's boot without it: the auth library, the
// session check and the profile before anything shows). "Content" is the page's heading in
// <main>, timed from the navigation's start. The browser profile is left signed in at
// `profileDir`, for Lighthouse to load the signed-in pages with (bench.py, P5).
//
//   node frontend/scripts/boot-bench.mjs <site url> <ready.json> <profileDir> [runs]   → JSON on stdout

import { readFileSync } from "node:fs";

import { chromium } from "playwright-core";

import { CHROMIUM_OPTIONS, logIn } from "../e2e/harness.mjs";

const [url, readyFile, profileDir, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 20);
const stack = { ...JSON.parse(readFileSync(readyFile, "utf8")), url };
const PAGES = ["/my-dashboard", "/self-study"];

function summary(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p90: at(0.9), max: s.at(-1) };
}

const context = await chromium.launchPersistentContext(profileDir, { ...CHROMIUM_OPTIONS, viewport: { width: 1440, height: 900 } });
try {
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("main h1")) {
        window.__contentAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${url}/login`);
  await logIn(page, stack, stack.logins.find((l) => l.kind === "subscriber"));
  await page.waitForURL(`${url}/my-dashboard`, { timeout: 30_000 });
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("seven.session") ?? "null")?.catalogue);
  const snapshot = await page.evaluate(() => localStorage.getItem("seven.session"));

  const load = async (path, known) => {
    await page.evaluate((s) => (s ? localStorage.setItem("seven.session", s) : localStorage.removeItem("seven.session")), known ? snapshot : null);
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => window.__contentAt !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__contentAt);
  };
  const out = {};
  for (const path of PAGES) {
    await load(path, true); // warm the browser's cache of the page's scripts
    const known = [];
    const unknown = [];
    for (let i = 0; i < runs; i += 1) {
      known.push(await load(path, true));
      unknown.push(await load(path, false));
    }
    out[path] = { known: summary(known), unknown: summary(unknown) };
  }
  console.log(JSON.stringify(out));
} finally {
  await context.close();
}
