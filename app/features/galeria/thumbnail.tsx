// A gallery picture as the public pages show it: PocketBase's thumbnails of the gallery's declared
// sizes in a srcset (a phone never downloads the full photo to show a card), the smallest one's
// width and height so the frame is reserved before it arrives, inside a link to the full image
// (docs/decisions/documents-and-photos.md#thumbnails).
import { GALERIAS } from "@veteranos/domain/arquivos"
import { fileUrl } from "~/utils/files"

export type Galeria = keyof typeof GALERIAS

export type Thumbnail = {
  src: string
  srcSet: string
  width: number
  height: number
  alt: string
  /** The full image. */
  href: string
}

/**
 * A srcset of PocketBase thumbnails ("WxH" sizes declared on the file field), so the browser takes
 * the smallest that fills the picture's frame. No original: its size is unknown, and it is the
 * download a phone must not make.
 */
export function thumbSrcSet(
  galeria: Galeria,
  id: string,
  filename: string,
  thumbs: ReadonlyArray<string>,
): string {
  return thumbs.map((thumb) => `${fileUrl(galeria, id, filename, thumb)} ${thumb.split("x")[0]}w`).join(", ")
}

/** The frame of each gallery's pictures: the shape its thumbnails are cropped to. */
export const ASPECT_CLASS: Record<Galeria, string> = {
  fotos: "aspect-[4/3]",
  galeria_escolinha: "aspect-video",
}

/** The `n`th picture of a gallery (from 0); its title is its alternative text. */
export function toThumbnail(
  galeria: Galeria,
  { id, titulo, imagem }: { id: string; titulo: string; imagem: string },
  n: number,
): Thumbnail {
  const { thumbs } = GALERIAS[galeria]
  const smallest = thumbs[0]
  const [width, height] = smallest.split("x").map(Number) as [number, number]
  return {
    src: fileUrl(galeria, id, imagem, smallest),
    srcSet: thumbSrcSet(galeria, id, imagem, thumbs),
    width,
    height,
    alt: titulo.trim() || `Imagem ${n + 1}`,
    href: fileUrl(galeria, id, imagem),
  }
}

/** The picture, filling its frame, as a link to the full image. */
export function ThumbnailLink({
  thumbnail,
  sizes,
  lazy,
  first = false,
}: {
  thumbnail: Thumbnail
  /** The width the picture is shown at, as the `sizes` attribute says it. */
  sizes: string
  /** Below the fold: fetched only when scrolled near. */
  lazy: boolean
  /** The page's largest picture on arrival: asked for before the others. */
  first?: boolean
}) {
  return (
    <a
      href={thumbnail.href}
      className="block h-full w-full focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      <img
        src={thumbnail.src}
        srcSet={thumbnail.srcSet}
        sizes={sizes}
        width={thumbnail.width}
        height={thumbnail.height}
        alt={thumbnail.alt}
        loading={lazy ? "lazy" : undefined}
        // React 18 knows no fetchPriority: the attribute as HTML spells it (these pages never hydrate).
        {...(first ? { fetchpriority: "high" } : {})}
        decoding="async"
        className="h-full w-full object-cover"
      />
      <span className="sr-only"> (abrir a imagem inteira)</span>
    </a>
  )
}
