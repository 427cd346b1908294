// The public forms' models against the real PocketBase: what a visitor's submission stores, and
// that a visitor cannot read any of it back.
import { describe, expect, it, vi } from "vitest"
import { createContato } from "~/features/mensagens/contato.server"
import { createPedidoEscolinha } from "~/features/mensagens/pedido-escolinha.server"
import { createPedidoSocio } from "~/features/pedido-socio/pedido-socio.server"
import { PRIVACIDADE_VERSAO } from "~/features/site/privacidade"
import { adminClient, anonymousClient } from "../support/pocketbase"

// A database of its own: the requests it stores change no other file's counts.
// vi.hoisted starts it before the app's modules load, as they read POCKETBASE_URL once.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))

const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`

async function storedBy(collection: string, email: string) {
  const admin = await adminClient(db.url)
  return admin.collection(collection).getFullList({ filter: admin.filter("email = {:email}", { email }) })
}

async function expectHiddenFromVisitors(collection: string, id: string) {
  const visitor = anonymousClient(db.url)
  const page = await visitor
    .collection(collection)
    .getList(1, 50)
    .catch((error) => error)
  if (page instanceof Error) expect((page as { status?: number }).status).toBe(403)
  else expect(page.items.map((item: { id: string }) => item.id)).not.toContain(id)
  await expect(visitor.collection(collection).getOne(id)).rejects.toMatchObject({ status: 404 })
}

describe("pedido_socio (membership request)", () => {
  it("stores exactly the applicant's fields, pendente, filiacao, the submit and consent moments", async () => {
    const email = `filiacao.${unique()}@exemplo.org`
    const now = new Date("2026-11-23T14:05:06.789Z")
    await createPedidoSocio(
      {
        nome: "Maria da Silva",
        email,
        telefone: "(11) 98765-4321",
        data_nascimento: "1970-05-20",
        rg: "12.345.678-9",
        cpf: "529.982.247-25",
        endereco: "Rua das Flores, 10",
        observacoes: "Dependente: João",
        consentimento: true,
      },
      now,
    )
    const records = await storedBy("pedido_socio", email)
    expect(records).toHaveLength(1)
    const { id, created, updated, collectionId, collectionName, ...fields } = records[0]!
    expect({ id, created, updated, collectionId, collectionName }).toMatchObject({
      collectionName: "pedido_socio",
    })
    expect(fields).toEqual({
      nome: "Maria da Silva",
      email,
      telefone: "(11) 98765-4321",
      data_nascimento: "1970-05-20 00:00:00.000Z",
      rg: "12.345.678-9",
      cpf: "529.982.247-25",
      endereco: "Rua das Flores, 10",
      observacoes: "Dependente: João",
      status: "pendente",
      tipo: "filiacao",
      data_solicitacao: "2026-11-23 14:05:06.789Z",
      decidido_em: "",
      consentimento: true,
      consentimento_em: "2026-11-23 14:05:06.789Z",
      // Which privacy notice the consent was given against.
      consentimento_versao: PRIVACIDADE_VERSAO,
      // The search key PocketBase derives (folded name and e-mail, the CPF's digits).
      busca: `maria da silva ${email} 52998224725`,
    })
    await expectHiddenFromVisitors("pedido_socio", id)
  })

  it("stores an empty observation when there is none", async () => {
    const email = `filiacao.${unique()}@exemplo.org`
    await createPedidoSocio({
      nome: "José",
      email,
      telefone: "(11) 3333-4444",
      data_nascimento: "1960-01-01",
      rg: "1",
      cpf: "111.444.777-35",
      endereco: "Rua A, 1",
      consentimento: true,
    })
    const [record] = await storedBy("pedido_socio", email)
    expect(record).toMatchObject({ observacoes: "", status: "pendente", tipo: "filiacao" })
  })
})

describe("pedido_escolinha (youth-school request)", () => {
  it("stores exactly the guardian's and child's fields, tipo Pedido and the consent moment", async () => {
    const email = `escolinha.${unique()}@exemplo.org`
    const now = new Date("2026-11-23T10:00:00.000Z")
    await createPedidoEscolinha(
      {
        nome_responsavel: "Ana Souza",
        cpf_responsavel: "111.444.777-35",
        nome_crianca: "Lia Souza",
        data_nascimento: "2019-04-10",
        telefone: "(21) 99876-5432",
        email,
        consentimento: true,
      },
      now,
    )
    const records = await storedBy("pedido_escolinha", email)
    expect(records).toHaveLength(1)
    const { id, created: _c, updated: _u, collectionId: _ci, collectionName: _cn, ...fields } = records[0]!
    expect(fields).toEqual({
      nome_responsavel: "Ana Souza",
      cpf_responsavel: "111.444.777-35",
      nome_crianca: "Lia Souza",
      data_nascimento: "2019-04-10 00:00:00.000Z",
      telefone: "(21) 99876-5432",
      email,
      observacoes: "",
      tipo: "Pedido",
      consentimento: true,
      consentimento_em: "2026-11-23 10:00:00.000Z",
      consentimento_versao: PRIVACIDADE_VERSAO,
      // Not answered yet (the board's inbox).
      respondido_em: "",
      respondido_por: "",
      respondido_por_nome: "",
    })
    await expectHiddenFromVisitors("pedido_escolinha", id)
  })
})

describe("contato (contact message)", () => {
  it("stores exactly the message's fields", async () => {
    const email = `contato.${unique()}@exemplo.org`
    await createContato({
      nome: "Rui",
      email,
      telefone: "(11) 3333-4444",
      assunto: "Sede",
      mensagem: "Gostaria de saber o horário.",
    })
    const records = await storedBy("contato", email)
    expect(records).toHaveLength(1)
    const { id, created: _c, updated: _u, collectionId: _ci, collectionName: _cn, ...fields } = records[0]!
    expect(fields).toEqual({
      nome: "Rui",
      email,
      telefone: "(11) 3333-4444",
      assunto: "Sede",
      mensagem: "Gostaria de saber o horário.",
      respondido_em: "",
      respondido_por: "",
      respondido_por_nome: "",
    })
    await expectHiddenFromVisitors("contato", id)
  })
})
