// The association's settings against a PocketBase of this file's own: the president changes them
// through /painel/configuracoes and every page reads the new values at its next view (footer, FAQ,
// the PIX code; the spaces are records of their own: configuracoes-espacos.test.ts); nobody else may change them, through the site or
// the API; a wrong PIX key or statute fraction is refused by both with the shared message; the activity record keeps
// the old and new values; and the pages still render when PocketBase cannot be read.
import type { LoaderFunctionArgs } from "@remix-run/node"
import { FRACAO_INVALIDA } from "@veteranos/domain/assembleias-estatuto"
import { CHAVE_PIX_INVALIDA } from "@veteranos/domain/chave-pix"
import { CONFIGURACOES_ID, type CampoNome } from "@veteranos/domain/associacao"
import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { answerOf, clientWithToken, NOT_FOUND, ONLY_SUPERUSERS } from "../support/api"
import type { SiteConfig } from "~/http/site-config"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPersonWithToken, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const configuracoes = await import("~/routes/painel.configuracoes/route")
const root = await import("~/root")
const pagar = await import("~/routes/painel.mensalidades_.$id.pagar/route")
const financeiro = await import("~/routes/painel.financeiro/route")
const { updateConfiguracoes } = await import("~/routes/painel.configuracoes/configuracoes.server")
const { RefusedWriteError } = await import("~/http/pocketbase.server")

const PAGE = "/painel/configuracoes"
const admin = await adminClient(db.url)
const presidente = await createPersonWithToken(db.url, {
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const tesoureiro = await createPersonWithToken(db.url, {
  board: [{ cargo: "financeiro", tipo: "diretoria" }],
})
const socio = await createPersonWithToken(db.url, { associado: 1 })
const cookiePresidente = await sessionCookie(presidente.email)
const cookieTesoureiro = await sessionCookie(tesoureiro.email)
const cookieSocio = await sessionCookie(socio.email)
// The PIX key is a grave change: this file's president re-confirmed, as its checks are the subject
// here (reconfirmacao.test.ts asks for the confirmation and e-mails the change).
await reconfirmAs(db.url, presidente.id)

type Loaded<T> = T extends (...args: never[]) => Promise<infer R> ? Exclude<R, Response> : never

/** The settings as the president's page shows them, to send back changed. */
async function currentForm(): Promise<Record<CampoNome, string>> {
  const page = (await configuracoes.loader(routeArgs(PAGE, cookiePresidente))) as Loaded<
    typeof configuracoes.loader
  >
  return { ...page.valores }
}

const save = async (cookie: string, changes: Record<string, string>) =>
  configuracoes.action(routeArgs(PAGE, cookie, { ...(await currentForm()), ...changes, intent: "salvar" }))

const rootSite = async (cookie?: string) => {
  const answer = (await root.loader(routeArgs("/", cookie))) as unknown as {
    data: { site: SiteConfig }
  }
  return answer.data.site
}

/** What a thrown guard answer (403) or a returned one says. */
const statusOf = async (run: () => Promise<unknown>) =>
  run().then(
    (answer) => (answer instanceof Response ? answer.status : 200),
    (thrown: unknown) => (thrown instanceof Response ? thrown.status : -1),
  )

/** A change sent to PocketBase's API directly with `token` (none: a visitor). */
function apiUpdate(token: string | null, values: Record<string, unknown>) {
  const pb = token ? clientWithToken(db.url, token) : anonymousClient(db.url)
  return pb.collection("configuracoes").update(CONFIGURACOES_ID, values)
}

describe("the pages read the settings", () => {
  it("show the president's change at their next view: footer, FAQ, PIX code, new dues", async () => {
    const before = await rootSite()
    expect(before.telefone).toBe("(19) 3524-1080")
    const due = await admin.collection("mensalidades").create({
      descricao: "Mensalidade Teste",
      data_vencimento: "2043-05-10",
      valor: 80,
      status: "pendente",
      associado_id: socio.id,
    })

    const answer = (await save(cookiePresidente, {
      telefone: "(19) 3333-4444",
      pix_chave: "Tesouraria@Exemplo.org",
      valor_mensalidade: "95,50",
      dia_vencimento: "5",
    })) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe(`${PAGE}#conteudo`)
    expect((await toastOf(answer))?.title).toBe("Configurações salvas.")

    const site = await rootSite(cookieSocio)
    expect(site.telefone).toBe("(19) 3333-4444")
    expect(site.mensalidade).toEqual({ valor: 95.5, dia: 5 })
    expect(site.faq.map((item) => item.resposta).join(" ")).toContain(
      "R$\u00a095,50, com vencimento todo dia 5.",
    )

    const pay = (await pagar.loader({
      ...routeArgs(`/painel/mensalidades/${due.id}/pagar`, cookieSocio),
      params: { id: due.id },
    } as LoaderFunctionArgs)) as Loaded<typeof pagar.loader>
    // Stored as the BR Code carries it (an e-mail in lower case); the due keeps its own amount.
    expect(pay.pix?.chave).toBe("tesouraria@exemplo.org")
    expect(pay.pix?.codigo).toContain("tesouraria@exemplo.org")
    expect(pay.pix?.codigo).toContain("540580.00")

    const tesouraria = (await financeiro.loader(
      routeArgs("/painel/financeiro?acao=lancar", cookieTesoureiro),
    )) as Loaded<typeof financeiro.loader>
    expect(tesouraria.padrao).toEqual({ valor: 95.5, dia: 5 })
  })

  it("keep old and new values in the activity record, shown in the page's history", async () => {
    const antes = (await currentForm()).cidade
    expect((await save(cookiePresidente, { cidade: "Vila Nova – SP" })) as Response).toHaveProperty(
      "status",
      303,
    )
    const [entry] = (
      await admin
        .collection("atividades")
        .getList(1, 1, { filter: 'colecao = "configuracoes"', sort: "-created" })
    ).items
    expect(entry?.descricao).toBe("Alterou as configurações: Cidade")
    expect(entry?.autor_nome).toBe(presidente.nome)
    expect(entry?.alteracoes).toEqual({ cidade: { antes, depois: "Vila Nova – SP" } })

    const page = (await configuracoes.loader(routeArgs(PAGE, cookiePresidente))) as Loaded<
      typeof configuracoes.loader
    >
    expect(page.historico[0]?.alteracoes).toEqual({ cidade: { antes, depois: "Vila Nova – SP" } })
  })
})

describe("only the president changes them", () => {
  it("through the site: anybody else's page and POST are refused with 403", async () => {
    for (const cookie of [cookieTesoureiro, cookieSocio]) {
      expect(await statusOf(() => configuracoes.loader(routeArgs(PAGE, cookie)))).toBe(403)
      const form = { ...(await currentForm()), telefone: "(11) 2222-3333", intent: "salvar" }
      expect(await statusOf(() => configuracoes.action(routeArgs(PAGE, cookie, form)))).toBe(403)
    }
    expect((await rootSite()).telefone).not.toBe("(11) 2222-3333")
  })

  it("through the API: PocketBase refuses anybody else, and creating or deleting the record", async () => {
    for (const token of [tesoureiro.token, socio.token, null]) {
      expect(await answerOf(apiUpdate(token, { telefone: "(11) 2222-3333" }))).toEqual(NOT_FOUND)
    }
    const pb = clientWithToken(db.url, presidente.token)
    expect(await answerOf(pb.collection("configuracoes").delete(CONFIGURACOES_ID))).toEqual(ONLY_SUPERUSERS)
    expect(await answerOf(pb.collection("configuracoes").create({ nome: "Outra" }))).toEqual(ONLY_SUPERUSERS)
    const stored = await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)
    expect(stored.telefone).not.toBe("(11) 2222-3333")
  })
})

describe("a wrong PIX key", () => {
  it("is refused by the site with 400, the message beside its field and every typed value kept", async () => {
    const reply = (await save(cookiePresidente, {
      pix_chave: "chave errada",
      sigla: "AVVN2",
    })) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.pix_chave).toEqual([CHAVE_PIX_INVALIDA])
    expect(reply.data.result.initialValue).toMatchObject({ pix_chave: "chave errada", sigla: "AVVN2" })
    expect((await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)).sigla).not.toBe("AVVN2")
  })

  it("is refused by the API with 400, and its message comes back beside the field", async () => {
    const refused = await apiUpdate(presidente.token, { pix_chave: "123" }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ClientResponseError)
    expect((refused as ClientResponseError).status).toBe(400)
    expect((refused as ClientResponseError).response.data.pix_chave.message).toBe(CHAVE_PIX_INVALIDA)

    // The site's own save maps PocketBase's answer onto the fields, should its check ever differ.
    const values = { ...(await currentForm()), valor_mensalidade: 80, dia_vencimento: 10, pix_chave: "123" }
    const error = await updateConfiguracoes(presidente.token, values).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RefusedWriteError)
    expect((error as InstanceType<typeof RefusedWriteError>).fields).toEqual({
      pix_chave: CHAVE_PIX_INVALIDA,
    })
  })
})

describe("the statute's numbers", () => {
  it("a fraction that is none is refused by the site and by PocketBase's own hook", async () => {
    const reply = (await save(cookiePresidente, { quorum_assembleia: "3/2" })) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.quorum_assembleia).toEqual([FRACAO_INVALIDA])

    const refused = await apiUpdate(presidente.token, { maioria_qualificada: "metade" }).catch(
      (error: unknown) => error,
    )
    expect((refused as ClientResponseError).status).toBe(400)
    expect((refused as ClientResponseError).response.data.maioria_qualificada.message).toBe(FRACAO_INVALIDA)
    await apiUpdate(presidente.token, { quorum_assembleia: " 2 / 3 ", antecedencia_assembleia_dias: 15 })
    expect(await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)).toMatchObject({
      quorum_assembleia: "2/3",
      antecedencia_assembleia_dias: 15,
      maioria_qualificada: "2/3",
    })
  })
})

describe("when PocketBase cannot be read", () => {
  it("the pages render with the last details read", async () => {
    const last = await rootSite()
    await db.stop()
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 })
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const site = await rootSite()
      expect(site.telefone).toBe(last.telefone)
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^Falha ao ler as configurações/)
    } finally {
      log.mockRestore()
      vi.useRealTimers()
    }
  })
})
