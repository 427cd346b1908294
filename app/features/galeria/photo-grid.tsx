// The grid of captioned pictures that /galeria (the association's photos) and /escolinha (the
// school's) show: two columns on a phone, up to four on a desktop, each picture a link to the full
// image.
import { Icon } from "~/components/ui/icon"
import { PlaceholderImage } from "~/components/ui/placeholder-image"
import { formatDate } from "~/utils/format"
import {
  ASPECT_CLASS,
  ThumbnailLink,
  toThumbnail,
  type Galeria,
  type Thumbnail,
} from "~/features/galeria/thumbnail"

export type Photo = {
  key: string
  titulo: string
  /** The caption's second line: the picture's date, or a note such as "Foto ilustrativa". */
  data: { label: string; dateTime: string } | null
  nota?: string
  /** Null for a photo with only an external address, or a sample with none. */
  thumbnail: Thumbnail | null
  externa?: string | null
}

type GaleriaRecord = { id: string; titulo: string; data: string; imagem: string; url?: string }

export function toPhoto(galeria: Galeria, record: GaleriaRecord, n: number): Photo {
  return {
    key: record.id,
    titulo: record.titulo,
    data: record.data ? { label: formatDate(record.data), dateTime: record.data.slice(0, 10) } : null,
    thumbnail: record.imagem ? toThumbnail(galeria, record, n) : null,
    // An external address (which the page's security policy will not load inline) becomes a link.
    externa: !record.imagem && record.url ? record.url : null,
  }
}

// The grid's columns, below: 2 on a phone, 3 from 768 px, 4 from 1024 px in the 1152 px container,
// less the page's padding and the gaps. What the browser picks from the srcset by.
const SIZES = "(min-width: 1024px) 268px, (min-width: 768px) calc(33vw - 21px), calc(50vw - 22px)"

export function PhotoGrid({
  galeria,
  photos,
  eager = 0,
  testId,
}: {
  galeria: Galeria
  photos: Photo[]
  /** How many pictures, from the first, are in view on arrival: the rest wait to be scrolled to. */
  eager?: number
  testId: string
}) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, n) => (
        <li key={photo.key} data-testid={testId}>
          <figure className="h-full overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
            <div className={`${ASPECT_CLASS[galeria]} bg-marca-100`}>
              {photo.thumbnail ? (
                <ThumbnailLink
                  thumbnail={photo.thumbnail}
                  sizes={SIZES}
                  lazy={n >= eager}
                  first={n === 0 && eager > 0}
                />
              ) : photo.externa ? (
                <a
                  href={photo.externa}
                  rel="noopener noreferrer"
                  className="grid h-full place-items-center text-sm font-semibold text-marca-800 hover:underline"
                >
                  <span className="flex items-center gap-2">
                    <Icon name="external" className="size-4" />
                    Ver foto<span className="sr-only">: {photo.titulo}</span>
                  </span>
                </a>
              ) : (
                <PlaceholderImage label={photo.nota ? `${photo.nota}: ${photo.titulo}` : photo.titulo} />
              )}
            </div>
            <figcaption className="break-words p-3">
              <p className="font-semibold text-gray-900">{photo.titulo}</p>
              {photo.data ? (
                <p className="text-sm text-gray-600">
                  <time dateTime={photo.data.dateTime}>{photo.data.label}</time>
                </p>
              ) : photo.nota ? (
                <p className="text-sm text-gray-600">{photo.nota}</p>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
