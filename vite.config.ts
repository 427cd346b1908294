import { vitePlugin as remix } from "@remix-run/dev"
import tailwindcss from "@tailwindcss/vite"
import { readdirSync } from "node:fs"
import { defineConfig } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"
import remixConfig from "./remix.config.js"

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true
  }
}

// The shared rules (app/domain) are CommonJS, because PocketBase's hooks require() the same files.
// The site reaches them as the linked package @veteranos/domain: Node loads them as they are on the
// server, and the browser's build converts them (Vite's advice for a linked CommonJS package).
const DOMAIN_MODULES = readdirSync("app/domain")
  .filter((file) => file.endsWith(".js"))
  .map((file) => `@veteranos/domain/${file.slice(0, -".js".length)}`)

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  optimizeDeps: { include: DOMAIN_MODULES },
  ssr: { external: ["@veteranos/domain"] },
  build: {
    commonjsOptions: { include: [/node_modules/, /app\/domain\//] },
    // The browser's scripts are minified by terser, which makes React and Remix's runtime about 4 KB
    // smaller compressed than esbuild does: every form and panel page carries them.
    ...(isSsrBuild
      ? {}
      : { minify: "terser" as const, terserOptions: { compress: { passes: 2 }, module: true } }),
  },
}))
