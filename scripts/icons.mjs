// Makes the association's icons and its link-preview card from its logo (public/favicon.svg), once,
// at build time, into the built client files (build/client), which the server serves as they are:
// the installed site's icons, the iPhone's home-screen icon and the card (config/brand.mjs names
// them and their sizes). Each is drawn from the SVG at its own size, so none is a small one scaled up.
//
//   node scripts/icons.mjs [build/client]
import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { APP_ICONS, APPLE_TOUCH_ICON, CARD_IMAGE, THEME_COLOR, THEME_COLOR_DARK } from "../config/brand.mjs"

const dir = path.resolve(process.argv[2] ?? "build/client")
const logo = await readFile(new URL("../public/favicon.svg", import.meta.url))
const { width: logoWidth = 32 } = await sharp(logo).metadata()

/** The logo, transparent around it, `size` pixels square: the SVG drawn at that size. */
const logoAt = (size) =>
  sharp(logo, { density: (72 * size) / logoWidth })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** An opaque image of `background` (a colour or an SVG) with the logo, `logoSize` wide, centred. */
async function logoOn(background, width, height, logoSize) {
  const base =
    typeof background === "string"
      ? sharp({ create: { width, height, channels: 3, background } })
      : sharp(background)
  const composed = await base
    .composite([{ input: await logoAt(logoSize), gravity: "centre" }])
    .png()
    .toBuffer()
  // Composed once more so the alpha channel can go: the result is opaque everywhere.
  return sharp(composed).removeAlpha().png({ compressionLevel: 9 }).toBuffer()
}

/**
 * A maskable icon: green to the edges, the logo within the circle of 80% of the width that every
 * phone's mask keeps (https://www.w3.org/TR/appmanifest/#icon-masks).
 */
const maskable = (size) => logoOn(THEME_COLOR, size, size, Math.round(size * 0.8))

/** The card's background: the association's green, darkening towards the lower right. */
const cardBackground = ({ width, height }) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${THEME_COLOR}"/><stop offset="1" stop-color="${THEME_COLOR_DARK}"/>` +
      `</linearGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )

const images = [
  ...APP_ICONS.map(({ file, size, purpose }) => ({
    file,
    make: () => (purpose === "maskable" ? maskable(size) : logoAt(size)),
  })),
  { file: APPLE_TOUCH_ICON.file, make: () => maskable(APPLE_TOUCH_ICON.size) },
  {
    file: CARD_IMAGE.file,
    // The logo at 70% of the height: large, and whole in the square crop some apps show.
    make: () =>
      logoOn(
        cardBackground(CARD_IMAGE),
        CARD_IMAGE.width,
        CARD_IMAGE.height,
        Math.round(CARD_IMAGE.height * 0.7),
      ),
  },
]

for (const { file, make } of images) await writeFile(path.join(dir, file), await make())
console.log(`${images.length} ícones feitos do logotipo em ${path.relative(process.cwd(), dir)}`)
