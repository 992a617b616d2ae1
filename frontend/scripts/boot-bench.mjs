// P8 (make bench): how long a full load of a signed-in page takes to show its content, in Debian's
// Chromium against a running local stack. Signed in as the demo user of `kind` (the subscriber for
// P8's own figures), each page is loaded `runs` times from the device's last known profile (what a
// returning student gets), and as many times with that copy removed first (the session's boot
// without it: the profile fetched before anything shows; the stored token is fresh, so neither
// loads the auth library). "Content" is the page's heading in <main>, timed from the navigation's
// start; `runs` 0 skips these loads (the other users' pages).
// The browser profile is left signed in at `profileDir`, for Lighthouse to load the signed-in
// pages with (bench.py, P5).
//
// Then each of `throttledPages` (bench.py's signed-in pages) is loaded THROTTLED_RUNS times the
// same way under Chromium's own 4× CPU throttle, with no trace or profiler attached: its long
// tasks (over 50 ms, as the browser reports them) after the first contentful paint, summed as
// total blocking time. That is what the page's own work costs a phone four times slower than this
// machine, beside Lighthouse's estimate of it (P5), which multiplies a traced, unthrottled run by four.
// Last, the profile's code cache is written again as Lighthouse reads it (`writeCodeCacheUnderDebugger`).
//
//   node frontend/scripts/boot-bench.mjs <site url> <ready.json> <profileDir> <kind> [runs] [throttledPages…]   → JSON on stdout
//   (kind: a demo login's, as in ready.json: subscriber, none, staff)

import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

import { chromium } from "playwright-core";

import { CHROMIUM_OPTIONS } from "../e2e/harness.mjs";

import { demoLogin, readStack, signIn, summary } from "./browser-bench.mjs";

const [url, readyFile, profileDir, kind, runsArg, ...throttledPages] = process.argv.slice(2);
const runs = Number(runsArg ?? 20);
const THROTTLED_RUNS = 5;
const QUIET_MS = 4000;
const CACHE_WRITE_MS = 1500;
const stack = readStack(url, readyFile);
const PAGES = runs > 0 ? ["/my-dashboard", "/self-study"] : [];
const login = demoLogin(stack, kind);

/** A browser started afresh on the signed-in profile at Lighthouse's phone size (412 × 823), as
 *  Lighthouse starts one. */
const onPhone = () => chromium.launchPersistentContext(profileDir, { ...CHROMIUM_OPTIONS, viewport: { width: 412, height: 823 } });

/** Each of `throttledPages`, THROTTLED_RUNS times, each time in a browser started afresh on the
 *  signed-in profile (as Lighthouse starts one: a new renderer, which reads the scripts' compiled
 *  code from the disk cache rather than keeping it from the last load), at Lighthouse's phone
 *  size, from the device's last known profile `snapshot`. */
async function throttledLoads(snapshot) {
  const pages = {};
  for (const path of throttledPages) {
    const blocking = [];
    const longest = [];
    for (let i = 0; i < THROTTLED_RUNS; i += 1) {
      const browser = await onPhone();
      try {
        const page = await browser.newPage();
        await page.addInitScript((s) => {
          localStorage.setItem("seven.session", s);
          window.__longTasks = [];
          new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({
            type: "longtask",
            buffered: true,
          });
        }, snapshot);
        const cdp = await browser.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(`${url}${path}`, { waitUntil: "load" });
        await page.waitForTimeout(QUIET_MS);
        const [fcp, tasks] = await page.evaluate(() => [
          performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          window.__longTasks,
        ]);
        const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
        blocking.push(after.reduce((sum, d) => sum + Math.max(0, d - 50), 0));
        longest.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
      } finally {
        await browser.close();
      }
    }
    pages[path] = { blocking: summary(blocking), longest: summary(longest) };
  }
  return { runs: THROTTLED_RUNS, quietMs: QUIET_MS, pages };
}

/** Lighthouse enables the debugger (`Debugger.enable`, for its async stacks) on every page it
 *  measures. Under a debugger V8 needs each function's source positions, which it leaves out of a
 *  code cache written without one, so reading such a cache recompiles every cached function on the
 *  main thread: React's chunk 80–130 ms here, against 3–6 ms for a cache written under the
 *  debugger and 0.4–0.9 ms for a student's own cache read without one (docs/performance-findings.md, P5).
 *  So before Lighthouse measures, the profile's code cache is written afresh under the debugger,
 *  each page loaded in two browsers started one after the other (Chromium writes a script's cache
 *  on its second run): the kind of cache Lighthouse reads as a student's browser reads its own. */
async function writeCodeCacheUnderDebugger(snapshot) {
  if (throttledPages.length === 0) return;
  // Where Chromium keeps it: were it elsewhere, the deletion would do nothing and Lighthouse would
  // read P8's cache, the slow kind, without a word.
  const codeCache = join(profileDir, "Default", "Code Cache");
  if (!existsSync(codeCache)) throw new Error(`no code cache at ${codeCache} after P8's loads: where does this Chromium keep it?`);
  rmSync(codeCache, { recursive: true, force: true });
  for (let round = 0; round < 2; round += 1) {
    const browser = await onPhone();
    try {
      for (const path of throttledPages) {
        const page = await browser.newPage();
        await page.addInitScript((s) => localStorage.setItem("seven.session", s), snapshot);
        await (await browser.newCDPSession(page)).send("Debugger.enable");
        await page.goto(`${url}${path}`, { waitUntil: "load" });
        await page.waitForTimeout(CACHE_WRITE_MS);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }
  // Chromium makes the directory and its index at start; a script's cache is a file beside them.
  const written = existsSync(join(codeCache, "js")) ? readdirSync(join(codeCache, "js")).filter((f) => !f.startsWith("index")) : [];
  if (written.length === 0) throw new Error(`the loads under the debugger wrote no script's cache in ${codeCache}`);
}

const boot = {};
let snapshot = null;
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
  await signIn(page, stack, login);
  snapshot = await page.evaluate(() => localStorage.getItem("seven.session"));

  const load = async (path, known) => {
    await page.evaluate((s) => (s ? localStorage.setItem("seven.session", s) : localStorage.removeItem("seven.session")), known ? snapshot : null);
    await page.goto(`${url}${path}`);
    await page.waitForFunction(() => window.__contentAt !== undefined, null, { timeout: 30_000 });
    return page.evaluate(() => window.__contentAt);
  };
  for (const path of PAGES) {
    await load(path, true); // warm the browser's cache of the page's scripts
    const known = [];
    const unknown = [];
    for (let i = 0; i < runs; i += 1) {
      known.push(await load(path, true));
      unknown.push(await load(path, false));
    }
    boot[path] = { known: summary(known), unknown: summary(unknown) };
  }
} finally {
  await context.close();
}
const throttled = await throttledLoads(snapshot);
await writeCodeCacheUnderDebugger(snapshot);
console.log(JSON.stringify({ boot, throttled }));
