// What every panel action answers a role that may take it, when the record it names does not exist
// (the ACTIONS matrix the browser test reads, tests/e2e/support/painel-matrix.ts): the status, and
// what comes with it: the error message after a 303, the form's values and messages with a 400.
import { describe, expect, it, vi } from "vitest"
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from "../support/accounts"
import type { Path } from "../e2e/support/painel-matrix"
import { ACTIONS, mayPost, POSTED_ID, type Answer } from "../e2e/support/painel-matrix-acoes"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPerson, loginId, routeArgs, sessionCookie, toastOf } from "./support"

// Its own copy of the demo data: a cell that did change something changes nobody else's.
const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase({ demo: true })))

type Action = (args: never) => Promise<unknown>
const ROUTE_MODULES: Record<string, () => Promise<{ action: Action }>> = {
  "/painel/mensalidades": () => import("~/routes/painel.mensalidades/route"),
  "/painel/comunicados": () => import("~/routes/painel.comunicados/route"),
  "/painel/reservas": () => import("~/routes/painel.reservas/route"),
  "/painel/solicitacoes": () => import("~/routes/painel.solicitacoes/route"),
  "/painel/eventos": () => import("~/routes/painel.eventos/route"),
  "/painel/documentos": () => import("~/routes/painel.documentos/route"),
  "/painel/galeria": () => import("~/routes/painel.galeria/route"),
  "/painel/mensagens": () => import("~/routes/painel.mensagens/route"),
  "/painel/financeiro": () => import("~/routes/painel.financeiro/route"),
  "/painel/prestacao-de-contas": () => import("~/routes/painel.prestacao-de-contas/route"),
  "/painel/associados": () => import("~/routes/painel.associados/route"),
  "/painel/diretoria": () => import("~/routes/painel.diretoria/route"),
  "/painel/configuracoes": () => import("~/routes/painel.configuracoes/route"),
  "/painel/assembleias": () => import("~/routes/painel.assembleias/route"),
  "/painel/meus-dados": () => import("~/routes/painel.meus-dados/route"),
  "/painel/seguranca": () => import("~/routes/painel.seguranca/route"),
  "/painel/escolinha": () => import("~/routes/painel.escolinha/route"),
  "/painel/escolinha/matriculas": () => import("~/routes/painel.escolinha_.matriculas/route"),
  "/painel/filhos": () => import("~/routes/painel.filhos/route"),
}
const EVENT_PAGE = /^\/painel\/eventos\/(\w+)$/
// The pages with no action of their own: whatever they are posted is unknown.
const NO_ACTIONS: Path[] = ["/painel/mensalidades"]

async function post(path: Path, intent: string, cookie: string) {
  const args = routeArgs(path, cookie, { intent, id: POSTED_ID })
  const event = EVENT_PAGE.exec(path)
  if (event) {
    const { action } = await import("~/routes/painel.eventos_.$id/route")
    return action({ ...args, params: { id: event[1] } })
  }
  const { action } = await ROUTE_MODULES[path]!()
  return action(args as never)
}

type Reply = {
  init: { status: number } | null
  data: {
    erro?: string
    intent?: string
    result?: { initialValue: Record<string, string>; error?: Record<string, string[] | null> }
  }
}

async function expectAnswer(path: Path, intent: string, answer: Answer, result: unknown) {
  const cell = `${path} ${intent}`
  if (answer.status === 303) {
    expect(result, cell).toBeInstanceOf(Response)
    const response = result as Response
    expect(response.status, cell).toBe(303)
    expect(new URL(response.headers.get("Location")!, "http://localhost").pathname, cell).toBe(path)
    // Told that nothing was done.
    expect((await toastOf(response))?.type, cell).toBe("error")
    return
  }
  const reply = result as Reply
  expect(reply.init?.status, cell).toBe(400)
  if (NO_ACTIONS.includes(path)) {
    expect(reply.data, cell).toEqual({ erro: "Ação desconhecida.", intent })
    return
  }
  // The form again, with what was typed and a message on what is missing.
  expect(reply.data.result?.initialValue, cell).toEqual({ intent, id: POSTED_ID })
  expect(Object.keys(reply.data.result?.error ?? {}), cell).not.toHaveLength(0)
}

describe("a panel action posted for a record that does not exist", () => {
  for (const role of DEMO_ROLES) {
    it(`answers the ${role} as the matrix says, cell by cell`, async () => {
      const cookie = await sessionCookie(DEMO_ACCOUNTS[role].email, DEMO_PASSWORD)
      // Erasing a member is a grave change: re-confirmed first (reconfirmacao.test.ts asks for it).
      await reconfirmAs(db.url, await loginId(db.url, DEMO_ACCOUNTS[role].email, DEMO_PASSWORD))
      let cells = 0
      for (const [path, intents] of Object.entries(ACTIONS) as Array<[Path, Record<string, Answer>]>) {
        for (const [intent, answer] of Object.entries(intents)) {
          if (!mayPost(role, path, answer)) continue
          cells += 1
          await expectAnswer(path, intent, answer, await post(path, intent, cookie))
        }
      }
      expect(cells).toBeGreaterThan(0)
    })
  }

  // The council's opinion is no demo role's: a member with a council seat is who posts it.
  it("answers a fiscal council member's opinion as the matrix says", async () => {
    const conselheiro = await createPerson(db.url, {
      associado: 1,
      board: [{ cargo: "conselheiro", tipo: "conselho" }],
    })
    const path = "/painel/prestacao-de-contas"
    const answer = ACTIONS[path]!.parecer!
    const result = await post(path, "parecer", await sessionCookie(conselheiro.email))
    await expectAnswer(path, "parecer", answer, result)
  })
})
