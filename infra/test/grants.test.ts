// Least privilege, derived from the code (as functions/routes/tests/routes.rs derives the routes):
// each function's DynamoDB grants (infra/lib/functions.ts `tables`) are exactly the item actions its
// code makes, per table (a transaction's parts count as their own actions, as IAM checks them).
// A new store call without its grant, or a grant no code uses, fails here. Calls made through the
// shared API crate count for the functions that use its module (`api::mail::send` reads `mail`).

import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";

import { type ItemAction, FUNCTIONS } from "../lib/functions";

const root = resolve(__dirname, "../..");
const ACTION: Record<string, ItemAction> = {
  get_item: "GetItem",
  query: "Query",
  batch_get_item: "BatchGetItem",
  put_item: "PutItem",
  update_item: "UpdateItem",
  delete_item: "DeleteItem",
  batch_write_item: "BatchWriteItem",
  Put: "PutItem",
  Update: "UpdateItem",
  Delete: "DeleteItem",
  ConditionCheck: "ConditionCheckItem",
};

/** A table and an action on it; table "*" is the caller's (a helper given the table). */
type Site = string; // `${table}:${action}`

function rustFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? rustFiles(p) : p.endsWith(".rs") ? [p] : [];
  });
}

/** The item calls written in `body`: each operation with the table it names. */
function directSites(body: string): Site[] {
  const lets = new Map([...body.matchAll(/let (\w+) = &?[\w.]*tables\.(\w+)/g)].map((m) => [m[1], m[2]] as const));
  const table = (arg: string) => /tables\.(\w+)/.exec(arg)?.[1] ?? lets.get(arg.trim().replace(/^&/, "")) ?? "*";
  const sites: Site[] = [];
  // A batch names its tables with `request_items(table, …)`, one call per table, anywhere in the body.
  for (const m of body.matchAll(/\.(batch_get_item|batch_write_item)\(\)/g)) {
    for (const arg of body.matchAll(/\.request_items\(\s*([^,)]+)/g)) sites.push(`${table(arg[1] ?? "")}:${ACTION[m[1] ?? ""]}`);
  }
  // The store's batch helper (`batch::get(db, request)`) reads the tables its request map is keyed
  // by: `(db.tables.x.clone(), keys)`.
  if (/\bbatch::get\(/.test(body)) {
    for (const t of body.matchAll(/tables\.(\w+)\.clone\(\)/g)) sites.push(`${t[1]}:BatchGetItem`);
  }
  // A key for one read of several tables (`Key { table: db.tables.x.clone(), … }`): a BatchGetItem
  // of x wherever the caller hands it to `batch::get_keys` (see derive).
  for (const t of body.matchAll(/\bKey\s*\{\s*table:\s*db\.tables\.(\w+)/g)) sites.push(`${t[1]}:Key`);
  for (const m of body.matchAll(/\.(get_item|query|put_item|update_item|delete_item)\(\)/g)) {
    const chain = body.slice(m.index, body.indexOf(".send()", m.index) >>> 0 || undefined);
    const arg = /\.table_name\(\s*([^,)]+)/.exec(chain)?.[1];
    if (arg === undefined) continue;
    sites.push(`${table(arg)}:${ACTION[m[1] ?? ""]}`);
  }
  for (const m of body.matchAll(/\b(Put|Update|Delete|ConditionCheck)::builder\(\)/g)) {
    const arg = /\.table_name\(\s*([^,)]+)/.exec(body.slice(m.index, body.indexOf(".build()", m.index)))?.[1];
    if (arg !== undefined) sites.push(`${table(arg)}:${ACTION[m[1] ?? ""]}`);
  }
  return sites;
}

type Fn = { module: string; body: string; sites: Set<Site> };

/** A site as `fn` reaches it: a key it reads itself with `batch::get_keys` is a BatchGetItem. */
const reached = (fn: { body: string }, site: Site): Site =>
  site.endsWith(":Key") && /\bbatch::get_keys\(/.test(fn.body) ? site.replace(/:Key$/, ":BatchGetItem") : site;

/** Every function of shared/store, with the sites it reaches through the store's own calls. */
function storeFunctions(): Map<string, Fn> {
  const fns = new Map<string, Fn>();
  for (const file of rustFiles(join(root, "shared/store/src"))) {
    const module = basename(file, ".rs");
    const text = readFileSync(file, "utf8");
    const starts = [...text.matchAll(/^\s*(?:pub(?:\(crate\))? )?(?:async )?fn (\w+)/gm)];
    starts.forEach((m, i) => {
      const body = text.slice(m.index, starts[i + 1]?.index ?? text.length);
      fns.set(`${module}::${m[1]}`, { module, body, sites: new Set(directSites(body).map((site) => reached({ body }, site))) });
    });
  }
  // Functions a module imports from another (`use crate::catalogue_table::{get, put};` in quizzes.rs).
  const imported = new Map<string, string>();
  for (const file of rustFiles(join(root, "shared/store/src"))) {
    const module = basename(file, ".rs");
    for (const use of readFileSync(file, "utf8").matchAll(/^use crate::(\w+)::\{([^}]*)\};/gm)) {
      for (const name of (use[2] ?? "").split(",").map((n) => n.trim())) imported.set(`${module}::${name}`, `${use[1]}::${name}`);
    }
  }
  // Calls between store functions, to a fixed point; a helper given `&db.tables.x` reaches x.
  for (let changed = true; changed; ) {
    changed = false;
    for (const fn of fns.values()) {
      // A path call (`f(`, `m::f(`), not a method (`.all(` is an iterator's, not `lessons::all`).
      for (const call of fn.body.matchAll(/(?<![.\w:])(?:crate::|super::)?(?:(\w+)::)?(\w+)\((?=([^;]*))/g)) {
        const own = `${fn.module}::${call[2]}`;
        const key =
          call[1] && fns.has(`${call[1]}::${call[2]}`)
            ? `${call[1]}::${call[2]}`
            : fns.has(own)
              ? own
              : !call[1] && imported.has(own)
                ? (imported.get(own) ?? "")
                : `lib::${call[2]}`;
        const callee = fns.get(key);
        if (!callee || callee === fn) continue;
        const passed = /tables\.(\w+)/.exec(call[3] ?? "")?.[1];
        for (const site of callee.sites) {
          const s = reached(fn, site.startsWith("*:") && passed ? site.replace("*", passed) : site);
          if (!fn.sites.has(s)) {
            fn.sites.add(s);
            changed = true;
          }
        }
      }
    }
  }
  return fns;
}

/** The store functions `text` calls: `store::m::f(`, and `m::f(` / `f(` through its `use store::…`. */
function storeCalls(text: string, store: Map<string, Fn>): string[] {
  const calls = [...text.matchAll(/store::(\w+)::(\w+)\(/g)].map((m) => `${m[1]}::${m[2]}`);
  for (const use of text.matchAll(/use store::(?:(\w+)(?:::\{([^}]*)\})?|\{([^}]*)\});/g)) {
    const modules = use[3] ? use[3].split(",").map((s) => s.trim().split("::")[0] ?? "") : [use[1] ?? ""];
    for (const module of modules) {
      for (const m of text.matchAll(new RegExp(`\\b${module}::(\\w+)\\(`, "g"))) calls.push(`${module}::${m[1]}`);
    }
    for (const name of (use[2] ?? "").split(",").map((s) => s.trim())) {
      if (/^[a-z_]+$/.test(name) && name !== "self" && new RegExp(`\\b${name}\\(`).test(text)) calls.push(`${use[1]}::${name}`);
    }
  }
  return calls.filter((c) => store.has(c));
}

function derive(): Map<string, Map<string, ItemAction[]>> {
  const store = storeFunctions();
  // The shared crates' modules a function reaches, by name: the HTTP edge's (`api::m`) and the
  // services' (`services::m`); `mail` is both (the transport and what is sent), read as one.
  const api = new Map<string, string>();
  for (const f of ["shared/api/src", "shared/services/src"].flatMap((d) => rustFiles(join(root, d)))) {
    const m = basename(f, ".rs");
    if (m !== "lib") api.set(m, `${api.get(m) ?? ""}\n${readFileSync(f, "utf8")}`);
  }
  const out = new Map<string, Map<string, ItemAction[]>>();
  for (const spec of FUNCTIONS) {
    const own = rustFiles(join(root, "functions", spec.name, "src")).map((f) => readFileSync(f, "utf8")).join("\n");
    // The shared crate's modules this function uses: the extractors always, the staff extractors
    // where a handler takes one, the rest by name.
    const shared = [...api].filter(
      ([m]) =>
        ["auth", "extract", "http", "state", "lambda"].includes(m) ||
        (m === "staff" && /\bStaff(User|Member)\b/.test(own)) ||
        new RegExp(`\\b${m}::|(?:api|services)::${m}\\b`).test(own),
    );
    // And the shared modules those modules call in turn (`crate::billing::` in api::privacy).
    for (let grew = true; grew; ) {
      grew = false;
      const callers = shared.filter(([n]) => !["auth", "extract", "http", "state", "lambda"].includes(n));
      for (const [m, t] of api) {
        const called = new RegExp(`\\b(?:crate|api|services)::${m}::[a-z_]+\\(`);
        if (!shared.some(([n]) => n === m) && callers.some(([, text]) => called.test(text))) {
          shared.push([m, t]);
          grew = true;
        }
      }
    }
    const sites = new Set(directSites(own));
    for (const text of [own, ...shared.map(([, t]) => t)]) {
      for (const call of storeCalls(text, store)) for (const s of store.get(call)?.sites ?? []) sites.add(s);
    }
    const readsKeys = [own, ...shared.map(([, t]) => t)].some((t) => /\bbatch::get_keys\(/.test(t));
    const tables = new Map<string, ItemAction[]>();
    for (const site of [...new Set([...sites].map((s) => s.replace(/:Key$/, readsKeys ? ":BatchGetItem" : ":Key")))].sort()) {
      const [table, action] = site.split(":") as [string, ItemAction | "Key"];
      if (table !== "*" && action !== "Key") tables.set(table, [...(tables.get(table) ?? []), action]);
    }
    out.set(spec.name, tables);
  }
  return out;
}

test("each function is granted exactly the item actions its code makes, per table", () => {
  const derived = derive();
  // All functions at once, so one run names every difference.
  const fromCode = Object.fromEntries(FUNCTIONS.map((spec) => [spec.name, Object.fromEntries([...(derived.get(spec.name) ?? [])].sort())]));
  const granted = Object.fromEntries(
    FUNCTIONS.map((spec) => [spec.name, Object.fromEntries(Object.entries(spec.tables).map(([t, a]) => [t, [...a].sort()]).sort())]),
  );
  expect(granted, "functions.ts tables vs. what each function's code calls").toEqual(fromCode);
});

test("the derivation sees the calls it must: a batch read, a transaction's parts, a helper given its table", () => {
  const derived = derive();
  expect(derived.get("quiz-challenge")?.get("users")).toEqual(["BatchGetItem", "GetItem"]);
  // Keys a store function reads itself with `batch::get_keys` (`review::answer_reads`).
  expect(derived.get("review")?.get("challenge")).toEqual(["BatchGetItem", "GetItem"]);
  expect(derived.get("payments")?.get("limits")).toEqual(["UpdateItem"]);
  expect(derived.get("help")?.get("help")).toEqual(expect.arrayContaining(["DeleteItem", "PutItem"]));
  expect(derived.get("library")?.get("notes")).toContain("Query"); // query_user(…, &db.tables.notes, …)
  // A store function another module imports (`use crate::catalogue_table::{query_all}` in quizzes.rs).
  expect(derived.get("quizzes")?.get("catalogue")).toContain("Query");
  expect(derived.get("question-bank")?.get("catalogue")).toContain("Query");
  // A method call is not a store function: `.all(` on an iterator is not `lessons::all`.
  expect(derived.get("payments")?.has("catalogue")).toBe(false);
  // Calls through shared/services: `services::mail::notify_student` reads the student's e-mail choices and
  // the suppressed addresses (mail) and their profile (users).
  expect(derived.get("help")?.get("mail")).toEqual(["GetItem"]);
  expect(derived.get("marking")?.get("users")).toContain("GetItem");
  // The worker's own calls: the roster and the trial ends are Queries, never a Scan.
  expect(derived.get("mailer")?.get("mail")).toEqual(["GetItem", "PutItem", "Query"]);
});

test("the functions that send e-mail, and only they, may send through SES and read the links' key", () => {
  // services `mail::send` (and `notify`, `notify_student` and their `…_with_images`/`…_with_diagrams`
  // forms over it) sends through the transport,
  // shared/api `Mailer::send_raw`, on SES; reading an unsubscribe token needs the links' key
  // (`state.mail.key()`).
  const mail = readFileSync(join(root, "shared/api/src/mail.rs"), "utf8");
  expect(mail).toContain(".send_email()");
  expect(mail).toContain(".get_secret_value()");
  // A deletion's request (services::privacy) tells a family plan's members.
  const sends = /\b(?:services::)?mail::(?:send|notify)\w*\(|\.mail\.key\(\)|privacy::request_deletion\(/;
  for (const spec of FUNCTIONS) {
    const own = rustFiles(join(root, "functions", spec.name, "src")).map((f) => readFileSync(f, "utf8")).join("\n");
    expect(spec.sendsMail ?? false, `${spec.name}: sendsMail vs. mail::send/notify in its code`).toBe(sends.test(own));
  }
  // No other crate of the workspace calls SES or reads the key on its own.
  for (const spec of FUNCTIONS) {
    const own = rustFiles(join(root, "functions", spec.name, "src")).map((f) => readFileSync(f, "utf8")).join("\n");
    expect(own, spec.name).not.toMatch(/\.send_email\(\)|aws_sdk_sesv2/);
  }
});

test("the functions that e-mail the heads of marking, and only they, may list their group", () => {
  for (const spec of FUNCTIONS) {
    const own = rustFiles(join(root, "functions", spec.name, "src")).map((f) => readFileSync(f, "utf8")).join("\n");
    expect(spec.listsHeadsOfMarking ?? false, `${spec.name}: listsHeadsOfMarking vs. .heads() in its code`).toBe(/\.heads\(\)/.test(own));
  }
});

test("the functions that serve staff routes, and only they, may ask the pool about a staff account", () => {
  // shared/api's `StaffUser` asks the pool whether the account has TOTP on (AdminGetUser) and is
  // still staff (AdminListGroupsForUser); recording an app's set-up signs older sessions out.
  const staff = readFileSync(join(root, "shared/api/src/staff.rs"), "utf8");
  const staffExtractor = staff.slice(staff.indexOf("impl FromRequestParts<AppState> for StaffUser"));
  expect(staffExtractor).toContain("staff_access.session(");
  for (const call of [".admin_get_user()", ".admin_list_groups_for_user()", ".admin_user_global_sign_out()"]) {
    expect(staff).toContain(call);
  }
  for (const spec of FUNCTIONS) {
    const own = rustFiles(join(root, "functions", spec.name, "src")).map((f) => readFileSync(f, "utf8")).join("\n");
    expect(spec.checksStaffMfa ?? false, `${spec.name}: checksStaffMfa vs. StaffUser in its code`).toBe(/\bStaffUser\b/.test(own));
  }
});
