// P12 (make bench): the diagram editor (issue 55, "Fast"), in Debian's Chromium against a running
// local stack, signed in as the demo subscriber at 1440 × 900 on /write (question 101 of set 1).
//
// What opening the editor costs: every script the page downloads from the click on "Draw an
// economics diagram" until a template is drawn on the editor's canvas (the editor's code loads
// only then, `LazyDiagramEditor`), each with its gzip size at level 9 and their sum.
//
// Drawing a 40-element diagram: from the "Indirect (specific) tax" template, elements added with
// the Add buttons until the diagram has 40; then, under Chromium's 4× CPU throttle
// (`Emulation.setCPUThrottlingRate`), a curve dragged across the drawing with the mouse for
// DRAG_MS in small steps, the page's frames timed by their requestAnimationFrame timestamps:
// the median, 95th percentile and longest frame, and the frames over 50 ms (a long task's
// threshold). With `--profile`, the same drag is repeated twice more: once traced (the renderer's
// main thread by trace event, each event's own time) and once under V8's sampling profiler (the
// functions with the most time of their own, not their callees'), to say where the time goes.
//
//   node frontend/scripts/diagram-bench.mjs <site url> <ready.json> [--profile]   → JSON on stdout

import { gzipSync } from "node:zlib";

import { chromium } from "playwright-core";

import { CHROMIUM_OPTIONS } from "../e2e/harness.mjs";

import { demoLogin, readStack, signIn, summary } from "./browser-bench.mjs";

const [url, readyFile, ...flags] = process.argv.slice(2);
const profiled = flags.includes("--profile");
const stack = readStack(url, readyFile);
const WRITE_PAGE = "/write?questionSetId=1&questionId=101";
const TEMPLATE = "Indirect (specific) tax";
const ELEMENTS = 40;
/** The Add buttons, taken in turn: each kind of curve, a point, a shift arrow and a note. */
const ADD_BUTTONS = ["Curve sloping down", "Curve sloping up", "Vertical line", "Horizontal line", "U-shaped curve", "Point", "Shift arrow", "Note"];
const THROTTLE = 4;
const DRAG_MS = 2000;
/** Diagram units a mouse step moves: small, as a hand moves between two frames. */
const STEP = 0.5;
const LONG_FRAME_MS = 50;
const TOP_FUNCTIONS = 15;

/** Where the drawing is on the screen, read from its axes as the e2e journey reads them
 *  (frontend/e2e/diagrams.test.mjs: the vertical axis starts at the diagram's (0, 0), the
 *  horizontal one ends 10 past x = 100): `at(x, y)` maps the diagram's point (its own 0–100
 *  space) to the screen, and `grab` is the diagram point a fifth of the way along the template's
 *  first curve, where the drag takes hold of it. */
async function drawing(canvas) {
  const { x0, y0, unit, m, onCurve } = await canvas.evaluate((svg) => {
    const [vertical, horizontal] = svg.querySelectorAll(".diagram-axes line");
    const path = svg.querySelector(".diagram-curve path");
    const { a, b, c, d, e, f } = svg.getScreenCTM();
    const x1 = Number(horizontal.getAttribute("x1"));
    const p = path.getPointAtLength(path.getTotalLength() * 0.2);
    return {
      x0: x1,
      y0: Number(vertical.getAttribute("y1")),
      unit: (Number(horizontal.getAttribute("x2")) - 10 - x1) / 100,
      m: { a, b, c, d, e, f },
      onCurve: { x: p.x, y: p.y },
    };
  });
  const at = (x, y) => {
    const [sx, sy] = [x0 + x * unit, y0 - y * unit];
    return { x: m.a * sx + m.c * sy + m.e, y: m.b * sx + m.d * sy + m.f };
  };
  return { at, grab: { x: (onCurve.x - x0) / unit, y: (y0 - onCurve.y) / unit } };
}

/** The scripts `page` receives while `act` runs, each by file name with its gzip-9 bytes. */
async function scriptsDuring(page, act) {
  const bodies = [];
  const onResponse = (r) => {
    if (r.request().resourceType() === "script" || new URL(r.url()).pathname.endsWith(".js")) bodies.push([r.url(), r.body()]);
  };
  page.on("response", onResponse);
  try {
    await act();
  } finally {
    page.off("response", onResponse);
  }
  const files = await Promise.all(
    bodies.map(async ([u, body]) => ({ file: new URL(u).pathname.split("/").at(-1), gzipBytes: gzipSync(await body, { level: 9 }).length })),
  );
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Drags the template's first curve right and back across the drawing with the mouse for DRAG_MS, one
 *  small step at a time, while the page records each frame's requestAnimationFrame timestamp.
 *  `watch` starts a recorder once the button is down and stops it before it is released (the
 *  moves alone). Returns the frame times in ms, how long the press took to be handled (Playwright
 *  waits for the page to take each input event), the mouse steps sent, whether the drawing
 *  changed, and what `watch` recorded. */
async function drag(page, canvas, watch = { start: async () => {}, stop: async () => null }) {
  // Everything the bench reads from the page is read before the frames are timed: Playwright's
  // locators run in the page, and under the throttle one of them takes frames of its own.
  const before = await canvas.innerHTML();
  const { at, grab: from } = await drawing(canvas);
  const start = at(from.x, from.y);
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__framing) requestAnimationFrame(tick);
    };
    window.__framing = true;
    requestAnimationFrame(tick);
  });
  await page.mouse.move(start.x, start.y);
  const pressed = Date.now();
  await page.mouse.down();
  const pressMs = Date.now() - pressed;
  await watch.start();
  let steps = 0;
  let dx = 0;
  let direction = 1;
  const began = Date.now();
  while (Date.now() - began < DRAG_MS) {
    dx += direction * STEP;
    if (from.x + dx > 90 || from.x + dx < 5) direction = -direction;
    const p = at(from.x + dx, from.y);
    await page.mouse.move(p.x, p.y);
    steps += 1;
  }
  const watched = await watch.stop();
  await page.mouse.up();
  const stamps = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          window.__framing = false;
          resolve(window.__frames);
        }),
      ),
  );
  const frames = stamps.slice(1).map((t, i) => t - stamps[i]);
  return { frames, pressMs, steps, moved: (await canvas.innerHTML()) !== before, watched };
}

/** The largest `n` of `totals` (key → ms), rounded, each with its share of `whole`. */
const largest = (totals, whole, n) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), share: Number((ms / whole).toFixed(3)) }));

/** A V8 CPU profile's own time (not callees') by function (name, script, line and column of the
 *  minified code) and by script. */
function profileSummary(profile) {
  const byFunction = new Map();
  const byScript = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const add = (totals, key, ms) => totals.set(key, (totals.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const f = byId.get(id).callFrame;
    const script = f.url ? f.url.split("/").at(-1) : f.functionName || "(native)";
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    add(byFunction, f.url ? `${f.functionName || "(anonymous)"} ${script}:${f.lineNumber + 1}:${f.columnNumber + 1}` : script, ms);
    add(byScript, script, ms);
  });
  const total = [...byScript.values()].reduce((a, b) => a + b, 0);
  return { totalMs: Math.round(total), byScript: largest(byScript, total, TOP_FUNCTIONS), byFunction: largest(byFunction, total, TOP_FUNCTIONS) };
}

/** React DOM's script carries its renderer's name (`rendererPackageName`): how the profile's
 *  hashed file names are told apart. */
const REACT_DOM = 'rendererPackageName:"react-dom"';

/** `byScript` of a profile summary with what each script is, where it is the editor's (one of
 *  `editorFiles`) or React DOM's (fetched from `site` and looked into). */
async function namedScripts(byScript, site, editorFiles) {
  const role = async (file) => {
    if (editorFiles.includes(file)) return "the editor's chunk";
    if (!file.endsWith(".js")) return undefined;
    const body = await (await fetch(`${site}/_next/static/chunks/${file}`)).text();
    return body.includes(REACT_DOM) ? "React DOM" : undefined;
  };
  return Promise.all(byScript.map(async (s) => ({ ...s, script: await role(s.name) })));
}

/** The renderer main thread's work in a Chromium trace, by event name: each event's own time
 *  (its duration less the events nested in it), the largest first. */
function mainThreadWork(trace) {
  const events = JSON.parse(trace.toString("utf8")).traceEvents;
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const spans = events
    .filter((e) => e.ph === "X" && e.pid === main?.pid && e.tid === main?.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfMs = new Map();
  const open = [];
  for (const e of spans) {
    while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) selfMs.set(parent.name, (selfMs.get(parent.name) ?? 0) - e.dur / 1000);
    selfMs.set(e.name, (selfMs.get(e.name) ?? 0) + e.dur / 1000);
    open.push(e);
  }
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  return { totalMs: Math.round(total), byEvent: largest(selfMs, total, TOP_FUNCTIONS) };
}

const browser = await chromium.launch(CHROMIUM_OPTIONS);
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, stack, demoLogin(stack, "subscriber"));
  await page.goto(`${url}${WRITE_PAGE}`);
  await page.getByRole("textbox", { name: "Your answer to the question" }).waitFor();
  // The page's own late loads (the routes its links prefetch) done first, so that what comes
  // after the click is what the editor brings.
  await page.waitForLoadState("networkidle");

  const editor = page.getByRole("region", { name: "Diagram 1" });
  const canvas = editor.locator("svg.diagram-editor-canvas");
  const chunk = await scriptsDuring(page, async () => {
    await page.getByRole("button", { name: "Draw an economics diagram" }).click();
    await editor.getByRole("button", { name: TEMPLATE }).click();
    await canvas.locator(".diagram-curve").first().waitFor();
  });

  const elements = editor.getByRole("region", { name: "Elements" }).getByRole("listitem");
  const add = editor.getByRole("region", { name: "Add" });
  for (let i = 0; (await elements.count()) < ELEMENTS; i += 1) {
    await add.getByRole("button", { name: ADD_BUTTONS[i % ADD_BUTTONS.length], exact: true }).click();
  }
  const drawn = await elements.count();
  const buttons = await editor.evaluate((root) =>
    Object.fromEntries([...root.querySelectorAll("section[aria-label]")].map((panel) => [panel.getAttribute("aria-label"), panel.querySelectorAll("button").length])),
  );
  await page.keyboard.press("Escape"); // nothing selected: the drag picks the curve under the mouse
  await canvas.scrollIntoViewIfNeeded();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  const { frames, pressMs, steps, moved } = await drag(page, canvas);
  let profile = null;
  if (profiled) {
    const traced = await drag(page, canvas, {
      start: () => browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "blink"] }),
      stop: async () => mainThreadWork(await browser.stopTracing()),
    });
    await cdp.send("Profiler.enable");
    const sampled = await drag(page, canvas, {
      start: () => cdp.send("Profiler.start"),
      stop: async () => profileSummary((await cdp.send("Profiler.stop")).profile),
    });
    const javaScript = { ...sampled.watched, byScript: await namedScripts(sampled.watched.byScript, url, chunk.files.map((f) => f.file)) };
    profile = { moves: { mainThread: traced.watched, javaScript } };
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  if (!moved) throw new Error("the drag moved nothing on the drawing: did it grab a curve?");

  const round = (s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === "n" ? v : Number(v.toFixed(1))]));
  console.log(
    JSON.stringify({
      chunk,
      drag: {
        elements: drawn,
        buttonsByPanel: buttons,
        throttle: THROTTLE,
        dragMs: DRAG_MS,
        pressMs,
        mouseSteps: steps,
        frameMs: round(summary(frames)),
        framesOver50ms: frames.filter((f) => f > LONG_FRAME_MS).length,
      },
      ...(profile ? { profile } : {}),
    }),
  );
} finally {
  await browser.close();
}
