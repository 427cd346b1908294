// /painel/prestacao-de-contas and what the fiscal council reaches on the site, in a PocketBase of this
// file's own: a member reads the year's accounts and its CSV (no names), an account without a seat
// gets 403; the council reads Controle Financeiro without its tools and records its opinion through
// the page's form (400 with the messages beside the fields, then 303 'Parecer registrado.'), and its
// dashboard names each closed year still awaiting its opinion; the general assembly's verdict shows
// under the opinion once voted.
import { describe, expect, it, vi } from "vitest"
import { ANO, contasKit } from "./prestacao-de-contas-support"
import { routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { getParecer, saveParecer } = await import("~/features/prestacao-de-contas/prestacao-de-contas.server")
const dashboard = await import("~/routes/painel._index/route")
const { todayInSaoPaulo } = await import("~/utils/format")
const pagina = await import("~/routes/painel.prestacao-de-contas/route")
const financeiroPage = await import("~/routes/painel.financeiro/route")
const csv = await import("~/routes/painel.prestacao-de-contas[.]csv")
const { admin, socio, semVinculo, conselheiro } = await contasKit(db.url)

describe("the accounts page", () => {
  it("through the site: the page for a member, the CSV's lines, 403 for an account without a seat", async () => {
    const cookie = await sessionCookie(socio.email)
    const page = await pagina.loader(routeArgs(`/painel/prestacao-de-contas?ano=${ANO}`, cookie))
    expect(page.prestacao.total.recebidas).toEqual({ quantidade: 4, valor: 160.3 })
    expect(page.forms).toBeNull()
    const file = (await csv.loader(
      routeArgs(`/painel/prestacao-de-contas.csv?ano=${ANO}`, cookie),
    )) as Response
    const text = await file.text()
    expect(text).toContain("Janeiro;3;240,00;2;160,00;1;80,00;0;0,00\r\n")
    expect(text).toContain(`Total de ${ANO};6;320,30;4;160,30;1;80,00;1;80,00\r\n`)
    expect(text).not.toContain(socio.nome)
    const outsider = await sessionCookie(semVinculo.email)
    const denied = await pagina.loader(routeArgs("/painel/prestacao-de-contas", outsider)).catch((e) => e)
    expect((denied as Response).status).toBe(403)
  })
})

describe("the fiscal council on the site", () => {
  it("opens Controle Financeiro without its tools: the page reads, its POSTs get 403", async () => {
    const cookie = await sessionCookie(conselheiro.email)
    const page = await financeiroPage.loader(routeArgs(`/painel/financeiro?ano=${ANO}&mes=${ANO}-01`, cookie))
    expect(page.gerencia).toBe(false)
    expect(page.mensalidades.map((m) => m.associado_nome)).toContain(socio.nome)
    const fields = { intent: "lancar", mes: "2044-02", valor: "80,00", dia: "10" }
    const denied = await financeiroPage
      .action(routeArgs("/painel/financeiro", cookie, fields))
      .catch((e: unknown) => e)
    expect((denied as Response).status).toBe(403)
  })

  it("through the page: 400 with the messages beside the fields, then 303 'Parecer registrado.'", async () => {
    const cookie = await sessionCookie(conselheiro.email)
    const path = `/painel/prestacao-de-contas?ano=${ANO - 2}`
    expect((await pagina.loader(routeArgs(path, cookie))).forms).not.toBeNull()
    const empty = (await pagina.action(
      routeArgs(path, cookie, { intent: "parecer", ano: String(ANO - 2), resultado: "", texto: "  " }),
    )) as unknown as FormReply
    expect(empty.init?.status).toBe(400)
    expect(empty.data.result.error).toMatchObject({
      resultado: ["Escolha o resultado do parecer."],
      texto: ["Escreva o texto do parecer."],
    })
    const fields = {
      intent: "parecer",
      ano: String(ANO - 2),
      resultado: "reprovadas",
      texto: "Sem extratos.",
    }
    const ok = (await pagina.action(routeArgs(path, cookie, fields))) as Response
    expect(ok.status).toBe(303)
    expect(ok.headers.get("Location")).toBe(`${path}#conteudo`)
    expect((await toastOf(ok))?.title).toBe("Parecer registrado.")
    expect(await getParecer(socio.token, ANO - 2)).toMatchObject({ resultado: "reprovadas" })
    const member = await sessionCookie(socio.email)
    const denied = await pagina.action(routeArgs(path, member, fields)).catch((e: unknown) => e)
    expect((denied as Response).status).toBe(403)
  })
})

describe("the general assembly's verdict", () => {
  it("shows under the council's opinion once the assembly has voted the year's accounts", async () => {
    const ano = ANO - 3
    const path = `/painel/prestacao-de-contas?ano=${ano}`
    const cookie = await sessionCookie(socio.email)
    const parecer = await admin
      .collection("pareceres")
      .create({ ano, resultado: "aprovadas", texto: "Contas em ordem." })
    expect((await pagina.loader(routeArgs(path, cookie))).parecer?.assembleia).toBeNull()
    // As the assembly's vote writes it: the result and the first call (19:00 in São Paulo).
    await admin.collection("pareceres").update(parecer.id, {
      assembleia_resultado: "aprovadas",
      assembleia_data: `${ano + 1}-03-19 22:00:00.000Z`,
    })
    expect((await pagina.loader(routeArgs(path, cookie))).parecer?.assembleia).toBe(
      `Aprovadas pela Assembleia Geral de 19/03/${ano + 1}`,
    )
  })
})

describe("the fiscal council's dashboard", () => {
  it("names each closed year from the oldest due's without an opinion, newest first; a member sees none", async () => {
    const anoAtual = Number(todayInSaoPaulo().slice(0, 4))
    // The kit's oldest due falls in ANO - 1; the year under way is still open.
    const fechados = Array.from({ length: anoAtual - (ANO - 1) }, (_, n) => anoAtual - 1 - n)
    const pendentes = async (email: string) =>
      (await dashboard.loader(routeArgs("/painel", await sessionCookie(email)))).pareceresPendentes
    expect(await pendentes(conselheiro.email)).toEqual(fechados)
    await saveParecer(conselheiro.token, { ano: ANO, resultado: "aprovadas", texto: "Contas em ordem." })
    expect(await pendentes(conselheiro.email)).toEqual(fechados.filter((ano) => ano !== ANO))
    expect(await pendentes(socio.email)).toEqual([])
  })
})
