// The role is read from PocketBase on every panel request, and only an executive-board record (tipo
// diretoria) gives a board role, on the site and in PocketBase's API rules alike
// (docs/decisions/roles-and-access.md#one-rule-for-the-role and docs/decisions/roles-and-access.md#the-role-is-read-on-every-request). Against a PocketBase of this file's own, so the
// accounts and board seats it changes touch no other test's data.
import PocketBase from "pocketbase"
import { afterAll, describe, expect, it } from "vitest"
import { answerOf, CREATE_REFUSED, NOT_FOUND } from "../support/api"
import { adminClient, startTestPocketBase } from "../support/pocketbase"
import { createPerson, createSeat, routeArgs, sessionCookie, template, tokenOf } from "./support"

const pocketbase = await startTestPocketBase(process.env, template("migrated"))
// Before any app module reads the environment (it is read once).
process.env.POCKETBASE_URL = pocketbase.url
const { loader: painelLoader } = await import("~/routes/painel/route")
const { loader: mensalidadesLoader } = await import("~/routes/painel.mensalidades/route")
const { loader: solicitacoesLoader } = await import("~/routes/painel.solicitacoes/route")
const { requirePanelAccess } = await import("~/auth/guards.server")

afterAll(() => pocketbase.stop())

const admin = await adminClient(pocketbase.url)

/** A throwaway account, with an associados record and board seats when asked. */
const createAccount = (extra?: Parameters<typeof createPerson>[1]) => createPerson(pocketbase.url, extra)

/** The status a page's loader answers: 200 when it returns, else the status of what it throws. */
async function statusOf(
  loader: (a: ReturnType<typeof routeArgs>) => Promise<unknown>,
  path: string,
  cookie: string,
) {
  try {
    await loader(routeArgs(path, cookie))
    return 200
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
}

/** The panel menu's entries and role label, as the panel layout renders them for this request. */
async function painelMenu(cookie: string) {
  const { menu } = await painelLoader(routeArgs("/painel", cookie))
  return { entries: menu.entries.map((entry) => entry.label), label: menu.papel }
}

describe("a change of role applies at the next request", () => {
  it("takes /painel/mensalidades and /painel/reservas, and their menu entries, from a member set inactive", async () => {
    const account = await createAccount({ associado: 1 })
    const cookie = await sessionCookie(account.email)
    expect(await statusOf(mensalidadesLoader, "/painel/mensalidades", cookie)).toBe(200)
    expect(await painelMenu(cookie)).toEqual({
      entries: [
        "Início",
        "Mensalidades",
        "Carteirinha",
        "Sócios",
        "Comunicados",
        "Reservas",
        "Prestação de Contas",
        "Assembleias",
        "Meus Dados",
        "Segurança",
      ],
      label: "Associado Ativo",
    })

    await admin.collection("associados").update(account.associadoId!, { status: 0 })

    expect(await statusOf(mensalidadesLoader, "/painel/mensalidades", cookie)).toBe(403)
    const reservas = await requirePanelAccess(
      routeArgs("/painel/reservas", cookie).request,
      "reservas",
    ).catch((thrown: unknown) => thrown)
    expect((reservas as Response).status).toBe(403)
    expect(await painelMenu(cookie)).toEqual({
      entries: ["Início", "Meus Dados", "Segurança"],
      label: "Usuário",
    })
  })

  it("takes the president's pages from a president who hands the office over", async () => {
    const account = await createAccount({ associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] })
    const cookie = await sessionCookie(account.email)
    expect(await statusOf(solicitacoesLoader, "/painel/solicitacoes", cookie)).toBe(200)
    expect((await painelMenu(cookie)).entries).toContain("Novas Solicitações")

    // The successor takes office today; the president's seat ended yesterday.
    await createAccount({ associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] })
    await admin
      .collection("diretoria")
      .create({ idCadGeral: account.id, cargo: "secretario", tipo: "diretoria" })

    expect(await statusOf(solicitacoesLoader, "/painel/solicitacoes", cookie)).toBe(403)
    expect(await painelMenu(cookie)).toEqual({
      entries: [
        "Início",
        "Mensalidades",
        "Carteirinha",
        "Sócios",
        "Comunicados",
        "Reservas",
        "Gerenciar Eventos",
        "Documentos",
        "Galeria",
        "Mensagens",
        "Prestação de Contas",
        // The secretary's seat runs the general assembly with the president.
        "Assembleias",
        "Meus Dados",
        "Segurança",
      ],
      label: "Membro da Diretoria",
    })
  })

  it("gives the president's pages to a member made president, without logging in again", async () => {
    const account = await createAccount({ associado: 1 })
    const cookie = await sessionCookie(account.email)
    expect(await statusOf(solicitacoesLoader, "/painel/solicitacoes", cookie)).toBe(403)
    await createSeat(pocketbase.url, account.id, { cargo: "presidente", tipo: "diretoria" })
    // The new seat asks for a second step first (docs/decisions/two-step-login.md#a-seat-requires-it)...
    const setUp = await solicitacoesLoader(routeArgs("/painel/solicitacoes", cookie)).catch((e: unknown) => e)
    expect((setUp as Response).headers.get("Location")).toBe("/painel/seguranca")
    // ...and once it is chosen, the same session opens the president's pages.
    await admin.collection("cadastro_geral").update(account.id, { segunda_etapa: "email" })
    expect(await statusOf(solicitacoesLoader, "/painel/solicitacoes", cookie)).toBe(200)
    expect((await painelMenu(cookie)).label).toBe("Presidente")
  })

  it("ends the session of an account that is gone: to /login, cookie dropped", async () => {
    const account = await createAccount({ associado: 1 })
    const cookie = await sessionCookie(account.email)
    expect(await statusOf(painelLoader, "/painel", cookie)).toBe(200)

    await admin.collection("cadastro_geral").delete(account.id)

    const thrown = await painelLoader(routeArgs("/painel/mensalidades", cookie)).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/painel/mensalidades")}`,
    )
    expect(response.headers.getSetCookie().some((value) => value.startsWith("sessao=;"))).toBe(true)
  })
})

describe("a fiscal council seat gives no board role", () => {
  /** A PocketBase client holding the account's token, as a leaked token would be used. */
  async function clientOf(email: string): Promise<PocketBase> {
    const pb = new PocketBase(pocketbase.url)
    pb.autoCancellation(false)
    pb.authStore.save(await tokenOf(pocketbase.url, email), null)
    return pb
  }

  const pedido = {
    nome: "Candidato de Teste",
    email: "candidato@exemplo.org",
    telefone: "(11) 98765-4321",
    data_nascimento: "1970-05-20 00:00:00.000Z",
    rg: "12.345.678-9",
    cpf: "529.982.247-25",
    endereco: "Rua das Flores, 10",
  }

  it("the council's president is not the president: not on the site, and PocketBase's rules refuse them", async () => {
    await admin.collection("pedido_socio").create(pedido)
    const conselho = await createAccount({
      associado: 1,
      board: [{ cargo: "presidente-conselho", tipo: "conselho" }],
    })
    const presidente = await createAccount({
      associado: 1,
      board: [{ cargo: "presidente", tipo: "diretoria" }],
    })

    // The site.
    const cookie = await sessionCookie(conselho.email)
    expect(await statusOf(solicitacoesLoader, "/painel/solicitacoes", cookie)).toBe(403)
    // The council's seat shows beside the role, and gives no other.
    expect((await painelMenu(cookie)).label).toBe("Associado Ativo · Conselho Fiscal")

    // PocketBase, asked directly with the council member's token; the real president beside them
    // shows the same requests are allowed to the right person.
    const asConselho = await clientOf(conselho.email)
    const asPresidente = await clientOf(presidente.email)
    const pedidos = (await admin.collection("pedido_socio").getList(1, 1)).totalItems
    expect(pedidos).toBe(1)
    expect((await asPresidente.collection("pedido_socio").getList(1, 1)).totalItems).toBe(pedidos)
    expect((await asConselho.collection("pedido_socio").getList(1, 1)).totalItems).toBe(0)

    const seat = { idCadGeral: conselho.id, cargo: "secretario", tipo: "diretoria" }
    expect(await answerOf(asConselho.collection("diretoria").create(seat))).toEqual(CREATE_REFUSED)
    expect(
      await answerOf(asConselho.collection("associados").update(conselho.associadoId!, { status: 0 })),
    ).toEqual(NOT_FOUND)
    const other = await createAccount()
    expect(
      (await asConselho.collection("cadastro_geral").getList(1, 50, { filter: `id = "${other.id}"` }))
        .totalItems,
    ).toBe(0)
    expect(
      (await asPresidente.collection("cadastro_geral").getList(1, 50, { filter: `id = "${other.id}"` }))
        .totalItems,
    ).toBe(1)
    // The president's own write succeeds, so the refusal above is the rule's and not the data's.
    expect(await answerOf(asPresidente.collection("diretoria").create(seat))).toEqual([200, ""])
  })

  it("a council member is not the financial director: PocketBase lets them read the dues, never change them", async () => {
    const conselho = await createAccount({
      associado: 1,
      board: [{ cargo: "conselheiro", tipo: "conselho" }],
    })
    const financeiro = await createAccount({
      associado: 1,
      board: [{ cargo: "financeiro", tipo: "diretoria" }],
    })
    const member = await createAccount({ associado: 1 })
    const due = {
      descricao: "Mensalidade de teste",
      data_vencimento: "2026-12-10 00:00:00.000Z",
      valor: 80,
      status: "pendente",
      associado_id: member.id,
    }

    const cookie = await sessionCookie(conselho.email)
    // The council's seat shows beside the role, and gives no other.
    expect((await painelMenu(cookie)).label).toBe("Associado Ativo · Conselho Fiscal")

    const asConselho = await clientOf(conselho.email)
    const asFinanceiro = await clientOf(financeiro.email)
    expect(await answerOf(asConselho.collection("mensalidades").create(due))).toEqual(CREATE_REFUSED)
    const created = await asFinanceiro.collection("mensalidades").create(due)
    // The council reviews the accounts: it reads another member's due, and cannot mark it paid.
    expect((await asConselho.collection("mensalidades").getOne(created.id)).id).toBe(created.id)
    const pay = asConselho.collection("mensalidades").update(created.id, { status: "pago" })
    expect(await answerOf(pay)).toEqual(NOT_FOUND)
  })
})
