// Checks the requests the Stripe adapter sent (one JSON line each: method, path, form or query
// parameter names, Stripe-Version; written by scripts/localstripe_server.py with
// STRIPE_REQUEST_LOG) against Stripe's own definitions: the parameter types of the official
// `stripe` npm package whose API version is the one the adapter pins. A request to an operation
// Stripe does not have, or with a parameter Stripe does not define for it, fails, named.
//
//   node tools/stripe-check/check.mjs <requests.jsonl>
//
// The definitions are read with the TypeScript compiler from the package's own .d.ts files; which
// method answers which path comes from the package's resource classes (`_makeRequest(method, path)`).

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const here = path.dirname(fileURLToPath(import.meta.url));
const stripeDir = path.join(here, "node_modules/stripe/cjs");

/** The API version the installed definitions describe. */
export function definedVersion() {
  const text = fs.readFileSync(path.join(stripeDir, "apiVersion.js"), "utf8");
  return /ApiVersion = '([^']+)'/.exec(text)[1];
}

/** Every operation of the package: method, path pattern, resource class, method name, .d.ts file. */
function operations() {
  const ops = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".js") && dir.includes(`${path.sep}resources`)) {
        const js = fs.readFileSync(file, "utf8");
        const cls = /class (\w+) extends/.exec(js)?.[1];
        const re = /\n\s{4}(\w+)\([^)]*\)\s*\{\s*return this\._makeRequest\('(\w+)',\s*([`'])(.+?)\3/g;
        for (const m of js.matchAll(re)) {
          const template = m[4];
          const literal = template.replace(/\$\{[^}]+\}/g, "").length;
          const pattern = new RegExp(`^${template.replace(/\$\{[^}]+\}/g, "[^/]+")}$`);
          ops.push({ name: m[1], method: m[2], pattern, literal, cls, dts: file.replace(/\.js$/, ".d.ts") });
        }
      }
    }
  };
  walk(path.join(stripeDir, "resources"));
  return ops;
}

let program;
function checker(files) {
  program ??= ts.createProgram(files, { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, strict: true });
  return program.getTypeChecker();
}

/** The params type of `cls.name(...)` as declared in `dts`. */
function paramsType(op, allDts) {
  const tc = checker(allDts);
  const source = program.getSourceFile(op.dts);
  let found;
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name?.text === op.cls) {
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member) && member.name.getText(source) === op.name) {
          const param = member.parameters.find((p) => p.name.getText(source) === "params");
          if (param?.type) found = tc.getTypeFromTypeNode(param.type);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `items[0][plan]` → ["items", "0", "plan"]; `expand[]` → ["expand", ""]. */
export function segments(name) {
  const [head, ...rest] = name.split("[");
  return [head, ...rest.map((s) => s.replace(/\]$/, ""))];
}

/** Why `segs` is not a path into `type`, or null when Stripe defines it. */
function undefinedAt(tc, type, segs, trail) {
  const options = (type.isUnion() ? type.types : [type]).filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) && !(t.isStringLiteral() && t.value === ""),
  );
  if (segs.length === 0) return null;
  const [seg, ...rest] = segs;
  const reasons = [];
  for (const t of options) {
    if (tc.isArrayType(t) || tc.isTupleType(t)) {
      if (seg === "" || /^\d+$/.test(seg)) {
        const why = undefinedAt(tc, tc.getTypeArguments(t)[0], rest, `${trail}[${seg}]`);
        if (!why) return null;
        reasons.push(why);
      } else reasons.push(`${trail} is a list, not an object with "${seg}"`);
      continue;
    }
    const prop = t.getProperty?.(seg);
    if (prop) {
      const why = undefinedAt(tc, tc.getTypeOfSymbol(prop), rest, trail ? `${trail}[${seg}]` : seg);
      if (!why) return null;
      reasons.push(why);
      continue;
    }
    const index = t.getStringIndexType?.();
    if (index) {
      const why = undefinedAt(tc, index, rest, `${trail}[${seg}]`);
      if (!why) return null;
      reasons.push(why);
      continue;
    }
    reasons.push(`${trail ? `${trail}[${seg}]` : seg} is not a parameter Stripe defines`);
  }
  return reasons[0] ?? `${trail}[${seg}] goes below a value`;
}

/** Problems with the recorded requests, one line each (empty when all are Stripe's). */
export function check(requests) {
  const version = definedVersion();
  const ops = operations();
  const allDts = [...new Set(ops.map((o) => o.dts))];
  const tc = checker(allDts);
  const problems = [];
  const seen = new Set();
  for (const r of requests) {
    const key = JSON.stringify([r.method, r.path.replace(/\/(?:[a-z]+_)?[A-Za-z0-9]{6,}$/, "/{id}"), [...r.params].sort()]);
    if (seen.has(key)) continue;
    seen.add(key);
    if (r.version !== version) {
      problems.push(`${r.method} ${r.path}: sent with Stripe-Version ${r.version}, definitions are for ${version}`);
      continue;
    }
    const candidates = ops
      .filter((o) => o.method === r.method && o.pattern.test(r.path))
      .sort((a, b) => b.literal - a.literal);
    const op = candidates[0];
    if (!op) {
      problems.push(`${r.method} ${r.path}: Stripe ${version} has no such operation`);
      continue;
    }
    const type = paramsType(op, allDts);
    for (const name of r.params) {
      const why = type ? undefinedAt(tc, type, segments(name), "") : `${op.cls}.${op.name} takes no parameters`;
      if (why) problems.push(`${r.method} ${r.path} (${op.cls}.${op.name}): ${name}: ${why}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  const lines = file && fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  if (lines.length === 0) {
    console.error(`stripe-check: no recorded requests in ${file ?? "(no file given)"}`);
    process.exit(1);
  }
  const requests = lines.map((l) => JSON.parse(l));
  const problems = check(requests);
  const operationsSeen = new Set(requests.map((r) => `${r.method} ${r.path.replace(/\/[a-z]+_[A-Za-z0-9]+/g, "/{id}")}`));
  if (problems.length > 0) {
    console.error(`stripe-check: ${problems.length} request(s) Stripe ${definedVersion()} does not define:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `stripe-check: ${requests.length} requests (${operationsSeen.size} operations) all defined by Stripe ${definedVersion()}`,
  );
}
