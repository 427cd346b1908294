// Addresses of PocketBase files as the site serves them (one public origin; the browser
// never talks to PocketBase). The route app/routes/arquivos.$collection.$id.$filename.ts streams them.

/**
 * The collections whose files the site serves, each with its one file field. A member's photo
 * (`cadastro_geral`) is served to whoever holds its address, which only the card, its check and the
 * directory give: never listed anywhere public
 * (docs/decisions/member-card-and-receipts.md#photos).
 */
export const PUBLIC_FILE_FIELDS = {
  documentos: "arquivo",
  fotos: "imagem",
  galeria_escolinha: "imagem",
  diretoria: "foto",
  eventos: "imagem",
  cadastro_geral: "foto",
} as const

export type PublicFileCollection = keyof typeof PUBLIC_FILE_FIELDS

export function isPublicFileCollection(name: string): name is PublicFileCollection {
  return Object.hasOwn(PUBLIC_FILE_FIELDS, name)
}

/** "/arquivos/fotos/abc123/festa_x1y2z3.jpg" (with "?thumb=360x270" for a PocketBase thumbnail). */
export function fileUrl(
  collection: PublicFileCollection,
  id: string,
  filename: string,
  thumb?: string,
): string {
  const path = `/arquivos/${collection}/${encodeURIComponent(id)}/${encodeURIComponent(filename)}`
  return thumb ? `${path}?thumb=${encodeURIComponent(thumb)}` : path
}

/** PocketBase thumbnail sizes: "WxH", optionally with the crop mode t, b or f. */
export const THUMB_PATTERN = /^\d{1,4}x\d{1,4}[tbf]?$/
