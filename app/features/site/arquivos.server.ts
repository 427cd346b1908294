// Public files (documents, photos, board portraits, event pictures, members' photos) read from PocketBase, so the
// site can stream them from its own origin (the browser never talks to PocketBase). Only the fields in PUBLIC_FILE_FIELDS.
import { createPocketBase, isNotFound } from "~/http/pocketbase.server"
import { PUBLIC_FILE_FIELDS, THUMB_PATTERN, type PublicFileCollection } from "~/utils/files"

/**
 * Where the public reads a collection's records when not in the collection itself: a board seat's
 * photo is public while its seat is, in the public board (docs/decisions/lgpd-and-privacy.md#what-is-public).
 */
const READ_FROM: Partial<Record<PublicFileCollection, string>> = { diretoria: "diretoria_publica" }

/**
 * A member's photo goes by its address alone: the account is its owner's to read, and the card's
 * public check shows the photo to anyone holding the card. PocketBase serves a name only from a
 * file field of its record, and `foto` is the account's one file field
 * (docs/decisions/member-card-and-receipts.md#photos).
 */
const BY_ADDRESS: ReadonlySet<PublicFileCollection> = new Set(["cadastro_geral"])

export type PublicFile = {
  /** PocketBase's answer, body unread (streamed on by the caller). */
  upstream: Response
  /** A readable download name for documents ("Estatuto Social.pdf"); null for images. */
  downloadName: string | null
}

/**
 * The file, or null when the record does not exist, is not public, or `filename` is not the
 * record's file in the public field (PocketBase alone would serve any file field of the record).
 */
export async function fetchPublicFile(
  collection: PublicFileCollection,
  id: string,
  filename: string,
  { thumb, headers }: { thumb?: string | null; headers?: HeadersInit } = {},
): Promise<PublicFile | null> {
  const field = PUBLIC_FILE_FIELDS[collection]
  const pb = createPocketBase()
  let record: Record<string, unknown> = {}
  if (!BY_ADDRESS.has(collection)) {
    try {
      record = await pb.collection(READ_FROM[collection] ?? collection).getOne(id, {
        fields: collection === "documentos" ? `${field},nome` : field,
      })
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
    if (record[field] !== filename) return null
  }

  const url = new URL(
    pb.buildURL(
      `/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(filename)}`,
    ),
  )
  if (thumb && THUMB_PATTERN.test(thumb)) url.searchParams.set("thumb", thumb)
  const upstream = await fetch(url, { headers })
  if (upstream.status === 404) return null

  let downloadName: string | null = null
  if (collection === "documentos" && typeof record.nome === "string" && record.nome.trim()) {
    const extension = filename.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? ""
    downloadName = `${record.nome.trim()}${extension}`
  }
  return { upstream, downloadName }
}
