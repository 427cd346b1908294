// Remix options, passed to the Remix Vite plugin by vite.config.ts (the classic compiler is not used).
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  // BUILD_DIR lets two builds (say, two test runs) live side by side; start.mjs reads the same.
  buildDirectory: process.env.BUILD_DIR || "build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
}
