// Loads the demo data (demo mode only, never production) into a running PocketBase, once per data
// folder, and only into a database with no records of its own (docs/decisions/server-and-operation.md#demo-data-only-into-an-empty-database).
//
//   node pocketbase/seed/seed.mjs
//
// reads POCKETBASE_URL (default: config/defaults.mjs), PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD and
// PB_DATA_DIR (default ./data/pb_data) from the environment.
import { access, mkdir, rename, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import PocketBase from "pocketbase"
import { DEFAULT_POCKETBASE_URL } from "../../config/defaults.mjs"
import { format } from "date-fns"
import { saoPauloDay } from "./dates.mjs"
import { buildDemoData } from "./demo-data.mjs"
import { createRng } from "./random.mjs"
import { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "../../app/domain/associacao.js"
import { ESPACOS_COLECAO } from "../../app/domain/espacos.js"
import { withSpaceIds } from "./spaces.mjs"

export const MARKER_FILE = "demo-seed.json"
// The settings migration allows 50 requests per batch, done within 10 s. Accounts go 5 at a time:
// hashing their passwords is slow, and on a busy machine 50 of them overrun the batch's 10 s.
const BATCH_SIZE = 50
const ACCOUNT_BATCH_SIZE = 5
// Fixed, so every data folder gets the same demo (names, phones, pictures); only dates move.
const RNG_SEED = 0x5eed2024
const MAX_ATTEMPTS = 5

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function exists(file) {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/**
 * Runs a request again when PocketBase answers 429: the settings migration rate-limits auth and batch
 * calls per address, and the seed may start right after tests or the app used up the window.
 */
async function withRetry(request) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request()
    } catch (error) {
      if (error?.status !== 429 || attempt >= MAX_ATTEMPTS) throw error
      await sleep(2000 * attempt)
    }
  }
}

/** Error with PocketBase's per-request details, which the SDK keeps in `response`. */
function describe(error, first, last) {
  const details = error?.response ? JSON.stringify(error.response) : ""
  return new Error(`falha ao gravar os registros ${first}-${last}: ${error?.message} ${details}`, {
    cause: error,
  })
}

/**
 * Stores the records in order, 50 per transactional batch. Each is an upsert by its stable id, so a run
 * that failed halfway (no marker written) can simply run again.
 */
function chunks(records) {
  const result = []
  let current = []
  for (const record of records) {
    const limit = [...current, record].some((r) => r.collection === "cadastro_geral")
      ? ACCOUNT_BATCH_SIZE
      : BATCH_SIZE
    if (current.length >= limit) {
      result.push(current)
      current = []
    }
    current.push(record)
  }
  if (current.length) result.push(current)
  return result
}

async function store(pb, records) {
  let first = 0
  for (const chunk of chunks(records)) {
    try {
      await withRetry(() => {
        // A fresh batch per attempt: send() does not clear the queued requests.
        const batch = pb.createBatch()
        for (const { collection, data } of chunk) batch.collection(collection).upsert(data)
        return batch.send()
      })
    } catch (error) {
      throw describe(error, first, first + chunk.length - 1)
    }
    first += chunk.length
  }
}

/** Writes the marker through a temporary file and a rename, so it never exists half-written. */
async function writeMarker(file, content) {
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(content, null, 2) + "\n")
  await rename(temporary, file)
}

/** How many records of each collection, each once: a record stored twice (an assembly stored open,
 * then closed: demo-assembleias.mjs) counts once. */
function countByCollection(records) {
  const ids = {}
  for (const { collection, data } of records) (ids[collection] ??= new Set()).add(data.id)
  return Object.fromEntries(Object.entries(ids).map(([collection, set]) => [collection, set.size]))
}

/**
 * The first of the app's collections holding a record that is not one of the demo's, or null. Records
 * with the demo's stable ids do not count, so a seed that failed halfway can run again. A collection
 * with n demo records is read n + 1 ids at a time: more than n, or an id the demo lacks, is real data.
 */
async function collectionWithOwnRecords(pb, records) {
  // The settings' one record is the migration's, not the association's own data.
  const demoIds = new Map([[CONFIGURACOES_COLECAO, new Set([CONFIGURACOES_ID])]])
  for (const { collection, data } of records) {
    if (!demoIds.has(collection)) demoIds.set(collection, new Set())
    demoIds.get(collection).add(data.id)
  }
  const collections = await withRetry(() =>
    pb.collections.getFullList({ filter: 'system = false && type != "view"', fields: "name" }),
  )
  for (const { name } of collections) {
    // The spaces are the migration's (the demo's reservations point at them: spaces.mjs).
    if (name === ESPACOS_COLECAO) continue
    const ids = demoIds.get(name) ?? new Set()
    const page = await withRetry(() =>
      pb.collection(name).getList(1, ids.size + 1, { fields: "id", skipTotal: true }),
    )
    if (page.items.length > ids.size || page.items.some((item) => !ids.has(item.id))) return name
  }
  return null
}

/**
 * Loads the demo data once per data folder, and only into a database without records of its own.
 * Returns { seeded: true } when it loaded; { seeded: false, reason } when the marker says it already
 * did, or when a collection already holds real records (`reason` says which, in one line).
 * @param {{ url: string, superuserEmail: string, superuserPassword: string, dataDir: string,
 *   now?: Date }} options `now` (default: the current time) is the day the demo's dates revolve around.
 * @returns {Promise<{ seeded: boolean, reason?: string }>}
 */
export async function seedDemo({ url, superuserEmail, superuserPassword, dataDir, now = new Date() }) {
  if (!dataDir) throw new Error("seedDemo: dataDir é obrigatório")
  const marker = path.join(dataDir, MARKER_FILE)
  if (await exists(marker)) {
    return { seeded: false, reason: `já carregados antes (${marker})` }
  }

  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await withRetry(() => pb.collection("_superusers").authWithPassword(superuserEmail, superuserPassword))

  const records = buildDemoData({ now, rng: createRng(RNG_SEED) })
  const owned = await collectionWithOwnRecords(pb, records)
  if (owned) {
    return { seeded: false, reason: `o banco já tem registros próprios (coleção ${owned})` }
  }
  await store(pb, await withSpaceIds(pb, records))
  await writeMarker(marker, {
    seededAt: new Date().toISOString(),
    demoDay: now.toISOString(),
    // São Paulo's calendar day the demo revolves around (today's event and birthday), for tests.
    today: format(saoPauloDay(now), "yyyy-MM-dd"),
    records: countByCollection(records),
  })
  return { seeded: true }
}

async function main() {
  const env = process.env
  const options = {
    url: env.POCKETBASE_URL || DEFAULT_POCKETBASE_URL,
    superuserEmail: env.PB_SUPERUSER_EMAIL,
    superuserPassword: env.PB_SUPERUSER_PASSWORD,
    dataDir: path.resolve(env.PB_DATA_DIR || "./data/pb_data"),
  }
  if (!options.superuserEmail || !options.superuserPassword) {
    console.error("[seed] defina PB_SUPERUSER_EMAIL e PB_SUPERUSER_PASSWORD.")
    process.exit(2)
  }
  const { seeded, reason } = await seedDemo(options)
  console.log(
    seeded
      ? `[seed] dados de demonstração carregados em ${options.url}.`
      : `[seed] dados de demonstração não carregados: ${reason}.`,
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[seed] ${error.message}`)
    process.exit(1)
  })
}
