// What the reminders' tests (lembretes*.test.ts) share: a PocketBase of the file's own with its
// mail server and the site's address, dues falling due relative to São Paulo's today (read when
// each is made), each due's reminders and the daily job's runs.
import { storedDate } from "@veteranos/domain/datas"
import { expect } from "vitest"
import { daysFromToday } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { createPerson, ownMailServer, ownPocketBase } from "./support"

/** The site's address the reminders' pay links start with. */
export const APP_URL = "https://veteranos.exemplo.org"

/** The calling file's PocketBase and mail server, and the helpers bound to them. */
export async function lembretesKit() {
  const db = await ownPocketBase()
  const admin = await adminClient(db.url)
  const mail = await ownMailServer(db.url)
  await admin.settings.update({ meta: { appURL: APP_URL, appName: "Associação dos Veteranos" } })

  /** A due of a new member falling due `offset` days from today: open, paid (by PIX) or exempt (with its reason). */
  async function dueIn(offset: number, status: "pendente" | "pago" | "isenta" = "pendente") {
    const conta = await createPerson(db.url, { associado: 1 })
    const due = await admin.collection("mensalidades").create({
      descricao: `Mensalidade ${offset}`,
      valor: 80,
      data_vencimento: storedDate(daysFromToday(offset)),
      associado_id: conta.id,
      status,
      forma_pagamento: status === "pago" ? "pix" : "",
      isencao_motivo: status === "isenta" ? "Sócio afastado por doença." : "",
    })
    return { conta, due }
  }

  /** How many runs of the daily job are stored. */
  const runs = async () =>
    (await admin.collection("execucoes").getList(1, 1, { filter: 'tarefa = "lembretes"' })).totalItems

  /**
   * Runs the daily job `times` at once (POST /api/crons/lembretes, as the superuser) and waits for
   * their runs to be stored; answers the last one's counts.
   */
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

  /** The reminders stored for the due `dueId`. */
  const rowsOf = (dueId: string) =>
    admin.collection("lembretes").getFullList({ filter: admin.filter("mensalidade = {:id}", { id: dueId }) })

  return { db, admin, mail, dueIn, runs, runJob, rowsOf }
}
