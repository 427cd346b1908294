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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { host: "127.0.0.1" },
  // The browser's scripts are minified by terser, which makes React and Remix's runtime about 4 KB
  // smaller compressed than esbuild does: every form and panel page carries them.
  build: isSsrBuild ? {} : { minify: "terser", terserOptions: { compress: { passes: 2 }, module: true } },
}))
