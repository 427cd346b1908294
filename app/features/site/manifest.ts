// The web manifest (https://www.w3.org/TR/appmanifest/), which lets a phone add the site to its home
// screen as an app: the association's name from its settings, its green and the icons made from its
// logo at build time (config/brand.mjs, scripts/icons.mjs). Pure: app/routes/manifest[.]webmanifest.ts
// answers it.
import { APP_ICONS, THEME_COLOR } from "../../../config/brand.mjs"
import type { SiteConfig } from "~/http/site-config"

export function webManifestOf(site: Pick<SiteConfig, "nome" | "sigla">) {
  return {
    name: site.nome,
    short_name: site.sigla,
    description: `${site.nome}: o site e o painel dos associados.`,
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The site's own first-visit splash is this green too.
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: APP_ICONS.map(({ file, size, purpose }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
    // A long press on the installed icon opens the member's card straight away, at a gate.
    shortcuts: [{ name: "Carteirinha", url: "/painel/carteirinha" }],
  }
}
