// After a synth with real binaries: every function's asset holds an executable `bootstrap` ELF
// whose machine is the function's declared architecture, on the provided.al2023 runtime.
// Usage: tsx infra/bin/check-assets.ts <template.json>

import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

const templatePath = String(process.argv[2]);
const outdir = dirname(templatePath);
type Fn = { Type: string; Properties: { Runtime?: string; Architectures?: string[]; Handler?: string }; Metadata?: Record<string, string> };
const template = JSON.parse(readFileSync(templatePath, "utf8")) as { Resources: Record<string, Fn> };
const ELF_MACHINE: Record<number, string> = { 0x3e: "x86_64", 0xb7: "arm64" };
const problems: string[] = [];
let checked = 0;
for (const [id, r] of Object.entries(template.Resources)) {
  if (r.Type !== "AWS::Lambda::Function" || !id.startsWith("Fn")) continue;
  const asset = r.Metadata?.["aws:asset:path"];
  if (!asset) {
    problems.push(`${id}: no asset path`);
    continue;
  }
  const bootstrap = join(outdir, asset, "bootstrap");
  const head = readFileSync(bootstrap).subarray(0, 20);
  const arch = r.Properties.Architectures?.[0] ?? "x86_64";
  if (head.subarray(0, 4).toString("latin1") !== "\x7fELF") problems.push(`${id}: bootstrap is not an ELF binary`);
  else if (ELF_MACHINE[head.readUInt16LE(18)] !== arch) problems.push(`${id}: bootstrap is ${ELF_MACHINE[head.readUInt16LE(18)] ?? "unknown"}, function is ${arch}`);
  if ((statSync(bootstrap).mode & 0o111) !== 0o111) problems.push(`${id}: bootstrap is not executable by all (mode ${(statSync(bootstrap).mode & 0o777).toString(8)})`);
  if (r.Properties.Runtime !== "provided.al2023" || r.Properties.Handler !== "bootstrap") problems.push(`${id}: runtime ${r.Properties.Runtime}`);
  checked += 1;
}
if (checked === 0) problems.push("no function found in the template");
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`${checked} functions: executable ELF bootstraps of their declared architecture, on provided.al2023`);
