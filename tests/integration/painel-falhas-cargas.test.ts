// Every other panel page's load-error view, through the built site over HTTP: PocketBase refuses
// (429, painel-falhas-support.ts's withCallRefused) exactly the read the page's loader makes after
// the session was checked, and the page shows its heading, what failed and 'Tentar novamente' with a
// 503; once PocketBase answers again, the same address loads.
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { expectLoadError, panelSite, presidentAndTreasurer, withCallRefused } from "./painel-falhas-support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const { doPresidente, doFinanceiro } = await presidentAndTreasurer(db.url, site)
const evento = await admin
  .collection("eventos")
  .create({ titulo: "Churrasco", data_evento: "2099-06-01 22:00:00.000Z" })

type Case = {
  path: string
  read: string
  heading: string
  loadError: string
  cookie?: string
}

const CASES: Case[] = [
  {
    path: "/painel/galeria",
    read: "GET /api/associacao/painel",
    heading: "Galeria",
    loadError: "Erro ao carregar a galeria",
  },
  {
    path: "/painel/eventos",
    read: "GET /api/associacao/painel",
    heading: "Gerenciar Eventos",
    loadError: "Erro ao carregar eventos",
  },
  {
    path: `/painel/eventos/${evento.id}`,
    read: "GET /api/associacao/painel",
    heading: "Evento",
    loadError: "Erro ao carregar o evento",
  },
  {
    path: "/painel/prestacao-de-contas",
    read: "GET /api/associacao/painel",
    heading: "Prestação de Contas",
    loadError: "Erro ao carregar as contas",
  },
  {
    path: "/painel/meus-dados",
    read: "GET /api/associacao/painel",
    heading: "Meus Dados",
    loadError: "Erro ao carregar seus dados",
  },
  {
    path: "/painel/financeiro/extrato",
    read: "GET /api/associacao/painel",
    heading: "Importar extrato",
    loadError: "Erro ao carregar o extrato",
    cookie: doFinanceiro,
  },
  {
    path: "/painel/financeiro",
    read: "GET /api/associacao/painel",
    heading: "Controle Financeiro",
    loadError: "Erro ao carregar mensalidades",
  },
  {
    path: "/painel/mensalidades",
    read: "GET /api/associacao/painel",
    heading: "Mensalidades",
    loadError: "Erro ao carregar mensalidades",
  },
  {
    path: "/painel/documentos",
    read: "GET /api/associacao/painel",
    heading: "Documentos",
    loadError: "Erro ao carregar documentos",
  },
  {
    path: "/painel/mensagens",
    read: "GET /api/associacao/painel",
    heading: "Mensagens",
    loadError: "Erro ao carregar mensagens",
  },
  {
    path: "/painel/comunicados",
    read: "GET /api/associacao/painel",
    heading: "Comunicados",
    loadError: "Erro ao carregar comunicados",
  },
  {
    path: "/painel/diretoria",
    read: "GET /api/associacao/painel",
    heading: "Diretoria",
    loadError: "Erro ao carregar a diretoria",
  },
  {
    path: "/painel/configuracoes",
    read: "GET /api/associacao/painel",
    heading: "Configurações",
    loadError: "Erro ao carregar as configurações",
  },
  {
    path: "/painel/associados/importar?id=importacao00001",
    read: "importacoes:view",
    heading: "Importar planilha",
    loadError: "Erro ao carregar a importação",
  },
  {
    path: "/painel/financeiro/lembretes",
    read: "GET /api/associacao/painel",
    heading: "Lembretes de mensalidade",
    loadError: "Erro ao carregar lembretes",
  },
]

describe("a panel page whose read PocketBase refuses", () => {
  it.each(CASES)("$path: '$loadError'", async ({ path, read, heading, loadError, cookie = doPresidente }) => {
    const page = await withCallRefused(admin, read, () => site.get(path, cookie))
    expectLoadError(page, heading, loadError)
    // Not the page's own failure: the same address loads once PocketBase answers.
    const again = await site.get(path, cookie)
    expect(again.html).not.toContain(loadError)
  })
})
