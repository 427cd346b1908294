// A tiny PNG encoder and painter for the demo pictures (gallery, photos). Generating them in code keeps
// binary files out of the repository; flat colour areas and row gradients keep each file small, since
// deflate turns the long runs of identical pixels into a few bytes.
import { deflateSync } from "node:zlib"

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 as PNG chunks require it (ISO 3309). */
function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** One PNG chunk: its length, type, data and CRC (the tests build hostile PNGs with it too). */
export function pngChunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, "latin1")
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/**
 * Encodes 8-bit RGB pixels (row after row, 3 bytes each) as a PNG file.
 * @returns {Buffer}
 */
export function encodePng(width, height, rgb) {
  const stride = width * 3
  // Every row starts with its filter type; 0 (none) is what compresses flat areas best here.
  const raw = Buffer.alloc((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    rgb.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour RGB
  // bytes 10-12: deflate compression, adaptive filtering, no interlace (all 0)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t))

/** A pixel buffer with the few shapes the demo pictures need (portrait.mjs draws with it too). Colours are [r, g, b]. */
export class Canvas {
  constructor(width, height) {
    this.width = width
    this.height = height
    this.pixels = Buffer.alloc(width * height * 3)
  }

  set(x, y, color) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    const i = (y * this.width + x) * 3
    this.pixels[i] = color[0]
    this.pixels[i + 1] = color[1]
    this.pixels[i + 2] = color[2]
  }

  /** Paints every pixel with colorAt(x, y); keep it piecewise flat so the file stays small. */
  fill(colorAt) {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) this.set(x, y, colorAt(x, y))
    }
  }

  rect(x, y, w, h, color) {
    const x0 = Math.max(0, Math.round(x))
    const y0 = Math.max(0, Math.round(y))
    const x1 = Math.min(this.width, Math.round(x + w))
    const y1 = Math.min(this.height, Math.round(y + h))
    for (let py = y0; py < y1; py++) for (let px = x0; px < x1; px++) this.set(px, py, color)
  }

  /** Rectangle outline drawn inwards with the given thickness. */
  frame(x, y, w, h, thickness, color) {
    this.rect(x, y, w, thickness, color)
    this.rect(x, y + h - thickness, w, thickness, color)
    this.rect(x, y, thickness, h, color)
    this.rect(x + w - thickness, y, thickness, h, color)
  }

  /** Disc, or a ring when inner > 0. */
  circle(cx, cy, radius, color, inner = 0) {
    const r2 = radius * radius
    const i2 = inner * inner
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
        const d2 = (x - cx) ** 2 + (y - cy) ** 2
        if (d2 <= r2 && d2 >= i2) this.set(x, y, color)
      }
    }
  }

  toPng() {
    return encodePng(this.width, this.height, this.pixels)
  }
}

const WHITE = [250, 250, 245]
const INK = [31, 41, 55]
const GREENS = [
  [
    [21, 128, 61],
    [22, 163, 74],
  ],
  [
    [22, 101, 52],
    [21, 128, 61],
  ],
  [
    [34, 139, 34],
    [50, 160, 60],
  ],
]
const YELLOWS = [
  [250, 204, 21],
  [253, 224, 71],
  [234, 179, 8],
]

/** A football: white disc with a dark centre patch and five patches around it. */
function ball(canvas, cx, cy, r) {
  canvas.circle(cx + r * 0.12, cy + r * 0.12, r, [20, 60, 30]) // shadow on the grass
  canvas.circle(cx, cy, r, WHITE)
  canvas.circle(cx, cy, r * 0.32, INK)
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5
    canvas.circle(cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, r * 0.2, INK)
  }
}

/** Pitch seen from above: mowing stripes, touch lines, halfway line, centre circle, penalty boxes. */
function pitchFromAbove(canvas, rng) {
  const { width: w, height: h } = canvas
  const [dark, light] = GREENS[rng.int(0, GREENS.length - 1)]
  const stripes = rng.int(8, 12)
  canvas.fill((x, y) => {
    const base = Math.floor((x * stripes) / w) % 2 ? light : dark
    // Slight vertical shading, in steps of 30 rows so each band compresses as one.
    return mix(base, [0, 40, 0], Math.floor(y / 30) * 0.02)
  })
  const m = 30
  const t = 4
  canvas.frame(m, m, w - 2 * m, h - 2 * m, t, WHITE)
  canvas.rect(w / 2 - t / 2, m, t, h - 2 * m, WHITE)
  canvas.circle(w / 2, h / 2, 70, WHITE, 66)
  canvas.circle(w / 2, h / 2, 6, WHITE)
  const boxH = h * 0.45
  canvas.frame(m, (h - boxH) / 2, 110, boxH, t, WHITE)
  canvas.frame(w - m - 110, (h - boxH) / 2, 110, boxH, t, WHITE)
  ball(canvas, rng.int(180, w - 180), rng.int(90, h - 90), 22)
}

/** Goal mouth at sunset: yellow sky gradient, sun, stands, striped grass, goal with its net. */
function goalAtSunset(canvas, rng) {
  const { width: w, height: h } = canvas
  const horizon = Math.round(h * rng.float(0.38, 0.48))
  const sky = YELLOWS[rng.int(0, YELLOWS.length - 1)]
  const [dark, light] = GREENS[rng.int(0, GREENS.length - 1)]
  canvas.fill((x, y) => {
    if (y < horizon) return mix([255, 247, 214], sky, Math.floor((y / horizon) * 12) / 12)
    const band = Math.floor(((y - horizon) / (h - horizon)) * 7)
    return band % 2 ? light : dark
  })
  canvas.circle(rng.int(120, w - 120), horizon - rng.int(40, 90), rng.int(34, 52), [255, 255, 240])
  canvas.rect(0, horizon - 26, w, 26, [20, 83, 45]) // stands behind the goal
  const gw = 320
  const gh = 120
  const gx = rng.int(60, w - gw - 60)
  const gy = horizon + 10
  for (let x = gx; x <= gx + gw; x += 16) canvas.rect(x, gy, 1, gh, [220, 230, 220])
  for (let y = gy; y <= gy + gh; y += 16) canvas.rect(gx, y, gw, 1, [220, 230, 220])
  canvas.rect(gx - 6, gy - 6, gw + 12, 8, WHITE)
  canvas.rect(gx - 6, gy - 6, 8, gh + 6, WHITE)
  canvas.rect(gx + gw - 2, gy - 6, 8, gh + 6, WHITE)
  ball(canvas, rng.int(140, w - 140), rng.int(gy + gh + 60, h - 50), 30)
}

/** Badge-like composition: green field, yellow diagonal sash, concentric rings and the ball. */
function clubBadge(canvas, rng) {
  const { width: w, height: h } = canvas
  const [dark, light] = GREENS[rng.int(0, GREENS.length - 1)]
  const yellow = YELLOWS[rng.int(0, YELLOWS.length - 1)]
  const slope = rng.float(0.5, 0.9)
  canvas.fill((x, y) => {
    const d = x - y * slope - w * 0.25
    if (d > 0 && d < 150) return yellow
    return Math.floor(y / 45) % 2 ? light : dark
  })
  const cx = rng.int(w * 0.55, w * 0.75)
  const cy = h / 2
  canvas.circle(cx, cy, 150, yellow, 138)
  canvas.circle(cx, cy, 125, WHITE, 119)
  ball(canvas, cx, cy, 80)
}

const SCENES = [pitchFromAbove, goalAtSunset, clubBadge]

/**
 * A 16:9 demo picture; `variant` picks the scene, `rng` the colours and positions.
 * @returns {Buffer} PNG bytes
 */
export function demoPicture(variant, rng, width = 800, height = 450) {
  const canvas = new Canvas(width, height)
  SCENES[variant % SCENES.length](canvas, rng)
  return canvas.toPng()
}
