// The migration that made birthdays and board contacts a person's choice
// (docs/decisions/lgpd-and-privacy.md#what-is-public), on a database from before it: the accounts
// and the seats with a contact it finds keep showing as they did; what is made after it shows nothing
// until its person chooses.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, expect, it } from "vitest"
import { ensurePocketBase, HOOKS_DIR, MIGRATIONS_DIR } from "../../scripts/pocketbase.mjs"
import { adminClient, serveMigrated } from "../support/pocketbase"

const work = await mkdtemp(path.join(tmpdir(), "pb-publicos-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const dataDir = path.join(work, "pb_data")
const migrations = path.join(work, "pb_migrations")
const bin = await ensurePocketBase()

// Just before the migration: an active member with a birth date and a seat with a contact, and a
// seat without one, written by plain SQL as PocketBase let them be then.
await cp(MIGRATIONS_DIR, migrations, { recursive: true })
await writeFile(
  path.join(migrations, "1795999999_pessoas_antigas.js"),
  `migrate((app) => {
    app.db().newQuery("INSERT INTO cadastro_geral (id, email, password, tokenKey, nome, dt_nasc) VALUES ('conta00000antig', 'antiga@exemplo.org', 'x', 'chave-de-uma-conta-antiga', 'Antônio Carlos Lima', '1955-07-04 00:00:00.000Z')").execute()
    app.db().newQuery("INSERT INTO associados (id, nome, id_cadastro_geral, status) VALUES ('associad0antigo', 'Antônio Carlos Lima', 'conta00000antig', 1)").execute()
    app.db().newQuery("INSERT INTO diretoria (id, idCadGeral, cargo, tipo, email, telefone) VALUES ('cargo000contato', 'conta00000antig', 'conselheiro', 'conselho', 'antonio@exemplo.org', '')").execute()
    app.db().newQuery("INSERT INTO diretoria (id, idCadGeral, cargo, tipo, email, telefone) VALUES ('cargo00000calad', 'conta00000antig', 'suplente', 'conselho', '', '')").execute()
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
const server = await serveMigrated({ dataDir, migrationsDir: migrations })
afterAll(() => server.stop())
const admin = await adminClient(server.url)

it("keeps showing what showed before it, and nothing of what is made after it", async () => {
  expect((await admin.collection("cadastro_geral").getOne("conta00000antig")).aniversario_publico).toBe(true)
  const nivers = await admin.collection("nivers").getFullList({ filter: "mes = 7" })
  expect(nivers.map((niver) => niver.nome)).toEqual(["Antônio"])
  const seats = await admin.collection("diretoria").getFullList({ sort: "id" })
  expect(seats.map((seat) => [seat.id, seat.contato_publico])).toEqual([
    ["cargo00000calad", false],
    ["cargo000contato", true],
  ])
  const nova = await admin.collection("cadastro_geral").create({
    email: "nova@exemplo.org",
    password: "senha-nova-123",
    passwordConfirm: "senha-nova-123",
    nome: "Nova Pessoa",
  })
  expect(nova.aniversario_publico).toBe(false)
})
