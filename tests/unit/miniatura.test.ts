// A thumbnail as the site sends it (docs/decisions/documents-and-photos.md#thumbnails-weigh-what-a-phone-shows):
// a photo's, written by PocketBase at quality 95, goes out as a lighter JPEG of the same size; one
// with transparency goes out as it came; what is no picture is left to the caller.
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { keptThumbnail, lightThumbnail } from "~/features/galeria/miniatura.server"

/** A 360×270 picture with detail (noise over a gradient), as PocketBase would write it. */
async function thumbnail(format: "jpeg" | "png", channels: 3 | 4 = 3) {
  const [width, height] = [360, 270]
  const pixels = Buffer.alloc(width * height * channels)
  let seed = 7
  for (let i = 0; i < pixels.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
    pixels[i] = channels === 4 && i % 4 === 3 ? 128 : ((i / channels) % width) / 2 + (seed >>> 26)
  }
  const image = sharp(pixels, { raw: { width, height, channels } })
  return format === "jpeg" ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer()
}

describe("lightThumbnail", () => {
  it("sends a photo's thumbnail as a lighter JPEG of the same size, written once", async () => {
    const bytes = await thumbnail("png")
    const light = await lightThumbnail("/arquivos/fotos/a/b.png?thumb=360x270", { bytes, type: "image/png" })
    expect(light!.type).toBe("image/jpeg")
    expect(light!.bytes.length).toBeLessThan(bytes.length / 2)
    expect(await sharp(light!.bytes).metadata()).toMatchObject({ width: 360, height: 270, format: "jpeg" })
    // The next request for it is answered from memory.
    expect(keptThumbnail("/arquivos/fotos/a/b.png?thumb=360x270")).toBe(light)
    const jpeg = await thumbnail("jpeg")
    const fromJpeg = await lightThumbnail("/arquivos/fotos/a/c.jpg?thumb=360x270", {
      bytes: jpeg,
      type: "image/jpeg",
    })
    expect(fromJpeg!.bytes.length).toBeLessThan(jpeg.length)
  })

  it("keeps a transparent picture as it came, and leaves what is no picture alone", async () => {
    const bytes = await thumbnail("png", 4)
    const kept = await lightThumbnail("/arquivos/eventos/a/logo.png?thumb=360x270", {
      bytes,
      type: "image/png",
    })
    expect(kept!.type).toBe("image/png")
    expect(kept!.bytes).toBe(bytes)
    const broken = Buffer.from("not a picture")
    expect(
      await lightThumbnail("/arquivos/fotos/a/x.jpg?thumb=360x270", { bytes: broken, type: "image/jpeg" }),
    ).toBeNull()
  })
})
