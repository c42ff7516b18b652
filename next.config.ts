import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // Loaded by Node at run time, not bundled: PGlite ships WebAssembly files, pino uses worker
  // threads, and the docs page reads swagger-ui-dist's files from disk.
  serverExternalPackages: ["@electric-sql/pglite", "pino", "pg", "nodemailer", "swagger-ui-dist"],
  devIndicators: false,
  // The dev server answers on every address of this machine (HOSTNAME 0.0.0.0), but Next.js only
  // trusts "localhost" for its dev resources: opened at 127.0.0.1 its hot-reload socket was refused
  // and the page never became interactive. The loopback addresses are this machine too.
  allowedDevOrigins: ["127.0.0.1", "[::1]", "::1"],
  // `BUNDLE_SOURCE_MAPS=1` writes browser source maps, to see which modules a chunk holds.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  // Separate build folders let two copies (e2e, a second dev server) build side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};

export default nextConfig;
