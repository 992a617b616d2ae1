import { readdirSync } from "node:fs";

import next from "eslint-config-next/core-web-vitals";
import ts from "eslint-config-next/typescript";

// The front end's layers, as bulletproof-react's: `lib/` and `components/` (shared code) sit below
// every feature; a feature imports only them and its own files, never another feature; pages in
// `app/` compose features (one feature's block handed to another as a prop). What several features
// need moves down to `lib/` or `components/`. Every folder of `src/features` is a feature, so a new
// one is held by the same rule. `src/lib/layers.test.ts` checks that such imports are reported.
export const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: ["./src/lib", "./src/components"],
    from: ["./src/features", "./src/app"],
    message: "lib/ and components/ sit below every feature: move what both need down here instead.",
  },
  {
    target: "./src/features",
    from: "./src/app",
    message: "Features sit below the pages of app/: a page composes features, not the other way.",
  },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: `${name} may import only lib/, components/ and its own files: move what several features need down to lib/ or components/, or let the page in app/ compose them.`,
  })),
];

const config = [
  ...next,
  ...ts,
  { ignores: ["out/**", ".next/**", "node_modules/**", "next-env.d.ts", "public/pdf.worker.min.mjs"] },
  { files: ["src/**/*.{ts,tsx}"], rules: { "import/no-restricted-paths": ["error", { zones }] } },
];

export default config;
