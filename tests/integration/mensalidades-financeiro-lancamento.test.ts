// The treasurer launching a month's dues against a real PocketBase of this file's own: one due per
// active member however often it runs (also beyond one batch), recorded, refused to everyone but
// the financial director; and the treasurer's lists of a month's dues.
import { describe, expect, it, vi } from "vitest"
import { financeiroKit } from "./mensalidades-financeiro-support"
import { TEST_PASSWORD, uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { totaisDe, totaisDoMes } = await import("~/features/prestacao-de-contas/prestacao-de-contas.server")
const { listAllMensalidadesDoMes } = await import("~/features/mensalidades/financeiro.server")
const { launchMensalidades } = await import("~/routes/painel.financeiro/financeiro-changes.server")
const { admin, pessoa, cast, atividades, paginaFinanceiro } = await financeiroKit(db.url)
const { financeiro, presidente, diretor, socio } = await cast()
const inativo = await pessoa({ associado: 0 })

const doMes = (mes: string) =>
  admin.collection("mensalidades").getFullList({
    filter: admin.filter("data_vencimento >= {:de} && data_vencimento < {:ate}", {
      de: `${mes}-01 00:00:00.000Z`,
      ate: `${mes}-28 23:59:59.000Z`,
    }),
  })

const ativosAgora = async () =>
  (await admin.collection("associados").getList(1, 1, { filter: "status = 1" })).totalItems

describe("launching a month", () => {
  it("creates one due per active member, once however often it runs, and none for the inactive", async () => {
    const ativos = await ativosAgora()
    const criadas = await launchMensalidades(financeiro.token, { mes: "2041-03", valor: 80, dia: 10 })
    expect(criadas).toBe(ativos)
    expect(await launchMensalidades(financeiro.token, { mes: "2041-03", valor: 80, dia: 10 })).toBe(0)

    const mensalidades = await doMes("2041-03")
    expect(mensalidades).toHaveLength(ativos)
    const doSocio = mensalidades.filter((m) => m.associado_id === socio.id)
    expect(doSocio).toHaveLength(1)
    expect(doSocio[0]).toMatchObject({
      descricao: "Mensalidade Março/2041",
      data_vencimento: "2041-03-10 00:00:00.000Z",
      valor: 80,
      status: "pendente",
    })
    expect(mensalidades.some((m) => m.associado_id === inativo.id)).toBe(false)
    expect(await atividades("Lançou")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ descricao: `Lançou ${ativos} mensalidades de Março/2041` }),
      ]),
    )
  })

  it("covers more active members than one batch, each once", async () => {
    // More members than PocketBase's API batch (50); the launch is one SQL statement, so a few dozen
    // prove it as well as hundreds would, and each account costs a password hash.
    const antes = await ativosAgora()
    const emails = Array.from({ length: 60 }, (_, n) => uniqueEmail(`lote${n}`))
    for (let n = 0; n < emails.length; n += 10) {
      await Promise.all(
        emails.slice(n, n + 10).map(async (email, i) => {
          const conta = await admin.collection("cadastro_geral").create({
            email,
            password: TEST_PASSWORD,
            passwordConfirm: TEST_PASSWORD,
            nome: `Lote ${n + i}`,
          })
          await admin
            .collection("associados")
            .create({ nome: `Lote ${n + i}`, id_cadastro_geral: conta.id, status: 1 })
        }),
      )
    }
    const ativos = await ativosAgora()
    expect(ativos).toBe(antes + 60)
    expect(await launchMensalidades(financeiro.token, { mes: "2041-04", valor: 95.5, dia: 5 })).toBe(ativos)
    expect(await launchMensalidades(financeiro.token, { mes: "2041-04", valor: 95.5, dia: 5 })).toBe(0)
    const mensalidades = await doMes("2041-04")
    expect(mensalidades).toHaveLength(ativos)
    expect(new Set(mensalidades.map((m) => m.associado_id)).size).toBe(ativos)
    expect(mensalidades.every((m) => m.valor === 95.5 && m.data_vencimento.startsWith("2041-04-05"))).toBe(
      true,
    )
    // The ids look like PocketBase's own, so every API call takes them.
    expect(mensalidades.every((m) => /^[a-z0-9]{15}$/.test(m.id))).toBe(true)
    const totais = totaisDe((await paginaFinanceiro(financeiro.token, { ano: "2041" })).totais)
    expect(totais.meses[3]).toEqual({ recebido: 0, pendente: Math.round(ativos * 9550) / 100 })
    // The dashboard's month card reads the same sums.
    expect(await totaisDoMes(financeiro.token, "2041-04")).toEqual(totais.meses[3])
  }, 60_000)

  it("is refused to everyone but the financial director", async () => {
    for (const quem of [presidente, diretor, socio]) {
      await expect(
        launchMensalidades(quem.token, { mes: "2041-05", valor: 80, dia: 10 }),
      ).rejects.toMatchObject({
        status: 403,
      })
    }
    expect(await doMes("2041-05")).toHaveLength(0)
  })
})

describe("the treasurer's lists", () => {
  it("filter by month and status (overdue included) and carry the member's name", async () => {
    await launchMensalidades(financeiro.token, { mes: "2020-06", valor: 80, dia: 10 })
    const mes = "2020-06"
    // Long past: every due of that month still open is overdue.
    const vencidas = (await paginaFinanceiro(financeiro.token, { mes, status: "vencida" })).lista
    const doSocio = await paginaFinanceiro(financeiro.token, { mes, status: "vencida", q: socio.nome })
    expect(doSocio.lista.items.find((m) => m.associado_id === socio.id)).toMatchObject({
      associado_nome: socio.nome,
      descricao: "Mensalidade Junho/2020",
    })
    const pagas = (await paginaFinanceiro(financeiro.token, { mes, status: "pago" })).lista
    expect(pagas.totalItems).toBe(0)
    const csv = await listAllMensalidadesDoMes(presidente.token, "2020-06")
    expect(csv.length).toBe(vencidas.totalItems)
  })
})

describe("'Lançar'", () => {
  it("suggests the first month from this one on without dues, to the financial director only", async () => {
    const { todayInSaoPaulo } = await import("@veteranos/domain/datas")
    const { mesSeguinte } = await import("~/features/mensalidades/financeiro-meses")
    const atual = todayInSaoPaulo().slice(0, 7)
    const sugerido = async (token: string) =>
      (await paginaFinanceiro(token, { acao: "lancar" })).mesParaLancar ?? null
    const antes = await sugerido(financeiro.token)
    await launchMensalidades(financeiro.token, { mes: antes!, valor: 80, dia: 10 })
    expect(await sugerido(financeiro.token)).toBe(mesSeguinte(antes!))
    expect(antes! >= atual).toBe(true)
    // The president reads the page without its tools.
    expect(await sugerido(presidente.token)).toBeNull()
  })
})
