// The role matrix the API rules are held to (tests/integration/regras-api.test.ts): for every
// collection and view, what each role reaches with list, view, create, update and delete, and the
// records the test makes to find out (conselho: an active member with a fiscal council seat).
//
// A cell says what the role reached:
//   T  records of others too
//   P  only its own (its account, its member record, its dues, reservations, logins, request)
//   -  nothing: refused, or a list without the records
// The cells of one role read list, view, create, update, delete. A row named "<collection>: <what>"
// (with `collection`) holds another change of a collection to its cells.
import type PocketBase from "pocketbase"
import { PDF } from "../support/form-data"
import { lembretesCollections } from "./regras-api-matriz-lembretes"
import { DUES_READERS, pareceresCollections } from "./regras-api-matriz-pareceres"
import { createPerson, TEST_PASSWORD, uniqueEmail } from "./support"

// prettier-ignore
export const ROLES = ["anonimo", "associado", "inativo", "conselho", "diretoria", "financeiro", "presidente"] as const
export type Role = (typeof ROLES)[number]
export const OPS = ["list", "view", "create", "update", "delete"] as const
export type Op = (typeof OPS)[number]
export type Cell = "T" | "P" | "-"
export type Person = Awaited<ReturnType<typeof createPerson>>
type Body = Record<string, unknown>

let serial = 0
const next = () => ++serial
const pdf = () => new File([new Uint8Array(PDF)], `ata-${next()}.pdf`, { type: "application/pdf" })
export const account = () => ({
  email: uniqueEmail("regra"),
  password: TEST_PASSWORD,
  passwordConfirm: TEST_PASSWORD,
  nome: `Conta ${next()}`,
  verified: true,
})
/** A day far ahead, distinct per call: dues are one per member per day of maturity. */
export const farDay = () => {
  const n = next()
  const month = String((n % 12) + 1).padStart(2, "0")
  const day = String((Math.floor(n / 12) % 28) + 1).padStart(2, "0")
  return `${2090 + Math.floor(n / 336)}-${month}-${day} 12:00:00.000Z`
}

export type Collection = {
  /** The collection a variant row tests (another change of it), when the row's name is not one. */
  collection?: string
  /** A new record of `owner` (what a role asks to create; the superuser makes the same for the other operations). */
  body?: (owner: Person) => Body | Promise<Body>
  /** The role's own record when it is not one made from `body` (the account itself, its member record). */
  own?: (person: Person) => string | null
  /** A change that is valid for whoever may make it. */
  patch?: Body
  /** The data's own 400 (a hook's message) that refuses `patch` or the deletion to a role the rule lets in. */
  refusal?: string
  cells: Record<Role, string>
}

export const everyone = (cells: string) =>
  Object.fromEntries(ROLES.map((role) => [role, cells])) as Record<Role, string>
export const board = (outside: string, inside: string) =>
  Object.assign(everyone(outside), { diretoria: inside, financeiro: inside, presidente: inside })
const publicContent = (body: () => Body, patch: Body): Collection => ({
  body,
  patch,
  cells: board("TT---", "TTTTT"),
})

/** Every collection and view with its cells; `admin` makes the records a body needs beforehand. */
export function collectionsOf(admin: PocketBase): Record<string, Collection> {
  // The space the matrix's reservations point at, made once (they are on days of their own).
  let espaco: Promise<string> | undefined
  const espacoDasReservas = () =>
    (espaco ??= admin
      .collection("espacos")
      .create({ nome: "Espaço da matriz", ativo: true })
      .then((record) => record.id))
  return {
    users: {
      body: () => ({ email: uniqueEmail("users"), password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD }),
      patch: { name: "Outro" },
      cells: everyone("-----"),
    },
    associados: {
      body: async () => {
        const conta = await admin.collection("cadastro_geral").create(account())
        return { nome: conta.nome, id_cadastro_geral: conta.id, status: 1 }
      },
      own: (person) => person.associadoId,
      patch: { nome: "Nome Corrigido" },
      cells: { ...board("PP---", "TT---"), anonimo: "-----", conselho: "TT---", presidente: "TTTTT" },
    },
    // Name, birth date and status are the board's to set (docs/decisions/members.md#what-only-the-board-sets).
    "associados: status": {
      collection: "associados",
      body: async () => {
        const conta = await admin.collection("cadastro_geral").create(account())
        return { nome: conta.nome, id_cadastro_geral: conta.id, status: 1 }
      },
      own: (person) => person.associadoId,
      patch: { status: 0 },
      cells: { ...board("PP---", "TT---"), anonimo: "-----", conselho: "TT---", presidente: "TTTTT" },
    },
    // The one settings record: everybody reads it, the president edits it, nobody adds or removes one.
    configuracoes: { cells: { ...everyone("TT---"), presidente: "TT-T-" } },
    eventos_futuros_view: { cells: everyone("TT---") },
    eventos: publicContent(() => ({ titulo: `Evento ${next()}`, data_evento: farDay() }), {
      titulo: "Outro",
    }),
    calendario_anual: publicContent(() => ({ mes: "Março", evento: `Torneio ${next()}` }), {
      evento: "Outro",
    }),
    documentos: publicContent(() => ({ nome: `Ata ${next()}`, categoria: "relatorio", arquivo: pdf() }), {
      nome: "Outra",
    }),
    // galeria_escolinha: the school's rows (regras-api-matriz-escolinha.ts).
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
      cells: { ...everyone("PP---"), ...DUES_READERS, financeiro: "TTTTT" },
    },
    // A paid due changes only by its undo, for every role, and is never deleted
    // (docs/decisions/dues-and-pix.md#a-paid-due-changes-only-by-its-undo).
    "mensalidades: paga": {
      collection: "mensalidades",
      body: (owner) => ({
        descricao: "Mensalidade",
        data_vencimento: farDay(),
        valor: 50,
        status: "pago",
        forma_pagamento: "pix",
        associado_id: owner.id,
      }),
      patch: { valor: 60 },
      refusal: "Mensalidade paga não muda; desfaça o pagamento antes de alterá-la.",
      cells: { ...everyone("PP---"), ...DUES_READERS, financeiro: "TTT--" },
    },
    // The spaces: whoever is logged in reads them, the president manages them.
    espacos: {
      body: () => ({ nome: `Espaço ${next()}`, ativo: true }),
      patch: { nome: "Espaço Renomeado" },
      cells: { ...everyone("TT---"), anonimo: "-----", presidente: "TTTTT" },
    },
    reservas: {
      body: async (owner) => ({
        espaco: await espacoDasReservas(),
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
        conselho: "PPP-P",
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
    ...lembretesCollections(admin),
    ...pareceresCollections(admin),
  }
}
