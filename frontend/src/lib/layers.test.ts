// @vitest-environment node
// The layers in eslint.config.mjs hold, as bulletproof-react's: a feature importing another
// feature (either way round), or lib/ importing a feature, is reported by the lint that `make test`
// runs; a feature's own files and lib/ are fine, and so is a page in app/ composing features.

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((r) => r.messages).filter((m) => m.ruleId === "import/no-restricted-paths").map((m) => m.message);
}

// The first lint loads ESLint's plugins and the project's types: slow on a busy machine.
describe("feature layers", { timeout: 30_000 }, () => {
  it("reports a feature importing another (shell → auth, once allowed)", async () => {
    const errors = await layerErrors(
      "src/features/shell/probe.ts",
      'import { LoginPage } from "@/features/auth/LoginPage";\nexport const probe = LoginPage;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("shell may import only lib/, components/ and its own files");
  });

  it("reports a feature importing another the other way round (auth → shell)", async () => {
    const errors = await layerErrors(
      "src/features/auth/probe.ts",
      'import { NavBar } from "@/features/shell/NavBar";\nexport const probe = NavBar;\n',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("auth may import only lib/, components/ and its own files");
  });

  it("reports a feature loading another lazily", async () => {
    const errors = await layerErrors(
      "src/features/dashboard/probe.ts",
      'export const probe = () => import("@/features/review/Projection");\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("reports lib/ importing a feature", async () => {
    const errors = await layerErrors(
      "src/lib/probe.ts",
      'import { LoginPage } from "@/features/auth/LoginPage";\nexport const probe = LoginPage;\n',
    );
    expect(errors).toHaveLength(1);
  });

  it("lets a feature use lib/, components/ and its own files", async () => {
    const errors = await layerErrors(
      "src/features/shell/probe.ts",
      [
        'import { useSession } from "@/lib/session/session";',
        'import { RequireSession } from "@/components/RequireSession";',
        'import { NavBar } from "@/features/shell/NavBar";',
        'import { SessionMark } from "./SessionMark";',
        "export const probe = [useSession, RequireSession, NavBar, SessionMark];",
        "",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });

  it("lets a page in app/ compose features", async () => {
    const errors = await layerErrors(
      "src/app/(app)/probe/page.tsx",
      [
        'import { MyAccount } from "@/features/account/MyAccount";',
        'import { SubscriptionSection } from "@/features/payments/SubscriptionSection";',
        "export const probe = [MyAccount, SubscriptionSection];",
        "",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
  });
});
