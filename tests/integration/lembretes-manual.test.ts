// The financial director's 'Enviar lembrete' against the real PocketBase and a loopback SMTP server
// (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): one open due's reminder sent now,
// recorded as manual with its activity entry, once however often it is clicked; who may send it and
// read the reminders; and a member turning reminders off and on. (The daily job: lembretes.test.ts.)
import { formatDate } from "@veteranos/domain/datas"
import { describe, expect, it } from "vitest"
import { answerOf, clientWithToken } from "../support/api"
import { daysFromToday } from "../support/hoje"
import { expectBody } from "./email-body"
import { APP_URL, lembretesKit } from "./lembretes-support"
import { createPersonWithToken } from "./support"

const { db, admin, mail, dueIn, runs, runJob, rowsOf } = await lembretesKit()

describe("sending one reminder by hand", () => {
  const send = (token: string, mensalidade: string) =>
    clientWithToken(db.url, token).send<{ status: string }>("/api/associacao/lembretes/enviar", {
      method: "POST",
      body: { mensalidade },
    })
  const SO_O_FINANCEIRO = [403, "Apenas o diretor financeiro envia lembretes."]
  const ACABOU_DE_SER_ENVIADO = [409, "Um lembrete desta mensalidade acabou de ser enviado."]
  const NAO_ESTA_EM_ABERTO = [400, "Esta mensalidade não está em aberto."]

  it("is the financial director's, recorded as manual with its activity entry", async () => {
    const financeiro = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "financeiro", tipo: "diretoria" }],
    })
    const associado = await createPersonWithToken(db.url, { associado: 1 })
    const conselho = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "conselheiro", tipo: "conselho" }],
    })
    const { conta, due } = await dueIn(10)

    expect(await answerOf(send(associado.token, due.id))).toEqual(SO_O_FINANCEIRO)
    expect(await answerOf(send(conselho.token, due.id))).toEqual(SO_O_FINANCEIRO)
    expect(mail.to(conta.email)).toHaveLength(0)

    expect(await send(financeiro.token, due.id)).toEqual({ status: "enviado" })
    const received = mail.to(conta.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.subject).toBe("Lembrete: sua mensalidade vence em breve - Associação dos Veteranos")
    expectBody(received[0]!, {
      nome: conta.nome,
      says: [`A sua Mensalidade 10, de R$ 80,00, vence em 10 dias, em ${formatDate(daysFromToday(10))}.`],
      link: `${APP_URL}/painel/mensalidades/${due.id}/pagar`,
    })
    const rows = await rowsOf(due.id)
    expect(rows.map((row) => [row.tipo, row.status, row.enviado_por_nome])).toEqual([
      ["manual", "enviado", financeiro.nome],
    ])
    const [entrada] = (
      await admin
        .collection("atividades")
        .getList(1, 1, { filter: 'colecao = "lembretes"', sort: "-created" })
    ).items
    expect([entrada?.descricao, entrada?.autor]).toEqual([
      `Enviou lembrete por e-mail da mensalidade de ${conta.nome} (Mensalidade 10)`,
      financeiro.id,
    ])

    // The same click twice sends once, and so do two clicks at once.
    expect(await answerOf(send(financeiro.token, due.id))).toEqual(ACABOU_DE_SER_ENVIADO)
    expect(mail.to(conta.email)).toHaveLength(1)
    const other = await dueIn(20)
    const both = await Promise.all([0, 1].map(() => answerOf(send(financeiro.token, other.due.id))))
    expect(both.sort()).toEqual([[200, ""], ACABOU_DE_SER_ENVIADO])
    expect(mail.to(other.conta.email)).toHaveLength(1)
    // A paid due and an exempt one are no one's to remind.
    for (const status of ["pago", "isenta"] as const) {
      const settled = await dueIn(10, status)
      expect(await answerOf(send(financeiro.token, settled.due.id)), status).toEqual(NAO_ESTA_EM_ABERTO)
      expect(mail.to(settled.conta.email), status).toHaveLength(0)
      expect(await rowsOf(settled.due.id), status).toHaveLength(0)
    }

    // The fiscal council reads the reminders and the job's runs; a plain member reads none of them.
    await runJob()
    const asCouncil = clientWithToken(db.url, conselho.token)
    expect((await asCouncil.collection("lembretes").getFullList()).map((row) => row.id)).toContain(
      rows[0]!.id,
    )
    const ids = async (client: typeof admin) =>
      (await client.collection("execucoes").getFullList({ sort: "id" })).map((run) => run.id)
    expect(await ids(asCouncil)).toEqual(await ids(admin))
    expect(await ids(asCouncil)).toHaveLength(await runs())
    const asMember = clientWithToken(db.url, associado.token)
    expect(await asMember.collection("lembretes").getFullList()).toHaveLength(0)
    expect(await asMember.collection("execucoes").getFullList()).toHaveLength(0)
    expect((await answerOf(asMember.collection("lembretes").getOne(rows[0]!.id)))[0]).toBe(404)
    expect((await answerOf(asCouncil.collection("lembretes").create({ mensalidade: due.id })))[0]).toBe(403)
  })

  it("records a member turning reminders off and on", async () => {
    const associado = await createPersonWithToken(db.url, { associado: 1 })
    const client = clientWithToken(db.url, associado.token)
    await client.collection("cadastro_geral").update(associado.id, { sem_lembretes: true })
    await client.collection("cadastro_geral").update(associado.id, { sem_lembretes: false })
    const entradas = await admin.collection("atividades").getFullList({
      filter: admin.filter("colecao = 'cadastro_geral' && autor = {:id}", { id: associado.id }),
      sort: "created",
    })
    expect(entradas.map((entrada) => entrada.descricao)).toEqual([
      `Desativou os lembretes e comunicados por e-mail de ${associado.nome}`,
      `Reativou os lembretes e comunicados por e-mail de ${associado.nome}`,
    ])
  })
})
