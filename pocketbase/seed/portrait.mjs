// The demo members' photos: a small square portrait per person (head and shoulders in the club's
// shirt), painted in code as the gallery's pictures are (png.mjs), so no binary file sits in the
// repository. Flat colours keep each file a few kilobytes; 240 pixels is the card's thumbnail
// (FOTO_THUMBS in app/domain/carteirinha.js), so PocketBase never enlarges one.
import { Canvas } from "./png.mjs"

const BACKGROUNDS = [
  [219, 234, 254],
  [220, 252, 231],
  [254, 243, 199],
  [229, 231, 235],
  [237, 233, 254],
]
const SKINS = [
  [241, 194, 160],
  [224, 172, 132],
  [198, 134, 96],
  [141, 85, 54],
  [96, 60, 38],
]
const HAIRS = [
  [230, 230, 225],
  [170, 170, 165],
  [110, 110, 108],
  [45, 40, 38],
  [95, 65, 40],
]
const SHIRTS = [
  { shirt: [21, 128, 61], trim: [250, 204, 21] },
  { shirt: [234, 179, 8], trim: [21, 128, 61] },
  { shirt: [250, 250, 245], trim: [21, 128, 61] },
]
const INK = [31, 41, 55]

/**
 * A square portrait PNG: background, shoulders in a club shirt, neck, ears, head, hair (full,
 * receding or none), eyes, mouth and, for some, a moustache; `rng` picks the colours and the style.
 * @param {ReturnType<import("./random.mjs").createRng>} rng
 * @returns {Buffer} PNG bytes
 */
export function demoPortrait(rng, size = 240) {
  const c = new Canvas(size, size)
  const u = size / 240
  const skin = rng.pick(SKINS)
  const hair = rng.pick(HAIRS)
  const { shirt, trim } = rng.pick(SHIRTS)
  const hairStyle = rng.int(0, 2)
  const cx = size / 2 + rng.int(-6, 6) * u
  const background = rng.pick(BACKGROUNDS)
  c.fill(() => background)

  // Shoulders in the shirt, its trim at the edge and round the neckline.
  c.circle(cx, 292 * u, 128 * u, trim)
  c.circle(cx, 298 * u, 124 * u, shirt)
  c.circle(cx, 172 * u, 21 * u, trim)
  c.circle(cx, 172 * u, 16 * u, skin)
  c.rect(cx - 16 * u, 130 * u, 32 * u, 42 * u, skin)
  if (hairStyle === 0) c.circle(cx, 92 * u, 56 * u, hair)
  c.circle(cx - 50 * u, 104 * u, 10 * u, skin)
  c.circle(cx + 50 * u, 104 * u, 10 * u, skin)
  c.circle(cx, 100 * u, 50 * u, skin)
  if (hairStyle === 1) {
    // Receding: the sides only.
    c.rect(cx - 52 * u, 74 * u, 11 * u, 26 * u, hair)
    c.rect(cx + 41 * u, 74 * u, 11 * u, 26 * u, hair)
  }
  c.circle(cx - 18 * u, 98 * u, 5 * u, INK)
  c.circle(cx + 18 * u, 98 * u, 5 * u, INK)
  if (rng.next() < 0.4) c.rect(cx - 18 * u, 118 * u, 36 * u, 7 * u, hair)
  c.rect(cx - 13 * u, 129 * u, 26 * u, 4 * u, [150, 60, 60])
  return c.toPng()
}
