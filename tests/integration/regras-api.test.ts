// The API rules cell by cell, against the real PocketBase with its migrations and hooks: every
// collection and view × every role × list, view, create, update and delete. The site is not the only
// door (a script, a leaked token), so these rules are what keeps each role to the role matrix, whose
// cells (and what they mean) are in tests/integration/regras-api-matriz.ts.
import PocketBase, { ClientResponseError } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import { adminClient, anonymousClient } from "../support/pocketbase"
import {
  collectionsOf,
  farDay,
  OPS,
  ROLES,
  type Cell,
  type Collection,
  type Op,
  type Person,
  type Role,
} from "./regras-api-matriz"
import { assembleiasCollections } from "./regras-api-matriz-assembleias"
import { pedidosCollections } from "./regras-api-matriz-pedidos"
import { comunicadosCollections } from "./regras-api-matriz-comunicados"
import { eleicoesCollections } from "./regras-api-matriz-eleicoes"
import { pessoasCollections } from "./regras-api-matriz-pessoas"
import { enviosCollections } from "./regras-api-matriz-envios"
import { extratosCollections } from "./regras-api-matriz-extratos"
import { importacoesCollections } from "./regras-api-matriz-importacoes"
import { inscricoesCollections } from "./regras-api-matriz-inscricoes"
import { escolinhaCollections } from "./regras-api-matriz-escolinha"
import { carteirinhaCollections } from "./regras-api-matriz-carteirinha"
import { createPerson, ownPocketBase, tokenOf } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
// The later collections' rows live apart: the matrix file is at its length limit.
const COLLECTIONS = {
  ...collectionsOf(admin),
  ...pessoasCollections(),
  ...extratosCollections(),
  ...importacoesCollections(),
  ...enviosCollections(),
  ...inscricoesCollections(admin),
  ...comunicadosCollections(admin),
  ...assembleiasCollections(admin),
  ...pedidosCollections(admin),
  ...eleicoesCollections(admin),
  ...escolinhaCollections(admin),
  ...carteirinhaCollections(admin),
}

const people = {} as Record<Exclude<Role, "anonimo">, Person>
const clients = {} as Record<Role, PocketBase>
let terceiro: Person

beforeAll(async () => {
  const [associado, inativo, conselho, diretoria, financeiro, presidente, other] = await Promise.all([
    createPerson(db.url, { associado: 1 }),
    createPerson(db.url, { associado: 0 }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "conselheiro", tipo: "conselho" }] }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "secretario", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1 }),
  ])
  Object.assign(people, { associado, inativo, conselho, diretoria, financeiro, presidente })
  // The president re-confirmed a moment ago: deleting a member is also a grave change
  // (segunda-etapa-api.test.ts refuses it without one); this file tests the rules.
  await admin
    .collection("cadastro_geral")
    .update(presidente.id, { reconfirmado_em: new Date().toISOString() })
  terceiro = other
  clients.anonimo = anonymousClient(db.url)
  for (const role of ROLES) {
    if (role === "anonimo") continue
    const client = anonymousClient(db.url)
    client.authStore.save(await tokenOf(db.url, people[role].email))
    clients[role] = client
  }
  // What the views show: a birthday, a member in the directory, a future event, an approved
  // reservation, an open due.
  await admin.collection("cadastro_geral").update(terceiro.id, {
    dt_nasc: "1960-03-15 12:00:00.000Z",
    aniversario_publico: true,
    lista_socios: true,
  })
  await admin.collection("mensalidades").create(await COLLECTIONS.mensalidades!.body!(terceiro))
  await admin.collection("eventos").create({ titulo: "Festa", data_evento: farDay() })
  await admin
    .collection("reservas")
    .create({ ...(await COLLECTIONS.reservas!.body!(terceiro)), status: "aprovado" })
}, 60_000)

/**
 * PocketBase's own words when it refuses with 400: a create's rule, an update it does not take (an
 * e-mail or a password changed outside its own flows), a write to a view.
 */
const REFUSED_400 = ["Failed to create record.", "Failed to update record.", "Unsupported collection type."]

/**
 * True when PocketBase did it; false when it refused: 403, 404 for a record the rule hides, or a 400
 * in its own words. Any other 400 (a hook's message, a body the test got wrong) fails the test
 * instead of passing for a refusal.
 */
async function done(attempt: () => Promise<unknown>, refusal?: string): Promise<boolean> {
  try {
    await attempt()
    return true
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    if (error.status === 400) expect([...REFUSED_400, refusal]).toContain(error.response?.message)
    else expect([403, 404]).toContain(error.status)
    return false
  }
}

/** A record of `owner` made by the superuser (for a role's own, or somebody else's). */
async function recordOf(name: string, spec: Collection, owner: Person, ownRecord: boolean) {
  if (ownRecord && spec.own) return spec.own(owner)
  if (!spec.body) return null
  return (await admin.collection(name).create(await spec.body(owner))).id
}

async function reach(row: string, spec: Collection, role: Role, op: Op): Promise<Cell> {
  const name = spec.collection ?? row
  const pb = clients[role].collection(name)
  const person = role === "anonimo" ? null : people[role]
  if (!spec.body) {
    // A view: is anything shown, and can a row be read, written or removed?
    const row = (await admin.collection(name).getList(1, 1)).items[0]
    expect(row, `${name} has a row to look at`).toBeDefined()
    const ok = await done(async () => {
      if (op === "list") {
        if ((await pb.getList(1, 1)).items.length === 0) throw new ClientResponseError({ status: 404 })
      } else if (op === "view") await pb.getOne(row!.id)
      else if (op === "create") await pb.create({})
      else if (op === "update") await pb.update(row!.id, {})
      else await pb.delete(row!.id)
    })
    return ok ? "T" : "-"
  }
  if (op === "create") {
    if (await done(async () => pb.create(await spec.body!(terceiro)))) return "T"
    if (person && (await done(async () => pb.create(await spec.body!(person))))) return "P"
    return "-"
  }
  const other = (await recordOf(name, spec, terceiro, false))!
  const own = person ? await recordOf(name, spec, person, true) : null
  if (op === "list") {
    const ids = [other, own].filter(Boolean).map((id) => `id = "${id}"`)
    let seen: string[] = []
    await done(async () => (seen = (await pb.getFullList({ filter: ids.join(" || ") })).map((r) => r.id)))
    return seen.includes(other) ? "T" : own && seen.includes(own) ? "P" : "-"
  }
  const act = (id: string) =>
    op === "view"
      ? () => pb.getOne(id)
      : op === "update"
        ? () => pb.update(id, spec.patch!)
        : () => pb.delete(id)
  if (await done(act(other), spec.refusal)) return "T"
  if (own && (await done(act(own), spec.refusal))) return "P"
  return "-"
}

it("covers every collection and view of the database", async () => {
  const names = (await admin.collections.getFullList()).filter((c) => !c.system).map((c) => c.name)
  const tested = new Set(Object.entries(COLLECTIONS).map(([row, spec]) => spec.collection ?? row))
  expect([...tested].sort()).toEqual(names.sort())
})

// Every cell works on records of its own, so the cells run side by side (one at a time the file
// was the suite's longest by far, waiting on one PocketBase call after another).
describe.concurrent.each(Object.entries(COLLECTIONS))("%s", (name, spec) => {
  it.each(ROLES)("as %s", async (role) => {
    const cells: string[] = []
    for (const op of OPS) cells.push(await reach(name, spec, role, op))
    expect(cells.join(""), `${name} × ${role} (list, view, create, update, delete)`).toBe(spec.cells[role])
  })
})
