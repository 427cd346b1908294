// /painel/financeiro's action against a PocketBase of this file's own: the financial director's
// launch answers 303 with the count, a wrong form 400 with the typed values, a single due twice for
// the same day a message beside the date; the president's POSTs are refused with 403. The list's
// search by name (page and CSV) and the month 'Lançar' suggests, read from PocketBase.
import { describe, expect, it, vi } from "vitest"
import { today } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { action, loader } = await import("~/routes/painel.financeiro/route")
const csv = await import("~/routes/painel.financeiro[.]csv")

const admin = await adminClient(db.url)
const financeiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const socio = await createPerson(db.url, { associado: 1 })
const cookieFinanceiro = await sessionCookie(financeiro.email)
const cookiePresidente = await sessionCookie(presidente.email)

const dosSocio = () =>
  admin
    .collection("mensalidades")
    .getFullList({ filter: admin.filter("associado_id = {:id}", { id: socio.id }) })

/** The flash toast's title the next page shows (the signed cookie's JSON payload). */
function toastOf(response: Response): string {
  const value = /aviso=([^.;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1] ?? ""
  return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")).__flash_toast__.title
}

describe("the financial director's POSTs", () => {
  it("launch a month: 303 to that month with how many were created, then none the second time", async () => {
    const fields = { intent: "lancar", mes: "2043-07", valor: "80,00", dia: "10" }
    const first = (await action(
      routeArgs("/painel/financeiro?acao=lancar", cookieFinanceiro, fields),
    )) as Response
    expect(first.status).toBe(303)
    expect(first.headers.get("Location")).toBe("/painel/financeiro?mes=2043-07&ano=2043#conteudo")
    expect(toastOf(first)).toBe("1 mensalidade lançada.")
    const again = (await action(
      routeArgs("/painel/financeiro?acao=lancar", cookieFinanceiro, fields),
    )) as Response
    expect(toastOf(again)).toBe(
      "Nenhuma mensalidade nova: todos os associados ativos já têm a de Julho/2043.",
    )
    expect((await dosSocio()).filter((m) => m.data_vencimento.startsWith("2043-07-10"))).toHaveLength(1)
  })

  it("answer a wrong form with 400 and the typed values", async () => {
    const fields = { intent: "lancar", mes: "2043-08", valor: "oitenta", dia: "10" }
    const reply = (await action(
      routeArgs("/painel/financeiro?acao=lancar", cookieFinanceiro, fields),
    )) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.valor).toEqual(["Informe um valor maior que zero, como 80,00."])
    expect(reply.data.result.initialValue).toMatchObject({ mes: "2043-08", valor: "oitenta" })
  })

  it("refuse a second single due for the same member and day beside the date", async () => {
    const fields = {
      intent: "nova",
      associadoId: socio.id,
      descricao: "Taxa extra",
      valor: "30",
      data_vencimento: "2043-09-15",
    }
    const ok = (await action(routeArgs("/painel/financeiro?acao=nova", cookieFinanceiro, fields))) as Response
    expect(ok.status).toBe(303)
    const reply = (await action(
      routeArgs("/painel/financeiro?acao=nova", cookieFinanceiro, fields),
    )) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.data_vencimento).toEqual([
      "Este associado já tem uma mensalidade com esse vencimento.",
    ])
    expect((await dosSocio()).filter((m) => m.descricao === "Taxa extra")).toHaveLength(1)
  })
})

describe("the president", () => {
  it("reads the page without the tools and has every tool's POST refused with 403", async () => {
    const page = (await loader(routeArgs("/painel/financeiro?acao=lancar", cookiePresidente))) as {
      gerencia: boolean
      dialog: unknown
    }
    expect(page.gerencia).toBe(false)
    expect(page.dialog).toBeNull()
    const [due] = await dosSocio()
    const forged: Array<Record<string, string>> = [
      { intent: "lancar", mes: "2043-10", valor: "80", dia: "10" },
      { intent: "pagar", id: due!.id, forma: "pix" },
    ]
    for (const fields of forged) {
      const refused = await action(routeArgs("/painel/financeiro", cookiePresidente, fields)).catch((e) => e)
      expect(refused).toBeInstanceOf(Response)
      expect((refused as Response).status).toBe(403)
    }
    expect((await dosSocio()).every((m) => m.status === "pendente")).toBe(true)
    expect((await dosSocio()).some((m) => m.data_vencimento.startsWith("2043-10"))).toBe(false)
  })
})

describe("the month's CSV", () => {
  it("lists that month's dues with the member's name, for Brazilian spreadsheets", async () => {
    const response = await csv.loader(routeArgs("/painel/financeiro.csv?mes=2043-07", cookiePresidente))
    expect(response.headers.get("Content-Disposition")).toContain('filename="mensalidades-2043-07.csv"')
    // Read as bytes: text() would drop the BOM the spreadsheet needs.
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8")
    expect(text.startsWith("\uFEFFAssociado;Descrição;Vencimento;Valor (R$);Status")).toBe(true)
    expect(text).toContain(`${socio.nome};Mensalidade Julho/2043;10/07/2043;80,00;Pendente;;;;\r\n`)
  })
})

describe("the list's search and 'Lançar's suggestion", () => {
  type Page = {
    mensalidades: Array<{ id: string; associado_nome: string }>
    buscaLimitada: number | null
    dialog: { meses: string[] | null } | null
  }
  const page = async (path: string) => (await loader(routeArgs(path, cookieFinanceiro))) as Page

  it("find the dues of the members whose name holds the text, in PocketBase, with the tab and in the CSV", async () => {
    for (const nome of ["Maria da Conceição Busca", "Outra Pessoa Busca"]) {
      const pessoa = await createPerson(db.url, { associado: 1 })
      // The member's name as the treasurer's list shows it (PocketBase's hook folds it into `busca`).
      await admin.collection("associados").update(pessoa.associadoId!, { nome })
      await admin.collection("mensalidades").create({
        descricao: "Mensalidade Novembro/2043",
        data_vencimento: "2043-11-10 00:00:00.000Z",
        valor: 80,
        status: "pendente",
        associado_id: pessoa.id,
      })
    }
    expect((await page("/painel/financeiro?mes=2043-11")).mensalidades).toHaveLength(2)
    const achadas = (await page("/painel/financeiro?mes=2043-11&q=%20CONCEICAO%20busca")).mensalidades
    expect(achadas.map((m) => m.associado_nome)).toEqual(["Maria da Conceição Busca"])
    expect((await page("/painel/financeiro?mes=2043-11&q=busca")).buscaLimitada).toBeNull()
    expect((await page("/painel/financeiro?mes=2043-11&status=pago&q=conceicao")).mensalidades).toEqual([])
    expect((await page("/painel/financeiro?mes=2043-11&q=ninguem")).mensalidades).toEqual([])

    const response = await csv.loader(
      routeArgs("/painel/financeiro.csv?mes=2043-11&q=conceição", cookieFinanceiro),
    )
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8")
    expect(text).toContain("Maria da Conceição Busca")
    expect(text).not.toContain("Outra Pessoa Busca")
  })

  it("list the dues of the first 80 members by name when a search finds more, and say so", async () => {
    // Each account takes its password's hash: made a few at a time.
    const socio = async (n: number) => {
      const pessoa = await createPerson(db.url, { associado: 1 })
      await admin.collection("associados").update(pessoa.associadoId!, { nome: `Muitos ${100 + n}` })
      await admin.collection("mensalidades").create({
        descricao: "Mensalidade Dezembro/2043",
        data_vencimento: "2043-12-10 00:00:00.000Z",
        valor: 80,
        status: "pendente",
        associado_id: pessoa.id,
      })
    }
    for (let n = 1; n <= 81; n += 3) await Promise.all([n, n + 1, n + 2].map(socio))
    const muitos = await page("/painel/financeiro?mes=2043-12&q=muitos")
    expect(muitos.buscaLimitada).toBe(80)
    expect(muitos.mensalidades).toHaveLength(80)
    expect(muitos.mensalidades.map((m) => m.associado_nome)).not.toContain("Muitos 181")
    const um = await page("/painel/financeiro?mes=2043-12&q=muitos%20181")
    expect(um.mensalidades.map((m) => m.associado_nome)).toEqual(["Muitos 181"])
  }, 180_000)

  it("suggest the first month from this one on that has no dues yet, as 'dezembro/2026', then the 11 after it", async () => {
    const { mesesAPartirDe, mesPorExtenso, mesSeguinte } =
      await import("~/features/mensalidades/financeiro-meses")
    const atual = today().slice(0, 7)
    const oferecidos = async () => (await page("/painel/financeiro?acao=lancar")).dialog?.meses
    expect(await oferecidos()).toEqual(mesesAPartirDe(atual, 12).map(mesPorExtenso))
    await admin.collection("mensalidades").create({
      descricao: "Mensalidade deste mês",
      data_vencimento: `${atual}-05 00:00:00.000Z`,
      valor: 80,
      status: "pendente",
      associado_id: socio.id,
    })
    const depois = await oferecidos()
    expect(depois?.[0]).toBe(mesPorExtenso(mesSeguinte(atual)))
    expect(depois).toHaveLength(12)
  })
})
