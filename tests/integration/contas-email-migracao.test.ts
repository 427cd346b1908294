// The migration to one identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail)
// on a database that already holds e-mails in capitals: it folds them, leaves two accounts that
// fold to the same e-mail as they are and names them in the start log, at every start until they
// are merged; meanwhile no new write may join them.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { ensurePocketBase, HOOKS_DIR, MIGRATIONS_DIR } from "../../scripts/pocketbase.mjs"
import { adminClient, serveMigrated } from "../support/pocketbase"

const ANA = "conta0000000ana"
const BIA = "conta0000000bia"
const BIA_MINUSCULAS = "conta000000bia2"
const CLASH_LOG =
  /\[contas\].*\(bia@exemplo\.org\): Bia@Exemplo\.org \(id conta0000000bia\), bia@exemplo\.org \(id conta000000bia2\)/

const work = await mkdtemp(path.join(tmpdir(), "pb-contas-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const dataDir = path.join(work, "pb_data")
const migrations = path.join(work, "pb_migrations")
const bin = await ensurePocketBase()
// Never dev mode, which PocketBase turns on by itself for a binary under the system's temporary
// folder (as in a fresh clone there) and which prints every SQL statement, e-mails included.
const dirs = [`--dir=${dataDir}`, `--migrationsDir=${migrations}`, `--hooksDir=${HOOKS_DIR}`, "--dev=false"]

// The accounts and a membership request as a database from before the fold holds them, stored just
// before the fold's migration (plain SQL, as PocketBase let them be written then).
await cp(MIGRATIONS_DIR, migrations, { recursive: true })
await writeFile(
  path.join(migrations, "1795600019_contas_antigas.js"),
  `migrate((app) => {
    const contas = [[${JSON.stringify(ANA)}, "Ana@Exemplo.org"], [${JSON.stringify(BIA)}, "Bia@Exemplo.org"], [${JSON.stringify(BIA_MINUSCULAS)}, "bia@exemplo.org"]]
    for (const [id, email] of contas) {
      app.db().newQuery("INSERT INTO cadastro_geral (id, email, password, tokenKey, nome) VALUES ({:id}, {:email}, 'x', {:id} || '-chave-de-uma-conta-antiga', 'Antiga')")
        .bind({ id, email }).execute()
    }
    app.db().newQuery("INSERT INTO pedido_socio (id, email, nome, status) VALUES ('pedido00000ana1', 'ANA@exemplo.org', 'Ana', 'pendente')").execute()
  }, () => {})`,
)
const migrated = await promisify(execFile)(bin, ["migrate", "up", ...dirs])

/** `pocketbase serve` on the migrated database, keeping what it writes to the start log. */
async function serve() {
  let log = ""
  const server = await serveMigrated({ dataDir, migrationsDir: migrations, log: (text) => (log += text) })
  return { url: server.url, log: () => log, stop: server.stop }
}

const first = await serve()
afterAll(() => first.stop())
const admin = await adminClient(first.url)
const emailOf = async (id: string) => (await admin.collection("cadastro_geral").getOne(id)).email as string
const emailIndex = async () =>
  ((await admin.collections.getOne("cadastro_geral")).indexes as string[]).find((index) =>
    /\(`email`/.test(index),
  )

describe("the migration to one identity per e-mail", () => {
  it("folds the stored e-mails: accounts and membership requests", async () => {
    expect(await emailOf(ANA)).toBe("ana@exemplo.org")
    expect((await admin.collection("pedido_socio").getOne("pedido00000ana1")).email).toBe("ana@exemplo.org")
  })

  it("leaves two accounts whose e-mails fold to the same one as they are, and names them", async () => {
    expect(await emailOf(BIA)).toBe("Bia@Exemplo.org")
    expect(await emailOf(BIA_MINUSCULAS)).toBe("bia@exemplo.org")
    expect(migrated.stdout + migrated.stderr).toMatch(CLASH_LOG)
    expect(migrated.stdout + migrated.stderr).not.toMatch(/ana@exemplo\.org/i)
  })

  it("names them again at the start", () => {
    expect(first.log()).toMatch(CLASH_LOG)
  })

  it("lets no new write join an e-mail in other capitals, theirs or anybody's", async () => {
    for (const email of ["BIA@exemplo.org", "ana@EXEMPLO.org"]) {
      const refusal = await admin
        .collection("cadastro_geral")
        .create({ email, password: "senha-longa-1", passwordConfirm: "senha-longa-1" })
        .catch((error: { status: number }) => error)
      expect(refusal, email).toMatchObject({ status: 400 })
    }
    const moved = await admin
      .collection("cadastro_geral")
      .update(BIA, { email: "bia@exemplo.org" })
      .catch((error: { status: number }) => error)
    expect(moved).toMatchObject({ status: 400 })
    // Their other fields are still theirs to change.
    expect((await admin.collection("cadastro_geral").update(BIA, { nome: "Bia" })).email).toBe(
      "Bia@Exemplo.org",
    )
  })

  it("once they are merged, keeps quiet and the unique index covers every account", async () => {
    expect(await emailIndex()).toContain(BIA)
    await admin.collection("cadastro_geral").update(BIA, { email: "Bia.Antiga@Exemplo.org" })
    expect(await emailOf(BIA)).toBe("bia.antiga@exemplo.org")
    await first.stop()
    const second = await serve()
    try {
      expect(second.log()).not.toMatch(/\[contas\]/)
      const client = await adminClient(second.url)
      const indexes = (await client.collections.getOne("cadastro_geral")).indexes as string[]
      expect(indexes.filter((index) => /\(`email`/.test(index))).toEqual([
        expect.stringMatching(
          /^CREATE UNIQUE INDEX `idx_email_\w+` ON `cadastro_geral` \(`email` COLLATE NOCASE\) WHERE `email` != ''$/,
        ),
      ])
    } finally {
      await second.stop()
    }
  })
})
