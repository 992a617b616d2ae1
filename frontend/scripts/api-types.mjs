// The API's types for the front end, generated from the routers' OpenAPI document
// (docs/openapi.json, itself checked against the Rust code by `cargo test -p routes --test openapi`)
// into src/lib/api-schema.d.ts. `node scripts/api-types.mjs` rewrites the file; with `--check` it
// fails when the committed file is stale, so a change to a Rust view type that the front end has
// not taken up stops the build (npm `prebuild`) and `make test`.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import openapiTS, { astToString } from "openapi-typescript";

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, "..", "..", "docs", "openapi.json");
const target = join(here, "..", "src", "lib", "api-schema.d.ts");

const header =
  "// Generated from docs/openapi.json by scripts/api-types.mjs: do not edit. Rewrite with\n" +
  "// `node scripts/api-types.mjs` after `UPDATE_OPENAPI=1 cargo test -p routes --test openapi`.\n\n";
const generated = header + astToString(await openapiTS(JSON.parse(readFileSync(source, "utf8"))));

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // missing: stale
  }
  if (current !== generated) {
    console.error(`${target} is stale: run \`node scripts/api-types.mjs\` in frontend/ and commit it.`);
    process.exit(1);
  }
  console.log("api types: up to date with docs/openapi.json");
} else {
  writeFileSync(target, generated);
  console.log(`api types: wrote ${target}`);
}
