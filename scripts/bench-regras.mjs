// The benchmark of the API rules on a realistic database
// (docs/decisions/roles-and-access.md#role-tests-join-only-the-persons-own-seats): ten years of
// boards (60 seats, most ended), 150 members, 3,000 dues (300 pending), their reminders and two
// years of the reminders' daily runs; then the lists the panel asks for, each with the person's own
// token as the site sends it, timed. Every role test joins the person's seats in SQL, so what a
// list costs must not grow with the seats of past boards.
//
//   node scripts/bench-regras.mjs          (also the last part of npm run bench)
import { mkdtemp, rm } from "node:fs/promises"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import PocketBase from "pocketbase"
import { ensurePocketBase, freePort, startPocketBase } from "./pocketbase.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SUPERUSER = { email: "bench@exemplo.org", password: "senha-do-benchmark-123" }
const PASSWORD = "senha-do-benchmark-1"
const MEMBERS = 150
const MONTHS = 20
const PENDING_MONTHS = 2
const YEARS = 10
/** Each board: four executive seats and two of the fiscal council. */
const BOARD = [
  ["presidente", "diretoria"],
  ["vice-presidente", "diretoria"],
  ["financeiro", "diretoria"],
  ["secretario", "diretoria"],
  ["presidente-conselho", "conselho"],
  ["conselheiro", "conselho"],
]
/** The slowest request the panel may wait for on this data. */
export const RULES_LIMIT_MS = 200

/** `items`, `size` at a time, through PocketBase's batch API (one transaction each). */
async function inBatches(admin, collection, items, size = 50) {
  for (let i = 0; i < items.length; i += size) {
    const batch = admin.createBatch()
    for (const item of items.slice(i, i + size)) batch.collection(collection).create(item)
    await batch.send()
  }
}

/** `work` over `items`, `width` at a time; the answers in order. */
async function parallel(items, width, work) {
  const answers = []
  for (let i = 0; i < items.length; i += width) {
    answers.push(...(await Promise.all(items.slice(i, i + width).map(work))))
  }
  return answers
}

const month = (offset) => {
  const date = new Date(Date.UTC(2026, 10 - offset, 10))
  return date.toISOString().slice(0, 10)
}

/** Stores the realistic data; answers the accounts whose roles the requests are timed as. */
export async function fillRealistic(admin, run = Date.now()) {
  const people = await parallel([...Array(MEMBERS).keys()], 8, (i) =>
    admin.collection("cadastro_geral").create({
      email: `socio.${run}.${i}@exemplo.org`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      nome: `Sócio ${i}`,
      verified: true,
    }),
  )
  const memberships = people.map((p) => ({ nome: p.nome, id_cadastro_geral: p.id, status: 1 }))
  await inBatches(admin, "associados", memberships)
  // Year by year, the oldest first: each board's seats held by other members; the last is current.
  const thisYear = 2026
  for (let year = thisYear - YEARS + 1; year <= thisYear; year += 1) {
    const seats = BOARD.map(([cargo, tipo], k) => ({
      idCadGeral: people[((year * BOARD.length + k) * 7) % MEMBERS].id,
      cargo,
      tipo,
      inicio_mandato: `${year}-01-01 00:00:00.000Z`,
      fim_mandato: year === thisYear ? "" : `${year}-12-31 00:00:00.000Z`,
    }))
    for (const seat of seats) await admin.collection("diretoria").create(seat)
  }
  const dues = people.flatMap((p) =>
    [...Array(MONTHS).keys()].map((m) => ({
      descricao: `Mensalidade ${month(m)}`,
      data_vencimento: `${month(m)} 00:00:00.000Z`,
      valor: 80,
      status: m < PENDING_MONTHS ? "pendente" : "pago",
      pago_em: m < PENDING_MONTHS ? "" : `${month(m)} 12:00:00.000Z`,
      associado_id: p.id,
    })),
  )
  await inBatches(admin, "mensalidades", dues)
  const pending = await admin.collection("mensalidades").getFullList({ filter: 'status = "pendente"' })
  await inBatches(
    admin,
    "lembretes",
    pending.map((due) => ({
      mensalidade: due.id,
      associado: due.associado_id,
      tipo: "antes",
      status: "enviado",
    })),
  )
  // The daily reminders' runs, two years of them.
  const runs = [...Array(730).keys()].map((day) => {
    const inicio = new Date(Date.UTC(2026, 10, 28) - day * 86_400_000).toISOString().replace("T", " ")
    return { tarefa: "lembretes", inicio, fim: inicio, contagens: { enviados: 1 } }
  })
  await inBatches(admin, "execucoes", runs)
  const current = await admin
    .collection("diretoria")
    .getFullList({ filter: 'inicio_mandato >= "2026-01-01"', expand: "idCadGeral" })
  const holder = (cargo) => current.find((seat) => seat.cargo === cargo).expand.idCadGeral.email
  const boardIds = new Set((await admin.collection("diretoria").getFullList()).map((s) => s.idCadGeral))
  return {
    associado: people.find((p) => !boardIds.has(p.id)).email,
    financeiro: holder("financeiro"),
    presidente: holder("presidente"),
    conselho: holder("conselheiro"),
    diretoria: holder("secretario"),
  }
}

/** What the panel lists, as whom: [label, role, collection, page options]. */
const REQUESTS = [
  ["sócio: as suas mensalidades", "associado", "mensalidades", { sort: "-data_vencimento,-created" }],
  [
    "sócio: pendentes (contagem)",
    "associado",
    "mensalidades",
    { filter: 'status = "pendente"', fields: "id" },
  ],
  ["sócio: os seus lembretes", "associado", "lembretes", {}],
  ["sócio: comunicados", "associado", "comunicados", {}],
  ["financeiro: mensalidades", "financeiro", "mensalidades", { sort: "-data_vencimento,created,id" }],
  ["financeiro: em aberto", "financeiro", "mensalidades_em_aberto", { sort: "data_vencimento,nome,id" }],
  ["financeiro: lembretes", "financeiro", "lembretes", { sort: "created,id" }],
  ["financeiro: extratos", "financeiro", "extratos", {}],
  ["presidente: mensalidades", "presidente", "mensalidades", { sort: "-data_vencimento,created,id" }],
  ["presidente: em aberto", "presidente", "mensalidades_em_aberto", { sort: "data_vencimento,nome,id" }],
  ["presidente: contas", "presidente", "cadastro_geral", { sort: "nome" }],
  ["conselho: mensalidades", "conselho", "mensalidades", { sort: "-data_vencimento,created,id" }],
  ["diretoria: associados", "diretoria", "associados", { sort: "nome" }],
  ["diretoria: execuções", "diretoria", "execucoes", { sort: "-inicio" }],
  ["diretoria: atividades", "diretoria", "atividades", { sort: "-created" }],
  ["anônimo: mensalidades", "anonimo", "mensalidades", {}],
  ["anônimo: em aberto", "anonimo", "mensalidades_em_aberto", {}],
]

/**
 * A client holding `email`'s token, as the site holds it after login. A seat's holder gives a second
 * step after the password (PocketBase answers 401 with the MFA's id), which the superuser stands in
 * for here (docs/decisions/two-step-login.md#pocketbases-mfa).
 */
async function clientOf(admin, email) {
  const client = new PocketBase(admin.baseURL)
  try {
    await client.collection("cadastro_geral").authWithPassword(email, PASSWORD)
    return client
  } catch (error) {
    if (!error?.response?.mfaId) throw error
    const conta = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    return admin.collection("cadastro_geral").impersonate(conta.id, 3600)
  }
}

/**
 * Times each request (the best of three; one when the first is past a second). A request PocketBase
 * gave up on (its 30 s limit on a query answers 400) is timed too, with its status.
 */
export async function benchRules(admin, emails) {
  const clients = { anonimo: new PocketBase(admin.baseURL) }
  for (const [role, email] of Object.entries(emails)) clients[role] = await clientOf(admin, email)
  const rows = []
  for (const [pedido, role, collection, options] of REQUESTS) {
    const times = []
    let itens = 0
    for (let i = 0; i < 3 && !(times[0] > 1000); i += 1) {
      const start = performance.now()
      itens = await clients[role]
        .collection(collection)
        .getList(1, 50, options)
        .then(
          (page) => page.totalItems,
          (error) => `erro ${error.status}`,
        )
      times.push(performance.now() - start)
    }
    rows.push({ pedido, colecao: collection, itens, ms: Math.round(Math.min(...times)) })
  }
  return rows
}

/** Prints the table; false when a request took longer than RULES_LIMIT_MS. */
export function reportRules(rows) {
  console.log(
    `\nRegras da API, ${MEMBERS} sócios, ${YEARS * BOARD.length} cargos, ${MEMBERS * MONTHS} mensalidades\n`,
  )
  console.log("| pedido | coleção | itens | ms |\n|---|---|---|---|")
  for (const r of rows) console.log(`| ${r.pedido} | ${r.colecao} | ${r.itens} | ${r.ms} |`)
  const slow = rows.filter((r) => r.ms > RULES_LIMIT_MS || typeof r.itens !== "number")
  for (const r of slow) console.error(`${r.pedido}: ${r.ms} ms, acima de ${RULES_LIMIT_MS} ms`)
  return slow.length === 0
}

/** A PocketBase of its own from the migrations, filled and measured, then removed. */
export async function benchRulesOnOwnDatabase() {
  // In the project's folder: under /tmp PocketBase would run in its development mode.
  const dataDir = await mkdtemp(path.join(ROOT, ".cache", "bench-regras-"))
  const server = await startPocketBase({
    bin: await ensurePocketBase(),
    dataDir,
    http: `127.0.0.1:${await freePort()}`,
    superuserEmail: SUPERUSER.email,
    superuserPassword: SUPERUSER.password,
    quiet: true,
  })
  try {
    const admin = new PocketBase(server.url)
    admin.autoCancellation(false)
    await admin.collection("_superusers").authWithPassword(SUPERUSER.email, SUPERUSER.password)
    return await benchRules(admin, await fillRealistic(admin))
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!reportRules(await benchRulesOnOwnDatabase())) process.exitCode = 1
}
