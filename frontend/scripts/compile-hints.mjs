// After `next build`: marks every script a page loads at first paint with V8's explicit compile
// hint (`//# allFunctionsCalledOnLoad`, Chrome 136+). Those scripts run at load — React, the
// router, the page — so V8 compiles their functions on a background thread while they stream in,
// instead of stopping the main thread to compile each function on its first call. Scripts loaded
// later (the auth library, dialogs, the PDF viewer) are left lazy. Other browsers read a comment.
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

const scripts = new Set(pages(out).flatMap((page) => firstLoadScripts(readFileSync(page, "utf8"))));
let marked = 0;
for (const src of scripts) {
  const path = join(out, src);
  const code = readFileSync(path, "utf8");
  if (code.startsWith(HINT)) continue;
  writeFileSync(path, HINT + code);
  marked += 1;
}
console.log(`compile hints: ${marked} of ${scripts.size} first-load scripts marked`);
