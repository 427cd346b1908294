// /painel/solicitacoes' loader and action against a PocketBase of this file's own (it has no SMTP,
// and one test changes the schema): what the president is told when the e-mail cannot go, and the
// load-error view when PocketBase fails.
import { describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, toastOf, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader, action } = await import("~/routes/painel.solicitacoes/route")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

async function newPedido() {
  return admin.collection("pedido_socio").create(storedPedidoSocio(uniqueEmail("sem-smtp")))
}

describe("the president's decision", () => {
  it("stands when the welcome e-mail cannot be sent, and the message keeps the set-password link and the WhatsApp message that carries it", async () => {
    const pedido = await newPedido()
    const response = (await action(
      routeArgs(`/painel/solicitacoes?status=pendente&acao=aprovar&id=${pedido.id}`, cookie, {
        intent: "aprovar",
        id: pedido.id,
      }),
    )) as Response
    expect(response.status).toBe(303)
    // Back to the same tab, the dialog closed.
    expect(response.headers.get("Location")).toBe("/painel/solicitacoes?status=pendente#conteudo")
    const toast = await toastOf(response)
    expect(toast).toMatchObject({
      type: "success",
      title: `Solicitação de ${pedido.nome} aprovada.`,
      description: expect.stringContaining("não pôde ser enviado"),
      link: expect.stringMatching(/\/recuperar-senha\/[\w.-]+$/),
      // 'Avisar pelo WhatsApp' to the applicant's phone, the message carrying that link.
      whatsapp: expect.stringMatching(/^https:\/\/wa\.me\/5511987654321\?text=/),
    })
    expect(new URL(toast!.whatsapp!).searchParams.get("text")).toContain(
      `foi aprovada. Para criar a sua senha e entrar no painel, use este link: ${toast!.link}`,
    )
    expect((await admin.collection("pedido_socio").getOne(pedido.id)).status).toBe("aprovado")
  })
})

describe("when PocketBase fails to list", () => {
  it("answers 503 with the load-error view instead of an empty list", async () => {
    // A broken collection (the search key is gone): the search query fails in PocketBase.
    const collection = await admin.collections.getOne("pedido_socio")
    await admin.collections.update("pedido_socio", {
      fields: collection.fields.filter((field: { name: string }) => field.name !== "busca"),
    })
    // Thrown, for the page's error boundary to show 'Erro ao carregar solicitações'.
    const thrown = (await loader(routeArgs("/painel/solicitacoes?q=ana", cookie)).catch(
      (error: unknown) => error,
    )) as { data: unknown; init: { status: number; headers: Record<string, string> } | null }
    expect(thrown.init?.status).toBe(503)
    expect(thrown.init?.headers["Retry-After"]).toBe("30")
    expect(thrown.data).toEqual({ painelLoadError: true })
  })
})
