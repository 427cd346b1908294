// Remix options, passed to the Remix Vite plugin by vite.config.ts (the classic compiler is not used).
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
}
