// The general assembly's draft and notice at PocketBase's API, in a PocketBase of this file's own
// (docs/decisions/general-assembly.md): the statute's lead time refused by PocketBase itself, a
// draft's place and link, the routes refused to a member without a seat, the secretary's seat
// allowed every step, and the notice's e-mails queued for the members who receive e-mail.
import { describe, expect, it } from "vitest"
import { MENSAGENS } from "@veteranos/domain/assembleias"
import { addDays, formatDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { ROTAS_API, type RotaApi } from "@veteranos/domain/rotas-api"
import { answerOf, clientWithToken } from "../support/api"
import { assembleiasKit } from "./assembleias-support"
import { createPersonWithToken, ownMailServer } from "./support"

const { db, admin, secretario, call, dayAhead, draft, published, opened } = await assembleiasKit()
const mail = await ownMailServer(db.url)

/** Runs the e-mail queue's job (PocketBase answers at once and sends beside it) until `sent` holds. */
async function sendQueue(sent: () => boolean) {
  await admin.crons.run("envios")
  await expect.poll(sent, { timeout: 15_000 }).toBe(true)
}

describe("the notice", () => {
  it("is refused by PocketBase before the statute's lead time, and published from it on", async () => {
    const id = await draft()
    const early = addDays(todayInSaoPaulo(), 9)
    await admin.collection("assembleias").update(id, { primeira_chamada: `${early} 22:00:00.000Z` })
    const earliest = formatDate(addDays(todayInSaoPaulo(), 10))
    expect(await answerOf(call(secretario, "publishAssembleia", id))).toEqual([
      400,
      `O estatuto exige 10 dias de antecedência: a data mais próxima é ${earliest}.`,
    ])
    await admin.collection("assembleias").update(id, { primeira_chamada: dayAhead(10) })
    expect(await call(secretario, "publishAssembleia", id)).toMatchObject({ ok: true })
    const stored = await admin.collection("assembleias").getOne(id)
    expect(stored).toMatchObject({
      status: "publicada",
      convocada_por: secretario.id,
      convocada_por_nome: secretario.nome,
      convocada_por_cargo: "Secretário",
      estatuto: { antecedenciaDias: 10, quorum: "1/2", minutosSegundaChamada: 30, maioriaQualificada: "2/3" },
    })
    // Published, it is frozen: the record API no longer changes it, nor its agenda.
    const pb = clientWithToken(db.url, secretario.token)
    expect(await answerOf(pb.collection("assembleias").update(id, { local: "Outro" }))).toEqual([
      404,
      "The requested resource wasn't found.",
    ])
    expect(
      await answerOf(
        pb.collection("assembleia_itens").create({ assembleia: id, titulo: "Mais um", tipo: "informe" }),
      ),
    ).toEqual([400, MENSAGENS.naoRascunho])
  })

  it("needs an agenda, a place in person and a video call's link online", async () => {
    const id = await draft(secretario, [])
    expect(await answerOf(call(secretario, "publishAssembleia", id))).toEqual([400, MENSAGENS.semItens])
    const pb = clientWithToken(db.url, secretario.token)
    const base = { tipo: "extraordinaria", primeira_chamada: dayAhead(30) }
    expect(
      await answerOf(pb.collection("assembleias").create({ ...base, modalidade: "presencial" })),
    ).toEqual([400, MENSAGENS.semLocal])
    expect(
      await answerOf(pb.collection("assembleias").create({ ...base, modalidade: "online", link: "" })),
    ).toEqual([400, MENSAGENS.semLink])
    const online = await pb
      .collection("assembleias")
      .create({ ...base, modalidade: "online", link: "https://meet.exemplo.org/x", status: "rascunho" })
    expect(online).toMatchObject({ status: "rascunho", criada_por: secretario.id })
    const item = await pb
      .collection("assembleia_itens")
      .create({ assembleia: online.id, titulo: "A", tipo: "informe" })
    const next = await pb
      .collection("assembleia_itens")
      .create({ assembleia: online.id, titulo: "B", tipo: "informe" })
    expect([item.ordem, next.ordem]).toEqual([1, 2])
    expect(
      await answerOf(
        pb
          .collection("assembleia_itens")
          .create({ assembleia: online.id, titulo: "Contas", tipo: "contas", ano: 2001 }),
      ),
    ).toEqual([400, MENSAGENS.contasSemParecer])
  })

  it("queues its e-mail for every member who receives e-mail, and its cancellation too", async () => {
    const optedOut = await createPersonWithToken(db.url, { associado: 1 })
    await admin.collection("cadastro_geral").update(optedOut.id, { sem_lembretes: true })
    const member = await createPersonWithToken(db.url, { associado: 1 })
    const id = await draft()
    const answer = await call<{ ok: true; emails: number }>(secretario, "publishAssembleia", id)
    const rows = await admin.collection("envios").getFullList({ filter: `referencia = "${id}"` })
    expect(rows.map((row) => row.conta).sort()).toEqual([member.id, secretario.id].sort())
    expect(rows.every((row) => row.tipo === "assembleia_edital")).toBe(true)
    expect(answer.emails).toBe(2)
    await sendQueue(() => mail.to(member.email).length === 1)
    const [notice] = mail.to(member.email)
    expect(notice?.subject).toContain("Edital de convocação: Assembleia Geral Ordinária")
    expect(notice?.text).toContain("Eleição da diretoria")
    expect(notice?.text).toContain("Sede social")
    expect(await answerOf(call(secretario, "cancelAssembleia", id, { motivo: " " }))).toEqual([
      400,
      MENSAGENS.motivo,
    ])
    await call(secretario, "cancelAssembleia", id, { motivo: "Falta de luz na sede" })
    const cancelled = await admin
      .collection("envios")
      .getFullList({ filter: `referencia = "${id}" && tipo = "assembleia_cancelada"` })
    expect(cancelled).toHaveLength(2)
    await sendQueue(() => mail.to(member.email).length === 2)
    expect(mail.to(member.email)[1]?.text).toContain("Motivo: Falta de luz na sede")
    expect(await admin.collection("assembleias").getOne(id)).toMatchObject({
      status: "cancelada",
      motivo_cancelamento: "Falta de luz na sede",
    })
  })
})

describe("who runs the assembly", () => {
  it("refuses every route to a member without a seat, with 403", async () => {
    const associado = await createPersonWithToken(db.url, { associado: 1 })
    const id = await opened()
    const item = await admin.collection("assembleia_itens").getFirstListItem(`assembleia = "${id}"`)
    // The assembly's own steps (an election's are tests/integration/eleicoes-chapas.test.ts's).
    const own = /\/assembleias\/|\/assembleia-itens\/\{id\}\/(votacao|observacoes)$/
    const rotas = Object.keys(ROTAS_API).filter((rota) => own.test(ROTAS_API[rota as RotaApi]))
    expect(rotas).toHaveLength(8)
    for (const rota of rotas as RotaApi[]) {
      const target = rota === "voteItem" || rota === "noteItem" ? item.id : id
      // Another member's presence: a member marks only their own.
      const body = rota === "markPresenca" ? { associado: secretario.id } : {}
      expect(await answerOf(call(associado, rota, target, body)), rota).toEqual([403, MENSAGENS.gestor])
    }
    // The record API neither: a draft is the president's and the secretary's.
    const pb = clientWithToken(db.url, associado.token)
    expect((await answerOf(pb.collection("assembleias").create({ tipo: "ordinaria" })))[0]).toBe(400)
    const rows = await pb.collection("assembleia_associados").getFullList()
    expect(rows.map((row) => row.associado)).toEqual([associado.id])
  })

  it("lets the secretary's seat take every step, from the draft to the closing", async () => {
    // An hour after the first call: the second call proceeds with whoever is present.
    const id = await opened(secretario, undefined, 60)
    expect(await call(secretario, "markPresenca", id, { associado: secretario.id })).toMatchObject({
      ok: true,
    })
    expect(await call(secretario, "installAssembleia", id)).toMatchObject({ chamada: "segunda" })
    const [item] = await admin.collection("assembleia_itens").getFullList({ filter: `assembleia = "${id}"` })
    const voto = { forma: "aberta", a_favor: 1, contra: 0, abstencoes: 0 }
    expect(await call(secretario, "voteItem", item!.id, voto)).toMatchObject({ resultado: "aprovado" })
    await call(secretario, "noteItem", item!.id, { observacoes: "Chapa única." })
    await call(secretario, "closeAssembleia", id)
    expect(await admin.collection("assembleias").getOne(id)).toMatchObject({
      status: "encerrada",
      chamada: "segunda",
    })
    const entries = await admin
      .collection("atividades")
      .getFullList({ filter: `registro = "${id}"`, sort: "created" })
    expect(entries.map((entry) => entry.descricao.split(" ")[0])).toEqual([
      "Criou",
      "Publicou",
      "Abriu",
      "Marcou",
      "Começou",
      "Registrou",
      "Anotou",
      "Encerrou",
    ])
  })
})

// A published notice is public: the notice's page reads it without a token.
it("shows a published notice to anybody, a draft to nobody but its managers", async () => {
  const rascunho = await draft()
  const edital = await published()
  const anonimo = clientWithToken(db.url, "")
  const ids = (await anonimo.collection("assembleias").getFullList()).map((record) => record.id)
  expect(ids).toContain(edital)
  expect(ids).not.toContain(rascunho)
  expect(
    await anonimo.collection("assembleia_itens").getFullList({ filter: `assembleia = "${edital}"` }),
  ).toHaveLength(1)
})
