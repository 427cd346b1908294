// The member's card and the receipts at PocketBase's own door, as anyone calling its API would meet
// them (docs/decisions/member-card-and-receipts.md): a card's code is random and renewable, its
// check says nothing of the holder beyond the first name, the initial, the photo and the status
// now; a due paid gets a receipt code whatever its door, an undone payment cancels it; the directory
// holds only who chose it and only what each shared; the public checks are counted per visitor.
import { describe, expect, it, vi } from "vitest"
import {
  CARTEIRINHA_TOKEN_ALFABETO,
  CARTEIRINHA_TOKEN_TAMANHO,
  RECIBO_ALFABETO,
  RECIBO_CODIGO_TAMANHO,
} from "@veteranos/domain/carteirinha"
import { apiPath } from "@veteranos/domain/rotas-api"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { clientWithToken, panelPageData } from "../support/api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { createPersonWithToken } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 0,
  )

/** The public check of a card's code, as the site asks it for a visitor at `address`. */
function verify(rota: "verifyCarteirinha" | "verifyRecibo", code: string, address?: string) {
  const pb = anonymousClient(db.url)
  if (address) {
    pb.beforeSend = (url, options) => {
      options.headers = { ...options.headers, [CLIENT_ADDRESS_HEADER]: address }
      return { url, options }
    }
  }
  return pb.send<Record<string, unknown>>(apiPath(rota, code), { method: "GET" })
}

const tokenOfConta = async (id: string) =>
  (await admin.collection("cadastro_geral").getOne(id, { fields: "carteirinha_token" }))
    .carteirinha_token as string

async function dueOf(contaId: string, day: string, status: "pendente" | "pago" = "pendente") {
  return admin.collection("mensalidades").create({
    associado_id: contaId,
    descricao: `Mensalidade ${day}`,
    valor: 80,
    data_vencimento: `${day} 00:00:00.000Z`,
    status,
    ...(status === "pago" ? { pago_em: "2026-11-10 15:00:00.000Z", forma_pagamento: "pix" } : {}),
  })
}

describe("the card's code", () => {
  it("is random, of the shared length and alphabet, and hidden from the API", async () => {
    const socio = await createPersonWithToken(db.url, { associado: 1 })
    const token = await tokenOfConta(socio.id)
    expect(token).toHaveLength(CARTEIRINHA_TOKEN_TAMANHO)
    expect([...token].every((c) => CARTEIRINHA_TOKEN_ALFABETO.includes(c))).toBe(true)
    const own = await clientWithToken(db.url, socio.token).collection("cadastro_geral").getOne(socio.id)
    expect(own.carteirinha_token).toBeUndefined()
    // PocketBase ignores a hidden field sent by anyone but the superuser; the rule refuses it besides.
    await clientWithToken(db.url, socio.token)
      .collection("cadastro_geral")
      .update(socio.id, { carteirinha_token: "a".repeat(32) })
    expect(await tokenOfConta(socio.id)).toBe(token)
  })

  it("checks as 'Sócio em dia' with the first name and initial only, and never again once renewed", async () => {
    const socio = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("associados").update(socio.associadoId!, { nome: "João Batista da Silva" })
    const token = await tokenOfConta(socio.id)
    const answer = await verify("verifyCarteirinha", token)
    expect(answer).toEqual({
      associacao: expect.any(String),
      nome: "João S.",
      foto: null,
      situacao: "em_dia",
    })
    await clientWithToken(db.url, socio.token).send(apiPath("newCarteirinhaToken"), { method: "POST" })
    expect(await statusOf(verify("verifyCarteirinha", token))).toBe(404)
    expect((await verify("verifyCarteirinha", await tokenOfConta(socio.id))).situacao).toBe("em_dia")
  })

  it("says 'pendente' once a due is left open past its day, and is invalid for an inactive member", async () => {
    const socio = await createPersonWithToken(db.url, { associado: 1 })
    const token = await tokenOfConta(socio.id)
    await dueOf(socio.id, "2099-01-10")
    expect((await verify("verifyCarteirinha", token)).situacao).toBe("em_dia")
    await dueOf(socio.id, "2020-01-10")
    expect((await verify("verifyCarteirinha", token)).situacao).toBe("pendente")
    const card = await panelPageData<{ carteirinha: { situacao: string; devido: number } }>(
      db.url,
      socio.token,
      "/painel/carteirinha",
    )
    expect(card.carteirinha).toMatchObject({ situacao: "pendente", devido: 80 })
    await admin.collection("associados").update(socio.associadoId!, { status: 0 })
    await expect(verify("verifyCarteirinha", token)).rejects.toMatchObject({
      status: 404,
      response: { message: "Carteirinha inválida" },
    })
  })
})

describe("a due's receipt", () => {
  it("gets a code when paid, whatever the door, and is cancelled when the payment is undone", async () => {
    const socio = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("cadastro_geral").update(socio.id, { nome: "Maria das Dores Souza" })
    const due = await dueOf(socio.id, "2026-11-10")
    await admin
      .collection("mensalidades")
      .update(due.id, { status: "pago", pago_em: "2026-11-09 13:00:00.000Z" })
    const [recibo] = await admin.collection("recibos").getFullList({ filter: `mensalidade = "${due.id}"` })
    expect(recibo!.codigo).toHaveLength(RECIBO_CODIGO_TAMANHO)
    expect([...recibo!.codigo].every((c: string) => RECIBO_ALFABETO.includes(c))).toBe(true)
    expect(await verify("verifyRecibo", recibo!.codigo.toLowerCase())).toMatchObject({
      valor: 80,
      mes: "2026-11",
      nome: "Maria S.",
    })
    await admin.collection("mensalidades").update(due.id, { status: "pendente" })
    expect((await verify("verifyRecibo", recibo!.codigo)).cancelado_em).toMatch(/^\d{4}-\d\d-\d\d /)
    await expect(verify("verifyRecibo", "AAAA-BBBB-CCCC")).rejects.toMatchObject({ status: 404 })
  })
})

describe("the directory", () => {
  it("holds only who chose it, with only what each shared, and no member reads another's account", async () => {
    const listed = await createPersonWithToken(db.url, { associado: 1 })
    const hidden = await createPersonWithToken(db.url, { associado: 1 })
    const dados = { telefone: "19988887777", dt_nasc: "1958-07-21 00:00:00.000Z" }
    for (const { id } of [listed, hidden]) await admin.collection("cadastro_geral").update(id, dados)
    const own = clientWithToken(db.url, listed.token).collection("cadastro_geral")
    await own.update(listed.id, { lista_socios: true })
    const reader = clientWithToken(db.url, hidden.token)
    const rows = await reader.collection("socios_lista").getFullList()
    expect(rows.map((row) => row.id)).toContain(listed.id)
    expect(rows.map((row) => row.id)).not.toContain(hidden.id)
    expect(rows.find((row) => row.id === listed.id)).toMatchObject({ whatsapp: "", aniversario: "" })
    await own.update(listed.id, { lista_whatsapp: true, aniversario_publico: true })
    expect(await reader.collection("socios_lista").getOne(listed.id)).toMatchObject({
      whatsapp: "19988887777",
      aniversario: "2000-07-21 00:00:00.000Z",
    })
    await own.update(listed.id, { lista_socios: false })
    await expect(reader.collection("socios_lista").getOne(listed.id)).rejects.toMatchObject({ status: 404 })
    await expect(reader.collection("cadastro_geral").getOne(listed.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe("the public checks' limit", () => {
  it("answers 429 past the limit for one forwarded address, and lets another through", async () => {
    const settings = await admin.settings.getAll()
    const rule = settings.rateLimits.rules.find(
      (r: { label: string }) => r.label === "/api/associacao/verificar/",
    ) as { maxRequests: number }
    expect(rule).toBeDefined()
    for (let i = 0; i < rule.maxRequests; i += 1) {
      expect(await statusOf(verify("verifyRecibo", "AAAABBBBCCCC", "203.0.113.77"))).toBe(404)
    }
    expect(await statusOf(verify("verifyCarteirinha", "x".repeat(32), "203.0.113.77"))).toBe(429)
    expect(await statusOf(verify("verifyRecibo", "AAAABBBBCCCC", "203.0.113.78"))).toBe(404)
  })
})
