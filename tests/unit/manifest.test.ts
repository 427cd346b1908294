import { initialConfiguracoes } from "@veteranos/domain/configuracoes"
import { describe, expect, it } from "vitest"
import { webManifestOf } from "~/features/site/manifest"
import { siteConfigOf } from "~/http/site-config"

// The association's settings as the president saved them, seeded here through their variables.
const settings = { ASSOCIACAO_NOME: "Clube dos Veteranos do Bairro Alto", ASSOCIACAO_SIGLA: "CVBA" }
const site = siteConfigOf(
  initialConfiguracoes((name) => settings[name as keyof typeof settings] ?? ""),
  12,
)

describe("the web manifest", () => {
  const manifest = webManifestOf(site)

  it("names the app after the association's settings: its name, and its acronym under the icon", () => {
    expect(manifest.name).toBe("Clube dos Veteranos do Bairro Alto")
    expect(manifest.short_name).toBe("CVBA")
    expect(manifest.description).toContain("Clube dos Veteranos do Bairro Alto")
  })

  it("opens the home page standalone, in Portuguese, in the association's green", () => {
    expect(manifest).toMatchObject({
      lang: "pt-BR",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#15803d",
      background_color: "#15803d",
    })
  })

  it("lists the logo's PNGs at 192 and 512 pixels, and a maskable one at 512", () => {
    expect(manifest.icons).toEqual([
      { src: "/icone-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icone-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icone-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ])
  })
})
