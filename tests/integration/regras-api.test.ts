// The API rules cell by cell, against the real PocketBase with its migrations and hooks: every
// collection and view × every role × list, view, create, update and delete. The site is not the only
// door (a script, a leaked token), so these rules are what keeps each role to the role matrix.
//
// A cell says what the role reached:
//   T  records of others too
//   P  only its own (its account, its member record, its dues, reservations, logins, request)
//   -  nothing: refused, or a list without the records
// The cells of one role read list, view, create, update, delete.
import PocketBase, { ClientResponseError } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import { PNG } from "../support/form-data"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPerson, ownPocketBase, TEST_PASSWORD, tokenOf, uniqueEmail } from "./support"

const ROLES = ["anonimo", "associado", "inativo", "diretoria", "financeiro", "presidente"] as const
type Role = (typeof ROLES)[number]
const OPS = ["list", "view", "create", "update", "delete"] as const
type Op = (typeof OPS)[number]
type Cell = "T" | "P" | "-"
type Person = Awaited<ReturnType<typeof createPerson>>
type Body = Record<string, unknown>

const db = await ownPocketBase()
const admin = await adminClient(db.url)

let serial = 0
const next = () => ++serial
const image = () => new File([new Uint8Array(PNG)], `imagem-${next()}.png`, { type: "image/png" })
const account = () => ({
  email: uniqueEmail("regra"),
  password: TEST_PASSWORD,
  passwordConfirm: TEST_PASSWORD,
  nome: `Conta ${next()}`,
  verified: true,
})
/** A day far ahead, distinct per call: dues are one per member per day of maturity. */
const farDay = () => {
  const n = next()
  const month = String((n % 12) + 1).padStart(2, "0")
  const day = String((Math.floor(n / 12) % 28) + 1).padStart(2, "0")
  return `${2090 + Math.floor(n / 336)}-${month}-${day} 12:00:00.000Z`
}

type Collection = {
  /** A new record of `owner` (what a role asks to create; the superuser makes the same for the other operations). */
  body?: (owner: Person) => Body | Promise<Body>
  /** The role's own record when it is not one made from `body` (the account itself, its member record). */
  own?: (person: Person) => string | null
  /** A change that is valid for whoever may make it. */
  patch?: Body
  cells: Record<Role, string>
}

const everyone = (cells: string) =>
  Object.fromEntries(ROLES.map((role) => [role, cells])) as Record<Role, string>
const board = (outside: string, inside: string) => ({
  anonimo: outside,
  associado: outside,
  inativo: outside,
  diretoria: inside,
  financeiro: inside,
  presidente: inside,
})
const publicContent = (body: () => Body, patch: Body): Collection => ({
  body,
  patch,
  cells: board("TT---", "TTTTT"),
})

const COLLECTIONS: Record<string, Collection> = {
  users: {
    body: () => ({ email: uniqueEmail("users"), password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD }),
    patch: { name: "Outro" },
    cells: everyone("-----"),
  },
  cadastro_geral: {
    body: account,
    own: (person) => person.id,
    patch: { telefone: "(11) 91234-5678" },
    cells: { ...everyone("PP-P-"), anonimo: "-----", presidente: "TTTTT" },
  },
  associados: {
    body: async () => {
      const conta = await admin.collection("cadastro_geral").create(account())
      return { nome: conta.nome, id_cadastro_geral: conta.id, status: 1 }
    },
    own: (person) => person.associadoId,
    patch: { nome: "Nome Corrigido" },
    cells: { ...board("PP---", "TT---"), anonimo: "-----", presidente: "TTTTT" },
  },
  diretoria: {
    body: (owner) => ({ idCadGeral: owner.id, cargo: "suplente", tipo: "conselho" }),
    patch: { cargo: "conselheiro" },
    cells: { ...everyone("TT---"), presidente: "TTTTT" },
  },
  nivers: { cells: everyone("TT---") },
  view_diretoria: { cells: everyone("TT---") },
  eventos_futuros_view: { cells: everyone("TT---") },
  eventos: publicContent(() => ({ titulo: `Evento ${next()}`, data_evento: farDay() }), { titulo: "Outro" }),
  calendario_anual: publicContent(() => ({ mes: "Março", evento: `Torneio ${next()}` }), { evento: "Outro" }),
  documentos: publicContent(() => ({ nome: `Ata ${next()}`, categoria: "relatorio", arquivo: image() }), {
    nome: "Outra",
  }),
  galeria_escolinha: publicContent(() => ({ titulo: `Treino ${next()}`, imagem: image() }), {
    titulo: "Outro",
  }),
  fotos: publicContent(() => ({ titulo: `Foto ${next()}` }), { titulo: "Outra" }),
  solicitacoes: {
    body: () => ({ tipo: "filiacao", status: "pendente" }),
    patch: { status: "aprovado" },
    cells: board("-----", "TTTTT"),
  },
  atividades: {
    body: () => ({ descricao: `Atividade ${next()}`, colecao: "eventos", autor_nome: "Alguém" }),
    patch: { descricao: "Outra" },
    cells: board("-----", "TT---"),
  },
  pedido_socio: {
    body: (owner) => ({
      nome: owner.nome,
      email: owner.email,
      telefone: "(11) 98765-4321",
      data_nascimento: "1970-01-01 12:00:00.000Z",
      rg: "12.345.678-9",
      cpf: "529.982.247-25",
      endereco: "Rua A, 1",
    }),
    patch: { observacoes: "Ligar à tarde" },
    cells: { ...everyone("PPT--"), anonimo: "--T--", presidente: "TTTTT" },
  },
  pedido_escolinha: {
    body: (owner) => ({
      nome_responsavel: owner.nome,
      cpf_responsavel: "529.982.247-25",
      nome_crianca: "Criança",
      data_nascimento: "2018-05-05 12:00:00.000Z",
      telefone: "(11) 98765-4321",
      email: owner.email,
    }),
    patch: { respondido_em: "2026-01-01 12:00:00.000Z" },
    cells: { ...board("--T--", "TTTT-"), presidente: "TTTTT" },
  },
  contato: {
    body: (owner) => ({
      nome: owner.nome,
      email: owner.email,
      telefone: "(11) 98765-4321",
      assunto: "Dúvida",
      mensagem: "Olá",
    }),
    patch: { respondido_em: "2026-01-01 12:00:00.000Z" },
    cells: { ...board("--T--", "TTTT-"), presidente: "TTTTT" },
  },
  mensalidades: {
    body: (owner) => ({
      descricao: "Mensalidade",
      data_vencimento: farDay(),
      valor: 50,
      status: "pendente",
      associado_id: owner.id,
    }),
    patch: { valor: 60 },
    cells: { ...everyone("PP---"), anonimo: "-----", financeiro: "TTTTT", presidente: "TT---" },
  },
  reservas: {
    body: (owner) => ({
      local: `Salão ${next()}`,
      data: farDay(),
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: 10,
      associado_id: owner.id,
      status: "pendente",
    }),
    patch: { status: "rejeitado" },
    cells: {
      anonimo: "-----",
      associado: "PPP-P",
      // Cancelling a pending request of one's own stays open after the membership ends.
      inativo: "PP--P",
      diretoria: "PPP-P",
      financeiro: "PPP-P",
      presidente: "TTPTT",
    },
  },
  reservas_ocupadas: { cells: { ...board("TT---", "TT---"), anonimo: "-----", inativo: "-----" } },
  acessos: {
    body: (owner) => ({ usuario: owner.id, descricao: "Entrou no painel" }),
    patch: { descricao: "Outro" },
    cells: { ...everyone("PPP--"), anonimo: "-----" },
  },
}

const people = {} as Record<Exclude<Role, "anonimo">, Person>
const clients = {} as Record<Role, PocketBase>
let terceiro: Person

beforeAll(async () => {
  const [associado, inativo, diretoria, financeiro, presidente, other] = await Promise.all([
    createPerson(db.url, { associado: 1 }),
    createPerson(db.url, { associado: 0 }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "secretario", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
    createPerson(db.url, { associado: 1 }),
  ])
  Object.assign(people, { associado, inativo, diretoria, financeiro, presidente })
  terceiro = other
  clients.anonimo = anonymousClient(db.url)
  for (const role of ROLES) {
    if (role === "anonimo") continue
    const client = anonymousClient(db.url)
    client.authStore.save(await tokenOf(db.url, people[role].email))
    clients[role] = client
  }
  // What the views show: a birthday, a future event, an approved reservation.
  await admin.collection("cadastro_geral").update(terceiro.id, { dt_nasc: "1960-03-15 12:00:00.000Z" })
  await admin.collection("eventos").create({ titulo: "Festa", data_evento: farDay() })
  await admin
    .collection("reservas")
    .create({ ...(await COLLECTIONS.reservas!.body!(terceiro)), status: "aprovado" })
}, 60_000)

/** True when PocketBase did it; false when it refused (never with a server error). */
async function done(attempt: () => Promise<unknown>): Promise<boolean> {
  try {
    await attempt()
    return true
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    expect([400, 403, 404]).toContain(error.status)
    return false
  }
}

/** A record of `owner` made by the superuser (for a role's own, or somebody else's). */
async function recordOf(name: string, spec: Collection, owner: Person, ownRecord: boolean) {
  if (ownRecord && spec.own) return spec.own(owner)
  if (!spec.body) return null
  return (await admin.collection(name).create(await spec.body(owner))).id
}

async function reach(name: string, spec: Collection, role: Role, op: Op): Promise<Cell> {
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
  if (await done(act(other))) return "T"
  if (own && (await done(act(own)))) return "P"
  return "-"
}

it("covers every collection and view of the database", async () => {
  const names = (await admin.collections.getFullList()).filter((c) => !c.system).map((c) => c.name)
  expect(Object.keys(COLLECTIONS).sort()).toEqual(names.sort())
})

describe.each(Object.entries(COLLECTIONS))("%s", (name, spec) => {
  it.each(ROLES)("as %s", async (role) => {
    const cells: string[] = []
    for (const op of OPS) cells.push(await reach(name, spec, role, op))
    expect(cells.join(""), `${name} × ${role} (list, view, create, update, delete)`).toBe(spec.cells[role])
  })
})
