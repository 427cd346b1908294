// The site's state file, sealed and opened (site-store.server.ts does the reading and writing):
// AES-256-GCM with a key derived from SESSION_SECRET, so the PocketBase tokens in it cannot be read
// from the file, and a file changed by anyone but the site (or sealed under another secret) is
// refused whole. No I/O here: the unit tests cover it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto"

/** The file's first bytes: the format, also bound to the sealed text (a later format changes it). */
const FORMAT = Buffer.from("AVS1")
const IV_BYTES = 12
const TAG_BYTES = 16

/** The file's key: derived from the session secret, never the secret itself (HKDF-SHA256). */
export function stateKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "associacao-veteranos", "estado do site", 32))
}

export function seal(text: string, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  cipher.setAAD(FORMAT)
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()])
  return Buffer.concat([FORMAT, iv, cipher.getAuthTag(), sealed])
}

/** The text `seal` sealed; throws when the bytes are not a file of ours, were changed, or `key` differs. */
export function unseal(file: Buffer, key: Buffer): string {
  const header = FORMAT.length + IV_BYTES + TAG_BYTES
  if (file.length < header || !file.subarray(0, FORMAT.length).equals(FORMAT)) {
    throw new Error("formato desconhecido")
  }
  const iv = file.subarray(FORMAT.length, FORMAT.length + IV_BYTES)
  const tag = file.subarray(FORMAT.length + IV_BYTES, header)
  const decipher = createDecipheriv("aes-256-gcm", key, iv)
  decipher.setAAD(FORMAT)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(file.subarray(header)), decipher.final()]).toString("utf8")
}

/** Each kept map's entries, by the map's name, as the file holds them. */
export type Snapshot = Record<string, Array<[string, unknown]>>

const VERSION = 1

export function snapshotText(maps: Snapshot): string {
  return JSON.stringify({ version: VERSION, maps })
}

/** The maps in a snapshot's text; throws when it is not one this version wrote. */
export function parseSnapshot(text: string): Snapshot {
  const parsed: unknown = JSON.parse(text)
  const { version, maps } = (parsed ?? {}) as { version?: unknown; maps?: unknown }
  if (version !== VERSION || !maps || typeof maps !== "object") throw new Error("versão desconhecida")
  const snapshot: Snapshot = {}
  for (const [name, entries] of Object.entries(maps)) {
    if (!Array.isArray(entries)) continue
    snapshot[name] = entries.filter(
      (entry): entry is [string, unknown] =>
        Array.isArray(entry) && entry.length === 2 && typeof entry[0] === "string",
    )
  }
  return snapshot
}
