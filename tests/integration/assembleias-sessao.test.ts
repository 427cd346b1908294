// The open general assembly at PocketBase's API, in a PocketBase of this file's own
// (docs/decisions/general-assembly.md#the-statutes-numbers): the voters' list frozen when it opens,
// presences marked once however many mark at once, counts above the voters present refused, the
// accounts' verdict written on that year's opinion, and a closed assembly refusing every change,
// the superuser's too.
import { describe, expect, it } from "vitest"
import { MENSAGENS } from "@veteranos/domain/assembleias"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { answerOf, clientWithToken } from "../support/api"
import { assembleiasKit } from "./assembleias-support"
import { createPersonWithToken } from "./support"

const { db, admin, secretario, call, opened, rowOf } = await assembleiasKit()

/** A due of `conta` `days` from today (negative: past), open unless said. */
const dueOf = (conta: string, days: number) =>
  admin.collection("mensalidades").create({
    descricao: "Mensalidade",
    associado_id: conta,
    data_vencimento: storedDate(addDays(todayInSaoPaulo(), days)),
    valor: 50,
    status: "pendente",
  })

describe("the frozen list", () => {
  it("keeps who was able to vote when it opened, whatever is paid later", async () => {
    const devedor = await createPersonWithToken(db.url, { associado: 1 })
    const due = await dueOf(devedor.id, -45)
    const inativo = await createPersonWithToken(db.url, { associado: 0 })
    const id = await opened()
    const row = await rowOf(id, devedor.id)
    expect(row).toMatchObject({ apto: false, nome: devedor.nome })
    expect(row.motivo).toMatch(/^Mensalidade de \d{2}\/\d{4} em aberto$/)
    expect(await rowOf(id, inativo.id)).toMatchObject({ apto: false, motivo: "Associado inativo" })
    expect(await rowOf(id, secretario.id)).toMatchObject({ apto: true, motivo: "Em dia com as mensalidades" })
    await admin
      .collection("mensalidades")
      .update(due.id, { status: "isenta", isencao_motivo: "Acordo com a diretoria." })
    expect(await rowOf(id, devedor.id)).toMatchObject({ apto: false })
    // Opened twice, it is not opened again.
    expect(await answerOf(call(secretario, "openAssembleia", id))).toEqual([400, MENSAGENS.naoPublicada])
  })

  it("marks one presence when two secretaries mark the same member at once", async () => {
    const outro = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "secretario", tipo: "diretoria" }],
    })
    const membro = await createPersonWithToken(db.url, { associado: 1 })
    const id = await opened()
    await Promise.all(
      [secretario, outro].map((who) => call(who, "markPresenca", id, { associado: membro.id })),
    )
    const rows = await admin
      .collection("assembleia_associados")
      .getFullList({ filter: `assembleia = "${id}" && associado = "${membro.id}"` })
    expect(rows.map((row) => row.presente)).toEqual([true])
    const entries = await admin
      .collection("atividades")
      .getFullList({ filter: `registro = "${id}" && descricao ~ "Marcou a presença"` })
    expect(entries).toHaveLength(1)
    // On a hybrid assembly a member marks themself, online, and nobody else.
    const outroMembro = await createPersonWithToken(db.url, { associado: 1 })
    expect(await answerOf(call(outroMembro, "markPresenca", id, { associado: membro.id }))).toEqual([
      403,
      MENSAGENS.gestor,
    ])
    expect((await answerOf(call(outroMembro, "markPresenca", id, { associado: outroMembro.id })))[0]).toBe(
      404,
    )
    await admin.collection("assembleia_associados").update(rows[0]!.id, { presente: false })
    await call(membro, "markPresenca", id, { associado: membro.id })
    expect(await rowOf(id, membro.id)).toMatchObject({
      presente: true,
      online: true,
      marcado_por_nome: membro.nome,
    })
  })
})

describe("the votes", () => {
  it("refuse counts above the voters present and write the accounts' verdict on that year's opinion", async () => {
    const ano = 2001
    const conselheiro = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "conselheiro", tipo: "conselho" }],
    })
    await clientWithToken(db.url, conselheiro.token)
      .collection("pareceres")
      .create({ ano, resultado: "aprovadas", texto: "Contas em ordem." })
    const itens = [
      { titulo: `Contas de ${ano}`, tipo: "contas", ano },
      { titulo: "Reforma do estatuto", tipo: "deliberacao", qualificada: true },
    ]
    const id = await opened(secretario, itens, 60)
    const [contas, estatuto] = await admin
      .collection("assembleia_itens")
      .getFullList({ filter: `assembleia = "${id}"`, sort: "ordem" })
    const voto = { forma: "aberta", a_favor: 2, contra: 0, abstencoes: 0 }
    expect(await answerOf(call(secretario, "voteItem", contas!.id, voto))).toEqual([
      400,
      MENSAGENS.naoInstalada,
    ])
    await call(secretario, "markPresenca", id, { associado: secretario.id })
    await call(secretario, "markPresenca", id, { associado: conselheiro.id })
    await call(secretario, "installAssembleia", id)
    expect(await answerOf(call(secretario, "voteItem", contas!.id, { ...voto, abstencoes: 1 }))).toEqual([
      400,
      "A soma dos votos (3) passa do número de associados aptos presentes (2).",
    ])
    await call(secretario, "voteItem", contas!.id, { forma: "aberta", a_favor: 0, contra: 2, abstencoes: 0 })
    const parecer = await admin.collection("pareceres").getFirstListItem(`ano = ${ano}`)
    expect(parecer).toMatchObject({ assembleia: id, assembleia_resultado: "reprovadas" })
    // Voted again before closing: the verdict follows.
    await call(secretario, "voteItem", contas!.id, voto)
    expect(await admin.collection("pareceres").getOne(parecer.id)).toMatchObject({
      assembleia_resultado: "aprovadas",
    })
    // The qualified majority: 2/3 of the two present is 2 in favour; 1 is not enough.
    const one = { forma: "aberta", a_favor: 1, contra: 0, abstencoes: 1 }
    expect(await call(secretario, "voteItem", estatuto!.id, one)).toMatchObject({ resultado: "reprovado" })
  })
})

describe("a closed assembly", () => {
  it("refuses every change: the record API, the routes, a deletion and a superuser's save", async () => {
    const id = await opened(secretario, undefined, 60)
    await call(secretario, "markPresenca", id, { associado: secretario.id })
    await call(secretario, "installAssembleia", id)
    await call(secretario, "closeAssembleia", id)
    const item = await admin.collection("assembleia_itens").getFirstListItem(`assembleia = "${id}"`)
    const row = await rowOf(id, secretario.id)
    const closed: [number, string] = [400, MENSAGENS.encerrada]
    for (const [rota, target] of [
      ["markPresenca", id],
      ["installAssembleia", id],
      ["closeAssembleia", id],
      ["voteItem", item.id],
      ["noteItem", item.id],
    ] as const) {
      const body =
        rota === "markPresenca" ? { associado: secretario.id, presente: false } : { forma: "aclamacao" }
      expect(await answerOf(call(secretario, rota, target, body)), rota).toEqual(closed)
    }
    const pb = clientWithToken(db.url, secretario.token)
    expect((await answerOf(pb.collection("assembleias").update(id, { local: "Outro" })))[0]).toBe(404)
    expect((await answerOf(pb.collection("assembleias").delete(id)))[0]).toBe(404)
    expect((await answerOf(pb.collection("assembleia_itens").update(item.id, { titulo: "Outro" })))[0]).toBe(
      404,
    )
    // The superuser, whom no API rule stops, is stopped by the model hooks.
    expect(await answerOf(admin.collection("assembleias").update(id, { local: "Outro" }))).toEqual(closed)
    expect(await answerOf(admin.collection("assembleias").delete(id))).toEqual(closed)
    expect(await answerOf(admin.collection("assembleia_itens").update(item.id, { titulo: "Outro" }))).toEqual(
      closed,
    )
    expect(await answerOf(admin.collection("assembleia_itens").delete(item.id))).toEqual(closed)
    expect(
      await answerOf(admin.collection("assembleia_associados").update(row.id, { presente: false })),
    ).toEqual(closed)
    expect(
      await answerOf(admin.collection("assembleia_associados").create({ assembleia: id, nome: "Intruso" })),
    ).toEqual(closed)
    expect(await admin.collection("assembleias").getOne(id)).toMatchObject({
      status: "encerrada",
      local: "Sede social",
    })
  })

  it("lets a member's account be erased, its row keeping the name for the minutes", async () => {
    const membro = await createPersonWithToken(db.url, { associado: 1 })
    const id = await opened(secretario, undefined, 60)
    await call(secretario, "markPresenca", id, { associado: secretario.id })
    await call(secretario, "installAssembleia", id)
    await call(secretario, "closeAssembleia", id)
    const row = await rowOf(id, membro.id)
    await admin.collection("associados").delete(membro.associadoId!)
    await admin.collection("cadastro_geral").delete(membro.id)
    expect(await admin.collection("assembleia_associados").getOne(row.id)).toMatchObject({
      associado: "",
      nome: membro.nome,
    })
  })
})
