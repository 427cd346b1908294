// An image the board uploads (a gallery's photo, an event's picture, a board member's photo), made
// ready for PocketBase, which refuses what is not (docs/decisions/documents-and-photos.md#hostile-images):
// one with too many pixels is refused here from its header, before anything decodes it; one with
// metadata (a phone's EXIF with the place it was taken, XMP, comments) is drawn again by sharp,
// turned as its orientation said, with none; a clean one goes on untouched.
import { IMAGEM_PIXELS_MAX, IMAGEM_RECUSAS, imageProblem } from "@veteranos/domain/arquivos-conteudo"
import { describeImage, imageType, readerOf, type Imagem } from "@veteranos/domain/imagens"
import sharp, { type Sharp } from "sharp"
import { FileRefusedError } from "~/http/file-refusal.server"

// One image at a time, whoever sends it, each decoded once: drawing a 24-megapixel photo again
// takes about 220 MB outside the site's heap (turned; 80 MB for a phone's 12 megapixels), the site
// shares two cores with PocketBase, and nothing decoded is worth keeping in libvips' cache.
sharp.concurrency(1)
sharp.cache(false)
let drawing: Promise<unknown> = Promise.resolve()

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = drawing.then(work, work)
  drawing = turn.catch(() => undefined)
  return turn
}

/** How each type is written again: near the phone's own quality, and lossless PNG. */
function encode(image: Sharp, tipo: Imagem["tipo"]) {
  if (tipo === "image/png") return image.png()
  if (tipo === "image/webp") return image.webp({ quality: 90 })
  return image.jpeg({ quality: 90 })
}

/**
 * `file` as PocketBase will take it, or FileRefusedError with the reason. A file that is no JPEG,
 * PNG or WebP goes on as it is, for PocketBase to judge by its bytes.
 */
export async function cleanImage(file: File): Promise<File> {
  if (!imageType(Buffer.from(await file.slice(0, 12).arrayBuffer()))) return file
  // An image of the field's size at most (checked before): read whole, it is one photo.
  const bytes = Buffer.from(await file.arrayBuffer())
  const imagem = describeImage(readerOf(bytes), bytes.length)!
  const problem = imageProblem(imagem)
  if (problem === null) return file
  if (problem !== "metadados") throw new FileRefusedError(IMAGEM_RECUSAS[problem].mensagem)
  try {
    // sharp drops every metadata unless told to keep it; autoOrient turns the pixels first.
    const image = sharp(bytes, { limitInputPixels: IMAGEM_PIXELS_MAX, failOn: "error" }).autoOrient()
    const cleaned = await oneAtATime(() => encode(image, imagem.tipo).toBuffer())
    return new File([new Uint8Array(cleaned)], file.name, { type: imagem.tipo })
  } catch (error) {
    console.error("Falha ao limpar a imagem:", error instanceof Error ? error.message : error)
    throw new FileRefusedError(IMAGEM_RECUSAS.ilegivel.mensagem)
  }
}
