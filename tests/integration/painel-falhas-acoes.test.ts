// The board's and a person's own changes that PocketBase refuses (429, painel-falhas-support.ts's
// withCallRefused: exactly that write), through the built site over HTTP: the message the page shows
// after the 303 (or in its form), and the data as it was.
import { describe, expect, it, vi } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { adminClient } from "../support/pocketbase"
import { panelSite, withCallRefused } from "./painel-falhas-support"
import { createPerson, sessionCookie, TEST_PASSWORD, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const configuracoes = await import("~/routes/painel.configuracoes/route")
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const cookie = await site.login(presidente.email)
const record = (collection: string, id: string) => admin.collection(collection).getOne(id)
const count = async (collection: string, filter: string) =>
  (await admin.collection(collection).getList(1, 1, { filter })).totalItems

describe("Configurações", () => {
  it("'Não foi possível salvar as configurações. Tente novamente.', the settings unchanged", async () => {
    // The form as the page fills it (its values, read by the page's own loader).
    const page = await configuracoes.loader({
      request: new Request("http://localhost/painel/configuracoes", {
        headers: { Cookie: await sessionCookie(presidente.email) },
      }),
      params: {},
      context: {},
    })
    const form = { ...page.valores, telefone: "(11) 2222-3333", intent: "salvar" }
    const answer = await withCallRefused(admin, "configuracoes:update", () =>
      site.post("/painel/configuracoes", form, cookie),
    )
    expect(answer.status).toBe(429)
    expect(answer.html).toContain("Não foi possível salvar as configurações. Tente novamente.")
    expect((await record("configuracoes", "associacao00001")).telefone).not.toBe("(11) 2222-3333")
  })

  it("'Não foi possível salvar o espaço. Tente novamente.', no space added", async () => {
    const answer = await withCallRefused(admin, "espacos:create", () =>
      site.post("/painel/configuracoes", { intent: "adicionar-espaco", nome: "Quadra Nova" }, cookie),
    )
    expect(answer.html).toContain("Não foi possível salvar o espaço. Tente novamente.")
    expect(await count("espacos", 'nome = "Quadra Nova"')).toBe(0)
  })

  it("'Não foi possível alterar o espaço. Tente novamente.', the space still active", async () => {
    const espaco = await admin.collection("espacos").create({ nome: "Campo de teste", ativo: true })
    const answer = await withCallRefused(admin, "espacos:update", () =>
      site.post("/painel/configuracoes", { intent: "desativar-espaco", id: espaco.id }, cookie),
    )
    expect(answer.html).toContain("Não foi possível alterar o espaço. Tente novamente.")
    expect((await record("espacos", espaco.id)).ativo).toBe(true)
  })
})

describe("the board's pages", () => {
  it("Mensagens: 'Não foi possível atualizar a mensagem. Tente novamente.', still unanswered", async () => {
    const contato = await admin.collection("contato").create({
      nome: "Visitante",
      email: uniqueEmail("contato"),
      telefone: "(11) 98765-4321",
      assunto: "Dúvida",
      mensagem: "Quando é o próximo jogo?",
    })
    const answer = await withCallRefused(admin, "contato:update", () =>
      site.post("/painel/mensagens", { intent: "responder", id: contato.id }, cookie),
    )
    expect(answer.html).toContain("Não foi possível atualizar a mensagem. Tente novamente.")
    expect((await record("contato", contato.id)).respondido_em).toBe("")
  })

  it("Diretoria: 'Não foi possível salvar o cargo. Tente novamente.' in its dialog, no seat made", async () => {
    const pessoa = await createPerson(db.url, { associado: 1 })
    const fields = {
      intent: "novo",
      idCadGeral: pessoa.id,
      tipo: "conselho",
      cargo: "conselheiro",
      inicio_mandato: "2026-01-01",
      fim_mandato: "2028-12-31",
    }
    const answer = await withCallRefused(admin, "diretoria:create", () =>
      site.post(`/painel/diretoria?acao=novo&pessoa=${encodeURIComponent(pessoa.nome)}`, fields, cookie),
    )
    expect(answer.html).toContain("Não foi possível salvar o cargo. Tente novamente.")
    expect(await count("diretoria", `idCadGeral = "${pessoa.id}"`)).toBe(0)
  })

  it("Diretoria: 'Não foi possível alterar o cargo. Tente novamente.', the seat still there", async () => {
    const pessoa = await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] })
    const answer = await withCallRefused(admin, "diretoria:delete", () =>
      site.post("/painel/diretoria", { intent: "excluir", id: pessoa.seatIds[0]! }, cookie),
    )
    expect(answer.html).toContain("Não foi possível alterar o cargo. Tente novamente.")
    expect((await record("diretoria", pessoa.seatIds[0]!)).id).toBe(pessoa.seatIds[0])
  })

  it("Gerenciar Eventos: 'Não foi possível salvar a alteração. Tente novamente.', the event still there", async () => {
    const evento = await admin
      .collection("eventos")
      .create({ titulo: "Bingo", data_evento: "2099-06-01 22:00:00.000Z" })
    const answer = await withCallRefused(admin, "eventos:delete", () =>
      site.post("/painel/eventos", { intent: "excluir", id: evento.id }, cookie),
    )
    expect(answer.html).toContain("Não foi possível salvar a alteração. Tente novamente.")
    expect((await record("eventos", evento.id)).titulo).toBe("Bingo")
  })

  it("an event's page: 'Não foi possível alterar sua presença. Tente novamente.', no place taken", async () => {
    const evento = await admin
      .collection("eventos")
      .create({ titulo: "Torneio", data_evento: "2099-07-01 22:00:00.000Z", capacidade: 10 })
    const answer = await withCallRefused(admin, "inscricoes:create", () =>
      site.post(`/painel/eventos/${evento.id}`, { intent: "confirmar" }, cookie),
    )
    expect(answer.html).toContain("Não foi possível alterar sua presença. Tente novamente.")
    expect(await count("inscricoes", `evento = "${evento.id}"`)).toBe(0)
  })

  it("Gerenciar Associados: 'Não foi possível cadastrar o associado. Tente novamente.', nobody made", async () => {
    const email = uniqueEmail("novo")
    const answer = await withCallRefused(admin, "POST /api/associacao/associados", () =>
      site.post("/painel/associados?acao=novo", { intent: "novo", nome: "Sócio Novo", email }, cookie),
    )
    expect(answer.html).toContain("Não foi possível cadastrar o associado. Tente novamente.")
    expect(await count("cadastro_geral", `email = "${email}"`)).toBe(0)
  })
})

describe("Meus Dados", () => {
  const page = "/painel/meus-dados"

  it("'Não foi possível atualizar seus dados. Tente novamente.', the phone as it was", async () => {
    const answer = await withCallRefused(admin, "cadastro_geral:update", () =>
      site.post(page, { intent: "contatos", telefone: "(11) 91234-5678", endereco: "Rua Nova, 10" }, cookie),
    )
    expect(answer.html).toContain("Não foi possível atualizar seus dados. Tente novamente.")
    expect((await record("cadastro_geral", presidente.id)).endereco).not.toBe("Rua Nova, 10")
  })

  it("'Não foi possível registrar o pedido. Tente novamente.', no deletion asked", async () => {
    const answer = await withCallRefused(admin, "cadastro_geral:update", () =>
      site.post(page, { intent: "excluir" }, cookie),
    )
    expect(answer.html).toContain("Não foi possível registrar o pedido. Tente novamente.")
    expect((await record("cadastro_geral", presidente.id)).exclusao_pedida_em).toBe("")
  })

  it("'Não foi possível salvar. Tente novamente.', the reminders as they were", async () => {
    const answer = await withCallRefused(admin, "cadastro_geral:update", () =>
      site.post(page, { intent: "lembretes" }, cookie),
    )
    expect(answer.html).toContain("Não foi possível salvar. Tente novamente.")
    expect((await record("cadastro_geral", presidente.id)).sem_lembretes).toBe(false)
  })
})

describe("Segurança", () => {
  it("'Não foi possível trocar a senha. Tente novamente.', the password as it was", async () => {
    const senhas = {
      oldPassword: TEST_PASSWORD,
      password: "outra-senha-123",
      passwordConfirm: "outra-senha-123",
    }
    // The new password goes through PocketBase's route (an account with a second step could not
    // log in again with the password alone).
    const answer = await withCallRefused(admin, `POST ${apiPath("changePassword")}`, () =>
      site.post("/painel/seguranca", { intent: "senha", ...senhas }, cookie),
    )
    expect(answer.html).toContain("Não foi possível trocar a senha. Tente novamente.")
    expect(await site.login(presidente.email)).toMatch(/^sessao=/)
  })
})
