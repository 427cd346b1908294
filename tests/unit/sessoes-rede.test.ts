// A session's network as its owner's list shows it (app/auth/session-client.server.ts): the start of
// the address only, an IPv4 /24 or an IPv6 /48, whatever way the address is written; and which of
// PocketBase's refusals send a person to re-confirm (app/panel/reconfirmacao.server.ts).
import { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { clientOf, networkOf } from "~/auth/session-client.server"
import { isReconfirmationRequired, pageOf } from "~/panel/reconfirmacao.server"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"

describe("a session's network", () => {
  it("is an IPv4 address's /24", () => {
    expect(networkOf("203.0.113.45")).toBe("203.0.113.0/24")
    expect(networkOf("10.0.0.1")).toBe("10.0.0.0/24")
  })

  it("is an IPv6 address's first 48 bits, however the address is shortened", () => {
    expect(networkOf("2001:db8:1234:5678::9")).toBe("2001:db8:1234::/48")
    expect(networkOf("2001:0db8:0001:0000:0000:0000:0000:0001")).toBe("2001:db8:1::/48")
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48")
    expect(networkOf("2001::a:b:c:d:e:f")).toBe("2001:0:a::/48")
    expect(networkOf("::1")).toBe("0:0:0::/48")
    expect(networkOf("64:ff9b::192.0.2.33")).toBe("64:ff9b:0::/48")
  })

  it("is nothing for what is no address", () => {
    for (const address of [null, "", "desconhecido", "203.0.113", "2001:db8::1::2", "gggg::1"]) {
      expect(networkOf(address), String(address)).toBe("")
    }
  })

  it("comes with the browser's user agent, cut short, from the address the server vouched for", () => {
    const request = new Request("http://localhost/login", {
      headers: { "User-Agent": "x".repeat(1000), [CLIENT_ADDRESS_HEADER]: "::ffff:198.51.100.7" },
    })
    expect(clientOf(request, 5)).toEqual({
      userAgent: "x".repeat(300),
      network: "198.51.100.0/24",
      createdAt: 5,
      lastSeen: 5,
    })
    expect(clientOf(undefined, 5)).toEqual({ userAgent: "", network: "", createdAt: 5, lastSeen: 5 })
  })
})

describe("the re-confirmation's refusal", () => {
  const refusal = (status: number, message: string) =>
    new ClientResponseError({ status, response: { status, message, data: {} } })

  it("is PocketBase's 403 with the re-confirmation's message only", () => {
    expect(isReconfirmationRequired(refusal(403, MENSAGENS.reconfirmar))).toBe(true)
    expect(isReconfirmationRequired(refusal(403, "Acesso negado"))).toBe(false)
    expect(isReconfirmationRequired(refusal(400, MENSAGENS.reconfirmar))).toBe(false)
    expect(isReconfirmationRequired(new Error(MENSAGENS.reconfirmar))).toBe(false)
  })

  it("comes back to the page as the person saw it, without Remix's own parameters", () => {
    const url = "http://localhost/painel/diretoria?acao=transferir&id=abc&index&_routes=routes%2Fx"
    expect(pageOf(new Request(url))).toBe("/painel/diretoria?acao=transferir&id=abc")
    expect(pageOf(new Request("http://localhost/painel/configuracoes?index"))).toBe("/painel/configuracoes")
  })
})
