// What an image's header says, read without decoding it (app/domain/imagens.js), and what the site
// makes of an uploaded image before PocketBase sees it (app/features/galeria/imagem.server.ts): too
// many pixels refused, metadata removed with the picture turned as its orientation said, a clean
// image sent untouched. PocketBase's hook reads the same headers (tests/integration/arquivos-api.test.ts).
import {
  IMAGEM_PIXELS_MAX,
  IMAGEM_RECUSAS,
  imageProblem,
  isPdf,
  withExtension,
} from "@veteranos/domain/arquivos-conteudo"
import { describeImage, readerOf } from "@veteranos/domain/imagens"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { cleanImage } from "~/features/galeria/imagem.server"
import { JPEG, PDF, PNG, WEBP } from "../support/form-data"
import { blackPng, lookAt, phonePhoto, withPngChunk } from "../support/imagens"

const describeBytes = (bytes: Buffer) => describeImage(readerOf(bytes), bytes.length)

/** `jpeg` with a segment `marker` holding `text` right after its start. */
function withSegment(jpeg: Buffer, marker: number, text: string) {
  const body = Buffer.from(text, "latin1")
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)])
}

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#336699" } })

describe("an image's header", () => {
  it("tells the type and size of a clean JPEG, PNG and WebP", () => {
    expect(describeBytes(JPEG)).toEqual({ tipo: "image/jpeg", largura: 4, altura: 3, metadados: [] })
    expect(describeBytes(PNG)).toEqual({ tipo: "image/png", largura: 1, altura: 1, metadados: [] })
    expect(describeBytes(WEBP)).toEqual({ tipo: "image/webp", largura: 1, altura: 1, metadados: [] })
  })

  it("tells a WebP's size from its lossless and extended chunks", async () => {
    const lossless = await blank(300, 200).webp({ lossless: true }).toBuffer()
    expect(describeBytes(lossless)).toMatchObject({ largura: 300, altura: 200, metadados: [] })
    const extended = await blank(301, 199).webp().withXmp("<x:xmpmeta xmlns:x='adobe:ns:meta/'/>").toBuffer()
    expect(describeBytes(extended)).toEqual({
      tipo: "image/webp",
      largura: 301,
      altura: 199,
      metadados: ["XMP"],
    })
  })

  it("tells a 20000 × 20000 PNG's size from its first chunk, and that it has too many pixels", () => {
    const huge = blackPng(20000, 20000)
    expect(huge.length).toBeLessThan(100_000)
    const imagem = describeBytes(huge)!
    expect(imagem).toEqual({ tipo: "image/png", largura: 20000, altura: 20000, metadados: [] })
    expect(imageProblem(imagem)).toBe("pixels")
    expect(imageProblem({ largura: 6000, altura: 4000, metadados: [] })).toBeNull()
    expect(imageProblem({ largura: 6000, altura: 4001, metadados: [] })).toBe("pixels")
    expect(IMAGEM_PIXELS_MAX).toBe(24_000_000)
  })

  it("names the metadata a JPEG carries: EXIF, XMP, IPTC, comments, and data after its end", async () => {
    expect(describeBytes(await phonePhoto())?.metadados).toEqual(["EXIF"])
    expect(describeBytes(withSegment(JPEG, 0xe1, "http://ns.adobe.com/xap/1.0/\0<x/>"))?.metadados).toEqual([
      "XMP",
    ])
    expect(describeBytes(withSegment(JPEG, 0xed, "Photoshop 3.0\0 8BIM"))?.metadados).toEqual(["IPTC"])
    expect(describeBytes(withSegment(JPEG, 0xfe, "São Paulo"))?.metadados).toEqual(["comentário"])
    expect(describeBytes(Buffer.concat([JPEG, Buffer.from("GPS 23S 46W")]))?.metadados).toEqual([
      "dados após o fim da imagem",
    ])
    // What draws the picture is no metadata: JFIF, a colour profile, Adobe's colour transform.
    const drawing = withSegment(
      withSegment(withSegment(JPEG, 0xe0, "JFIF\0"), 0xe2, "ICC_PROFILE\0"),
      0xee,
      "Adobe",
    )
    expect(describeBytes(drawing)).toEqual({ tipo: "image/jpeg", largura: 4, altura: 3, metadados: [] })
  })

  it("names the metadata a PNG and a WebP carry", async () => {
    expect(describeBytes(withPngChunk(PNG, "tEXt", "Comment\0na sede"))?.metadados).toEqual(["tEXt"])
    expect(describeBytes(withPngChunk(PNG, "iTXt", "XML:com.adobe.xmp\0\0\0\0\0<x/>"))?.metadados).toEqual([
      "iTXt",
    ])
    expect(
      describeBytes(
        await blank(4, 3)
          .png()
          .withExif({ IFD0: { Copyright: "x" } })
          .toBuffer(),
      )?.metadados,
    ).toEqual(["eXIf"])
    expect(describeBytes(withPngChunk(PNG, "tEXt", "GPS", true))?.metadados).toEqual([
      "dados após o fim da imagem",
    ])
    const webp = await blank(5, 7)
      .webp()
      .withExif({ IFD0: { Copyright: "x" } })
      .withXmp("<x/>")
      .toBuffer()
    expect(describeBytes(webp)?.metadados).toEqual(["EXIF", "XMP"])
  })

  it("tells no size for a cut or broken image, and nothing for what is no image", () => {
    const cut = describeBytes(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00]))!
    expect(imageProblem(cut)).toBe("ilegivel")
    expect(describeBytes(PDF)).toBeNull()
    expect(describeBytes(Buffer.from("não é uma foto"))).toBeNull()
  })
})

describe("a document's content and a stored name", () => {
  it("is a PDF by its first bytes, whatever its name says", () => {
    expect(isPdf(PDF)).toBe(true)
    expect(isPdf(Buffer.from("\n%PDF-1.4"))).toBe(true)
    expect(isPdf(Buffer.from("\ufeff%PDF-1.7"))).toBe(true)
    expect(isPdf(Buffer.from("<html>%PDF-"))).toBe(false)
    expect(isPdf(PNG)).toBe(false)
  })

  it("takes the extension of the content in place of the one it was sent with", () => {
    expect(withExtension("x4z5e0m0b2j_8k8n1ismiy.html", ".pdf")).toBe("x4z5e0m0b2j_8k8n1ismiy.pdf")
    expect(withExtension("ata_8k8n1ismiy.tar.gz", ".pdf")).toBe("ata_8k8n1ismiy.pdf")
    expect(withExtension("foto_8k8n1ismiy", ".jpg")).toBe("foto_8k8n1ismiy.jpg")
  })
})

describe("an uploaded image, on the site", () => {
  const file = (bytes: Buffer, name: string, type: string) =>
    new File([new Uint8Array(bytes)], name, { type })

  it("with a phone's EXIF (GPS, orientation 6) is drawn again turned, and with no metadata", async () => {
    const sent = await phonePhoto()
    expect(await lookAt(sent)).toMatchObject({ width: 40, height: 20, orientation: 6 })
    const cleaned = await cleanImage(file(sent, "IMG_0001.jpg", "image/jpeg"))
    const bytes = Buffer.from(await cleaned.arrayBuffer())
    expect(cleaned.name).toBe("IMG_0001.jpg")
    expect(describeBytes(bytes)).toEqual({ tipo: "image/jpeg", largura: 20, altura: 40, metadados: [] })
    expect(await lookAt(bytes)).toEqual({
      format: "jpeg",
      width: 20,
      height: 40,
      exif: null,
      orientation: null,
      top: "red",
      bottom: "blue",
    })
  })

  it("with metadata in a PNG or a WebP keeps its type, and loses the metadata", async () => {
    const png = await cleanImage(file(withPngChunk(PNG, "tEXt", "Comment\0na sede"), "a.png", "image/png"))
    expect(describeBytes(Buffer.from(await png.arrayBuffer()))).toEqual({
      tipo: "image/png",
      largura: 1,
      altura: 1,
      metadados: [],
    })
    const sent = await blank(5, 7)
      .webp()
      .withExif({ IFD0: { Copyright: "x" } })
      .toBuffer()
    const webp = await cleanImage(file(sent, "a.webp", "image/webp"))
    expect(describeBytes(Buffer.from(await webp.arrayBuffer()))).toMatchObject({
      tipo: "image/webp",
      metadados: [],
    })
  })

  it("that is clean, or no image, goes on untouched", async () => {
    for (const sent of [file(JPEG, "a.jpg", "image/jpeg"), file(PDF, "a.jpg", "image/jpeg")]) {
      expect(await cleanImage(sent)).toBe(sent)
    }
  })

  it("with too many pixels, or a header that tells none, is refused with its reason", async () => {
    await expect(cleanImage(file(blackPng(20000, 20000), "grande.png", "image/png"))).rejects.toThrow(
      IMAGEM_RECUSAS.pixels.mensagem,
    )
    await expect(
      cleanImage(file(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00]), "cortada.jpg", "image/jpeg")),
    ).rejects.toThrow(IMAGEM_RECUSAS.ilegivel.mensagem)
  })
})
