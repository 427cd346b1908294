// @ts-check
// What an image's header says, read without decoding it: its type, its size in pixels and the
// metadata it carries. The site reads it to refuse a picture with too many pixels and to clean one
// that carries metadata; PocketBase's hook reads it to refuse either at its own door
// (docs/decisions/documents-and-photos.md#hostile-images). Only the few bytes each step needs are
// read, through `read`, so PocketBase never holds a whole photo in its JavaScript.

/**
 * The bytes of the file from `offset`, at most `length` (fewer at its end).
 * @callback Read
 * @param {number} offset
 * @param {number} length
 * @returns {ArrayLike<number>}
 */

/**
 * An image as its header describes it. `largura` and `altura` are the largest the file declares
 * (0 when it declares none: a broken or cut file); `metadados` names what it carries besides the
 * picture (empty for a clean image).
 * @typedef {{ tipo: "image/jpeg" | "image/png" | "image/webp", largura: number, altura: number, metadados: string[] }} Imagem
 */

/** Data after the picture's own end: anything may hide there. */
const DEPOIS_DO_FIM = "dados após o fim da imagem"

/** How many segments or chunks a header may have: far more than any camera writes. */
const MAX_PARTES = 20000

/** A number read from the bytes `b` at `i`. @typedef {(b: ArrayLike<number>, i: number) => number} NumberAt */

/** The byte at `i`, 0 past the end (a cut file reads as zeros). @type {NumberAt} */
const at = (b, i) => (i < b.length ? Number(b[i]) : 0)
/** @type {NumberAt} */ const u16be = (b, i) => (at(b, i) << 8) | at(b, i + 1)
/** @type {NumberAt} */ const u16le = (b, i) => at(b, i) | (at(b, i + 1) << 8)
/** @type {NumberAt} */ const u24le = (b, i) => at(b, i) | (at(b, i + 1) << 8) | (at(b, i + 2) << 16)
/** @type {NumberAt} */ const u32le = (b, i) => u24le(b, i) + at(b, i + 3) * 0x1000000
/** @type {NumberAt} */ const u32be = (b, i) => u16be(b, i) * 0x10000 + u16be(b, i + 2)

/** Latin-1 text of at most `n` bytes from `i`. @param {ArrayLike<number>} b @param {number} i @param {number} n */
function ascii(b, i, n) {
  let text = ""
  for (let k = i; k < i + n && k < b.length; k++) text += String.fromCharCode(at(b, k))
  return text
}

/** A header not read to its end: no size to trust. @type {(tipo: Imagem["tipo"]) => Imagem} */
const unreadable = (tipo) => ({ tipo, largura: 0, altura: 0, metadados: [] })

/** Adds `what` to the image's metadata, once. @param {Imagem} imagem @param {string} what */
function carries(imagem, what) {
  if (imagem.metadados.indexOf(what) < 0) imagem.metadados.push(what)
}

/**
 * The image type the first 12 bytes announce, or null (the signatures PocketBase detects).
 * @param {ArrayLike<number>} head
 * @returns {Imagem["tipo"] | null}
 */
function imageType(head) {
  if (ascii(head, 0, 3) === "\xff\xd8\xff") return "image/jpeg"
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png"
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "image/webp"
  return null
}

// JPEG: the frame headers (SOF0..SOF15, but DHT C4, JPG C8 and DAC CC) hold the height and width.
const JPEG_SOF = [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]

/**
 * What a JPEG application segment or comment holds: null for what draws the picture.
 * @param {number} marker
 * @param {string} id the segment's first bytes
 */
function jpegMetadata(marker, id) {
  if (marker === 0xfe) return "comentário"
  if (marker === 0xe0 && id.indexOf("JFIF\0") === 0) return null
  if (marker === 0xe2 && id.indexOf("ICC_PROFILE\0") === 0) return null
  if (marker === 0xee && id.indexOf("Adobe") === 0) return null
  if (marker === 0xe1 && id.indexOf("Exif\0") === 0) return "EXIF"
  if (marker === 0xe1 && id.indexOf("http://ns.adobe.com/") === 0) return "XMP"
  if (marker === 0xed) return "IPTC"
  if (marker === 0xe2 && id.indexOf("MPF\0") === 0) return "MPF"
  return `APP${marker - 0xe0}`
}

/** How far past a segment's end a JPEG's next marker is looked for. */
const JUNK_WINDOW = 256

/** @param {Read} read @param {number} size @returns {Imagem} */
function readJpeg(read, size) {
  /** @type {Imagem} */
  const imagem = { tipo: "image/jpeg", largura: 0, altura: 0, metadados: [] }
  let pos = 2
  let n = 0
  for (; n < MAX_PARTES && pos < size; n++) {
    const h = read(pos, 4)
    if (h.length < 2) break
    if (at(h, 0) !== 0xff) {
      // Bytes where a marker should be: skipped up to the next one, as libjpeg and Go's decoder do.
      const skip = Array.prototype.indexOf.call(read(pos, JUNK_WINDOW), 0xff)
      if (skip < 0) break
      pos += skip
      continue
    }
    const marker = at(h, 1)
    // Fill bytes, and the markers that stand alone.
    if (marker === 0xff) {
      pos += 1
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2
      continue
    }
    // The image data begins (SOS) or ends (EOI): what viewers read of the header is behind.
    if (marker === 0xda || marker === 0xd9 || h.length < 4) break
    const length = u16be(h, 2)
    if (length < 2) break
    if (JPEG_SOF.indexOf(marker) >= 0) {
      const sof = read(pos + 4, 5)
      imagem.altura = Math.max(imagem.altura, u16be(sof, 1))
      imagem.largura = Math.max(imagem.largura, u16be(sof, 3))
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      const found = jpegMetadata(marker, ascii(read(pos + 4, Math.min(length - 2, 32)), 0, 32))
      if (found) carries(imagem, found)
    }
    pos += 2 + length
  }
  if (n === MAX_PARTES) return unreadable(imagem.tipo)
  const end = read(size - 2, 2)
  if (!(end[0] === 0xff && end[1] === 0xd9)) carries(imagem, DEPOIS_DO_FIM)
  return imagem
}

// PNG: the chunks that draw the picture (its colours, transparency, density, animation frames);
// any other (tEXt, zTXt, iTXt, eXIf, tIME, a program's own) is metadata.
// prettier-ignore
const PNG_IMAGEM = [
  "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "mDCv",
  "cLLI", "bKGD", "hIST", "pHYs", "sPLT", "acTL", "fcTL", "fdAT",
]

/** @param {Read} read @param {number} size @returns {Imagem} */
function readPng(read, size) {
  /** @type {Imagem} */
  const imagem = { tipo: "image/png", largura: 0, altura: 0, metadados: [] }
  let pos = 8
  let ended = false
  for (let n = 0; n < MAX_PARTES && pos + 12 <= size; n++) {
    const h = read(pos, 16)
    const type = ascii(h, 4, 4)
    if (n === 0 && type !== "IHDR") break
    if (type === "IHDR") {
      imagem.largura = u32be(h, 8)
      imagem.altura = u32be(h, 12)
    } else if (PNG_IMAGEM.indexOf(type) < 0) {
      carries(imagem, type)
    }
    pos += 12 + u32be(h, 0)
    if (type === "IEND") {
      ended = true
      break
    }
  }
  if (!ended && pos + 12 <= size) return unreadable(imagem.tipo)
  if (pos < size) carries(imagem, DEPOIS_DO_FIM)
  return imagem
}

// WebP: the chunks that draw the picture; EXIF and XMP, or any other, are metadata.
const WEBP_IMAGEM = ["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]

/**
 * The width and height a WebP chunk declares (the canvas, or a frame's own), or null.
 * @param {string} fourcc
 * @param {ArrayLike<number>} d the chunk's first bytes
 * @returns {[number, number] | null}
 */
function webpSize(fourcc, d) {
  if (fourcc === "VP8X") return [1 + u24le(d, 4), 1 + u24le(d, 7)]
  if (fourcc === "VP8 " && at(d, 3) === 0x9d && at(d, 4) === 0x01 && at(d, 5) === 0x2a) {
    return [u16le(d, 6) & 0x3fff, u16le(d, 8) & 0x3fff]
  }
  if (fourcc === "VP8L" && at(d, 0) === 0x2f) {
    const bits = u32le(d, 1)
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]
  }
  return null
}

/** @param {Read} read @param {number} size @returns {Imagem} */
function readWebp(read, size) {
  /** @type {Imagem} */
  const imagem = { tipo: "image/webp", largura: 0, altura: 0, metadados: [] }
  const end = 8 + u32le(read(4, 4), 0)
  let pos = 12
  let n = 0
  for (; n < MAX_PARTES && pos + 8 <= Math.min(end, size); n++) {
    const h = read(pos, 18)
    const fourcc = ascii(h, 0, 4)
    const found = webpSize(fourcc, Array.prototype.slice.call(h, 8))
    if (found) {
      imagem.largura = Math.max(imagem.largura, found[0])
      imagem.altura = Math.max(imagem.altura, found[1])
    } else if (WEBP_IMAGEM.indexOf(fourcc) < 0) {
      carries(imagem, fourcc.trim())
    }
    const length = u32le(h, 4)
    pos += 8 + length + (length % 2)
  }
  if (n === MAX_PARTES) return unreadable(imagem.tipo)
  if (end < size) carries(imagem, DEPOIS_DO_FIM)
  return imagem
}

/**
 * The image in the file of `size` bytes that `read` reads, or null when its first bytes are no
 * JPEG, PNG or WebP.
 * @param {Read} read
 * @param {number} size
 * @returns {Imagem | null}
 */
function describeImage(read, size) {
  const tipo = imageType(read(0, 12))
  if (tipo === "image/jpeg") return readJpeg(read, size)
  if (tipo === "image/png") return readPng(read, size)
  if (tipo === "image/webp") return readWebp(read, size)
  return null
}

/**
 * A `Read` over bytes held in memory (the site's Buffer, a test's array).
 * @param {ArrayLike<number> & { subarray?: (start: number, end: number) => ArrayLike<number> }} bytes
 * @returns {Read}
 */
function readerOf(bytes) {
  return (offset, length) => {
    const start = Math.max(0, Math.min(offset, bytes.length))
    const stop = Math.min(bytes.length, start + length)
    return bytes.subarray ? bytes.subarray(start, stop) : Array.prototype.slice.call(bytes, start, stop)
  }
}

exports.describeImage = describeImage
exports.imageType = imageType
exports.readerOf = readerOf
