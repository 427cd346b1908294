// The albums' pictures: real JPEGs of a phone photo's size and weight (a gradient under grain,
// 1600 × 1200, about 300 KB), so PocketBase's thumbnails cost what a real photo's do. Each from its
// seed: the same seed gives the same bytes.
import sharp from "sharp"

const [W, H] = [640, 480]
const FOTO = { largura: 1600, altura: 1200 }

/** A JPEG of `semente`. */
export async function fotoJpeg(semente) {
  let state = semente >>> 0 || 1
  const next = () => {
    // xorshift32: fast enough for a picture's grain.
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    return (state >>> 0) / 4294967296
  }
  const [a, b] = [0, 1].map(() => [next() * 255, next() * 255, next() * 255])
  const raw = Buffer.alloc(W * H * 3)
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x / W + y / H) / 2
      for (let c = 0; c < 3; c++) {
        const value = a[c] * (1 - t) + b[c] * t + (next() - 0.5) * 36
        raw[(y * W + x) * 3 + c] = value < 0 ? 0 : value > 255 ? 255 : value
      }
    }
  }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .resize(FOTO.largura, FOTO.altura)
    .jpeg({ quality: 85 })
    .toBuffer()
}
