// The JavaScript budget of every exported page: the scripts a page's HTML loads up front, gzip
// level 9, at most 16 KB more than the not-found page of the same build (what React and Next
// cost by themselves). The editor, pdf.js, Stripe, the staff tabs and the dialogs load when used.
// `make bench` writes the same figures into docs/performance-site.md (P4).

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "out");
const BUDGET_KB = 16;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "_next" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

function firstLoadKb(html) {
  const srcs = new Set([...readFileSync(html, "utf8").matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const src of srcs) bytes += gzipSync(readFileSync(join(OUT, src)), { level: 9 }).length;
  return bytes / 1024;
}

test(`every page's first-load JavaScript is within ${BUDGET_KB} KB of the not-found page's`, () => {
  const base = firstLoadKb(join(OUT, "404.html"));
  const pages = htmlFiles(OUT).filter((f) => !/(^|\/)(404|_not-found)\.html$/.test(relative(OUT, f)));
  assert.ok(pages.length >= 25, `the export has its pages (${pages.length} found)`);
  const over = pages
    .map((f) => ({ page: relative(OUT, f), extra: firstLoadKb(f) - base }))
    .filter(({ extra }) => extra > BUDGET_KB)
    .map(({ page, extra }) => `${page}: +${extra.toFixed(1)} KB`);
  assert.deepEqual(over, [], `pages over the budget (not-found: ${base.toFixed(1)} KB)`);
});
