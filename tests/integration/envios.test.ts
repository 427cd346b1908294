// The e-mail queue's job against the real PocketBase and a loopback SMTP server
// (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue): a run sends at most
// its share, oldest first, and stores itself; a failed e-mail is tried again by the next runs, three
// tries in all; an e-mail whose record is gone is cancelled, never sent. (That each e-mail goes out
// once whatever runs again or at once is the announcements' test, tests/integration/comunicados.test.ts.)
import { ENVIO_TENTATIVAS_MAXIMAS, ENVIOS_POR_EXECUCAO, TAREFA_ENVIOS } from "@veteranos/domain/envios"
import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { adminClient } from "../support/pocketbase"
import { createPerson, ownMailServer, ownPocketBase } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const SMTP_PORT = ((await admin.settings.getAll()) as { smtp: { port: number } }).smtp.port

// An announcement to the board made while the database has no board queues nothing by itself: the
// rows below are this test's own.
const comunicado = await admin
  .collection("comunicados")
  .create({ titulo: "Assembleia geral", texto: "Dia 20, às 19h.", publico: "diretoria" })

/** Queues the announcement's e-mail to each of `people`, as its hook does, one after another. */
async function queue(people: ReadonlyArray<{ id: string }>, referencia = comunicado.id) {
  const rows: RecordModel[] = []
  for (const person of people) {
    rows.push(
      await admin
        .collection("envios")
        .create({ tipo: "comunicado", referencia, conta: person.id, status: "pendente", tentativas: 0 }),
    )
  }
  return rows
}

const rowOf = (row: RecordModel) => admin.collection("envios").getOne(row.id)
const runs = async () =>
  (await admin.collection("execucoes").getList(1, 1, { filter: `tarefa = "${TAREFA_ENVIOS}"` })).totalItems

/** The job's stored runs' counts, oldest first. */
const storedRuns = async () =>
  (
    await admin
      .collection("execucoes")
      .getFullList({ filter: `tarefa = "${TAREFA_ENVIOS}"`, sort: "inicio,created" })
  ).map((run) => run.contagens as Record<string, number>)

/**
 * Runs the job once, as its cron does (in test PocketBases it runs only when asked, so nothing runs
 * between a test's run and what it counts), and waits until `settled` holds: PocketBase answers the
 * request at once and runs the job beside it.
 */
async function runJob(settled: () => Promise<boolean>) {
  await admin.send(`/api/crons/${TAREFA_ENVIOS}`, { method: "POST" })
  await expect.poll(settled, { timeout: 15_000 }).toBe(true)
}

/**
 * Queues one e-mail to a new member and runs the job until it is sent: whatever was still queued
 * before it (oldest first) that run had its chance at, and a run asked for before it has been
 * given the time to store itself.
 */
async function sendOneMore() {
  const [row] = await queue([await createPerson(db.url, { associado: 1 })])
  await runJob(async () => (await rowOf(row!)).status === "enviado")
}

describe("a run of the queue", () => {
  it("sends its share, oldest first, and stores itself; the rest waits for the next run", async () => {
    const people = await Promise.all(
      Array.from({ length: ENVIOS_POR_EXECUCAO + 2 }, () => createPerson(db.url, { associado: 1 })),
    )
    const rows = await queue(people)
    const before = await runs()

    await runJob(async () => (await runs()) === before + 1)

    const statuses = await Promise.all(rows.map(async (row) => (await rowOf(row)).status))
    expect(statuses.slice(0, ENVIOS_POR_EXECUCAO)).toEqual(Array(ENVIOS_POR_EXECUCAO).fill("enviado"))
    expect(statuses.slice(ENVIOS_POR_EXECUCAO)).toEqual(["pendente", "pendente"])
    expect(people.map((person) => mail.to(person.email).length)).toEqual([
      ...Array(ENVIOS_POR_EXECUCAO).fill(1),
      0,
      0,
    ])
    const [run] = (
      await admin
        .collection("execucoes")
        .getList(1, 1, { filter: `tarefa = "${TAREFA_ENVIOS}"`, sort: "-inicio" })
    ).items
    expect(run!.contagens).toEqual({ enviado: ENVIOS_POR_EXECUCAO, falhou: 0, cancelado: 0 })

    await runJob(async () => (await rowOf(rows.at(-1)!)).status === "enviado")
    expect(people.map((person) => mail.to(person.email).length)).toEqual(Array(people.length).fill(1))
  })

  it("stores no run when there was nothing to send", async () => {
    const before = await runs()
    await admin.send(`/api/crons/${TAREFA_ENVIOS}`, { method: "POST" })
    // The next run sends one e-mail: of the two, only the one that sent it is stored.
    await sendOneMore()
    await expect.poll(runs).toBe(before + 1)
    expect((await storedRuns()).slice(before)).toEqual([{ enviado: 1, falhou: 0, cancelado: 0 }])
  })

  it("cancels an e-mail whose record is gone, and sends nothing", async () => {
    const person = await createPerson(db.url, { associado: 1 })
    const [row] = await queue([person], "removido1234567")

    await runJob(async () => (await rowOf(row!)).status === "cancelado")
    expect(mail.to(person.email)).toHaveLength(0)
  })
})

describe("a failed e-mail", () => {
  const closeSmtp = async () =>
    admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: await freePort(), tls: false } })
  const openSmtp = () =>
    admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: SMTP_PORT, tls: false } })
  const triedTimes = (row: RecordModel, tentativas: number) => async () => {
    const now = await rowOf(row)
    return now.status === "falhou" && now.tentativas === tentativas
  }

  it("is tried again by the next run, and sent once when the server takes it", async () => {
    const person = await createPerson(db.url, { associado: 1 })
    const [row] = await queue([person])
    await closeSmtp()
    try {
      await runJob(triedTimes(row!, 1))
    } finally {
      await openSmtp()
    }
    expect((await rowOf(row!)).erro).toBe("O servidor de e-mail não aceitou a mensagem.")

    await runJob(async () => (await rowOf(row!)).status === "enviado")
    expect((await rowOf(row!)).tentativas).toBe(2)
    expect(mail.to(person.email)).toHaveLength(1)
  })

  it(`stays failed after ${ENVIO_TENTATIVAS_MAXIMAS} tries`, async () => {
    const person = await createPerson(db.url, { associado: 1 })
    const [row] = await queue([person])
    await closeSmtp()
    try {
      for (let tentativas = 1; tentativas <= ENVIO_TENTATIVAS_MAXIMAS; tentativas += 1) {
        await runJob(triedTimes(row!, tentativas))
      }
    } finally {
      await openSmtp()
    }

    // A run that sends a newer e-mail had the older one queued before it, were it still to be tried.
    await sendOneMore()
    expect(await rowOf(row!)).toMatchObject({ status: "falhou", tentativas: ENVIO_TENTATIVAS_MAXIMAS })
    expect(mail.to(person.email)).toHaveLength(0)
  })
})
