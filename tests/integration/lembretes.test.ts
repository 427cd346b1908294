// Dues reminders against the real PocketBase and a loopback SMTP server
// (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): the daily job (run at once as the
// superuser, POST /api/crons/lembretes) sends each open due the reminder it is owed today, once,
// whatever runs again or at once; a failed send is retried and counted; members who turned them off
// and paid dues get none; the financial director sends one by hand. Dues fall due relative to São
// Paulo's today.
import { ClientResponseError } from "pocketbase"
import { addDays, dayInSaoPaulo, storedDate } from "@veteranos/domain/datas"
import { describe, expect, it } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { expectBody } from "./email-body"
import { createPerson, createPersonWithToken, ownMailServer, ownPocketBase } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const APP_URL = "https://veteranos.exemplo.org"
await admin.settings.update({ meta: { appURL: APP_URL, appName: "Associação dos Veteranos" } })
const SMTP_PORT = ((await admin.settings.getAll()) as { smtp: { port: number } }).smtp.port

const hoje = dayInSaoPaulo(new Date())

/** An open due of a new member (unless `conta` is given), falling due `offset` days from today. */
type Conta = { id: string; email: string; nome: string }
async function dueIn(offset: number, extra: { status?: string; conta?: Conta } = {}) {
  const conta = extra.conta ?? (await createPerson(db.url, { associado: 1 }))
  const due = await admin.collection("mensalidades").create({
    descricao: `Mensalidade ${offset}`,
    valor: 80,
    data_vencimento: storedDate(addDays(hoje, offset)),
    associado_id: conta.id,
    status: extra.status ?? "pendente",
    forma_pagamento: extra.status === "pago" ? "pix" : "",
  })
  return { conta: conta as Conta, due }
}

const runs = async () =>
  (await admin.collection("execucoes").getList(1, 1, { filter: 'tarefa = "lembretes"' })).totalItems

/** Runs the job `times` at once and waits for their runs to be stored; answers the last one's counts. */
async function runJob(times = 1) {
  const before = await runs()
  await Promise.all(Array.from({ length: times }, () => admin.crons.run("lembretes")))
  await expect.poll(runs, { timeout: 15_000 }).toBe(before + times)
  const [last] = (
    await admin
      .collection("execucoes")
      .getList(1, 1, { filter: 'tarefa = "lembretes"', sort: "-inicio,-created" })
  ).items
  return last!.contagens as { enviados: Record<string, number>; falhas: Record<string, number> }
}

const rowsOf = (dueId: string) =>
  admin.collection("lembretes").getFullList({ filter: admin.filter("mensalidade = {:id}", { id: dueId }) })

describe("the daily job", () => {
  it("sends each open due the reminder it is owed today, with its amount, date and pay link", async () => {
    const owed = {
      antes: await dueIn(3),
      vencimento: await dueIn(0),
      atraso_1: await dueIn(-1),
      atraso_2: await dueIn(-8),
      atraso_3: await dueIn(-15),
    }
    const none = [await dueIn(4), await dueIn(-22), await dueIn(-30), await dueIn(0, { status: "pago" })]
    const semLembretes = await dueIn(0)
    await admin.collection("cadastro_geral").update(semLembretes.conta.id, { sem_lembretes: true })

    const counts = await runJob()

    for (const [tipo, { conta, due }] of Object.entries(owed)) {
      const received = mail.to(conta.email)
      expect(received, tipo).toHaveLength(1)
      expect(received[0]!.subject).toMatch(/Lembrete/)
      expect(received[0]!.subject).toMatch(/mensalidade/)
      expect(received[0]!.text).toContain("R$ 80,00")
      const vencimento = addDays(hoje, Number(due.descricao.split(" ")[1]))
      expect(received[0]!.text).toContain(vencimento.split("-").reverse().join("/"))
      expectBody(received[0]!, {
        nome: conta.nome,
        says: ["R$ 80,00"],
        link: `${APP_URL}/painel/mensalidades/${due.id}/pagar`,
      })
      const rows = await rowsOf(due.id)
      expect(rows.map((row) => [row.tipo, row.status, row.tentativas])).toEqual([[tipo, "enviado", 1]])
      expect(counts.enviados[tipo]).toBeGreaterThanOrEqual(1)
    }
    for (const { conta, due } of [...none, semLembretes]) {
      expect(mail.to(conta.email)).toHaveLength(0)
      expect(await rowsOf(due.id)).toHaveLength(0)
    }
    const [entrada] = (
      await admin
        .collection("atividades")
        .getList(1, 1, { filter: 'colecao = "lembretes"', sort: "-created" })
    ).items
    expect(entrada?.descricao).toMatch(/^Lembretes de mensalidade: \d+ enviados, 0 falharam$/)
  })

  it("sends nothing again on a second run, nor when two runs meet", async () => {
    const { conta, due } = await dueIn(0)
    await runJob()
    expect(mail.to(conta.email)).toHaveLength(1)
    await runJob()
    const twice = await dueIn(-1)
    await runJob(2)
    expect(mail.to(conta.email)).toHaveLength(1)
    expect(mail.to(twice.conta.email)).toHaveLength(1)
    expect(await rowsOf(due.id)).toHaveLength(1)
    expect(await rowsOf(twice.due.id)).toHaveLength(1)
  })

  it("retries a send that failed at the next run, and counts it", async () => {
    const { conta, due } = await dueIn(0)
    const closed = await freePort()
    await admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: closed, tls: false } })
    try {
      const failed = await runJob()
      expect(failed.falhas.vencimento).toBeGreaterThanOrEqual(1)
      const [row] = await rowsOf(due.id)
      expect([row!.status, row!.tentativas]).toEqual(["falhou", 1])
      expect(row!.erro).not.toBe("")
    } finally {
      await admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: SMTP_PORT, tls: false } })
    }
    const retried = await runJob()
    expect(retried.enviados.vencimento).toBeGreaterThanOrEqual(1)
    expect(mail.to(conta.email)).toHaveLength(1)
    const [row] = await rowsOf(due.id)
    expect([row!.status, row!.tentativas, row!.erro]).toEqual(["enviado", 2, ""])
  })
})

describe("sending one reminder by hand", () => {
  const send = (token: string, mensalidade: string) => {
    const client = anonymousClient(db.url)
    client.authStore.save(token)
    return client.send<{ status: string }>("/api/associacao/lembretes/enviar", {
      method: "POST",
      body: { mensalidade },
    })
  }
  const statusOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 200,
      (error: ClientResponseError) => error.status,
    )

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

    expect(await statusOf(send(associado.token, due.id))).toBe(403)
    expect(await statusOf(send(conselho.token, due.id))).toBe(403)
    expect(mail.to(conta.email)).toHaveLength(0)

    expect(await send(financeiro.token, due.id)).toEqual({ status: "enviado" })
    const received = mail.to(conta.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.subject).toMatch(/Lembrete.*mensalidade/)
    expectBody(received[0]!, {
      nome: conta.nome,
      says: ["R$ 80,00"],
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
    expect(entrada?.descricao).toMatch(/^Enviou lembrete por e-mail da mensalidade de /)
    expect(entrada?.autor).toBe(financeiro.id)

    // The same click twice sends once, and so do two clicks at once.
    expect(await statusOf(send(financeiro.token, due.id))).toBe(409)
    expect(mail.to(conta.email)).toHaveLength(1)
    const other = await dueIn(20)
    const both = await Promise.all([0, 1].map(() => statusOf(send(financeiro.token, other.due.id))))
    expect(both.sort()).toEqual([200, 409])
    expect(mail.to(other.conta.email)).toHaveLength(1)
    // A paid due is no one's to remind.
    const paid = await dueIn(10, { status: "pago" })
    expect(await statusOf(send(financeiro.token, paid.due.id))).toBe(400)

    // The fiscal council reads the reminders; a plain member reads none of them.
    const asCouncil = anonymousClient(db.url)
    asCouncil.authStore.save(conselho.token)
    expect((await asCouncil.collection("lembretes").getFullList()).map((row) => row.id)).toContain(
      rows[0]!.id,
    )
    expect((await asCouncil.collection("execucoes").getList(1, 1)).totalItems).toBeGreaterThan(0)
    const asMember = anonymousClient(db.url)
    asMember.authStore.save(associado.token)
    expect(await asMember.collection("lembretes").getFullList()).toHaveLength(0)
    expect(await statusOf(asMember.collection("lembretes").getOne(rows[0]!.id))).toBe(404)
    expect(await statusOf(asCouncil.collection("lembretes").create({ mensalidade: due.id }))).toBe(403)
  })

  it("records a member turning reminders off and on", async () => {
    const associado = await createPersonWithToken(db.url, { associado: 1 })
    const client = anonymousClient(db.url)
    client.authStore.save(associado.token)
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
