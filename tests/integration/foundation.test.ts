import PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seedDemo } from "../../pocketbase/seed/seed.mjs"
import {
  adminClient,
  anonymousClient,
  startTestPocketBase,
  SUPERUSER,
  type TestPocketBase,
} from "../support/pocketbase"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { template } from "./support"

const COLLECTIONS = {
  cadastro_geral: ["nome", "email", "password"],
  associados: ["nome", "id_cadastro_geral", "status", "created"],
  nivers: ["nome", "dt_nasc"],
  eventos: ["titulo", "descricao", "data_evento", "localizacao", "capacidade", "imagem"],
  eventos_futuros_view: ["titulo", "data_evento"],
  documentos: ["nome", "descricao", "arquivo", "categoria"],
  galeria_escolinha: ["imagem", "created"],
  fotos: ["titulo", "data", "url"],
  calendario_anual: ["mes", "evento"],
  view_diretoria: ["cargo"],
  diretoria: ["idCadGeral", "cargo", "tipo", "inicio_mandato", "fim_mandato", "foto"],
  pedido_socio: [
    "nome",
    "email",
    "telefone",
    "data_nascimento",
    "rg",
    "cpf",
    "endereco",
    "observacoes",
    "status",
    "tipo",
    "data_solicitacao",
    "created",
  ],
  pedido_escolinha: [
    "nome_responsavel",
    "cpf_responsavel",
    "nome_crianca",
    "data_nascimento",
    "telefone",
    "email",
    "observacoes",
    "tipo",
  ],
  contato: ["nome", "email", "telefone", "assunto", "mensagem"],
  solicitacoes: ["tipo", "status"],
  mensalidades: ["descricao", "data_vencimento", "valor", "status", "associado_id"],
  espacos: ["nome", "chave", "ativo"],
  reservas: ["espaco", "data", "hora_inicio", "hora_fim", "capacidade", "associado_id", "status"],
} as const

describe("the migrations on an empty database", () => {
  let server: TestPocketBase
  let admin: PocketBase

  beforeAll(async () => {
    server = await startTestPocketBase()
    admin = await adminClient(server.url)
  })
  afterAll(() => server?.stop())

  it("create every collection with its fields", async () => {
    const collections = await admin.collections.getFullList()
    for (const [name, fields] of Object.entries(COLLECTIONS)) {
      const collection = collections.find((c) => c.name === name)
      expect(collection, name).toBeDefined()
      const names = collection!.fields.map((field: { name: string }) => field.name)
      expect(names, name).toEqual(expect.arrayContaining([...fields]))
    }
    expect(collections.find((c) => c.name === "cadastro_geral")?.type).toBe("auth")
    for (const view of ["nivers", "eventos_futuros_view", "view_diretoria"]) {
      expect(collections.find((c) => c.name === view)?.type, view).toBe("view")
    }
  })

  it("turn on the batch API, and PocketBase's limiter (its rules: pocketbase-auth-limit.test.ts)", async () => {
    const settings = await admin.settings.getAll()
    expect(settings.batch.enabled).toBe(true)
    expect(settings.rateLimits.enabled).toBe(true)
  })

  it("load the demo data once and only once", async () => {
    const options = {
      url: server.url,
      superuserEmail: SUPERUSER.email,
      superuserPassword: SUPERUSER.password,
      dataDir: server.dataDir,
    }
    expect(await seedDemo(options)).toEqual({ seeded: true })
    const counts = async () =>
      Promise.all(
        ["cadastro_geral", "eventos", "documentos", "mensalidades", "pedido_socio"].map(
          async (name) => (await admin.collection(name).getList(1, 1)).totalItems,
        ),
      )
    const before = await counts()
    for (const count of before) expect(count).toBeGreaterThan(0)
    expect(await seedDemo(options)).toMatchObject({ seeded: false })
    expect(await counts()).toEqual(before)
  }, 120_000) // Full-cost passwords (not cheapened here), photos: ~10 s idle, far more amid the suite.
})

describe("the API rules on the demo data", () => {
  // Its own copy of the demo data: the requests these tests send change no other file's counts.
  let server: TestPocketBase | undefined
  let url: string
  let admin: PocketBase
  let anonymous: PocketBase

  beforeAll(async () => {
    server = await startTestPocketBase(process.env, template("demo"))
    url = server.url
    admin = await adminClient(url)
    anonymous = anonymousClient(url)
  })
  afterAll(() => server?.stop())

  it("let anyone read the public content", async () => {
    for (const name of [
      "eventos",
      "documentos",
      "fotos",
      "galeria_escolinha",
      "calendario_anual",
      "diretoria_publica",
    ]) {
      // The school's photos: the published ones (the demo keeps one of a child without image authorisation offline).
      const filter = name === "galeria_escolinha" ? "publicada = true" : ""
      const all = (await admin.collection(name).getList(1, 1, { filter })).totalItems
      expect(all, name).toBeGreaterThan(0)
      expect((await anonymous.collection(name).getList(1, 1)).totalItems, name).toBe(all)
    }
  })

  it("let anyone send the three public forms but read none of them back", async () => {
    const stamp = Date.now()
    const created = await Promise.all([
      anonymous.collection("contato").create({
        nome: "Visitante Anônimo",
        email: `anonimo${stamp}@exemplo.org`,
        telefone: "(11) 98765-4321",
        assunto: "Teste de regras",
        mensagem: "Mensagem de teste das regras da API.",
      }),
      anonymous.collection("pedido_escolinha").create({
        nome_responsavel: "Responsável Anônimo",
        cpf_responsavel: "529.982.247-25",
        nome_crianca: "Criança Anônima",
        data_nascimento: "2018-05-10",
        telefone: "(11) 98765-4321",
        email: `responsavel${stamp}@exemplo.org`,
        tipo: "Pedido",
      }),
      anonymous.collection("pedido_socio").create({
        nome: "Candidato Anônimo",
        email: `candidato${stamp}@exemplo.org`,
        telefone: "(11) 98765-4321",
        data_nascimento: "1970-01-01",
        rg: "12.345.678-9",
        cpf: "529.982.247-25",
        endereco: "Rua Um, 1",
        status: "pendente",
        tipo: "filiacao",
      }),
    ])
    for (const [index, name] of ["contato", "pedido_escolinha", "pedido_socio"].entries()) {
      expect((await anonymous.collection(name).getList(1, 50)).totalItems, name).toBe(0)
      await expect(anonymous.collection(name).getOne(created[index]!.id), name).rejects.toMatchObject({
        status: 404,
      })
      expect((await admin.collection(name).getOne(created[index]!.id)).id).toBe(created[index]!.id)
    }
  })

  it("refuse an anonymous membership request that claims to be approved", async () => {
    await expect(
      anonymous.collection("pedido_socio").create({
        nome: "Espertinho",
        email: "espertinho@exemplo.org",
        telefone: "(11) 98765-4321",
        data_nascimento: "1970-01-01",
        rg: "1",
        cpf: "529.982.247-25",
        endereco: "Rua Dois, 2",
        status: "aprovado",
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it("hide dues, reservations, members and accounts from anonymous visitors", async () => {
    // A login record, so every collection below has something to hide.
    const associado = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email: DEMO_ACCOUNTS.associado.email }))
    await admin.collection("acessos").create({ usuario: associado.id, descricao: "Login realizado" })
    for (const name of ["mensalidades", "reservas", "associados", "cadastro_geral", "acessos"]) {
      expect((await admin.collection(name).getList(1, 1)).totalItems, name).toBeGreaterThan(0)
      expect((await anonymous.collection(name).getList(1, 1)).totalItems, name).toBe(0)
    }
  })

  it("show a member only their own dues and reservations", async () => {
    const member = anonymousClient(url)
    const auth = await member
      .collection("cadastro_geral")
      .authWithPassword(DEMO_ACCOUNTS.associado.email, DEMO_PASSWORD)
    const own = { filter: admin.filter("associado_id = {:id}", { id: auth.record.id }), sort: "id" }
    for (const name of ["mensalidades", "reservas"]) {
      const ids = async (client: PocketBase, options = {}) =>
        (await client.collection(name).getFullList({ sort: "id", ...options })).map((record) => record.id)
      const mine = await ids(admin, own)
      expect(mine.length, name).toBeGreaterThan(0)
      expect(await ids(member), name).toEqual(mine)
      expect((await ids(admin)).length, name).toBeGreaterThan(mine.length)
    }
  })

  /** A board account's token: its right password asks the second step (401, mfaId); the superuser gives it. */
  async function boardClient(email: string): Promise<PocketBase> {
    const asked = await anonymousClient(url)
      .collection("cadastro_geral")
      .authWithPassword(email, DEMO_PASSWORD)
      .catch((error: { status?: number; response?: { mfaId?: string } }) => error)
    expect(asked).toMatchObject({ status: 401, response: { mfaId: expect.any(String) } })
    const conta = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    return admin.collection("cadastro_geral").impersonate(conta.id, 3600)
  }

  it("let the financial director see every due and the president every reservation", async () => {
    const financeiro = await boardClient(DEMO_ACCOUNTS.financeiro.email)
    const total = (await admin.collection("mensalidades").getList(1, 1)).totalItems
    expect((await financeiro.collection("mensalidades").getList(1, 1)).totalItems).toBe(total)

    const presidente = await boardClient(DEMO_ACCOUNTS.presidente.email)
    const reservas = (await admin.collection("reservas").getList(1, 1)).totalItems
    expect((await presidente.collection("reservas").getList(1, 1)).totalItems).toBe(reservas)
    const pedidos = (await admin.collection("pedido_socio").getList(1, 1)).totalItems
    expect(pedidos).toBeGreaterThan(0)
    expect((await presidente.collection("pedido_socio").getList(1, 1)).totalItems).toBe(pedidos)
    // The financial director does not manage membership requests.
    expect((await financeiro.collection("pedido_socio").getList(1, 1)).totalItems).toBe(0)
  })
})
