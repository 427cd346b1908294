// Hostile and everyday images for the upload tests: a PNG of any size in pixels that weighs a few
// kilobytes (its rows are all zero, one bit a pixel), and a phone's JPEG with its EXIF: the
// orientation (the picture is shown turned) and the place it was taken (GPS).
import sharp from "sharp"
import { deflateSync } from "node:zlib"
import { pngChunk } from "../../pocketbase/seed/png.mjs"

/** A real, black, 1-bit greyscale PNG of `width` × `height` pixels (20000 × 20000: about 50 KB). */
export function blackPng(width: number, height: number) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (greyscale), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

/** `png` with a chunk of `type` before its end (IEND), or after it with `after`. */
export function withPngChunk(png: Buffer, type: string, data: string, after = false) {
  const end = png.length - 12
  const chunk = pngChunk(type, Buffer.from(data, "latin1"))
  return after ? Buffer.concat([png, chunk]) : Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)])
}

/** Where the phone says it was (São Paulo): the GPS tags' values as EXIF writes them. */
const GPS = { latitude: "S", longitude: "W" } as const

/**
 * An EXIF segment (APP1, little-endian TIFF) with IFD0's Orientation and a GPS IFD holding a
 * latitude and a longitude (23° 33' S, 46° 38' W).
 */
function exifSegment(orientation: number) {
  const tiff = Buffer.alloc(128)
  tiff.write("II", 0, "latin1")
  tiff.writeUInt16LE(42, 2)
  tiff.writeUInt32LE(8, 4)
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at)
    tiff.writeUInt16LE(type, at + 2)
    tiff.writeUInt32LE(count, at + 4)
    tiff.writeUInt32LE(value, at + 8)
  }
  // IFD0 at 8: Orientation (SHORT) and the GPS IFD's offset (LONG), then no next IFD.
  tiff.writeUInt16LE(2, 8)
  entry(10, 0x0112, 3, 1, orientation)
  entry(22, 0x8825, 4, 1, 38)
  tiff.writeUInt32LE(0, 34)
  // The GPS IFD at 38: the references (ASCII, in place) and the degrees, minutes, seconds (3 RATIONAL).
  tiff.writeUInt16LE(4, 38)
  entry(40, 0x0001, 2, 2, GPS.latitude.charCodeAt(0))
  entry(52, 0x0002, 5, 3, 80)
  entry(64, 0x0003, 2, 2, GPS.longitude.charCodeAt(0))
  entry(76, 0x0004, 5, 3, 104)
  tiff.writeUInt32LE(0, 88)
  ;[23, 1, 33, 1, 0, 1, 46, 1, 38, 1, 0, 1].forEach((n, i) => tiff.writeUInt32LE(n, 80 + 4 * i))
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff])
  const head = Buffer.from([0xff, 0xe1, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([head, body])
}

/** `jpeg` with an EXIF segment (orientation and GPS) right after its start. */
function withExif(jpeg: Buffer, orientation = 6) {
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)])
}

/**
 * A phone's photo: a 40 × 20 JPEG, its left half red and its right half blue, stored sideways with
 * EXIF orientation 6 (turn it a quarter clockwise to see it) and the GPS position.
 */
export async function phonePhoto() {
  const red = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer()
  const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer()
  return withExif(jpeg)
}

/**
 * What a stored photo is: its size, its EXIF (none, for a clean one) and the colour of its top and
 * bottom rows' middle pixels, as "r,g,b" rounded to red, green or blue.
 */
export async function lookAt(bytes: Buffer) {
  const image = sharp(bytes)
  const { width, height, exif, orientation, format } = await image.metadata()
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  const colour = (y: number) => {
    const i = (y * info.width + Math.floor(info.width / 2)) * info.channels
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!]
    return r > 128 && b < 128 ? "red" : b > 128 && r < 128 ? "blue" : `${r},${g},${b}`
  }
  return {
    format,
    width,
    height,
    exif: exif ?? null,
    orientation: orientation ?? null,
    top: colour(0),
    bottom: colour(height! - 1),
  }
}
