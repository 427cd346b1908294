// Personal data never reaches the site's log: a person's name, e-mail, CPF and phone sent through
// the forms, the login and the password reset, stored or refused, while PocketBase answers and while
// it is frozen, and in the failures Remix logs. What the log says instead is only what failed.
import { format } from "node:util"
import { ClientResponseError } from "pocketbase"
import { afterAll, expect, it, vi } from "vitest"
import { validPedidoSocio } from "../support/form-data"
import { adminClient, whileFrozen } from "../support/pocketbase"
import { postForm, routeArgs } from "./support"

const db = await vi.hoisted(async () => {
  process.env.POCKETBASE_TIMEOUT_MS = "1000"
  return import("./support").then((s) => s.ownPocketBase())
})
const associar = await import("~/routes/associar/route")
const login = await import("~/routes/login")
const recuperar = await import("~/routes/recuperar-senha")
const { handleError } = await import("~/entry.server")

const PESSOA = {
  nome: "Zuleica Marcadora Teste",
  email: "zuleica.marcadora@exemplo.org",
  cpf: "52998224725",
  cpfMascarado: "529.982.247-25",
  telefone: "11987654321",
  telefoneMascarado: "(11) 98765-4321",
}

const logged: string[] = []
for (const level of ["log", "info", "warn", "error", "debug"] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    logged.push(format(...args))
  })
}
afterAll(() => vi.restoreAllMocks())

const pedido = {
  ...validPedidoSocio(PESSOA.email),
  nome: PESSOA.nome,
  cpf: PESSOA.cpf,
  telefone: PESSOA.telefone,
}

async function sendEverything(client: string) {
  // The address differs per call: the same content twice would be answered from the first.
  const novo = { ...pedido, endereco: `Rua das Flores, ${client}`, consentimento: "on" }
  await associar.action(postForm("/associar", novo, client))
  await associar.action(postForm("/associar", { ...pedido, data_nascimento: "ontem" }, client))
  await login.action(postForm("/login", { email: PESSOA.email, password: "errada-123456" }, client))
  await recuperar.action(postForm("/recuperar-senha", { email: PESSOA.email }, client))
}

it("keeps the person out of the log, with PocketBase up, frozen, and in Remix's failures", async () => {
  await sendEverything("192.0.2.10")

  await whileFrozen(db.pid, () => sendEverything("192.0.2.11"))

  // A PocketBase failure thrown from a loader: Remix logs it through handleError.
  const failure = new ClientResponseError({
    url: `${db.url}/api/collections/pedido_socio/records?filter=email%3D%22${encodeURIComponent(PESSOA.email)}%22`,
    status: 400,
    response: { message: "Something went wrong.", data: { nome: PESSOA.nome } },
  })
  handleError(failure, routeArgs(`/painel/solicitacoes?q=${encodeURIComponent(PESSOA.nome)}`))

  const log = logged.join("\n")
  // The outage and the failure were logged: the log is not empty by chance.
  expect(log).toContain("Falha ao gravar o formulário associar")
  expect(log).toContain("GET /painel/solicitacoes: PocketBase 400: Something went wrong.")
  for (const value of Object.values(PESSOA)) {
    expect(log).not.toContain(value)
    expect(log).not.toContain(encodeURIComponent(value))
  }
  expect(log).not.toContain("Zuleica")

  // Nor PocketBase's own request log (pb_data, the superuser's, kept 5 days): the site sends people's
  // data in bodies, never in addresses. Its one exception is PocketBase's: a reset asked for an
  // unknown e-mail is logged with that address.
  const admin = await adminClient(db.url)
  const readLog = async () => JSON.stringify((await admin.logs.getList(1, 500)).items)
  // PocketBase writes its log in batches.
  await expect
    .poll(readLog, { timeout: 20_000, interval: 500 })
    .toContain("/api/collections/pedido_socio/records")
  const requests = await readLog()
  for (const value of [
    PESSOA.nome,
    PESSOA.cpf,
    PESSOA.cpfMascarado,
    PESSOA.telefone,
    PESSOA.telefoneMascarado,
  ]) {
    expect(requests).not.toContain(value)
    expect(requests).not.toContain(encodeURIComponent(value))
  }
}, 60_000)
