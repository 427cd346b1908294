// The dashboard's fallbacks through the built site over HTTP
// (docs/decisions/performance.md#the-dashboard-in-one-question): a part PocketBase's reader fails to
// read shows '—' while the rest loads, and when the page's one question is refused the dashboard
// still opens with every part's fallback rather than the load error.
import { describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { panelSite, presidentAndTreasurer, withCallRefused, type Page } from "./painel-falhas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const { doPresidente } = await presidentAndTreasurer(db.url, site)
await admin.collection("pedido_socio").create(storedPedidoSocio("solicitante@exemplo.org"))
await admin
  .collection("eventos")
  .create({ titulo: "Churrasco de confraternização", data_evento: "2099-06-01 22:00:00.000Z" })

const UNAVAILABLE = "Não foi possível carregar agora"

/** What card `key`'s figure says. */
const figure = (page: Page, key: string) =>
  new RegExp(`data-testid="card-${key}-total">(.*?)</p>`).exec(page.html)?.[1] ?? "(sem cartão)"

/** Runs `run` while `collection` goes by another name: PocketBase's reads of it fail. */
async function withCollectionAway<T>(collection: string, run: () => Promise<T>): Promise<T> {
  const { id } = await admin.collections.getOne(collection)
  await admin.collections.update(id, { name: `${collection}_fora` })
  try {
    return await run()
  } finally {
    await admin.collections.update(id, { name: collection })
  }
}

describe("the dashboard when PocketBase fails", () => {
  it("shows '—' on the card it could not read and the rest as usual", async () => {
    const page = await withCollectionAway("pedido_escolinha", () => site.get("/painel", doPresidente))
    expect(page.status).toBe(200)
    expect(figure(page, "mensagens")).toContain(UNAVAILABLE)
    expect(figure(page, "solicitacoes")).toBe("1")
    expect(figure(page, "reservas")).toBe("0")
    expect(page.html).toContain("Churrasco de confraternização")
    expect(figure(await site.get("/painel", doPresidente), "mensagens")).toBe("0")
  })

  it("opens with every part's fallback when its one question is refused, not the load error", async () => {
    const page = await withCallRefused(admin, "GET /api/associacao/painel", () =>
      site.get("/painel", doPresidente),
    )
    expect(page.status).toBe(200)
    expect(page.html).toContain("Bem-vindo ao painel da associação.")
    for (const card of ["mensalidades", "solicitacoes", "reservas", "mensagens"]) {
      expect(figure(page, card), card).toContain(UNAVAILABLE)
    }
    expect(page.html).toContain("Nenhum evento agendado.")
    expect(page.html).toContain("Nenhum pedido de exclusão em aberto.")
    expect(page.html).not.toContain("Tentar novamente")
    const again = await site.get("/painel", doPresidente)
    expect(figure(again, "solicitacoes")).toBe("1")
    expect(again.html).toContain("Churrasco de confraternização")
  })
})
