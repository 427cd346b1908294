// The board's announcements against the real PocketBase and a loopback SMTP server
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue): publishing
// one queues an e-mail to each recipient PocketBase chooses, which the job `envios` (run at once as
// the superuser, POST /api/crons/envios) sends once, whatever runs again or at once; who turned
// e-mail off gets none and still reads it; the board's own are the board's; each person marks
// their own as read.
import type PocketBase from "pocketbase"
import { describe, expect, it } from "vitest"
import { answerOf, clientWithToken, CREATE_REFUSED, panelPageData } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { expectBody } from "./email-body"
import { createPersonWithToken, ownMailServer, ownPocketBase, type Pessoa } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const APP_URL = "https://veteranos.exemplo.org"
await admin.settings.update({ meta: { appURL: APP_URL, appName: "Associação dos Veteranos" } })

const clientOf = (pessoa: Pessoa) => clientWithToken(db.url, pessoa.token)

const [diretor, membro, outro, semEmail, inativo, usuario] = await Promise.all([
  createPersonWithToken(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] }),
  createPersonWithToken(db.url, { associado: 1 }),
  createPersonWithToken(db.url, { associado: 1 }),
  createPersonWithToken(db.url, { associado: 1 }),
  createPersonWithToken(db.url, { associado: 0 }),
  createPersonWithToken(db.url),
])
await admin.collection("cadastro_geral").update(semEmail.id, { sem_lembretes: true })

let serial = 0
/** Publishes an announcement as `autor` (the board's token), as the site does. */
async function publish(publico: "todos" | "diretoria", autor: Pessoa = diretor) {
  serial += 1
  return clientOf(autor)
    .collection("comunicados")
    .create({
      titulo: `Assembleia ${serial} & <festa>`,
      texto: `Primeiro parágrafo <b>importante</b>.\nSegunda linha.\n\nSegundo parágrafo ${serial}.`,
      publico,
    })
}

const rowsOf = (comunicado: string) =>
  admin.collection("envios").getFullList({ filter: admin.filter("referencia = {:id}", { id: comunicado }) })

/** Runs the job `times` at once, `rounds` times, and waits until each of `comunicado`'s e-mails is settled. */
async function runJob(comunicado: string, { times = 1, rounds = 1 } = {}) {
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      Array.from({ length: times }, () => admin.send("/api/crons/envios", { method: "POST" })),
    )
    await expect
      .poll(
        async () =>
          (await rowsOf(comunicado)).filter((row) => ["pendente", "enviando"].includes(row.status)).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(0)
  }
}

const received = (pessoa: Pessoa, titulo: string) =>
  mail.to(pessoa.email).filter((m) => m.subject.includes(titulo))

describe("publishing an announcement to everybody", () => {
  it("reaches each recipient once, whatever runs again or at once, with its title, text and link", async () => {
    const comunicado = await publish("todos")
    expect(comunicado.autor).toBe(diretor.id)
    const rows = await rowsOf(comunicado.id)
    expect(rows.map((row) => row.conta).sort()).toEqual([diretor.id, membro.id, outro.id].sort())

    await runJob(comunicado.id, { times: 2 })
    await runJob(comunicado.id, { rounds: 2 })
    await runJob(comunicado.id, { times: 2 })

    for (const pessoa of [diretor, membro, outro]) {
      await expect.poll(() => received(pessoa, comunicado.titulo).length).toBe(1)
    }
    const [message] = received(membro, comunicado.titulo)
    expect(message!.subject).toBe(`${comunicado.titulo} - Associação dos Veteranos`)
    expect(message!.html).toContain(
      "<p>Primeiro parágrafo &lt;b&gt;importante&lt;/b&gt;.<br>Segunda linha.</p>",
    )
    expectBody(message!, {
      nome: membro.nome,
      says: [`<p>Segundo parágrafo ${serial}.</p>`, "Leia também no painel do associado:"],
      link: `${APP_URL}/painel/comunicados`,
    })
    expect((await rowsOf(comunicado.id)).map((row) => row.status)).toEqual(["enviado", "enviado", "enviado"])
    for (const pessoa of [semEmail, inativo, usuario]) {
      expect(mail.to(pessoa.email), pessoa.nome).toHaveLength(0)
    }
  })

  it("counts who gets no e-mail apart, and they still read it in the panel", async () => {
    const comunicado = await publish("todos")
    expect(comunicado.sem_email).toBe(1)
    expect(comunicado).not.toHaveProperty("destinatarios")
    expect((await clientOf(semEmail).collection("comunicados").getOne(comunicado.id)).titulo).toBe(
      comunicado.titulo,
    )
    expect(await rowsOf(comunicado.id)).toHaveLength(3)
    expect((await rowsOf(comunicado.id)).map((row) => row.conta)).not.toContain(semEmail.id)
    await runJob(comunicado.id)
    expect(received(semEmail, comunicado.titulo)).toHaveLength(0)
    // An inactive member and an account without membership neither read nor receive it.
    for (const pessoa of [inativo, usuario]) {
      await expect(clientOf(pessoa).collection("comunicados").getOne(comunicado.id)).rejects.toMatchObject({
        status: 404,
      })
    }
  })

  it("gives the board how its e-mails stand, and nobody else", async () => {
    const comunicado = await publish("todos")
    // Read with the board's page of announcements, where the newest comes first.
    type Dados = { envios: Record<string, Record<string, number>> | null }
    const envios = async (pessoa: Pessoa) =>
      (await panelPageData<Dados>(db.url, pessoa.token, "/painel/comunicados")).envios
    expect((await envios(diretor))?.[comunicado.id]).toEqual({
      na_fila: 3,
      enviado: 0,
      falhou: 0,
      nao_confirmado: 0,
      cancelado: 0,
    })
    await runJob(comunicado.id)
    expect((await envios(diretor))?.[comunicado.id]).toEqual({
      na_fila: 0,
      enviado: 3,
      falhou: 0,
      nao_confirmado: 0,
      cancelado: 0,
    })
    expect(await envios(membro)).toBeNull()
  })

  it("is published by the board only, with its activity entry", async () => {
    expect(await answerOf(publish("todos", membro))).toEqual(CREATE_REFUSED)
    const comunicado = await publish("todos")
    const entradas = await admin
      .collection("atividades")
      .getFullList({ filter: admin.filter("registro = {:id}", { id: comunicado.id }) })
    expect(entradas.map((entrada) => entrada.descricao)).toEqual([
      `Publicou o comunicado "${comunicado.titulo}" para todos os associados ativos`,
    ])
  })
})

describe("turning e-mail off while the queue is sending", () => {
  it("sends that person nothing more: their queued e-mail is cancelled", async () => {
    const pessoa = await createPersonWithToken(db.url, { associado: 1 })
    const comunicado = await publish("todos")
    expect((await rowsOf(comunicado.id)).map((row) => row.conta)).toContain(pessoa.id)
    await clientOf(pessoa).collection("cadastro_geral").update(pessoa.id, { sem_lembretes: true })
    await runJob(comunicado.id)
    const row = (await rowsOf(comunicado.id)).find((envio) => envio.conta === pessoa.id)
    expect(row?.status).toBe("cancelado")
    await expect.poll(() => received(membro, comunicado.titulo).length).toBe(1)
    expect(received(pessoa, comunicado.titulo)).toHaveLength(0)
  })
})

describe("an announcement to the board only", () => {
  it("reaches the board, and a plain member neither reads it nor marks it", async () => {
    const comunicado = await publish("diretoria")
    expect((await rowsOf(comunicado.id)).map((row) => row.conta)).toEqual([diretor.id])
    await runJob(comunicado.id)
    await expect.poll(() => received(diretor, comunicado.titulo).length).toBe(1)
    expect(received(membro, comunicado.titulo)).toHaveLength(0)
    const pb = clientOf(membro)
    await expect(pb.collection("comunicados").getOne(comunicado.id)).rejects.toMatchObject({ status: 404 })
    const listed = await pb.collection("comunicados").getFullList()
    expect(listed.map((item) => item.id)).not.toContain(comunicado.id)
    expect(
      await answerOf(
        pb.collection("comunicados_lidos").create({ comunicado: comunicado.id, conta: membro.id }),
      ),
    ).toEqual(CREATE_REFUSED)
    await clientOf(diretor)
      .collection("comunicados_lidos")
      .create({ comunicado: comunicado.id, conta: diretor.id })
  })
})

describe("marking as read", () => {
  it("is each person's own, once", async () => {
    const comunicado = await publish("todos")
    const mine = (pb: PocketBase) => pb.collection("comunicados_lidos").getFullList()
    await clientOf(membro)
      .collection("comunicados_lidos")
      .create({ comunicado: comunicado.id, conta: membro.id })
    await expect(
      clientOf(membro)
        .collection("comunicados_lidos")
        .create({ comunicado: comunicado.id, conta: membro.id }),
    ).rejects.toMatchObject({ status: 400 })
    expect(
      await answerOf(
        clientOf(membro)
          .collection("comunicados_lidos")
          .create({ comunicado: comunicado.id, conta: outro.id }),
      ),
    ).toEqual(CREATE_REFUSED)
    expect((await mine(clientOf(membro))).map((lido) => lido.conta)).toEqual([membro.id])
    expect(await mine(clientOf(outro))).toEqual([])
    const lidos = await admin
      .collection("comunicados_lidos")
      .getFullList({ filter: admin.filter("comunicado = {:id}", { id: comunicado.id }) })
    expect(lidos.map((lido) => lido.conta)).toEqual([membro.id])
  })
})
