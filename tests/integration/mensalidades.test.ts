// Dues against a PocketBase of this file's own: a member reads only their own and changes none.
import { describe, expect, it, vi } from "vitest"
import type { MensalidadesDoAssociado } from "~/features/mensalidades/mensalidades.server"
import { clientWithToken, panelPageData } from "../support/api"
import { adminClient } from "../support/pocketbase"
import { createPerson, tokenOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getMensalidade } = await import("~/features/mensalidades/mensalidades.server")

/** /painel/mensalidades as `token`'s person reads it (PocketBase's reader lib/paginas/mensalidades.js). */
const pageOf = (token: string) =>
  panelPageData<MensalidadesDoAssociado>(db.url, token, "/painel/mensalidades")

const admin = await adminClient(db.url)

async function due(associadoId: string, mes: string, status: "pendente" | "pago", valor = 80) {
  return admin.collection("mensalidades").create({
    descricao: `Mensalidade ${mes}`,
    data_vencimento: `${mes}-10 00:00:00.000Z`,
    valor,
    status,
    associado_id: associadoId,
  })
}

describe("a member's dues", () => {
  it("are theirs alone: listed newest first, summed in cents, and nobody else's readable or changeable", async () => {
    const ana = await createPerson(db.url, { associado: 1 })
    const bia = await createPerson(db.url, { associado: 1 })
    await due(ana.id, "2026-09", "pago")
    await due(ana.id, "2026-10", "pendente", 80.1)
    await due(ana.id, "2026-11", "pendente", 80.2)
    const alheia = await due(bia.id, "2026-11", "pendente")
    const token = await tokenOf(db.url, ana.email)

    const { lista, devido } = await pageOf(token)
    const items = lista.items
    expect(items.map((m) => [m.data_vencimento.slice(0, 10), m.status])).toEqual([
      ["2026-11-10", "pendente"],
      ["2026-10-10", "pendente"],
      ["2026-09-10", "pago"],
    ])
    expect(devido).toMatchObject({ total: 160.3, quantidade: 2, proxima: { data_vencimento: "2026-10-10" } })

    // Another member's, asked for by id or by their account: nothing.
    expect(await getMensalidade(token, alheia.id)).toBeNull()
    expect(items.map((m) => m.id)).not.toContain(alheia.id)

    // And no member marks a due paid, their own or another's, through the API.
    const asAna = clientWithToken(db.url, token)
    const own = items[0]!
    for (const id of [own.id, alheia.id]) {
      await expect(asAna.collection("mensalidades").update(id, { status: "pago" })).rejects.toMatchObject({
        status: 404,
      })
    }
    expect((await admin.collection("mensalidades").getOne(own.id)).status).toBe("pendente")
    await expect(
      asAna.collection("mensalidades").create({
        descricao: "Forjada",
        data_vencimento: "2026-12-10 00:00:00.000Z",
        valor: 1,
        status: "pago",
        associado_id: ana.id,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})
