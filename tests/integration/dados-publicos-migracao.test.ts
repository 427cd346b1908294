// The birthdays' history on a database from before it (docs/decisions/lgpd-and-privacy.md#what-is-public):
// the migration that made birthdays a person's choice (1796000000) kept the accounts of before
// showing, as they did, and the seats with a contact too; the member card's migration (1796800000)
// turned every birthday off, since nobody could choose it until 'Meus dados' offered the choice
// (docs/decisions/member-card-and-receipts.md#the-directory). What is made after either shows
// nothing until its person chooses.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import type PocketBase from "pocketbase"
import { afterAll, describe, expect, it } from "vitest"
import { ensurePocketBase, HOOKS_DIR, MIGRATIONS_DIR } from "../../scripts/pocketbase.mjs"
import { adminClient, serveMigrated } from "../support/pocketbase"

/** The member card's migration, the one that turned every birthday off. */
const CARTEIRINHA = "1796800000"
const ANTIGA = "conta00000antig"

const work = await mkdtemp(path.join(tmpdir(), "pb-publicos-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const dataDir = path.join(work, "pb_data")
const migrations = path.join(work, "pb_migrations")
const bin = await ensurePocketBase()

/** A migration's file comes before the card's (the folder itself passes). */
const beforeCard = (source: string) => {
  const name = path.basename(source)
  return !/^\d+_/.test(name) || name < CARTEIRINHA
}

// Just before 1796000000: an active member with a birth date and a seat with a contact, and a seat
// without one, written by plain SQL as PocketBase let them be then. The migrations stop before the
// card's, which the second part adds.
await cp(MIGRATIONS_DIR, migrations, { recursive: true, filter: beforeCard })
await writeFile(
  path.join(migrations, "1795999999_pessoas_antigas.js"),
  `migrate((app) => {
    app.db().newQuery("INSERT INTO cadastro_geral (id, email, password, tokenKey, nome, dt_nasc) VALUES ('${ANTIGA}', 'antiga@exemplo.org', 'x', 'chave-de-uma-conta-antiga-de-antes', 'Antônio Carlos Lima', '1955-07-04 00:00:00.000Z')").execute()
    app.db().newQuery("INSERT INTO associados (id, nome, id_cadastro_geral, status) VALUES ('associad0antigo', 'Antônio Carlos Lima', '${ANTIGA}', 1)").execute()
    app.db().newQuery("INSERT INTO diretoria (id, idCadGeral, cargo, tipo, email, telefone) VALUES ('cargo000contato', '${ANTIGA}', 'conselheiro', 'conselho', 'antonio@exemplo.org', '')").execute()
    app.db().newQuery("INSERT INTO diretoria (id, idCadGeral, cargo, tipo, email, telefone) VALUES ('cargo00000calad', '${ANTIGA}', 'suplente', 'conselho', '', '')").execute()
  }, () => {})`,
)
// --dev=false as scripts/pocketbase-serve.mjs says why: from a checkout under /tmp, PocketBase would
// print every SQL statement, past execFile\'s 1 MB of output.
await promisify(execFile)(bin, [
  "migrate",
  "up",
  "--dev=false",
  `--dir=${dataDir}`,
  `--migrationsDir=${migrations}`,
  `--hooksDir=${HOOKS_DIR}`,
])

/** Serves the database as migrated so far, for `check`, and stops it after. */
async function served(check: (admin: PocketBase) => Promise<void>) {
  const server = await serveMigrated({ dataDir, migrationsDir: migrations })
  try {
    await check(await adminClient(server.url))
  } finally {
    await server.stop()
  }
}

const julyBirthdays = async (admin: PocketBase) =>
  (await admin.collection("nivers").getFullList({ filter: "mes = 7" })).map((niver) => niver.nome)

/** Each seat's 'contact public', by id: the seat with a contact shows it, the one without does not. */
const seatContacts = async (admin: PocketBase) =>
  (await admin.collection("diretoria").getFullList({ sort: "id" })).map((seat) => [
    seat.id,
    seat.contato_publico,
  ])
const SEAT_CONTACTS = [
  ["cargo00000calad", false],
  ["cargo000contato", true],
]

describe("the birthdays' history", () => {
  it("kept showing, when birthdays became a choice, what showed before", async () => {
    await served(async (admin) => {
      expect((await admin.collection("cadastro_geral").getOne(ANTIGA)).aniversario_publico).toBe(true)
      expect(await julyBirthdays(admin)).toEqual(["Antônio"])
      expect(await seatContacts(admin)).toEqual(SEAT_CONTACTS)
    })
  })

  it("shows no birthday after the card's migration until its person chooses it; the seats' contacts stay", async () => {
    // The rest of the history: `serve` applies the pending migrations at its start.
    await cp(MIGRATIONS_DIR, migrations, {
      recursive: true,
      filter: (source) => !beforeCard(source) || source === MIGRATIONS_DIR,
    })
    await served(async (admin) => {
      expect((await admin.collection("cadastro_geral").getOne(ANTIGA)).aniversario_publico).toBe(false)
      expect(await julyBirthdays(admin)).toEqual([])
      expect(await seatContacts(admin)).toEqual(SEAT_CONTACTS)
      const nova = await admin.collection("cadastro_geral").create({
        email: "nova@exemplo.org",
        password: "senha-nova-123",
        passwordConfirm: "senha-nova-123",
        nome: "Nova Pessoa",
      })
      expect(nova.aniversario_publico).toBe(false)

      await admin.collection("cadastro_geral").update(ANTIGA, { aniversario_publico: true })
      expect(await julyBirthdays(admin)).toEqual(["Antônio"])
    })
  })
})
