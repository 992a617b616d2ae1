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
};

export default config;
