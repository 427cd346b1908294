// Each panel page asks PocketBase one question per view (docs/decisions/performance.md#one-question-per-panel-page):
// the built site talks to its PocketBase through a counting proxy, and each page, opened by a role
// that may read it, must answer 200 within its budget of questions. A page over it names the
// questions it asked.
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { panelSite } from "./painel-falhas-support"
import { createPerson, createPersonWithToken, createSeat } from "./support"
import { createAluno, createTurma } from "./escolinha-filhos-support"
import { apiPath } from "@veteranos/domain/rotas-api"
import { clientWithToken } from "../support/api"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))

/**
 * The questions PocketBase was asked, by method and path, and its answers' statuses, since they
 * were last emptied: a page whose one question failed may still answer 200 with its fallbacks.
 */
const asked: string[] = []
const answered: number[] = []
const target = new URL(db.url)
// The association's settings are read by every page from a cache kept 5 s (app/http/site-config.server.ts):
// on a loaded machine the warm-up and the counted view may fall on either side of its refresh, which
// is the cache's question, once per 5 s for the whole site, not the page's.
const SETTINGS_REFRESH = /^GET \/api\/collections\/configuracoes\/records\//
const proxy = http.createServer((request, response) => {
  const question = `${request.method} ${request.url?.split("?")[0]}`
  const counted = !SETTINGS_REFRESH.test(question)
  if (counted) asked.push(question)
  const forward = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: request.url,
      method: request.method,
      headers: request.headers,
    },
    (answer) => {
      if (counted) answered.push(answer.statusCode ?? 502)
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    },
  )
  forward.on("error", () => response.destroy())
  request.pipe(forward)
})
await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve))
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`

const site = await panelSite(proxyUrl)
const admin = await adminClient(db.url)
const [presidente, financeiro, diretor, associado] = await Promise.all([
  createPerson(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
  createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "secretario", tipo: "diretoria" }] }),
  createPerson(db.url, { associado: 1 }),
])
// A guardian who answered the consent, and one who still owes it (docs/decisions/youth-school.md#consent).
const [responsavel, devendo] = await Promise.all([
  createPersonWithToken(db.url),
  createPersonWithToken(db.url),
])
const turma = await createTurma(db.url)
const filho = await createAluno(db.url, turma.id, responsavel.id)
await createAluno(db.url, turma.id, devendo.id)
await clientWithToken(db.url, responsavel.token).send(apiPath("recordConsentimento", filho.id), {
  method: "POST",
  body: { dados: true, imagem: false },
})
// The school's coordinator keeps the school's gallery only (docs/decisions/youth-school.md#image-consent-in-the-gallery).
const coordenador = await createPerson(db.url)
await createSeat(db.url, coordenador.id, { cargo: "coordenador-escolinha", tipo: "escolinha" })
// A seat asks for a second step before any page (/painel/seguranca): theirs is chosen.
await admin.collection("cadastro_geral").update(coordenador.id, { segunda_etapa: "email" })
const cookies = {
  coordenador: await site.login(coordenador.email),
  responsavel: await site.login(responsavel.email),
  devendo: await site.login(devendo.email),
  presidente: await site.login(presidente.email),
  financeiro: await site.login(financeiro.email),
  diretoria: await site.login(diretor.email),
  associado: await site.login(associado.email),
}
const evento = await admin
  .collection("eventos")
  .create({ titulo: "Churrasco", data_evento: "2099-06-01 22:00:00.000Z" })
const mensalidade = await admin.collection("mensalidades").create({
  associado_id: associado.id,
  descricao: "Mensalidade de março",
  data_vencimento: "2099-03-10 00:00:00.000Z",
  valor: 50,
  status: "pendente",
})
// A draft, as the secretary's 'Nova Assembleia' saves it.
const assembleia = await admin.collection("assembleias").create({
  tipo: "ordinaria",
  primeira_chamada: "2099-04-10 22:00:00.000Z",
  modalidade: "presencial",
  local: "Sede social",
  status: "rascunho",
})
// A published notice with an election, for the member's ballot and the secretary's cabine.
const publicada = await admin.collection("assembleias").create({
  tipo: "ordinaria",
  primeira_chamada: "2099-04-10 22:00:00.000Z",
  modalidade: "presencial",
  local: "Sede social",
  status: "publicada",
  publicada_em: "2099-03-01 12:00:00.000Z",
})
const eleicao = await admin.collection("assembleia_itens").create({
  assembleia: publicada.id,
  ordem: 1,
  titulo: "Eleição do Conselho Fiscal",
  tipo: "eleicao",
  orgaos: ["conselho"],
  mandato_inicio: "2099-05-01 00:00:00.000Z",
})

type Case = { path: string; who: keyof typeof cookies; budget: number }

/** Every panel page, as the role that reads the most of it opens it, and its budget. */
const PAGES: Case[] = [
  { path: "/painel", who: "presidente", budget: 1 },
  { path: "/painel", who: "financeiro", budget: 1 },
  { path: "/painel", who: "associado", budget: 1 },
  { path: "/painel/mensalidades", who: "associado", budget: 1 },
  { path: `/painel/mensalidades/${mensalidade.id}/pagar`, who: "associado", budget: 1 },
  { path: "/painel/carteirinha", who: "associado", budget: 1 },
  { path: "/painel/socios?q=pessoa", who: "associado", budget: 1 },
  { path: "/painel/comunicados", who: "diretoria", budget: 1 },
  { path: "/painel/reservas", who: "associado", budget: 1 },
  { path: "/painel/reservas", who: "presidente", budget: 1 },
  { path: "/painel/solicitacoes", who: "presidente", budget: 1 },
  { path: "/painel/eventos", who: "diretoria", budget: 1 },
  { path: `/painel/eventos/${evento.id}`, who: "diretoria", budget: 1 },
  { path: "/painel/documentos", who: "diretoria", budget: 1 },
  { path: "/painel/galeria", who: "diretoria", budget: 1 },
  { path: "/painel/galeria", who: "coordenador", budget: 1 },
  { path: "/painel/galeria?acao=enviar&q=lucas", who: "coordenador", budget: 1 },
  { path: "/painel/mensagens", who: "diretoria", budget: 1 },
  { path: "/painel/financeiro", who: "financeiro", budget: 1 },
  { path: "/painel/financeiro/extrato", who: "financeiro", budget: 1 },
  { path: "/painel/financeiro/lembretes", who: "financeiro", budget: 1 },
  { path: "/painel/prestacao-de-contas", who: "associado", budget: 1 },
  { path: "/painel/associados", who: "presidente", budget: 1 },
  { path: "/painel/associados/importar", who: "presidente", budget: 1 },
  { path: "/painel/diretoria", who: "presidente", budget: 1 },
  { path: "/painel/configuracoes", who: "presidente", budget: 1 },
  { path: "/painel/reconfirmar?voltar=%2Fpainel%2Fconfiguracoes", who: "presidente", budget: 1 },
  { path: "/painel/assembleias", who: "diretoria", budget: 1 },
  { path: `/painel/assembleias/${assembleia.id}`, who: "diretoria", budget: 1 },
  { path: `/painel/assembleias/${assembleia.id}/presenca`, who: "diretoria", budget: 1 },
  { path: `/painel/assembleias/${assembleia.id}/votacao`, who: "diretoria", budget: 1 },
  { path: `/painel/assembleias/${assembleia.id}/chapas`, who: "diretoria", budget: 1 },
  { path: `/painel/assembleias/${publicada.id}/cabine?item=${eleicao.id}`, who: "diretoria", budget: 1 },
  { path: `/painel/votar/${eleicao.id}`, who: "associado", budget: 1 },
  { path: "/painel/meus-dados", who: "associado", budget: 1 },
  { path: "/painel/seguranca", who: "associado", budget: 1 },
  { path: "/painel/seguranca", who: "presidente", budget: 1 },
  { path: "/painel/filhos", who: "responsavel", budget: 1 },
  { path: "/painel/filhos/consentimento", who: "devendo", budget: 1 },
  { path: "/painel/escolinha/matriculas", who: "presidente", budget: 1 },
  { path: "/painel/escolinha", who: "presidente", budget: 1 },
  { path: `/painel/escolinha/turmas/${turma.id}`, who: "presidente", budget: 1 },
  { path: `/painel/escolinha/turmas/${turma.id}/chamada`, who: "presidente", budget: 1 },
]

describe("each panel page asks PocketBase within its budget", () => {
  it.each(PAGES)("$path ($who): at most $budget", async ({ path, who, budget }) => {
    await site.get(path, cookies[who])
    asked.length = 0
    answered.length = 0
    const page = await site.get(path, cookies[who])
    expect(page.status).toBe(200)
    expect(asked.length, asked.join("\n")).toBeLessThanOrEqual(budget)
    expect(answered, asked.join("\n")).toEqual(asked.map(() => 200))
  })
})

it("sends a guardian who owes a consent to the consent page within the page's one question", async () => {
  asked.length = 0
  const page = await site.get("/painel/meus-dados", cookies.devendo)
  expect(page.status).toBe(303)
  expect(page.headers.get("Location")).toBe("/painel/filhos/consentimento")
  expect(asked.length, asked.join("\n")).toBeLessThanOrEqual(1)
})
