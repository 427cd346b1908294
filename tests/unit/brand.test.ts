// The association's green is written in config/brand.mjs (the browser's bar, the manifest, the
// icons) and in the pages' Tailwind palette: the two must not drift apart.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { THEME_COLOR, THEME_COLOR_DARK } from "../../config/brand.mjs"

const palette = readFileSync("app/tailwind.css", "utf8")
const shade = (name: string) => palette.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, "i"))?.[1]

describe("the association's colours", () => {
  it("are the pages' palette: marca-700 and marca-900", () => {
    expect(shade("marca-700")).toBe(THEME_COLOR)
    expect(shade("marca-900")).toBe(THEME_COLOR_DARK)
  })

  it("are the logo's", () => {
    const logo = readFileSync("public/favicon.svg", "utf8")
    expect(logo).toContain(`fill="${THEME_COLOR}"`)
    expect(logo).toContain(`fill="${THEME_COLOR_DARK}"`)
  })
})
