import { vitePlugin as remix } from "@remix-run/dev"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"
import remixConfig from "./remix.config.js"

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { host: "127.0.0.1" },
})
