// templates.json is every template with its description, as the Rust tests read it
// (shared/domain/src/diagram.rs, `every_template_passes_the_server_and_reads_alike`): the server
// accepts every template and describes it in the same words. After changing a template or the
// description, regenerate it with `UPDATE_DIAGRAM_FIXTURE=1 npx vitest run src/components/diagrams`.

import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

import { describe as describeDiagram } from "./describe";
import { templates } from "./templates";

/** Vitest runs in frontend/ (jsdom gives this module no file URL). */
const FIXTURE = resolve(process.cwd(), "src/components/diagrams/templates.json");

it("matches templates.json, which the Rust tests check", () => {
  const lines = Object.entries(templates).map(([id, diagram]) => `${JSON.stringify(id)}: ${JSON.stringify({ diagram, description: describeDiagram(diagram) })}`);
  const text = `{\n${lines.join(",\n")}\n}\n`;
  if (process.env.UPDATE_DIAGRAM_FIXTURE === "1") writeFileSync(FIXTURE, text);
  expect(readFileSync(FIXTURE, "utf8")).toBe(text);
});
