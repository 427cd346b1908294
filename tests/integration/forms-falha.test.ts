// When the data service is unreachable, the public forms say so with the product's words, answer 503
// (try again shortly) and keep every value.
import { describe, expect, it, vi } from "vitest"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { validContato, validPedidoEscolinha, validPedidoSocio } from "../support/form-data"

// A port where nothing listens, before any app module reads the environment.
vi.hoisted(() => {
  process.env.POCKETBASE_URL = "http://127.0.0.1:9"
})

const { action: associarAction } = await import("~/routes/associar/route")
const { action: escolinhaAction } = await import("~/routes/escolinha/route")
const { action: contatoAction } = await import("~/routes/contato/route")

type Reply = {
  init: { status: number } | null
  data: { result: { initialValue: Record<string, string>; error?: Record<string, string[] | null> } }
}

let clients = 0
function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      [CLIENT_ADDRESS_HEADER]: `192.0.2.${++clients}`,
    },
    body: new URLSearchParams(fields),
  })
}
const args = (request: Request) => ({ request, params: {}, context: {} })

describe("data service down", () => {
  it("membership: 'Erro ao enviar solicitação' / 'Por favor, tente novamente mais tarde.', values kept", async () => {
    const fields = { ...validPedidoSocio("falha@exemplo.org"), consentimento: "on" }
    const reply = (await associarAction(args(post("/associar", fields)))) as unknown as Reply
    expect(reply.init?.status).toBe(503)
    expect(reply.data.result.error?.[""]).toEqual([
      "Erro ao enviar solicitação",
      "Por favor, tente novamente mais tarde.",
    ])
    expect(reply.data.result.initialValue).toMatchObject(fields)
    // Not remembered as sent: trying again is not taken for a double submit.
    const again = (await associarAction(args(post("/associar", fields)))) as unknown as Reply
    expect(again.init?.status).toBe(503)
  })

  it("youth school: the failure message, values kept", async () => {
    const fields = { ...validPedidoEscolinha("falha@exemplo.org"), consentimento: "on" }
    const reply = (await escolinhaAction(args(post("/escolinha", fields)))) as unknown as Reply
    expect(reply.init?.status).toBe(503)
    expect(reply.data.result.error?.[""]).toEqual([
      "Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente.",
    ])
    expect(reply.data.result.initialValue).toMatchObject(fields)
  })

  it("contact: 'Erro ao enviar mensagem' and its description, values kept", async () => {
    const fields = validContato("falha@exemplo.org")
    const reply = (await contatoAction(args(post("/contato", fields)))) as unknown as Reply
    expect(reply.init?.status).toBe(503)
    expect(reply.data.result.error?.[""]).toEqual([
      "Erro ao enviar mensagem",
      "Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente.",
    ])
    expect(reply.data.result.initialValue).toMatchObject(fields)
  })
})
