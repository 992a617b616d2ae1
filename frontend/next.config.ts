import type { NextConfig } from "next";

// A static export: every route is a file; drill-downs use the query string. The environment
// (API URL, user pool, payment keys) is read at run time from /config.json, so one build serves
// local, test and cloud alike.
const config: NextConfig = {
  output: "export",
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {
    // React's own hook in place of the pre-18 fallback SWR ships with (src/lib/sync-external-store.ts).
    resolveAlias: { "use-sync-external-store/shim": "./src/lib/sync-external-store.ts" },
  },
};

export default config;
