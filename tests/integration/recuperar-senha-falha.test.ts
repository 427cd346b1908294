// 'Esqueci minha senha' when PocketBase does not answer: its process frozen (SIGSTOP), the built
// site over HTTP gives up after its short timeout and says so above the form, the typed address kept;
// while PocketBase answers, the same form sends (303). A refusal by PocketBase's own limit (429) is
// answered as sent on purpose, so it cannot be the failure here.
import { describe, expect, it, vi } from "vitest"
import { whileFrozen } from "../support/pocketbase"
import { readable } from "./painel-falhas-support"
import { startSite } from "./site-server"
import { uniqueEmail } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
// Short, so the frozen call gives up in a second and a half rather than eight.
const site = await startSite({ POCKETBASE_URL: db.url, POCKETBASE_TIMEOUT_MS: "1500" })

const MESSAGE = "Não foi possível enviar o e-mail agora. Tente novamente em instantes."

const ask = (email: string) =>
  fetch(`${site.url}/recuperar-senha`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email }),
  })

describe("Esqueci minha senha", () => {
  it("sends while PocketBase answers", async () => {
    const answer = await ask(uniqueEmail("reset"))
    expect(answer.status).toBe(303)
    expect(answer.headers.get("Location")).toBe("/recuperar-senha?enviado=1#conteudo")
  })

  it(`'${MESSAGE}' with a 503 when PocketBase is frozen, the address kept`, async () => {
    const email = uniqueEmail("congelado")
    const answer = await whileFrozen(db.pid, () => ask(email))
    expect(answer.status).toBe(503)
    const html = readable(await answer.text())
    expect(html).toContain(MESSAGE)
    expect(html).toContain(`value="${email}"`)
  })
})
