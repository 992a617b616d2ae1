// The Rust workspace's layers, read from the code (docs/architecture.md): crates depend one way —
// tools on functions, functions on shared, and inside shared domain ← store/pay ← api — no
// module of a shared crate imports one that imports it back, however long the way round, and no
// repository module of the store imports another.

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";

import { expect, test } from "vitest";

const root = resolve(__dirname, "../..");

/** Each crate of a folder (`functions`, `shared`, `tools`): its package name and its
 *  `[dependencies]` on the workspace's own crates (dev-dependencies are tests' business). */
function crates(folder: string): { name: string; deps: string[] }[] {
  return readdirSync(join(root, folder))
    .filter((d) => existsSync(join(root, folder, d, "Cargo.toml")))
    .map((d) => {
      const toml = readFileSync(join(root, folder, d, "Cargo.toml"), "utf8");
      const name = /^name = "([^"]+)"/m.exec(toml)?.[1] ?? d;
      const deps = /\[dependencies\]\n([\s\S]*?)(?:\n\[|$)/.exec(toml)?.[1] ?? "";
      return { name, deps: [...deps.matchAll(/^([\w-]+)\.workspace = true/gm)].map((m) => m[1] ?? "") };
    });
}

test("crates depend one way: shared never on functions or tools, functions never on tools", () => {
  const [shared, functions, tools] = ["shared", "functions", "tools"].map((f) => new Set(crates(f).map((c) => c.name)));
  const upward: string[] = [];
  for (const c of crates("shared")) for (const d of c.deps) if (functions?.has(d) || tools?.has(d)) upward.push(`${c.name} → ${d}`);
  for (const c of crates("functions")) for (const d of c.deps) if (tools?.has(d)) upward.push(`${c.name} → ${d}`);
  expect(upward).toEqual([]);
  // Inside shared: the domain depends on no other crate of ours; the store and the Stripe
  // adapter not on the API layer, nor the API layer on the services.
  const deps = new Map(crates("shared").map((c) => [c.name, c.deps.filter((d) => shared?.has(d))]));
  expect(deps.get("domain")).toEqual([]);
  expect(deps.get("store")).not.toContain("api");
  expect(deps.get("pay")).not.toContain("api");
  // The HTTP edge never on the application's services, which sit above it.
  expect(deps.get("api")).not.toContain("services");
  expect(deps.get("services")).toContain("api");
});

function rustFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? rustFiles(p) : p.endsWith(".rs") ? [p] : [];
  });
}

/** A shared crate's modules (top level: `src/x.rs`, its `src/x/*.rs` inside it) and the other
 *  top-level modules each names with `crate::m` (in `use` lines or paths). */
function moduleGraph(crate: string): Map<string, Set<string>> {
  const src = join(root, "shared", crate, "src");
  const graph = new Map<string, Set<string>>();
  for (const file of rustFiles(src)) {
    const rel = file.slice(src.length + 1);
    const module = rel.includes("/") ? (rel.split("/")[0] ?? "") : basename(rel, ".rs");
    if (module === "lib") continue;
    // The code, not its tests or comments (a doc link names a module without importing it).
    const text = (readFileSync(file, "utf8").split("#[cfg(test)]")[0] ?? "").replace(/\/\/.*$/gm, "");
    const names = new Set<string>();
    for (const m of text.matchAll(/\bcrate::(\w+)/g)) names.add(m[1] ?? "");
    for (const m of text.matchAll(/\buse crate::\{([^}]*)\}/g)) {
      for (const part of (m[1] ?? "").split(",")) names.add(part.trim().split("::")[0] ?? "");
    }
    const edges = graph.get(module) ?? new Set<string>();
    for (const n of names) if (n !== module) edges.add(n);
    graph.set(module, edges);
  }
  for (const edges of graph.values()) for (const n of [...edges]) if (!graph.has(n)) edges.delete(n);
  return graph;
}

/** Every module from which `start` can be reached again. */
function loopsThrough(graph: Map<string, Set<string>>, start: string): string[] {
  const seen = new Set<string>();
  const stack = [...(graph.get(start) ?? [])];
  while (stack.length) {
    const m = stack.pop() ?? "";
    if (seen.has(m)) continue;
    seen.add(m);
    stack.push(...(graph.get(m) ?? []));
  }
  return seen.has(start) ? [start] : [];
}

test("no module of a shared crate imports one that imports it back", () => {
  for (const crate of ["domain", "store", "pay", "api", "services"]) {
    const graph = moduleGraph(crate);
    expect(graph.size, crate).toBeGreaterThan(1);
    expect([...graph.keys()].flatMap((m) => loopsThrough(graph, m)), `${crate}: modules on a loop`).toEqual([]);
  }
});

/** The store's shared parts (`shared/store/src/lib.rs`): row and key helpers, batches, the table
 *  layout, the catalogue table's rows. Every repository module may use them; they use none. */
const STORE_SHARED = ["keys", "batch", "tables", "catalogue_table"];

/** The one module that asks each repository module what it holds of a student (`held`: the
 *  download and the erasure); no repository module imports it. */
const STORE_COMPOSER = "held";

test("no repository module of the store imports another: what two share is a key or a domain type", () => {
  const store = moduleGraph("store");
  expect(STORE_SHARED.every((m) => store.has(m)), "the shared parts exist").toBe(true);
  const crossings = [...store]
    .filter(([m]) => m !== STORE_COMPOSER)
    .flatMap(([m, edges]) => [...edges].filter((n) => !STORE_SHARED.includes(n)).map((n) => `${m} → ${n}`));
  expect(crossings).toEqual([]);
});

test("the check sees an import: the store's review reads other tables through the shared keys", () => {
  const store = moduleGraph("store");
  expect(store.get("review")).toContain("batch");
  expect(store.get("review")).toContain("keys");
  expect(store.get("challenge")).not.toContain("review");
});
