// @vitest-environment node
// The layers in eslint.config.mjs hold: an import that reaches up to a later feature, or from
// lib/ into a feature, is reported by the lint that `make test` runs.

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((r) => r.messages).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

describe("feature layers", () => {
  it("reports a feature importing one listed after it", async () => {
    const errors = await layerErrors(
      "src/features/auth/probe.ts",
      'import { NavBar } from "@/features/shell/NavBar";\nexport const probe = NavBar;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("auth may use only the features listed before it");
  });

  it("reports lib/ importing a feature", async () => {
    const errors = await layerErrors(
      "src/lib/probe.ts",
      'import { useSession } from "@/features/auth/session";\nexport const probe = useSession;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("lets a feature use one listed before it", async () => {
    const errors = await layerErrors(
      "src/features/shell/probe.ts",
      'import { useSession } from "@/features/auth/session";\nexport const probe = useSession;\n',
    );
    expect(errors).toEqual([]);
  });
});
