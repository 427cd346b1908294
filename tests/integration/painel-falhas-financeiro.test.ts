// The financial director's and the fiscal council's changes that PocketBase refuses (429,
// painel-falhas-support.ts's withCallRefused: exactly that write), through the built site over HTTP:
// the message in the form or after the 303, and the dues, reminders and opinions as they were.
import { storedDate } from "@veteranos/domain/datas"
import { describe, expect, it, vi } from "vitest"
import { daysFromToday, thisYear } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { panelSite, withCallRefused } from "./painel-falhas-support"
import { createPerson } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const financeiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const conselheiro = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "conselheiro", tipo: "conselho" }],
})
const socio = await createPerson(db.url, { associado: 1 })
const [doFinanceiro, doConselheiro] = [
  await site.login(financeiro.email),
  await site.login(conselheiro.email),
]
const count = async (collection: string, filter: string) =>
  (await admin.collection(collection).getList(1, 1, { filter })).totalItems

let meses = 0
/** An open due of the member's, each in a month of its own (one due per member per month). */
const openDue = () =>
  admin.collection("mensalidades").create({
    descricao: "Mensalidade de teste",
    valor: 80,
    data_vencimento: storedDate(daysFromToday(5 + 35 * meses++)),
    associado_id: socio.id,
    status: "pendente",
  })

describe("Controle Financeiro", () => {
  it("'Ocorreu um erro ao lançar as mensalidades. Tente novamente.' in its dialog, no due made", async () => {
    const answer = await withCallRefused(admin, "POST /api/associacao/mensalidades/lancar", () =>
      site.post(
        "/painel/financeiro?acao=lancar",
        { intent: "lancar", mes: "2030-03", valor: "80", dia: "10" },
        doFinanceiro,
      ),
    )
    expect(answer.status).toBe(429)
    expect(answer.html).toContain("Ocorreu um erro ao lançar as mensalidades. Tente novamente.")
    expect(await count("mensalidades", 'data_vencimento >= "2030-03-01"')).toBe(0)
  })

  it("'Ocorreu um erro ao lançar a mensalidade. Tente novamente.' in its dialog, no due made", async () => {
    const fields = {
      intent: "nova",
      associadoId: socio.id,
      descricao: "Taxa extra",
      valor: "25",
      data_vencimento: "2030-04-10",
    }
    const answer = await withCallRefused(admin, "mensalidades:create", () =>
      site.post("/painel/financeiro?acao=nova", fields, doFinanceiro),
    )
    expect(answer.html).toContain("Ocorreu um erro ao lançar a mensalidade. Tente novamente.")
    expect(await count("mensalidades", 'descricao = "Taxa extra"')).toBe(0)
  })

  it("'Ocorreu um erro ao salvar. Tente novamente.', the due still open", async () => {
    const due = await openDue()
    const answer = await withCallRefused(admin, "mensalidades:update", () =>
      site.post("/painel/financeiro", { intent: "pagar", id: due.id, forma: "pix" }, doFinanceiro),
    )
    expect(answer.html).toContain("Ocorreu um erro ao salvar. Tente novamente.")
    expect((await admin.collection("mensalidades").getOne(due.id)).status).toBe("pendente")
  })
})

describe("Lembretes de mensalidade", () => {
  it("'Ocorreu um erro ao enviar. Tente novamente.', no reminder recorded", async () => {
    const due = await openDue()
    const answer = await withCallRefused(admin, "POST /api/associacao/lembretes/enviar", () =>
      site.post("/painel/financeiro/lembretes", { intent: "enviar", id: socio.id }, doFinanceiro),
    )
    expect(answer.html).toContain("Ocorreu um erro ao enviar. Tente novamente.")
    expect(await count("lembretes", `mensalidade = "${due.id}"`)).toBe(0)
  })
})

describe("Prestação de Contas", () => {
  it("'Ocorreu um erro ao registrar o parecer. Tente novamente.', no opinion stored", async () => {
    const ano = String(thisYear())
    const fields = { intent: "parecer", ano, resultado: "aprovadas", texto: "Contas em ordem." }
    const answer = await withCallRefused(admin, "pareceres:create", () =>
      site.post(`/painel/prestacao-de-contas?ano=${ano}`, fields, doConselheiro),
    )
    expect(answer.html).toContain("Ocorreu um erro ao registrar o parecer. Tente novamente.")
    expect(await count("pareceres", `ano = ${ano}`)).toBe(0)
  })
})
