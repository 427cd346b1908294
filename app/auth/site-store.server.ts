// The site's own state kept across its restarts: the sessions (session.server.ts) and the login
// limits (attempt-limit.server.ts) are Maps in memory, as fast as before, and this module writes
// them to one file in SITE_DATA_DIR, read back when the site starts, so a restart of the site logs
// nobody out and forgets no limit (docs/decisions/accounts-and-sessions.md#sessions-live-on-the-server).
// - Sealed with a key derived from SESSION_SECRET (sealed-state.server.ts): the PocketBase tokens
//   in it are not readable from the file.
// - Written a moment after a change (SAVE_DELAY_MS: many changes, one write), whole, to a temporary
//   file renamed over the old one, so a crash mid-write leaves the previous file. On a normal stop
//   (SIGTERM: server/index.mjs exits) what is pending is written before the process ends; a crash
//   loses at most the last moment's changes.
// - A file that cannot be read or opened (another secret, damaged, changed by hand) is logged and
//   the site starts without it: everybody logs in again, nothing worse.
// One site process owns the file. Each map bounds its own size (MAX_SESSIONS, the limiters' keys).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { mkdir, open, rename, rm } from "node:fs/promises"
import path from "node:path"
import { getEnv } from "~/http/env.server"
import { errorMessage } from "~/utils/errors"
import { parseSnapshot, seal, snapshotText, stateKey, unseal, type Snapshot } from "./sealed-state.server"

export const STATE_FILE = "estado.bin"
const SAVE_DELAY_MS = 1000

/** Whether a stored value still counts (and is well formed): what is not is neither loaded nor written. */
export type IsLive<V> = (value: unknown, now: number) => value is V

/** A Map kept across restarts: call changed() after each change to it or to a value in it. */
export type PersistedMap<V> = { map: Map<string, V>; changed: () => void }

type Kept = { map: Map<string, unknown>; isLive: (value: unknown, now: number) => boolean }

type Store = {
  file: string
  key: Buffer
  /** What the file held for maps not opened yet in this process: written back as it was. */
  unopened: Snapshot
  maps: Map<string, Kept>
  dirty: boolean
  /** A write under way: if the process ends now, it never lands. */
  saving: boolean
  timer: NodeJS.Timeout | undefined
  writing: Promise<void>
  closed: boolean
}

let store: Store | undefined
let temporaries = 0

function readFile(file: string, key: Buffer): Snapshot {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      console.error(`Estado do site ilegível (${file}); começando vazio:`, errorMessage(error))
    }
    return {}
  }
  try {
    return parseSnapshot(unseal(bytes, key))
  } catch (error) {
    console.error(`Estado do site recusado (${file}); começando vazio:`, errorMessage(error))
    return {}
  }
}

/** Temporary files a process that ended mid-write left behind. */
function removeTemporaries(dir: string) {
  try {
    for (const name of readdirSync(dir)) {
      if (name.startsWith(`${STATE_FILE}.`) && name.endsWith(".tmp"))
        rmSync(path.join(dir, name), { force: true })
    }
  } catch {
    // No folder yet: nothing left behind.
  }
}

function openStore(): Store {
  if (store) return store
  const { SITE_DATA_DIR, SESSION_SECRET } = getEnv()
  removeTemporaries(SITE_DATA_DIR)
  const file = path.join(SITE_DATA_DIR, STATE_FILE)
  const key = stateKey(SESSION_SECRET)
  store = {
    file,
    key,
    unopened: readFile(file, key),
    maps: new Map(),
    dirty: false,
    saving: false,
    timer: undefined,
    writing: Promise.resolve(),
    closed: false,
  }
  process.once("exit", writeNow)
  return store
}

function sealedState(current: Store): Buffer {
  const now = Date.now()
  const maps: Snapshot = { ...current.unopened }
  for (const [name, { map, isLive }] of current.maps) {
    maps[name] = [...map].filter(([, value]) => isLive(value, now))
  }
  return seal(snapshotText(maps), current.key)
}

const temporaryOf = (file: string) => `${file}.${process.pid}.${++temporaries}.tmp`

async function write(current: Store): Promise<void> {
  const temporary = temporaryOf(current.file)
  current.saving = true
  try {
    const bytes = sealedState(current)
    await mkdir(path.dirname(current.file), { recursive: true, mode: 0o700 })
    const handle = await open(temporary, "w", 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, current.file)
  } catch (error) {
    // Kept in memory; the next change tries again.
    current.dirty = true
    await rm(temporary, { force: true })
    console.error(`Falha ao gravar o estado do site (${current.file}):`, errorMessage(error))
  } finally {
    current.saving = false
  }
}

function scheduleWrite(current: Store) {
  current.dirty = true
  if (current.timer || current.closed) return
  current.timer = setTimeout(() => {
    current.timer = undefined
    if (!current.dirty || current.closed) return
    current.dirty = false
    current.writing = current.writing.then(() => write(current))
  }, SAVE_DELAY_MS)
  current.timer.unref()
}

/** The process is ending: what is pending is written now, synchronously (no later turn will come). */
function writeNow() {
  const current = store
  if (!current || current.closed || !(current.dirty || current.saving)) return
  clearTimeout(current.timer)
  const temporary = temporaryOf(current.file)
  try {
    mkdirSync(path.dirname(current.file), { recursive: true, mode: 0o700 })
    writeFileSync(temporary, sealedState(current), { mode: 0o600 })
    renameSync(temporary, current.file)
    current.dirty = false
  } catch (error) {
    console.error(`Falha ao gravar o estado do site (${current.file}):`, errorMessage(error))
  }
}

/** The Map kept under `name`, with what the file held for it (live entries only). */
export function persistedMap<V>(name: string, isLive: IsLive<V>): PersistedMap<V> {
  const current = openStore()
  const existing = current.maps.get(name)
  if (existing) return { map: existing.map as Map<string, V>, changed: () => scheduleWrite(current) }
  const map = new Map<string, V>()
  const now = Date.now()
  for (const [key, value] of current.unopened[name] ?? []) if (isLive(value, now)) map.set(key, value)
  delete current.unopened[name]
  current.maps.set(name, { map: map as Map<string, unknown>, isLive })
  return { map, changed: () => scheduleWrite(current) }
}

/** Writes what is pending and stops writing (tests: before their folder is removed). */
export async function closeSiteStore(): Promise<void> {
  const current = store
  if (!current) return
  clearTimeout(current.timer)
  current.timer = undefined
  if (current.dirty) {
    current.dirty = false
    current.writing = current.writing.then(() => write(current))
  }
  await current.writing
  current.closed = true
  process.removeListener("exit", writeNow)
}
