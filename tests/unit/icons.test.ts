// The icons the code can name (IconName) are exactly the symbols drawn in the sprite: an icon named
// but not drawn would show as an empty box. The compiler holds this list to IconName, and this test
// holds it to the sprite.
import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import type { IconName } from "~/components/ui/icon"

const EVERY_ICON: Record<IconName, true> = {
  menu: true,
  close: true,
  mail: true,
  phone: true,
  pin: true,
  clock: true,
  calendar: true,
  users: true,
  download: true,
  chevronLeft: true,
  chevronRight: true,
  chevronDown: true,
  instagram: true,
  facebook: true,
  youtube: true,
  logout: true,
  user: true,
  check: true,
  alert: true,
  file: true,
  image: true,
  cake: true,
  heart: true,
  star: true,
  ball: true,
  play: true,
  pause: true,
  external: true,
}

it("the sprite draws every icon the code can name, and no other", () => {
  const sprite = readFileSync("app/components/ui/icons.svg", "utf8")
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1])
  expect(symbols.sort()).toEqual(Object.keys(EVERY_ICON).sort())
})
