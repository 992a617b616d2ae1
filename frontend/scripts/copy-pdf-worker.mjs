// The PDF viewer's worker is served as a static file from the site (public/), copied from the
// installed pdfjs-dist so its version always matches the library.
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const publicDir = new URL("../public/", import.meta.url);
mkdirSync(publicDir, { recursive: true });
copyFileSync(require.resolve("pdfjs-dist/build/pdf.worker.min.mjs"), new URL("pdf.worker.min.mjs", publicDir));
