import next from "eslint-config-next/core-web-vitals";
import ts from "eslint-config-next/typescript";

// The front end's layers, lowest first. `lib/` and `components/` are below every feature; a
// feature may import only the features listed before it (one way: no feature reaches up or
// sideways into a later one); pages in `app/` compose any of them. A new feature takes its place
// in this list. `src/lib/layers.test.ts` checks that an upward import is reported.
export const FEATURES = [
  "profile",
  "auth",
  "help",
  "email",
  "viewers",
  "study",
  "review",
  "payments",
  "notes",
  "library",
  "question-bank",
  "marking",
  "papers",
  "quizzes",
  "challenge",
  "lessons",
  "plans",
  "marketing",
  "dashboard",
  "account",
  "staff",
  "shell",
];

const feature = (name) => `./src/features/${name}`;

const zones = [
  {
    target: ["./src/lib", "./src/components"],
    from: ["./src/features", "./src/app"],
    message: "lib/ and components/ sit below every feature: move what both need down here instead.",
  },
  ...FEATURES.map((name, i) => ({
    target: feature(name),
    from: FEATURES.slice(i + 1).map(feature),
    message: `${name} may use only the features listed before it in eslint.config.mjs: move what both need to a lower feature or lib/.`,
  })),
];

const config = [
  ...next,
  ...ts,
  { ignores: ["out/**", ".next/**", "node_modules/**", "next-env.d.ts", "public/pdf.worker.min.mjs"] },
  { files: ["src/**/*.{ts,tsx}"], rules: { "import/no-restricted-paths": ["error", { zones }] } },
];

export default config;
