// PocketBase's API rules ask "is the president / the financial director / on the board" with the
// shared rule (app/domain/cargos.js): the board-seat tests in every collection's rules are written as
// the rule builds them at each start and at each save of a collection (pocketbase/pb_hooks/regras.pb.js),
// so a change of the rule reaches PocketBase without a migration. What each role may do is
// tests/integration/regras-api.test.ts.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { diretoriaRule, financeiroRule, presidenteRule } from "@veteranos/domain/cargos"
import {
  ensurePocketBase,
  freePort,
  HOOKS_DIR,
  MIGRATIONS_DIR,
  startPocketBase,
} from "../../scripts/pocketbase.mjs"
import { adminClient, SUPERUSER } from "../support/pocketbase"

/** The president's test as another version of the rule wrote it (with a condition on the term). */
const OLDER = presidenteRule().replace(
  " && @collection.diretoria:pres.cargo",
  " && @collection.diretoria:pres.inicio_mandato != '' && @collection.diretoria:pres.cargo",
)

const work = await mkdtemp(path.join(tmpdir(), "pb-regras-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const dataDir = path.join(work, "pb_data")

// A database whose migrations end with one that stores OLDER behind PocketBase's back (plain SQL, as
// a database from before the rule's change holds it), then served with the project's own.
const migrations = path.join(work, "pb_migrations")
await cp(MIGRATIONS_DIR, migrations, { recursive: true })
await writeFile(
  path.join(migrations, "9999999999_regra_antiga.js"),
  `migrate((app) => {
    app.db().newQuery("UPDATE _collections SET deleteRule = {:rule} WHERE name = 'pedido_socio'")
      .bind({ rule: ${JSON.stringify(`${OLDER} && status != "aprovado"`)} }).execute()
  }, () => {})`,
)
const bin = await ensurePocketBase()
const dirs = [`--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${HOOKS_DIR}`]
await promisify(execFile)(bin, ["migrate", "up", ...dirs])

const server = await startPocketBase({
  bin,
  dataDir,
  http: `127.0.0.1:${await freePort()}`,
  superuserEmail: SUPERUSER.email,
  superuserPassword: SUPERUSER.password,
  quiet: true,
})
afterAll(() => server.stop())
const admin = await adminClient(server.url)
type Rules = { listRule: string | null; createRule: string | null; deleteRule: string | null }
const rulesOf = async (name: string) => (await admin.collections.getOne(name)) as unknown as Rules

describe("the board's part of the API rules", () => {
  it("is the shared rule's", async () => {
    expect((await rulesOf("mensalidades")).listRule).toBe(
      `associado_id = @request.auth.id || ${financeiroRule()} || ${presidenteRule()}`,
    )
    expect((await rulesOf("atividades")).listRule).toBe(diretoriaRule())
    expect((await rulesOf("reservas_ocupadas")).listRule).toContain(diretoriaRule("membrodir"))
  })

  it("is written again at the start when a rule holds another version of it", async () => {
    expect((await rulesOf("pedido_socio")).deleteRule).toBe(`${presidenteRule()} && status != "aprovado"`)
  })

  it("is written again when a collection is saved with another version of it", async () => {
    await admin.collections.update("diretoria", { createRule: `${OLDER} || @request.auth.id = ""` })
    expect((await rulesOf("diretoria")).createRule).toBe(`${presidenteRule()} || @request.auth.id = ""`)
  })
})
