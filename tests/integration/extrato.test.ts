// The bank statement pays dues (/painel/financeiro/extrato) against the real PocketBase, posted as
// a browser posts it: the treasurer's OFX import proposes the dues by their PIX code, the payer's
// CPF or name and the amount, and 'Confirmar baixas' pays them by PIX on the credit's date, keeping
// the credit's identity, recorded; the same statement again opens the one imported before, and a
// later one that repeats its credits shows them as imported; two confirmations at once pay a credit
// once; only the financial director confirms or asks whose CPFs they are; a credit pays no due of
// another amount, whatever is posted; a file that is not OFX is refused beside its field.
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { clientWithToken } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { ofxSgml, type TransacaoOfx } from "../support/ofx"
import { createPersonWithToken, toastOf, type FormReply } from "./support"
import { extratoPage, socioComMensalidade } from "./extrato-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { confirmBaixas } = await import("~/routes/painel.financeiro_.extrato/extrato.server")
const { undoMensalidadePayment } = await import("~/routes/painel.financeiro/financeiro-changes.server")

const admin = await adminClient(db.url)
const { financeiro, importar, pagina, confirmar, extratoDe } = await extratoPage(db.url)
const due = (id: string) => admin.collection("mensalidades").getOne(id)

let joao: string
let maria: string
let ana: string
let jose: string
let rosa: string
let transacoes: TransacaoOfx[]
beforeAll(async () => {
  joao = await socioComMensalidade(db.url, "João da Silva", "2041-05-10")
  maria = await socioComMensalidade(db.url, "Maria Souza", "2041-05-10")
  ana = await socioComMensalidade(db.url, "Ana Reis", "2041-05-10", { valor: 95 })
  jose = await socioComMensalidade(db.url, "José Carlos Ferreira", "2041-05-10")
  rosa = await socioComMensalidade(db.url, "Rosa Lima Duarte", "2041-05-10", { cpf: "52998224725" })
  transacoes = [
    { fitid: "F-JOAO", data: "20410510120000[-3:BRT]", valor: "80.00", memo: "PIX RECEBIDO JOAO DA SILVA" },
    {
      fitid: "F-MARIA",
      data: "20410511",
      valor: "80.00",
      nome: "PIX RECEBIDO",
      memo: `MENS${maria} M SOUZA`,
    },
    // Ana's due is 95: neither her name nor her code makes a credit of 80 pay it.
    { fitid: "F-ANA", data: "20410512", valor: "80.00", memo: "PIX RECEBIDO ANA REIS" },
    { fitid: "F-ANA2", data: "20410512", valor: "0.01", memo: `PIX MENS${ana}` },
    // The bank shortened the name; another bank wrote only the CPF, in the REFNUM.
    { fitid: "000000", data: "20410513100000[-3:BRT]", valor: "80.00", nome: "JOSE C FERR" },
    {
      fitid: "000000",
      data: "20410513100000[-3:BRT]",
      valor: "80.00",
      memo: "RECEBIMENTO PIX",
      refnum: "529.982.247-25",
    },
    { fitid: "F-TARIFA", data: "20410512", valor: "-12.00", memo: "TARIFA" },
  ]
})

describe("the treasurer's bank statement", () => {
  let location: string

  it("proposes each credit's due and why, ticking the code's and the CPF's, and says why the rest has none", async () => {
    const imported = (await importar(ofxSgml(transacoes), "novembro.ofx")) as Response
    expect(imported.status).toBe(303)
    location = imported.headers.get("Location")!
    expect(location).toMatch(/^\/painel\/financeiro\/extrato\?id=\w+#conteudo$/)
    expect(await toastOf(imported)).toMatchObject({ title: "Extrato importado: 6 créditos." })

    const { extrato } = await pagina(location)
    expect(extrato!.contagem).toEqual({ propostas: 4, importados: 0, semProposta: 2 })
    expect(extrato!.linhas.map((l) => [l.tipo, l.mensalidade?.id])).toEqual([
      ["nome", joao],
      ["codigo", maria],
      ["abreviado", jose],
      ["cpf", rosa],
    ])
    const sem = await pagina(location, "sem-proposta")
    expect(sem.extrato!.linhas.map((l) => [l.texto, l.motivo, l.mensalidade?.id ?? null])).toEqual([
      ["PIX RECEBIDO ANA REIS", "valor diferente", null],
      [`PIX MENS${ana}`, "valor diferente", ana],
    ])
  })

  it("pays the ticked dues by PIX on the credit's date with its identity, and records it", async () => {
    const confirmed = await confirmar(location)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get("Location")).toBe(location)
    expect(await toastOf(confirmed)).toMatchObject({ type: "success", title: "4 baixas confirmadas." })
    const { creditos } = await admin
      .collection("extratos")
      .getOne(new URL(location, "http://x").searchParams.get("id")!)
    expect(await due(joao)).toMatchObject({
      status: "pago",
      forma_pagamento: "pix",
      pago_em: "2041-05-10 15:00:00.000Z",
      transacao_id: creditos[0].id,
      pago_por: financeiro.id,
    })
    // A date alone is São Paulo's day: its midnight. The two credits with one FITID paid two dues.
    expect(await due(maria)).toMatchObject({ status: "pago", pago_em: "2041-05-11 03:00:00.000Z" })
    expect([(await due(jose)).transacao_id, (await due(rosa)).transacao_id]).toEqual([
      creditos[4].id,
      creditos[5].id,
    ])
    expect(await due(ana)).toMatchObject({ status: "pendente", transacao_id: "" })
    const descricoes = (await admin.collection("atividades").getFullList()).map((e) => e.descricao)
    expect(descricoes).toContain("Importou o extrato novembro.ofx (6 créditos)")
    expect(descricoes).toContain("Confirmou 4 baixas por PIX do extrato novembro.ofx")
  })

  it("opens the statement imported before when the same one comes again", async () => {
    const before = (await admin.collection("extratos").getList(1, 1)).totalItems
    const again = (await importar(ofxSgml(transacoes), "novembro-de-novo.ofx")) as Response
    expect(again.headers.get("Location")).toBe(location)
    expect((await toastOf(again))?.title).toMatch(/^Este extrato já foi importado em \d{2}\/\d{2}\/\d{4}\.$/)
    expect((await admin.collection("extratos").getList(1, 1)).totalItems).toBe(before)
  })

  it("shows a later statement's repeated credits as imported, naming the due, and pays nothing twice", async () => {
    const novo = { fitid: "F-NOVO", data: "20410514", valor: "95.00", memo: "PIX ANA REIS" }
    const later = (await importar(ofxSgml([...transacoes, novo]), "novembro-completo.ofx")) as Response
    const { extrato } = await pagina(later.headers.get("Location")!, "importados")
    expect(extrato!.linhas.map((l) => l.mensalidade?.associado_nome)).toEqual([
      "João da Silva",
      "Maria Souza",
      "José Carlos Ferreira",
      "Rosa Lima Duarte",
    ])
    const antes = await due(joao)
    const repeat = await confirmBaixas(financeiro.token, extrato!.resumo.id, [
      { mensalidade: joao, credito: extrato!.linhas[0]!.id },
    ])
    expect(repeat).toEqual({
      pagas: 0,
      naoAplicadas: [{ mensalidade: joao, credito: extrato!.linhas[0]!.id, motivo: "importado" }],
    })
    expect(await due(joao)).toEqual(antes)
  })

  it("frees the credit when the payment is undone", async () => {
    await undoMensalidadePayment(financeiro.token, joao)
    expect(await due(joao)).toMatchObject({ status: "pendente", transacao_id: "", forma_pagamento: "" })
  })
})

describe("PocketBase's route, called directly", () => {
  it("pays a credit once, whichever of two confirmations comes first", async () => {
    const pedro = await socioComMensalidade(db.url, "Pedro Alves", "2041-06-10")
    const paulo = await socioComMensalidade(db.url, "Paulo Alves", "2041-06-10")
    const { id, credito } = await extratoDe("F-DUPLO", "80.00")
    const [a, b, c] = await Promise.all([
      confirmBaixas(financeiro.token, id, [{ mensalidade: pedro, credito }]),
      confirmBaixas(financeiro.token, id, [{ mensalidade: pedro, credito }]),
      confirmBaixas(financeiro.token, id, [{ mensalidade: paulo, credito }]),
    ])
    expect(a!.pagas + b!.pagas + c!.pagas).toBe(1)
    const pagas = await admin
      .collection("mensalidades")
      .getFullList({ filter: admin.filter("transacao_id = {:c}", { c: credito }) })
    expect(pagas).toHaveLength(1)
  })

  it("pays no due from a credit of another amount", async () => {
    const lia = await socioComMensalidade(db.url, "Lia Prado", "2041-06-10")
    const { id, credito } = await extratoDe("F-CENTAVO", "0.01")
    const answer = await confirmBaixas(financeiro.token, id, [{ mensalidade: lia, credito }])
    expect(answer).toEqual({ pagas: 0, naoAplicadas: [{ mensalidade: lia, credito, motivo: "valor" }] })
    expect(await due(lia)).toMatchObject({ status: "pendente" })
  })

  it("keeps one statement when the same one is created twice at once", async () => {
    const body = {
      arquivo_nome: "duas-abas.ofx",
      creditos: [
        {
          id: "id-unico-1",
          fitid: "F1",
          conta: "",
          instante: "2041-07-01T12:00:00.000Z",
          data: "2041-07-01",
        },
      ].map((c) => ({ ...c, valor: 80, nome: "", memo: "PIX", refnum: "" })),
    }
    const answers = await Promise.allSettled([
      admin.collection("extratos").create(body, { requestKey: null }),
      admin.collection("extratos").create(body, { requestKey: null }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected"])
    expect(
      (await admin.collection("extratos").getList(1, 1, { filter: 'arquivo_nome = "duas-abas.ofx"' }))
        .totalItems,
    ).toBe(1)
  })
})

describe("who may", () => {
  it("refuses the confirmation and the CPFs' question (403) to anyone but the financial director", async () => {
    const rui = await socioComMensalidade(db.url, "Rui Costa", "2041-07-10", { cpf: "11144477735" })
    const { id, credito } = await extratoDe("F-RUI", "80.00", "RUI COSTA")
    for (const cargo of ["presidente", "secretario"]) {
      const pessoa = await createPersonWithToken(db.url, { board: [{ cargo, tipo: "diretoria" }] })
      await expect(confirmBaixas(pessoa.token, id, [{ mensalidade: rui, credito }])).rejects.toMatchObject({
        status: 403,
      })
      await expect(
        clientWithToken(db.url, pessoa.token).send("/api/associacao/extratos/cpfs", {
          method: "POST",
          body: { cpfs: ["11144477735"] },
        }),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await due(rui)).toMatchObject({ status: "pendente" })
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
