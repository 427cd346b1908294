// The spaces' migration (1795600030, docs/decisions/reservations.md#spaces-are-records) on a database
// from before it: the settings' spaces and every reservation's free text ('Salão de festas ' with a
// trailing space, '  salão   DE festas', a name no longer offered, one of spaces only) become space
// records, each reservation points at its own, and the setting and the text are gone; the two
// approved reservations that overlapped only through the text now share a space, and the overlap
// rule holds for every save after.
import { execFile } from "node:child_process"
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { ensurePocketBase, HOOKS_DIR, MIGRATIONS_DIR } from "../../scripts/pocketbase.mjs"
import { adminClient, serveMigrated } from "../support/pocketbase"

const DIA = "2099-03-10 00:00:00.000Z"
/** id, text, start, end, status: the reservations as a database from before held them. */
const RESERVAS = [
  ["reserva0salao01", "Salão de festas", "10:00", "12:00", "aprovado"],
  ["reserva0salao02", "Salão de festas ", "11:00", "13:00", "aprovado"],
  ["reserva0salao03", "  salão   DE festas", "12:00", "14:00", "pendente"],
  ["reserva0quadra1", "Quadra antiga", "10:00", "12:00", "rejeitado"],
  ["reserva0churras", "Churrasqueira", "10:00", "12:00", "pendente"],
  ["reserva0semnome", "   ", "10:00", "12:00", "pendente"],
] as const

const work = await mkdtemp(path.join(tmpdir(), "pb-espacos-"))
afterAll(() => rm(work, { recursive: true, force: true }))
const migrations = path.join(work, "pb_migrations")
const bin = await ensurePocketBase()
const dirs = [
  `--dir=${path.join(work, "pb_data")}`,
  `--migrationsDir=${migrations}`,
  `--hooksDir=${HOOKS_DIR}`,
]

// Just before the spaces' migration: the setting as it was (two spaces) and the free-text
// reservations, written by plain SQL as PocketBase let them be then.
await cp(MIGRATIONS_DIR, migrations, { recursive: true })
await writeFile(
  path.join(migrations, "1795600029_espacos_antigos.js"),
  `migrate((app) => {
    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    configuracoes.fields.add(new TextField({ name: "espacos", max: 500 }))
    app.save(configuracoes)
    // The settings' record, which a database of then had from its first start (a hook makes it
    // today, once the migrations are over).
    app.db().newQuery("INSERT OR IGNORE INTO configuracoes (id) VALUES ('associacao00001')").execute()
    app.db().newQuery("UPDATE configuracoes SET espacos = 'Salão de festas' || char(10) || 'Churrasqueira'").execute()
    for (const [id, local, inicio, fim, status] of ${JSON.stringify(RESERVAS)}) {
      app.db().newQuery("INSERT INTO reservas (id, local, data, hora_inicio, hora_fim, capacidade, associado_id, associado_nome, status) VALUES ({:id}, {:local}, ${JSON.stringify(DIA).replace(/"/g, "'")}, {:inicio}, {:fim}, 10, 'conta0000antiga', 'Antiga', {:status})")
        .bind({ id, local, inicio, fim, status }).execute()
    }
  }, () => {})`,
)
// --dev=false as scripts/pocketbase-serve.mjs says why: from a checkout under /tmp, PocketBase would
// print every SQL statement, past execFile\'s 1 MB of output.
await promisify(execFile)(bin, ["migrate", "up", "--dev=false", ...dirs])
const server = await serveMigrated({ dataDir: path.join(work, "pb_data"), migrationsDir: migrations })
afterAll(() => server.stop())
const admin = await adminClient(server.url)

const spaces = async (): Promise<Record<string, { id: string; ativo: boolean }>> =>
  Object.fromEntries(
    (await admin.collection("espacos").getFullList({ sort: "nome" })).map((espaco) => [espaco.nome, espaco]),
  )

describe("the spaces' migration", () => {
  it("makes a space of each of the setting's lines (active) and of every other name (inactive)", async () => {
    const found = await spaces()
    expect(Object.fromEntries(Object.entries(found).map(([nome, espaco]) => [nome, espaco.ativo]))).toEqual({
      Churrasqueira: true,
      "Espaço não informado": false,
      "Quadra antiga": false,
      "Salão de festas": true,
    })
  })

  it("points every reservation at its space, and leaves no free text nor setting behind", async () => {
    const found = await spaces()
    const espacoOf = async (id: string) => (await admin.collection("reservas").getOne(id)).espaco as string
    for (const id of ["reserva0salao01", "reserva0salao02", "reserva0salao03"]) {
      expect(await espacoOf(id), id).toBe(found["Salão de festas"]!.id)
    }
    expect(await espacoOf("reserva0quadra1")).toBe(found["Quadra antiga"]!.id)
    expect(await espacoOf("reserva0churras")).toBe(found["Churrasqueira"]!.id)
    expect(await espacoOf("reserva0semnome")).toBe(found["Espaço não informado"]!.id)

    const fields = async (name: string) =>
      (await admin.collections.getOne(name)).fields.map((field: { name: string }) => field.name)
    expect(await fields("reservas")).not.toContain("local")
    expect(await fields("configuracoes")).not.toContain("espacos")
    const ocupados = await admin.collection("reservas_ocupadas").getFullList({ sort: "hora_inicio" })
    expect(ocupados.map((row) => row.espaco)).toEqual([
      found["Salão de festas"]!.id,
      found["Salão de festas"]!.id,
    ])
  })

  it("holds the overlap rule on the converted data: a pending Salão over an approved one is not approved", async () => {
    const error = await admin
      .collection("reservas")
      .update("reserva0salao03", { status: "aprovado" })
      .catch((thrown: { status: number; response: { data: Record<string, { code: string }> } }) => thrown)
    expect(error).toMatchObject({
      status: 400,
      response: { data: { hora_inicio: { code: "horario_ocupado" } } },
    })
    expect((await admin.collection("reservas").getOne("reserva0salao03")).status).toBe("pendente")
  })
})
