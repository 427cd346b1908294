// A thumbnail as the site sends it (docs/decisions/documents-and-photos.md#thumbnails-weigh-what-a-phone-shows):
// PocketBase crops and scales it, but writes it as a JPEG of quality 95 (or a PNG, for a PNG or
// WebP photo), about 50 KB for a 360×270 card of a real photo. The site writes it again as a
// progressive JPEG of web quality (about a third of that), and keeps the last ones written in
// memory, as a file's name never changes while its content stays (a new upload is a new name).
import sharp from "sharp"

/** Web quality for a picture shown at its size: no difference a phone's screen shows. */
const QUALITY = 72
/** What the kept thumbnails may weigh together: a few pages of the galleries. */
const KEPT_BYTES = 8 * 1024 * 1024

export type Thumbnail = { bytes: Buffer; type: string }

const kept = new Map<string, Thumbnail>()
let keptBytes = 0

function keep(key: string, thumbnail: Thumbnail): Thumbnail {
  kept.set(key, thumbnail)
  keptBytes += thumbnail.bytes.length
  // The oldest first (a Map keeps its insertion order; a hit moves its entry last).
  for (const [oldest, value] of kept) {
    if (keptBytes <= KEPT_BYTES) break
    kept.delete(oldest)
    keptBytes -= value.bytes.length
  }
  return thumbnail
}

/** The thumbnail `key` names, if written already (the file's address and the thumbnail's size). */
export function keptThumbnail(key: string): Thumbnail | null {
  const hit = kept.get(key)
  if (!hit) return null
  kept.delete(key)
  kept.set(key, hit)
  return hit
}

/**
 * PocketBase's thumbnail as a light JPEG, or as it came when that is lighter or it has
 * transparency (a PNG logo, say); null when it cannot be read (the caller sends it as it came).
 */
export async function lightThumbnail(key: string, thumbnail: Thumbnail): Promise<Thumbnail | null> {
  try {
    const image = sharp(thumbnail.bytes, { failOn: "error" })
    const { hasAlpha, width = 0, height = 0 } = await image.metadata()
    // A thumbnail is at most 1280×720 (the galleries' largest): anything larger is not one.
    if (width * height > 1280 * 720) return null
    if (hasAlpha) return keep(key, thumbnail)
    const bytes = await image.jpeg({ quality: QUALITY, progressive: true, mozjpeg: true }).toBuffer()
    // PocketBase's own may be lighter already (a small, simple picture's).
    return keep(key, bytes.length < thumbnail.bytes.length ? { bytes, type: "image/jpeg" } : thumbnail)
  } catch {
    return null
  }
}
