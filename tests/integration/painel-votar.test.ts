// The secret ballot through the site, in a PocketBase of this file's own (docs/decisions/elections.md):
// a member present and able to vote gets their ballot and, for 'Confirmar voto', the page itself with
// the receipt code (200, no redirect, no flash); a second vote is refused with 'Seu voto já foi
// registrado.' and the choice is not sent back; a member on the list but absent gets no ballot and
// is refused; in cabine mode the secretary lists who has not voted and casts a member's ballot,
// after which the member leaves the list, while a member cannot use the cabine.
import { describe, expect, it, vi } from "vitest"
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { routeArgs, sessionCookie, type FormReply } from "./support"

const kit = await vi.hoisted(() => import("./eleicoes-support").then((s) => s.eleicoesKit()))
const votar = await import("~/routes/painel.votar.$item/route")
const cabine = await import("~/routes/painel.assembleias_.$id_.cabine/route")

const RECIBO = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/
type Votado = { data: { recibo: string }; init: { status?: number } | null }

const on = (path: string, cookie: string, params: Record<string, string>, form?: Record<string, string>) => ({
  ...routeArgs(path, cookie, form),
  params,
})

describe("voting through the site", () => {
  it("gives the present member the ballot and answers the vote with its receipt, once", async () => {
    const [ana, bia] = await kit.members(2)
    const { item, chapas } = await kit.election([ana!])
    const cookie = await sessionCookie(ana!.email)
    const path = `/painel/votar/${item}`
    const page = await votar.loader(on(path, cookie, { item }))
    expect(page).toMatchObject({ podeVotar: true, jaVotou: false })
    expect(page.chapas.map((chapa) => chapa.id)).toEqual(chapas)

    const voto = { intent: "votar", escolha: chapas[0]! }
    const votado = (await votar.action(on(path, cookie, { item }, voto))) as unknown as Votado
    expect(votado).not.toBeInstanceOf(Response)
    expect(votado.init?.status ?? 200).toBe(200)
    expect(votado.data.recibo).toMatch(RECIBO)
    expect(await votar.loader(on(path, cookie, { item }))).toMatchObject({ podeVotar: false, jaVotou: true })

    const again = (await votar.action(on(path, cookie, { item }, voto))) as unknown as FormReply
    expect(again.init?.status).toBe(400)
    expect(again.data.result.error?.[""]).toEqual([MENSAGENS.jaVotou])
    expect(JSON.stringify(again.data.result)).not.toContain(chapas[0])

    // Bia is on the list, not present: no ballot, and a vote sent anyway is refused.
    const ausente = await sessionCookie(bia!.email)
    expect(await votar.loader(on(path, ausente, { item }))).toMatchObject({
      podeVotar: false,
      jaVotou: false,
    })
    const refused = (await votar.action(on(path, ausente, { item }, voto))) as unknown as FormReply
    expect(refused.init?.status).toBe(400)
    expect(refused.data.result.error?.[""]).toEqual([MENSAGENS.naoPresente])
  })

  it("in cabine mode casts a present member's ballot on the secretary's device, and only there", async () => {
    const [caio, duda] = await kit.members(2)
    const { id, item } = await kit.election([caio!, duda!])
    const secretaria = await sessionCookie(kit.secretario.email)
    const path = `/painel/assembleias/${id}/cabine?item=${item}`
    const lista = await cabine.loader(on(path, secretaria, { id }))
    expect(lista.pendentes.map((p) => p.associado).sort()).toEqual([caio!.id, duda!.id].sort())

    const voto = { intent: "votar", item, associado: caio!.id, escolha: "nulo" }
    const votado = (await cabine.action(on(path, secretaria, { id }, voto))) as unknown as Votado
    expect(votado.data.recibo).toMatch(RECIBO)
    expect((await cabine.loader(on(path, secretaria, { id }))).pendentes.map((p) => p.associado)).toEqual([
      duda!.id,
    ])

    // A member may not open the cabine nor vote for another through it.
    const membro = await sessionCookie(duda!.email)
    await expect(cabine.loader(on(path, membro, { id }))).rejects.toMatchObject({ status: 403 })
    const outro = { ...voto, associado: duda!.id }
    await expect(cabine.action(on(path, membro, { id }, outro))).rejects.toMatchObject({ status: 403 })
  })
})
