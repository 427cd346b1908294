// Obtains the pinned PocketBase server and runs it. Used by the start script, the test harness and
// the Dockerfile, so all of them run the same binary with the same migrations.
//
//   node scripts/pocketbase.mjs ensure   prints the binary's path, building or downloading it if needed
//   node scripts/pocketbase.mjs types    rewrites TYPES_FILE, the JS hooks' declarations of this version
import { execFile } from "node:child_process"
import { createWriteStream } from "node:fs"
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { pipeline } from "node:stream/promises"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

import { ROOT } from "./pocketbase-serve.mjs"

const run = promisify(execFile)

export const PB_VERSION = "0.39.11"
const CACHE_DIR = path.join(ROOT, ".cache", "pocketbase")
const CACHED_BIN = path.join(CACHE_DIR, `pocketbase-${PB_VERSION}`)
const MODULE = "github.com/pocketbase/pocketbase"

const log = (message) => process.stderr.write(`[pocketbase] ${message}\n`)

async function works(bin) {
  try {
    const { stdout } = await run(bin, ["--version"])
    return stdout.includes(PB_VERSION)
  } catch {
    return false
  }
}

async function goInstall() {
  const gobin = await mkdtemp(path.join(tmpdir(), "pb-build-"))
  log(`compilando PocketBase v${PB_VERSION} com Go (a primeira vez leva alguns minutos)...`)
  await run(
    "go",
    [
      "install",
      "-ldflags",
      `-s -w -X ${MODULE}.Version=${PB_VERSION}`,
      `${MODULE}/examples/base@v${PB_VERSION}`,
    ],
    { env: { ...process.env, CGO_ENABLED: "0", GOBIN: gobin }, maxBuffer: 64 * 1024 * 1024 },
  )
  await mkdir(CACHE_DIR, { recursive: true })
  await copyFile(path.join(gobin, "base"), `${CACHED_BIN}.tmp`)
  await chmod(`${CACHED_BIN}.tmp`, 0o755)
  await rename(`${CACHED_BIN}.tmp`, CACHED_BIN)
  await rm(gobin, { recursive: true, force: true })
}

async function download() {
  const arch = { x64: "amd64", arm64: "arm64" }[process.arch]
  if (!arch || process.platform !== "linux")
    throw new Error(`no release for ${process.platform}/${process.arch}`)
  const url = `https://github.com/pocketbase/pocketbase/releases/download/v${PB_VERSION}/pocketbase_${PB_VERSION}_linux_${arch}.zip`
  log(`baixando ${url}...`)
  const response = await fetch(url, { signal: AbortSignal.timeout(120_000) })
  if (!response.ok || !response.body) throw new Error(`download failed: HTTP ${response.status}`)
  const work = await mkdtemp(path.join(tmpdir(), "pb-download-"))
  const zip = path.join(work, "pocketbase.zip")
  await pipeline(response.body, createWriteStream(zip))
  await run("unzip", ["-o", zip, "pocketbase", "-d", work])
  await mkdir(CACHE_DIR, { recursive: true })
  await copyFile(path.join(work, "pocketbase"), CACHED_BIN)
  await chmod(CACHED_BIN, 0o755)
  await rm(work, { recursive: true, force: true })
}

/**
 * The path of a PocketBase v0.39.11 binary: $POCKETBASE_BIN, else the build cached in the project,
 * else a fresh `go install`, else the official release download.
 * @returns {Promise<string>}
 */
export async function ensurePocketBase() {
  const fromEnv = process.env.POCKETBASE_BIN
  if (fromEnv) {
    if (await works(fromEnv)) return fromEnv
    throw new Error(`POCKETBASE_BIN=${fromEnv} não é um PocketBase v${PB_VERSION} executável.`)
  }
  if (await works(CACHED_BIN)) return CACHED_BIN

  const failures = []
  for (const [name, obtain] of [
    ["go install", goInstall],
    ["download", download],
  ]) {
    try {
      await obtain()
      if (await works(CACHED_BIN)) return CACHED_BIN
      failures.push(`${name}: the result does not run`)
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : error}`)
    }
  }
  throw new Error(
    `Não foi possível obter o PocketBase v${PB_VERSION}. Instale Go 1.25+ (para compilar), ` +
      `permita o download do release oficial, ou aponte POCKETBASE_BIN para o binário.\n  ` +
      failures.join("\n  "),
  )
}

// The JS hooks' declarations (docs/decisions/server-and-operation.md#the-hooks-are-type-checked):
// PocketBase writes its own `types.d.ts` into the data folder whenever it runs; a throwaway run's
// copy is committed, so `npm run typecheck` needs no binary (it runs beside the tests' build).
export const TYPES_FILE = path.join(ROOT, "pocketbase", "types", `pocketbase-${PB_VERSION}.d.ts`)

async function writeTypes() {
  const bin = await ensurePocketBase()
  const work = await mkdtemp(path.join(tmpdir(), "pb-types-"))
  const dir = path.join(work, "data")
  await mkdir(path.join(work, "hooks"))
  await run(bin, ["migrate", "history-sync", "--dir", dir, "--hooksDir", path.join(work, "hooks")])
  const types = await readFile(path.join(dir, "types.d.ts"), "utf8")
  const header =
    `// PocketBase v${PB_VERSION}'s declarations for its JS hooks (goja), as the binary writes them into\n` +
    "// its data folder. Regenerate after a version change: node scripts/pocketbase.mjs types\n"
  await mkdir(path.dirname(TYPES_FILE), { recursive: true })
  await writeFile(TYPES_FILE, header + types)
  await rm(work, { recursive: true, force: true })
  return TYPES_FILE
}

// Starting a server (and finding a free port for one) lives beside: re-exported so every caller
// keeps one import.
export {
  AddressTakenError,
  HOOKS_DIR,
  MIGRATIONS_DIR,
  ROOT,
  freePort,
  startPocketBase,
  startPocketBaseOnFreePort,
} from "./pocketbase-serve.mjs"

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2]
  const commands = { ensure: ensurePocketBase, types: writeTypes }
  if (commands[command]) {
    commands[command]().then(
      (bin) => console.log(bin),
      (error) => {
        console.error(error.message)
        process.exit(1)
      },
    )
  } else {
    console.error("uso: node scripts/pocketbase.mjs ensure|types")
    process.exit(2)
  }
}
