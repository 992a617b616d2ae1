// After `next build`: marks every script a page loads at first paint with V8's explicit compile
// hint (`//# allFunctionsCalledOnLoad`, Chrome 136+). Those scripts run at load — React, the
// router, the page — so V8 compiles their functions on a background thread while they stream in,
// instead of stopping the main thread to compile each function on its first call. So are two
// lazy chunks that run as soon as they arrive: the auth library (a signed-in page whose stored
// token must be refreshed, and the login page's steps; never a public page) and pdf.js (a file open in the notes). Scripts loaded later (dialogs, the editor) are
// left lazy. Other browsers read a comment. Without them cold loads compile on the main thread
// (docs/performance-findings.md, P5, measures both ways, and the warm loads' code cache).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";
const out = new URL("../out/", import.meta.url).pathname;

/** Every exported HTML page under `dir`. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : pages(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The scripts a page's HTML starts (not `noModule` ones: modern browsers skip those). */
function firstLoadScripts(html) {
  return [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g)]
    .filter(([, , attributes]) => !/noModule/i.test(attributes))
    .map(([, src]) => src);
}

/** Lazy chunks a page loads as soon as it shows, each found by a string only it holds: the auth
 *  library (a signed-in page refreshing its stored token: Cognito's `InitiateAuth` is in its
 *  requests) and pdf.js (a notes page with a file open). */
const LOADED_AT_ONCE = { "the auth library": '"InitiateAuth"', "pdf.js": "PDFPageProxy.render" };

function chunkHolding(name, marker) {
  const dir = join(out, "_next/static/chunks");
  const found = readdirSync(dir).filter((file) => file.endsWith(".js") && readFileSync(join(dir, file), "utf8").includes(marker));
  if (found.length !== 1) throw new Error(`compile hints: expected one chunk holding ${name}, found ${found.length}`);
  return `/_next/static/chunks/${found[0]}`;
}

const scripts = new Set([
  ...pages(out).flatMap((page) => firstLoadScripts(readFileSync(page, "utf8"))),
  ...Object.entries(LOADED_AT_ONCE).map(([name, marker]) => chunkHolding(name, marker)),
]);
let marked = 0;
for (const src of scripts) {
  const path = join(out, src);
  const code = readFileSync(path, "utf8");
  if (code.startsWith(HINT)) continue;
  writeFileSync(path, HINT + code);
  marked += 1;
}
console.log(`compile hints: ${marked} of ${scripts.size} scripts marked (first loads, ${Object.keys(LOADED_AT_ONCE).join(", ")})`);
