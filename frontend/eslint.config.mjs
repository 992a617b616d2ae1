import next from "eslint-config-next/core-web-vitals";
import ts from "eslint-config-next/typescript";

const config = [
  ...next,
  ...ts,
  { ignores: ["out/**", ".next/**", "node_modules/**", "next-env.d.ts", "public/pdf.worker.min.mjs"] },
];

export default config;
