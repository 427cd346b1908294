// A bounded load on loopback: the production server and a PocketBase with the demo data take many
// membership requests (each sent twice at once, as a double click does) together with page views
// from many visitors. Nothing answers 5xx, and every accepted request is stored exactly once.
import { expect, it } from "vitest"
import { validPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { startSite } from "./site-server"
import { ownPocketBase } from "./support"

const db = await ownPocketBase({ demo: true })
const site = await startSite({ POCKETBASE_URL: db.url, TRUST_PROXY: "1" })

const PEDIDOS = 150
const VISITAS = 300
const CONEXOES = 16
const PAGES = ["/", "/eventos", "/associar", "/contato", "/documentos", "/diretoria", "/galeria"]

it("answers every request without a server error and stores each membership request once", async () => {
  const run = Date.now()
  const emails = Array.from({ length: PEDIDOS }, (_, i) => `carga.${run}.${i}@exemplo.org`)
  const submit = (email: string, i: number) => () =>
    fetch(`${site.url}/associar`, {
      method: "POST",
      redirect: "manual",
      // Each request from a visitor of its own, as behind the proxy.
      headers: { "X-Forwarded-For": `10.1.${Math.floor(i / 250)}.${i % 250}` },
      body: new URLSearchParams({ ...validPedidoSocio(email), consentimento: "on" }),
    })
  const view = (i: number) => () =>
    fetch(`${site.url}${PAGES[i % PAGES.length]}`, {
      headers: { "X-Forwarded-For": `10.2.${Math.floor(i / 250)}.${i % 250}` },
    })
  const tasks = [
    ...emails.flatMap((email, i) => [
      { kind: "pedido", send: submit(email, i) },
      { kind: "pedido", send: submit(email, i) },
    ]),
    ...Array.from({ length: VISITAS }, (_, i) => ({ kind: "pagina", send: view(i) })),
  ].sort(() => Math.random() - 0.5)

  const statuses: Record<string, number[]> = { pedido: [], pagina: [] }
  let next = 0
  await Promise.all(
    Array.from({ length: CONEXOES }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++]!
        const response = await task.send()
        await response.arrayBuffer()
        statuses[task.kind]!.push(response.status)
      }
    }),
  )

  expect(statuses.pedido).toHaveLength(2 * PEDIDOS)
  expect(new Set(statuses.pedido)).toEqual(new Set([303]))
  expect(statuses.pagina).toHaveLength(VISITAS)
  expect(new Set(statuses.pagina)).toEqual(new Set([200]))

  const admin = await adminClient(db.url)
  const stored = await admin.collection("pedido_socio").getFullList({
    filter: admin.filter("email ~ {:run}", { run: `carga.${run}.` }),
    fields: "email",
  })
  expect(stored.map((pedido) => pedido.email).sort()).toEqual([...emails].sort())
}, 120_000)
