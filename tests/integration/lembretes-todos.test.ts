// 'Enviar lembrete a todos' against the real PocketBase and a loopback SMTP server
// (docs/decisions/dues-and-pix.md#enviar-lembrete-a-todos-goes-through-the-queue): a reminder queued
// for every open due whose member gets e-mail, once per due and kind however often and however many
// at once it is asked, sent by the e-mail queue's job, cancelled when the due is paid first; and no
// direct write makes a second one.
import { describe, expect, it } from "vitest"
import { answerOf, clientWithToken } from "../support/api"
import { lembretesKit } from "./lembretes-support"
import { createPersonWithToken } from "./support"

const { db, admin, mail, dueIn, rowsOf } = await lembretesKit()

const queueAll = (token: string) =>
  clientWithToken(db.url, token).send<{ enfileirados: number; semEmail: number }>(
    "/api/associacao/lembretes/todos",
    { method: "POST" },
  )

/** The e-mail queue's job, run at once (as the superuser). */
async function runQueue() {
  await admin.crons.run("envios")
}

describe("sending a reminder to all", () => {
  it("queues one per open due, once however often or at once it is asked, and the queue sends it", async () => {
    const financeiro = await createPersonWithToken(db.url, {
      associado: 1,
      board: [{ cargo: "financeiro", tipo: "diretoria" }],
    })
    const associado = await createPersonWithToken(db.url, { associado: 1 })
    const late = await dueIn(-5)
    const soon = await dueIn(10)
    const paid = await dueIn(-5, "pago")
    const optedOut = await dueIn(3)
    await admin.collection("cadastro_geral").update(optedOut.conta.id, { sem_lembretes: true })

    expect(await answerOf(queueAll(associado.token))).toEqual([
      403,
      "Apenas o diretor financeiro envia lembretes.",
    ])
    // Two at once queue each due once between them, and asked again it queues nothing more.
    const both = await Promise.all([0, 1].map(() => queueAll(financeiro.token)))
    expect(both[0]!.enfileirados + both[1]!.enfileirados).toBe(2)
    expect(both.map((answer) => answer.semEmail)).toEqual([1, 1])
    expect(await queueAll(financeiro.token)).toEqual({ enfileirados: 0, semEmail: 1 })
    for (const { due } of [late, soon]) {
      const rows = await rowsOf(due.id)
      expect(rows.map((row) => [row.tipo, row.status, row.enviado_por_nome])).toEqual([
        ["todos", "pendente", financeiro.nome],
      ])
    }
    expect(await rowsOf(paid.due.id)).toHaveLength(0)
    expect(await rowsOf(optedOut.due.id)).toHaveLength(0)
    const [entrada] = (
      await admin
        .collection("atividades")
        .getList(1, 1, { filter: 'colecao = "lembretes"', sort: "-created" })
    ).items
    expect(entrada?.descricao).toBe("Enviou lembrete a todos: 2 lembretes na fila")

    // A direct write cannot add a second one of the kind: the unique index refuses it.
    const [status] = await answerOf(
      admin.collection("lembretes").create({
        mensalidade: late.due.id,
        associado: late.conta.id,
        tipo: "todos",
        status: "pendente",
      }),
    )
    expect(status).toBe(400)
    expect(await rowsOf(late.due.id)).toHaveLength(1)

    // The queue sends each once; a due paid in between is cancelled, not sent.
    await admin.collection("mensalidades").update(soon.due.id, { status: "pago", forma_pagamento: "pix" })
    await runQueue()
    await expect.poll(async () => (await rowsOf(late.due.id))[0]?.status, { timeout: 15_000 }).toBe("enviado")
    await expect
      .poll(async () => (await rowsOf(soon.due.id))[0]?.status, { timeout: 15_000 })
      .toBe("cancelado")
    await runQueue()
    expect(mail.to(late.conta.email)).toHaveLength(1)
    expect(mail.to(late.conta.email)[0]!.subject).toBe(
      "Lembrete: mensalidade em atraso - Associação dos Veteranos",
    )
    expect(mail.to(soon.conta.email)).toHaveLength(0)
    // Sent, the due still has its one: asking again queues nothing.
    expect((await queueAll(financeiro.token)).enfileirados).toBe(0)
  })
})
