// What the president sees on 'Gerenciar Solicitações' and 'Gerenciar Associados' when PocketBase
// fails at one call, through the built site over HTTP (painel-falhas-support.ts says how each call
// is made to fail): the load-error views, the change and deletion messages, the record untouched
// (their empty lists: painel-vazios.test.ts).
import { describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import {
  expectLoadError,
  panelSite,
  withCallRefused,
  withDeleteRefused,
  withWritesRefused,
} from "./painel-falhas-support"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPerson, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await site.login(presidente.email)

const newPedido = () => admin.collection("pedido_socio").create(storedPedidoSocio(uniqueEmail("falha")))

describe("Gerenciar Solicitações", () => {
  it("shows its load-error view when the list fails", async () => {
    const page = await withCallRefused(admin, "GET /api/associacao/painel", () =>
      site.get("/painel/solicitacoes", cookie),
    )
    expectLoadError(page, "Gerenciar Solicitações", "Erro ao carregar solicitações")
  })

  it("says the correction failed, in its dialog, and the request is unchanged", async () => {
    const pedido = await newPedido()
    const page = await withWritesRefused(admin, "pedido_socio", () =>
      site.post(
        `/painel/solicitacoes?acao=editar&id=${pedido.id}`,
        {
          intent: "editar",
          id: pedido.id,
          ...storedPedidoSocio(pedido.email, { nome: "Nome Corrigido", data_nascimento: "12/04/1975" }),
          de: "pendente",
        },
        cookie,
      ),
    )
    expect(page.status).toBe(400)
    expect(page.html).toContain("Erro ao atualizar solicitação. Tente novamente.")
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).nome).toBe(pedido.nome)
  })

  it("says the approval failed, and the request stays pending", async () => {
    const pedido = await newPedido()
    const page = await withWritesRefused(admin, "pedido_socio", () =>
      site.post("/painel/solicitacoes", { intent: "aprovar", id: pedido.id }, cookie),
    )
    expect(page.status).toBe(200)
    expect(page.html).toContain("Erro ao atualizar solicitação. Tente novamente.")
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).status).toBe("pendente")
  })

  it("says the deletion failed, and the request is still there", async () => {
    const pedido = await newPedido()
    const page = await withDeleteRefused(admin, "pedido_socio", pedido.id, () =>
      site.post("/painel/solicitacoes", { intent: "excluir", id: pedido.id }, cookie),
    )
    expect(page.html).toContain("Erro ao excluir solicitação. Tente novamente.")
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).id).toBe(pedido.id)
  })
})

describe("Gerenciar Associados", () => {
  it("shows its load-error view when the list fails", async () => {
    const page = await withCallRefused(admin, "GET /api/associacao/painel", () =>
      site.get("/painel/associados", cookie),
    )
    expectLoadError(page, "Gerenciar Associados", "Erro ao carregar associados")
  })

  it("says the edit failed, in its dialog, and the member is unchanged", async () => {
    const { associadoId, email } = await createPerson(db.url, { associado: 1 })
    const page = await withWritesRefused(admin, "associados", () =>
      site.post(
        `/painel/associados?acao=editar&id=${associadoId}`,
        { intent: "editar", id: associadoId!, nome: "Nome Novo", email, status: "ativo" },
        cookie,
      ),
    )
    expect(page.status).toBe(400)
    expect(page.html).toContain("Não foi possível atualizar o associado. Tente novamente.")
    expect((await admin.collection("associados").getOne(associadoId!)).nome).not.toBe("Nome Novo")
  })

  it("says setting inactive failed, and the member stays active", async () => {
    const { associadoId } = await createPerson(db.url, { associado: 1 })
    const page = await withWritesRefused(admin, "associados", () =>
      site.post("/painel/associados", { intent: "inativar", id: associadoId! }, cookie),
    )
    expect(page.html).toContain("Não foi possível atualizar o associado. Tente novamente.")
    expect((await admin.collection("associados").getOne(associadoId!)).status).toBe(1)
  })

  it("says the deletion failed, and the member and their account are still there", async () => {
    const { id, associadoId } = await createPerson(db.url, { associado: 1 })
    // Deleting a member is a grave change: re-confirmed, so the failure is the deletion's own.
    await reconfirmAs(db.url, presidente.id)
    const page = await withDeleteRefused(admin, "cadastro_geral", id, () =>
      site.post("/painel/associados", { intent: "excluir", id: associadoId! }, cookie),
    )
    expect(page.html).toContain("Não foi possível excluir o associado. Tente novamente.")
    expect((await admin.collection("associados").getOne(associadoId!)).id).toBe(associadoId)
    expect((await admin.collection("cadastro_geral").getOne(id)).id).toBe(id)
  })
})
