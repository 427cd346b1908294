// The bank statement pays dues (/painel/financeiro/extrato) against the real PocketBase, posted as
// a browser posts it: the treasurer's OFX import proposes the dues by their PIX code and by name and
// amount, and 'Confirmar baixas' pays them by PIX on the credit's date with its FITID, recorded; a
// second import of the same file shows its credits as imported and pays nothing twice; two
// confirmations at once pay a credit once; only the financial director confirms; a file that is
// not OFX is refused beside its field.
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { ofxSgml, ofxXml, type TransacaoOfx } from "../support/ofx"
import { browserMultipart } from "./raw-http"
import { createPerson, createPersonWithToken, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.financeiro_.extrato")
const { undoMensalidadePayment } = await import("~/features/mensalidades/financeiro-changes.server")
const { confirmBaixas } = await import("~/features/mensalidades/extrato.server")

const admin = await adminClient(db.url)
const financeiro = await createPersonWithToken(db.url, {
  board: [{ cargo: "financeiro", tipo: "diretoria" }],
})
const cookie = await sessionCookie(financeiro.email)

/** An active member named `nome` (the name the statement's matching reads) and a pending due of theirs. */
async function socioComMensalidade(nome: string, vencimento: string, valor = 80) {
  const pessoa = await createPerson(db.url, { associado: 1 })
  await admin.collection("associados").update(pessoa.associadoId!, { nome })
  const due = await admin.collection("mensalidades").create({
    descricao: `Mensalidade ${vencimento}`,
    data_vencimento: `${vencimento} 00:00:00.000Z`,
    valor,
    status: "pendente",
    associado_id: pessoa.id,
  })
  return due.id
}

const due = (id: string) => admin.collection("mensalidades").getOne(id)

/** The statement uploaded as a browser posts it; answers the statement page's address. */
async function importar(file: Buffer, name = "extrato.ofx") {
  const arquivo = new File([new Uint8Array(file)], name, { type: "application/x-ofx" })
  const { type, body } = await browserMultipart({ intent: "importar" }, [["arquivo", arquivo]])
  const request = new Request("http://localhost/painel/financeiro/extrato", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": type },
    body,
  })
  return action({ request, params: {}, context: {} })
}

async function pagina(location: string) {
  const request = new Request(`http://localhost${location}`, { headers: { Cookie: cookie } })
  return loader({ request, params: {}, context: {} })
}

/** 'Confirmar baixas' with the boxes ticked by default (every proposal). */
async function confirmar(location: string) {
  const { extrato, linhas } = await pagina(location)
  const form = new URLSearchParams({ intent: "confirmar", extrato: extrato!.id })
  for (const l of linhas) {
    if (l.tipo === "codigo" || l.tipo === "nome") form.append("baixa", `${l.mensalidade!.id}:${l.id}`)
  }
  const request = new Request(`http://localhost${location}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  })
  return (await action({ request, params: {}, context: {} })) as Response
}

let joao: string
let maria: string
let ana: string
let transacoes: TransacaoOfx[]
beforeAll(async () => {
  joao = await socioComMensalidade("João da Silva", "2041-05-10")
  maria = await socioComMensalidade("Maria Souza", "2041-05-10")
  ana = await socioComMensalidade("Ana Reis", "2041-05-10", 95)
  transacoes = [
    { fitid: "F-JOAO", data: "20410510120000[-3:BRT]", valor: "80.00", memo: "PIX RECEBIDO JOAO DA SILVA" },
    {
      fitid: "F-MARIA",
      data: "20410511",
      valor: "81.00",
      nome: "PIX RECEBIDO",
      memo: `MENS${maria} M SOUZA`,
    },
    // Ana's due is 95: a credit of 80 in her name is no proposal.
    { fitid: "F-ANA", data: "20410512", valor: "80.00", memo: "PIX RECEBIDO ANA REIS" },
    { fitid: "F-TARIFA", data: "20410512", valor: "-12.00", memo: "TARIFA" },
  ]
})

describe("the treasurer's bank statement", () => {
  it("proposes the dues, pays them by PIX on the credit's date with its FITID, and records it", async () => {
    const imported = (await importar(ofxSgml(transacoes), "novembro.ofx")) as Response
    expect(imported.status).toBe(303)
    const location = imported.headers.get("Location")!
    expect(location).toMatch(/^\/painel\/financeiro\/extrato\?id=\w+$/)
    expect(await toastOf(imported)).toMatchObject({ title: "Extrato importado: 3 créditos." })

    const { linhas } = await pagina(location)
    expect(linhas.map((l) => [l.id, l.tipo, l.mensalidade?.id ?? null])).toEqual([
      ["F-JOAO", "nome", joao],
      ["F-MARIA", "codigo", maria],
      ["F-ANA", "sem-proposta", null],
    ])

    const confirmed = await confirmar(location)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get("Location")).toBe(location)
    expect(await toastOf(confirmed)).toMatchObject({ type: "success", title: "2 baixas confirmadas." })
    expect(await due(joao)).toMatchObject({
      status: "pago",
      forma_pagamento: "pix",
      pago_em: "2041-05-10 15:00:00.000Z",
      transacao_id: "F-JOAO",
      pago_por: financeiro.id,
    })
    // A date alone is São Paulo's day: its midnight.
    expect(await due(maria)).toMatchObject({
      status: "pago",
      pago_em: "2041-05-11 03:00:00.000Z",
      transacao_id: "F-MARIA",
    })
    expect(await due(ana)).toMatchObject({ status: "pendente", transacao_id: "" })

    const entries = await admin.collection("atividades").getFullList({ sort: "created" })
    const descricoes = entries.map((e) => e.descricao)
    expect(descricoes).toContain("Importou o extrato novembro.ofx (3 créditos)")
    expect(descricoes).toContain("Confirmou 2 baixas por PIX do extrato novembro.ofx")
  })

  it("shows a second import's credits as imported, naming the due, and pays nothing twice", async () => {
    const antes = [await due(joao), await due(maria)]
    const again = (await importar(ofxXml(transacoes), "novembro-de-novo.ofx")) as Response
    const location = again.headers.get("Location")!
    const { linhas } = await pagina(location)
    expect(linhas.map((l) => [l.id, l.tipo, l.mensalidade?.associado_nome ?? null])).toEqual([
      ["F-JOAO", "importado", "João da Silva"],
      ["F-MARIA", "importado", "Maria Souza"],
      ["F-ANA", "sem-proposta", null],
    ])
    // Even the old page's boxes, posted again, pay nothing.
    const extrato = (await pagina(location)).extrato!.id
    const again2 = await confirmBaixas(financeiro.token, extrato, [
      { mensalidade: joao, fitid: "F-JOAO" },
      { mensalidade: ana, fitid: "F-MARIA" },
    ])
    expect(again2).toEqual({
      pagas: 0,
      naoAplicadas: [
        { mensalidade: joao, fitid: "F-JOAO", motivo: "importado" },
        { mensalidade: ana, fitid: "F-MARIA", motivo: "importado" },
      ],
    })
    expect([await due(joao), await due(maria)]).toEqual(antes)
    expect(await due(ana)).toMatchObject({ status: "pendente" })
  })

  it("frees the credit when the payment is undone", async () => {
    await undoMensalidadePayment(financeiro.token, joao)
    expect(await due(joao)).toMatchObject({ status: "pendente", transacao_id: "", forma_pagamento: "" })
  })
})

describe("confirming at once", () => {
  it("pays a credit once, whichever of two confirmations comes first", async () => {
    const pedro = await socioComMensalidade("Pedro Alves", "2041-06-10")
    const paulo = await socioComMensalidade("Paulo Alves", "2041-06-10")
    const location = (
      (await importar(
        ofxSgml([{ fitid: "F-DUPLO", data: "20410610", valor: "80.00", memo: "PIX" }]),
      )) as Response
    ).headers.get("Location")!
    const extrato = (await pagina(location)).extrato!.id
    const [a, b, c] = await Promise.all([
      confirmBaixas(financeiro.token, extrato, [{ mensalidade: pedro, fitid: "F-DUPLO" }]),
      confirmBaixas(financeiro.token, extrato, [{ mensalidade: pedro, fitid: "F-DUPLO" }]),
      confirmBaixas(financeiro.token, extrato, [{ mensalidade: paulo, fitid: "F-DUPLO" }]),
    ])
    expect(a!.pagas + b!.pagas + c!.pagas).toBe(1)
    const pagas = await admin
      .collection("mensalidades")
      .getFullList({ filter: admin.filter("transacao_id = {:f}", { f: "F-DUPLO" }) })
    expect(pagas).toHaveLength(1)
    expect([pedro, paulo]).toContain(pagas[0]!.id)
  })
})

describe("who may", () => {
  it("refuses the confirmation (403) to anyone but the financial director, and changes nothing", async () => {
    const due = await socioComMensalidade("Rui Costa", "2041-07-10")
    const location = (
      (await importar(
        ofxSgml([{ fitid: "F-RUI", data: "20410710", valor: "80.00", memo: "RUI COSTA" }]),
      )) as Response
    ).headers.get("Location")!
    const extrato = (await pagina(location)).extrato!.id
    const presidente = await createPersonWithToken(db.url, {
      board: [{ cargo: "presidente", tipo: "diretoria" }],
    })
    const diretor = await createPersonWithToken(db.url, {
      board: [{ cargo: "secretario", tipo: "diretoria" }],
    })
    for (const pessoa of [presidente, diretor]) {
      await expect(
        confirmBaixas(pessoa.token, extrato, [{ mensalidade: due, fitid: "F-RUI" }]),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await admin.collection("mensalidades").getOne(due)).toMatchObject({ status: "pendente" })
  })

  it("refuses a file that is not OFX beside its field (400), and stores nothing", async () => {
    const before = (await admin.collection("extratos").getList(1, 1)).totalItems
    const reply = (await importar(
      Buffer.from("data;valor\n10/11/2026;80,00\n"),
      "extrato.csv",
    )) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.arquivo).toEqual([EXTRATO_ARQUIVO.invalido])
    const big = (await importar(Buffer.alloc(EXTRATO_ARQUIVO.maxBytes + 1, 0x20))) as unknown as FormReply
    expect(big.init?.status).toBe(400)
    expect(big.data.result.error?.arquivo).toEqual([EXTRATO_ARQUIVO.grande])
    expect((await admin.collection("extratos").getList(1, 1)).totalItems).toBe(before)
  })
})
