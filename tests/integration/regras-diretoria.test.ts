// PocketBase's API rules are one table (pocketbase/pb_hooks/lib/regras.js), its board tests built by
// the shared rule (app/domain/papeis.js): regras.pb.js writes it into the collections at each start
// and at each save of a collection, so a change of the table or of the rule reaches PocketBase
// without a migration. What each role may do is tests/integration/regras-api.test.ts.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import {
  ensurePocketBase,
  HOOKS_DIR,
  MIGRATIONS_DIR,
  startPocketBaseOnFreePort,
} from "../../scripts/pocketbase.mjs"
import { adminClient, startTestPocketBase, SUPERUSER, TEST_POCKETBASE_ENV } from "../support/pocketbase"

type Rules = Partial<
  Record<"listRule" | "viewRule" | "createRule" | "updateRule" | "deleteRule" | "manageRule", string | null>
>

// PocketBase gives its hooks the folder they live in; the table finds the shared rules from it.
Object.assign(globalThis, { __hooks: HOOKS_DIR })
const { RULES } = createRequire(import.meta.url)("../../pocketbase/pb_hooks/lib/regras.js") as {
  RULES: Record<string, Rules>
}

/** The president's test as an older version of the rule wrote it (a join of every seat by alias). */
const OLDER =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.tipo ?= "diretoria" && @collection.diretoria:pres.cargo ?= "presidente")'

const work = await mkdtemp(path.join(tmpdir(), "pb-regras-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const dataDir = path.join(work, "pb_data")

// A database whose migrations end with one that stores a rule built on OLDER behind PocketBase's back
// (plain SQL, as a database from before a change of the table holds it), then served with the
// project's hooks.
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
// --dev=false as scripts/pocketbase-serve.mjs says why: from a checkout under /tmp, PocketBase would
// print every SQL statement, past execFile\'s 1 MB of output.
await promisify(execFile)(bin, ["migrate", "up", "--dev=false", ...dirs])

const server = await startPocketBaseOnFreePort({
  bin,
  dataDir,
  env: { ...process.env, ...TEST_POCKETBASE_ENV },
  superuserEmail: SUPERUSER.email,
  superuserPassword: SUPERUSER.password,
  quiet: true,
})
afterAll(() => server.stop())
const admin = await adminClient(server.url)
const rulesOf = async (name: string) => (await admin.collections.getOne(name)) as unknown as Rules

/** The rules of `name` its row in the table sets, as `client`'s PocketBase stores them. */
async function storedRow(client: typeof admin, name: string): Promise<Rules> {
  const stored = (await client.collections.getOne(name)) as unknown as Rules & { mfa?: { rule: string } }
  // PocketBase keeps an auth collection's MFA rule in its MFA settings (lib/regras-aplicar.js).
  const ruleOf = (rule: string) => (rule === "mfaRule" ? stored.mfa?.rule : stored[rule as keyof Rules])
  return Object.fromEntries(Object.keys(RULES[name]!).map((rule) => [rule, ruleOf(rule)]))
}

describe("the API rules table", () => {
  it("has a row for every collection and view of the site", async () => {
    const names = (await admin.collections.getFullList())
      .map((collection) => collection.name)
      .filter((name) => !name.startsWith("_") && name !== "users")
    expect(Object.keys(RULES).sort()).toEqual(names.sort())
  })

  it("is what a fresh database gets", async () => {
    // `serve` applies every migration after the start: the collections' saves write the table.
    const fresh = await startTestPocketBase()
    try {
      const client = await adminClient(fresh.url)
      for (const name of Object.keys(RULES)) expect(await storedRow(client, name), name).toEqual(RULES[name])
    } finally {
      await fresh.stop()
    }
  })

  it("is what a database migrated before the start holds", async () => {
    for (const name of Object.keys(RULES)) expect(await storedRow(admin, name), name).toEqual(RULES[name])
  })

  it("is written again at the start over a rule stored behind PocketBase's back", async () => {
    expect((await rulesOf("pedido_socio")).deleteRule).toBe(RULES.pedido_socio!.deleteRule)
  })

  it("is written back over a rule edited in the dashboard", async () => {
    await admin.collections.update("diretoria", { createRule: `${OLDER} || @request.auth.id = ""` })
    expect((await rulesOf("diretoria")).createRule).toBe(RULES.diretoria!.createRule)
  })

  it("leaves a collection it does not list as it is saved", async () => {
    await admin.collections.update("users", { listRule: "id = @request.auth.id" })
    expect((await rulesOf("users")).listRule).toBe("id = @request.auth.id")
  })
})
