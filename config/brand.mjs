// The association's look outside its pages, in one place: the colours and the images made from its
// logo (public/favicon.svg) at build time by scripts/icons.mjs, which the pages' <head>, the web
// manifest (app/features/site/manifest.ts) and link previews name. The pages' own palette is
// Tailwind's `marca` (app/tailwind.css); tests/unit/brand.test.ts holds the two to the same green.

/** The association's green: the browser's bar, the installed app's splash, the icons' background. */
export const THEME_COLOR = "#15803d"
/** A darker green (Tailwind's marca-900, the logo's pentagon), where the card image's gradient ends. */
export const THEME_COLOR_DARK = "#14532d"

/**
 * The icons the installed site uses, as the manifest names them: the logo itself ("any"), and the
 * logo inside the safe zone of a green square that the phone cuts to its own shape ("maskable").
 */
export const APP_ICONS = [
  { file: "icone-192.png", size: 192, purpose: "any" },
  { file: "icone-512.png", size: 512, purpose: "any" },
  { file: "icone-maskable-512.png", size: 512, purpose: "maskable" },
]

/** The home screen's icon on an iPhone: opaque, since iOS fills a transparent one with black. */
export const APPLE_TOUCH_ICON = { file: "apple-touch-icon.png", size: 180 }

/**
 * The image of a link's preview (og:image) when a page has none of its own: the logo on green, no
 * text (the association's name is its settings' data, and the preview's title carries it).
 */
export const CARD_IMAGE = { file: "cartao.png", width: 1200, height: 630 }
