import { vitePlugin as remix } from "@remix-run/dev"
import tailwindcss from "@tailwindcss/vite"
import { readdirSync } from "node:fs"
import path from "node:path"
import { defineConfig } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"
import { domainEsm, shellChunk } from "./config/browser-build.mjs"
import remixConfig from "./remix.config.js"

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true
  }
}

// The shared rules (app/domain) are CommonJS, because PocketBase's hooks require() the same files.
// The site reaches them as the linked package @veteranos/domain: Node loads them as they are on the
// server, the development server converts them (Vite's advice for a linked CommonJS package), and
// the browser's build reads them as ES modules (domainEsm), so a page keeps only what it uses.
const DOMAIN_MODULES = readdirSync("app/domain")
  .filter((file) => file.endsWith(".js"))
  .map((file) => `@veteranos/domain/${file.slice(0, -".js".length)}`)

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [domainEsm(), tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  optimizeDeps: { include: DOMAIN_MODULES },
  ssr: { external: ["@veteranos/domain"] },
  build: {
    // The server's build still reads them as CommonJS (server/http.mjs imports them by path).
    commonjsOptions: { include: isSsrBuild ? [/node_modules/, /app\/domain\//] : [/node_modules/] },
    // The browser's scripts are minified by terser, which makes React and Remix's runtime about 4 KB
    // smaller compressed than esbuild does: every form and panel page carries them.
    ...(isSsrBuild
      ? // One file: what a page loads on demand (app/components/ui/on-demand.tsx) is then ready on
        // the server before its first request, so the server's HTML always holds it.
        { rollupOptions: { output: { inlineDynamicImports: true } } }
      : {
          minify: "terser" as const,
          terserOptions: { compress: { passes: 2 }, module: true },
          rollupOptions: { output: { manualChunks: shellChunk(path.resolve("app/root.tsx")) } },
        }),
  },
}))
