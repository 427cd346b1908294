// /painel/comunicados and the dashboard's unread announcements through the site, in a PocketBase of
// this file's own: the board's form answers 400 with the messages and the values kept, then 303
// with its message; its preview counts the recipients as publishing queues them; the board's list counts the e-mails as the queue sends them (who gets none
// apart); a member reads it on the dashboard and marks it as read (303 back to the dashboard, then
// gone), cannot publish (403) and never sees the board's own
// (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue).
import { COMUNICADO_MENSAGENS } from "@veteranos/domain/comunicados"
import { LIMITES } from "@veteranos/domain/paginas"
import { describe, expect, it, vi } from "vitest"
import { freePort } from "../../scripts/pocketbase.mjs"
import { adminClient } from "../support/pocketbase"
import { createPerson, ownMailServer, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
await ownMailServer(db.url)
const admin = await adminClient(db.url)
const SMTP_PORT = ((await admin.settings.getAll()) as { smtp: { port: number } }).smtp.port
const pagina = await import("~/routes/painel.comunicados/route")
const painel = await import("~/routes/painel._index/route")

const diretor = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "secretario", tipo: "diretoria" }],
})
const membro = await createPerson(db.url, { associado: 1 })
const semEmail = await createPerson(db.url, { associado: 1 })
await admin.collection("cadastro_geral").update(semEmail.id, { sem_lembretes: true })
const [board, member] = await Promise.all([sessionCookie(diretor.email), sessionCookie(membro.email)])

const publish = (titulo: string, publico = "todos") =>
  pagina.action(
    routeArgs("/painel/comunicados?acao=novo", board, {
      intent: "publicar",
      titulo,
      texto: "Texto.",
      publico,
    }),
  ) as Promise<Response>

async function runQueue() {
  await admin.send("/api/crons/envios", { method: "POST" })
  await expect
    .poll(
      async () =>
        (
          await admin
            .collection("envios")
            .getList(1, 1, { filter: 'status = "pendente" || status = "enviando"' })
        ).totalItems,
    )
    .toBe(0)
}

describe("the board's form", () => {
  it("answers 400 with the messages and the text kept, then 303 with its message", async () => {
    const refused = (await pagina.action(
      routeArgs("/painel/comunicados?acao=novo", board, {
        intent: "publicar",
        titulo: " ",
        texto: "Guardado.",
        publico: "todos",
      }),
    )) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error).toMatchObject({ titulo: [COMUNICADO_MENSAGENS.titulo] })
    expect(refused.data.result.initialValue).toMatchObject({ texto: "Guardado." })

    const response = await publish("Festa de fim de ano")
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe("/painel/comunicados#conteudo")
    expect((await toastOf(response))?.title).toBe(COMUNICADO_MENSAGENS.publicado)
  })

  it("previews the e-mail and its recipients by the queue's rule, storing nothing", async () => {
    const before = (await admin.collection("comunicados").getList(1, 1)).totalItems
    const answer = (await pagina.action(
      routeArgs("/painel/comunicados?acao=novo", board, {
        intent: "previa",
        titulo: "Churrasco <sábado>",
        texto: "Traga <b>carne</b>.\n\nAté lá.",
        publico: "todos",
      }),
    )) as { previa: { subject: string; html: string; destinatarios: number; semEmail: number } }
    // The three active members, one of whom turned e-mail off: as publishing counts them below.
    expect(answer.previa).toMatchObject({ destinatarios: 2, semEmail: 1 })
    expect(answer.previa.subject).toMatch(/^Churrasco <sábado> - /)
    expect(answer.previa.html).toMatch(/^<p>Olá, [^<]+!<\/p>/)
    expect(answer.previa.html).toContain("<p>Traga &lt;b&gt;carne&lt;/b&gt;.</p>\n<p>Até lá.</p>")
    expect((await admin.collection("comunicados").getList(1, 1)).totalItems).toBe(before)
  })

  it("lists the e-mails' counts as the queue sends them, who gets none apart", async () => {
    await publish("Campeonato")
    const before = await pagina.loader(routeArgs("/painel/comunicados", board))
    expect(before.publicar).toBe(true)
    const [item] = before.items
    expect(item!.titulo).toBe("Campeonato")
    expect(item!.envios?.linha).toBe("E-mails: 0 enviados · 2 na fila · 1 não recebe por e-mail")
    expect(before.pendente).toBe(true)
    await runQueue()
    const after = await pagina.loader(routeArgs("/painel/comunicados", board))
    expect(after.items[0]!.envios?.linha).toBe("E-mails: 2 enviados · 1 não recebe por e-mail")
    expect(after.pendente).toBe(false)
    // The queue's last run, which the board sees is running.
    expect(after.fila).toMatch(/^Último envio de e-mails: \d\d\/\d\d\/\d{4} às \d\d:\d\d, \d+ enviados?\.$/)
  })

  it("keeps a failed e-mail with tries left in the queue, and the page refreshing", async () => {
    // The SMTP server refuses (a closed port): the run's e-mails fail, each with tries left.
    await admin.settings.update({
      smtp: { enabled: true, host: "127.0.0.1", port: await freePort(), tls: false },
    })
    try {
      await publish("Reunião adiada")
      await runQueue()
    } finally {
      await admin.settings.update({ smtp: { enabled: true, host: "127.0.0.1", port: SMTP_PORT, tls: false } })
    }
    const page = await pagina.loader(routeArgs("/painel/comunicados", board))
    const item = page.items.find((c) => c.titulo === "Reunião adiada")
    expect(item!.envios?.linha).toBe("E-mails: 0 enviados · 2 na fila · 1 não recebe por e-mail")
    expect(page.pendente).toBe(true)
    const rows = await admin.collection("envios").getFullList({ filter: `referencia = "${item!.id}"` })
    expect(rows.map((row) => [row.status, row.tentativas])).toEqual([
      ["falhou", 1],
      ["falhou", 1],
    ])
  })
})

describe("a member", () => {
  it("reads it on the dashboard and marks it as read there, after which it is gone", async () => {
    await publish("Churrasco")
    const dashboard = await painel.loader(routeArgs("/painel", member))
    expect(dashboard.comunicados.map((c) => c.titulo)).toContain("Churrasco")
    const id = dashboard.comunicados.find((c) => c.titulo === "Churrasco")!.id
    const response = (await pagina.action(
      routeArgs("/painel/comunicados", member, { intent: "lido", id, voltar: "/painel" }),
    )) as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe("/painel#conteudo")
    expect((await toastOf(response))?.title).toBe(COMUNICADO_MENSAGENS.lido)
    const again = await painel.loader(routeArgs("/painel", member))
    expect(again.comunicados.map((c) => c.id)).not.toContain(id)
    const list = await pagina.loader(routeArgs("/painel/comunicados", member))
    expect(list.items.find((c) => c.id === id)).toMatchObject({ lido: true, envios: null })
    expect(list.publicar).toBe(false)
  })

  it("sees on the dashboard only unread ones of the list's first page, which it links to", async () => {
    // Created by the superuser (nothing queued): one unread, then a page of newer ones, all read.
    const novo = (titulo: string) =>
      admin.collection("comunicados").create({ titulo, texto: "Texto.", publico: "todos" })
    await novo("Fora da primeira página")
    await new Promise((resolve) => setTimeout(resolve, 20))
    for (let i = 0; i < LIMITES.comunicadosPorPagina; i++) {
      const { id } = await novo(`Lido ${i}`)
      await admin.collection("comunicados_lidos").create({ comunicado: id, conta: membro.id })
    }
    const dashboard = await painel.loader(routeArgs("/painel", member))
    expect(dashboard.comunicados).toEqual([])
  })

  it("cannot publish, and neither sees nor marks the board's own", async () => {
    const denied = await pagina
      .action(
        routeArgs("/painel/comunicados", member, {
          intent: "publicar",
          titulo: "X",
          texto: "Y",
          publico: "todos",
        }),
      )
      .catch((error: unknown) => error)
    expect((denied as Response).status).toBe(403)
    await publish("Só para a diretoria", "diretoria")
    const [proprio] = (
      await admin.collection("comunicados").getList(1, 1, { filter: 'publico = "diretoria"' })
    ).items
    const list = await pagina.loader(routeArgs("/painel/comunicados", member))
    expect(list.items.map((c) => c.id)).not.toContain(proprio!.id)
    expect(list.fila).toBeNull()
    const response = (await pagina.action(
      routeArgs("/painel/comunicados", member, {
        intent: "lido",
        id: proprio!.id,
        voltar: "/painel/comunicados?pagina=1&acao=novo",
      }),
    )) as Response
    expect(response.status).toBe(303)
    // Back to the list it was sent from, its dialog closed.
    expect(response.headers.get("Location")).toBe("/painel/comunicados?pagina=1#conteudo")
    expect((await toastOf(response))?.title).toBe(COMUNICADO_MENSAGENS.naoEncontrado)
    const lidos = await admin
      .collection("comunicados_lidos")
      .getFullList({ filter: `comunicado = "${proprio!.id}"` })
    expect(lidos).toHaveLength(0)
  })
})
