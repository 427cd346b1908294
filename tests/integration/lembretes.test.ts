// The daily dues reminders against the real PocketBase and a loopback SMTP server
// (docs/decisions/dues-and-pix.md#reminders-go-out-once-each): the job (run at once as the
// superuser, POST /api/crons/lembretes) sends each open due the reminder it is owed today, once,
// whatever runs again or at once; a failed send is retried and counted; members who turned them off,
// paid dues and exempt dues get none. (The financial director's own: lembretes-manual.test.ts.)
import { formatDate } from "@veteranos/domain/datas"
import { LEMBRETE_AGENDADOS, type LembreteAgendado } from "@veteranos/domain/lembretes"
import { describe, expect, it } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { daysFromToday } from "../support/hoje"
import { expectBody } from "./email-body"
import { APP_URL, lembretesKit } from "./lembretes-support"

const { admin, mail, dueIn, runJob, rowsOf } = await lembretesKit()
const SMTP_PORT = ((await admin.settings.getAll()) as { smtp: { port: number } }).smtp.port

/** A run's count by kind: `counted` kinds once each, every other kind none. */
const byKind = (...counted: LembreteAgendado[]) =>
  Object.fromEntries(LEMBRETE_AGENDADOS.map((tipo) => [tipo, counted.includes(tipo) ? 1 : 0]))

describe("the daily job", () => {
  it("sends each open due the reminder it is owed today, with its amount, date and pay link", async () => {
    // Each kind's due, the e-mail's subject and when the due falls due, as its text says it.
    const kinds = [
      ["antes", 3, "sua mensalidade vence em breve", (dia: string) => `vence em 3 dias, em ${dia}`],
      ["vencimento", 0, "sua mensalidade vence hoje", (dia: string) => `vence hoje, ${dia}`],
      ...([-1, -8, -15] as const).map(
        (offset, i) =>
          [
            `atraso_${i + 1}`,
            offset,
            "mensalidade em atraso",
            (dia: string) => `venceu em ${dia} e ainda está em aberto`,
          ] as const,
      ),
    ] as const
    const owed = await Promise.all(kinds.map(([, offset]) => dueIn(offset)))
    const none = [await dueIn(4), await dueIn(-22), await dueIn(-30), await dueIn(0, "pago")]
    const semLembretes = await dueIn(0)
    await admin.collection("cadastro_geral").update(semLembretes.conta.id, { sem_lembretes: true })

    const counts = await runJob()

    for (const [i, [tipo, offset, subject, quando]] of kinds.entries()) {
      const { conta, due } = owed[i]!
      const received = mail.to(conta.email)
      expect(received, tipo).toHaveLength(1)
      expect(received[0]!.subject).toBe(`Lembrete: ${subject} - Associação dos Veteranos`)
      const dia = formatDate(daysFromToday(offset))
      expectBody(received[0]!, {
        nome: conta.nome,
        says: [`A sua Mensalidade ${offset}, de R$ 80,00, ${quando(dia)}.`],
        link: `${APP_URL}/painel/mensalidades/${due.id}/pagar`,
      })
      const rows = await rowsOf(due.id)
      expect(rows.map((row) => [row.tipo, row.status, row.tentativas])).toEqual([[tipo, "enviado", 1]])
    }
    expect([counts.enviados, counts.falhas]).toEqual([byKind(...LEMBRETE_AGENDADOS), byKind()])
    for (const { conta, due } of [...none, semLembretes]) {
      expect(mail.to(conta.email)).toHaveLength(0)
      expect(await rowsOf(due.id)).toHaveLength(0)
    }
    const [entrada] = (
      await admin
        .collection("atividades")
        .getList(1, 1, { filter: 'colecao = "lembretes"', sort: "-created" })
    ).items
    expect(entrada?.descricao).toBe("Lembretes de mensalidade: 5 enviados, 0 falharam")
  })

  it("gives an exempt due none, on any day an open one would get one", async () => {
    const exempt = await Promise.all([3, 0, -1, -8, -15].map((offset) => dueIn(offset, "isenta")))

    const counts = await runJob()

    expect([counts.enviados, counts.falhas]).toEqual([byKind(), byKind()])
    for (const { conta, due } of exempt) {
      expect(mail.to(conta.email)).toHaveLength(0)
      expect(await rowsOf(due.id)).toHaveLength(0)
    }
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
      expect([failed.enviados, failed.falhas]).toEqual([byKind(), byKind("vencimento")])
      const [row] = await rowsOf(due.id)
      expect([row!.status, row!.tentativas]).toEqual(["falhou", 1])
      expect(row!.erro).not.toBe("")
    } finally {
      await admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: SMTP_PORT, tls: false } })
    }
    const retried = await runJob()
    expect([retried.enviados, retried.falhas]).toEqual([byKind("vencimento"), byKind()])
    expect(mail.to(conta.email)).toHaveLength(1)
    const [row] = await rowsOf(due.id)
    expect([row!.status, row!.tentativas, row!.erro]).toEqual(["enviado", 2, ""])
  })
})
