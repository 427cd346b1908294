// /painel/diretoria's 'Transferir presidência' against a PocketBase of this file's own (it changes
// who the president is): the seat seen ends yesterday, the next one starts today, the old president
// loses the page at once, and the same transfer sent again is stale.
import { createRemixStub } from "@remix-run/testing"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { formatDate } from "@veteranos/domain/datas"
import { adminClient } from "../support/pocketbase"
import { expectDone, PAGE, stored } from "./painel-diretoria-support"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPerson, routeArgs, sessionCookie, toastOf } from "./support"
import { daysFromToday, today } from "../support/hoje"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action, loader } = await import("~/routes/painel.diretoria/route")
const { CargoDialog } = await import("~/routes/painel.diretoria/cargo-dialogs")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

type Loaded = Awaited<ReturnType<typeof loader>>
const load = async (path: string, as: string) => (await loader(routeArgs(path, as))) as Loaded
const post = (form: Record<string, string>, path: string, as: string) => action(routeArgs(path, as, form))

describe("'Transferir presidência'", () => {
  it("says the day the outgoing term ends as a date, the day the transfer stores", async () => {
    const url = `${PAGE}?acao=transferir`
    const { forms, novoMandato, presidente: seat } = await load(url, cookie)
    const dialog = createElement(CargoDialog, {
      acao: "transferir",
      cargo: null,
      presidente: seat,
      forms,
      lastResult: undefined,
      erro: null,
      novoMandato,
      pessoas: null,
      termo: null,
    })
    const Stub = createRemixStub([{ path: PAGE, Component: () => dialog }])
    const text = renderToString(createElement(Stub, { initialEntries: [url] })).replace(/<[^>]+>/g, "")
    expect(text).toContain(
      `O mandato de ${presidente.nome} termina em ${formatDate(daysFromToday(-1))}, e o da nova presidência começa hoje, ${formatDate(today())}.`,
    )
  })

  it("ends the seat seen yesterday, starts the next one today, and sends the old president to the panel", async () => {
    const proximo = await createPerson(db.url)
    // The next president has a second step, as the panel makes every seat's holder set one up first.
    await admin.collection("cadastro_geral").update(proximo.id, { segunda_etapa: "email" })
    const seatId = presidente.seatIds[0]!
    // A grave change: the president re-confirmed (reconfirmacao.test.ts asks for it).
    await reconfirmAs(db.url, presidente.id)
    const fim = daysFromToday(1000)
    const form = {
      intent: "transferir",
      atual: seatId,
      visto_idCadGeral: presidente.id,
      visto_fim_mandato: "",
      idCadGeral: proximo.id,
      fim_mandato: fim,
      telefone: "",
      email: "presidencia@exemplo.org",
    }
    await expectDone(
      await post(form, `${PAGE}?acao=transferir&pessoa=pessoa`, cookie),
      `Presidência transferida para ${proximo.nome}.`,
      "/painel#conteudo",
    )
    expect((await admin.collection("diretoria").getOne(seatId)).fim_mandato).toBe(stored(daysFromToday(-1)))
    const novo = await admin
      .collection("diretoria")
      .getFirstListItem(admin.filter("idCadGeral = {:id}", { id: proximo.id }))
    expect(novo).toMatchObject({
      cargo: "presidente",
      tipo: "diretoria",
      inicio_mandato: stored(today()),
      fim_mandato: stored(fim),
      email: "presidencia@exemplo.org",
    })
    // The old president has lost the page; the new one has it, and the same transfer again is stale.
    await expect(loader(routeArgs(PAGE, cookie))).rejects.toMatchObject({ status: 403 })
    const novoCookie = await sessionCookie(proximo.email)
    // Re-confirmed too: what is told is the staleness, not the confirmation it would ask first.
    await reconfirmAs(db.url, proximo.id)
    const again = (await post(form, PAGE, novoCookie)) as Response
    expect(again.status).toBe(303)
    expect(again.headers.get("Location")).toBe(`${PAGE}#conteudo`)
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "A presidência já foi transferida." })
    expect((await load(PAGE, novoCookie)).presidente?.id).toBe(novo.id)
  })
})
