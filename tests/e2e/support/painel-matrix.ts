// The panel's role matrix written out for the browser tests (tests/e2e/auth-painel.spec.ts): each
// role's pages, the intents it may post, its downloads and its dashboard cards.
import type { DemoRole } from "../../support/accounts"
import { stableId } from "../../../pocketbase/seed/random.mjs"

// An event's page, a sub-page of the dashboard's (no menu entry: it is reached by its links, its
// guard is the dashboard's area plus `confirmarPresenca`), a past demo event's, so the forged POSTs
// below change nothing (a past event refuses sign-ups and cancellations alike).
const EVENTO = `/painel/eventos/${stableId("eventos", "Homenagem aos sócios fundadores")}` as const

// docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix, written out: each role's panel pages, in menu order.
// `records`: the collection a page manages, whose record a forged POST names.
export const ROUTES = [
  { path: "/painel", menu: "Início", heading: /^Olá,/, records: null },
  { path: "/painel/mensalidades", menu: "Mensalidades", heading: /^Mensalidades$/, records: "mensalidades" },
  { path: "/painel/comunicados", menu: "Comunicados", heading: /^Comunicados$/, records: "comunicados" },
  { path: "/painel/reservas", menu: "Reservas", heading: /^Reservas$/, records: "reservas" },
  {
    path: "/painel/solicitacoes",
    menu: "Novas Solicitações",
    heading: /^Gerenciar Solicitações$/,
    records: "pedido_socio",
  },
  { path: "/painel/eventos", menu: "Gerenciar Eventos", heading: /^Gerenciar Eventos$/, records: "eventos" },
  { path: "/painel/documentos", menu: "Documentos", heading: /^Documentos$/, records: "documentos" },
  { path: "/painel/galeria", menu: "Galeria", heading: /^Galeria$/, records: "fotos" },
  { path: "/painel/mensagens", menu: "Mensagens", heading: /^Mensagens$/, records: "contato" },
  {
    path: "/painel/financeiro",
    menu: "Controle Financeiro",
    heading: /^Controle Financeiro$/,
    records: "mensalidades",
  },
  {
    path: "/painel/prestacao-de-contas",
    menu: "Prestação de Contas",
    heading: /^Prestação de Contas$/,
    records: "pareceres",
  },
  {
    path: "/painel/associados",
    menu: "Gerenciar Associados",
    heading: /^Gerenciar Associados$/,
    records: "associados",
  },
  { path: "/painel/diretoria", menu: "Diretoria", heading: /^Diretoria$/, records: "diretoria" },
  {
    path: "/painel/configuracoes",
    menu: "Configurações",
    heading: /^Configurações$/,
    records: "configuracoes",
  },
  { path: "/painel/meus-dados", menu: "Meus Dados", heading: /^Meus Dados$/, records: null },
] as const
export type Path = (typeof ROUTES)[number]["path"] | typeof EVENTO

export const ALLOWED: Record<DemoRole, Path[]> = {
  presidente: [
    "/painel",
    "/painel/mensalidades",
    "/painel/comunicados",
    "/painel/reservas",
    "/painel/solicitacoes",
    "/painel/eventos",
    EVENTO,
    "/painel/documentos",
    "/painel/galeria",
    "/painel/mensagens",
    "/painel/financeiro",
    "/painel/prestacao-de-contas",
    "/painel/associados",
    "/painel/diretoria",
    "/painel/configuracoes",
    "/painel/meus-dados",
  ],
  financeiro: [
    "/painel",
    "/painel/mensalidades",
    "/painel/comunicados",
    "/painel/reservas",
    "/painel/eventos",
    EVENTO,
    "/painel/documentos",
    "/painel/galeria",
    "/painel/mensagens",
    "/painel/financeiro",
    "/painel/prestacao-de-contas",
    "/painel/meus-dados",
  ],
  diretoria: [
    "/painel",
    "/painel/mensalidades",
    "/painel/comunicados",
    "/painel/reservas",
    "/painel/eventos",
    EVENTO,
    "/painel/documentos",
    "/painel/galeria",
    "/painel/mensagens",
    "/painel/prestacao-de-contas",
    "/painel/meus-dados",
  ],
  associado: [
    "/painel",
    "/painel/mensalidades",
    "/painel/comunicados",
    "/painel/reservas",
    EVENTO,
    "/painel/prestacao-de-contas",
    "/painel/meus-dados",
  ],
}

// Every action of every page by intent, with the roles that may take it beyond entering the page
// (null: whoever enters it). Deleting one's account (Meus Dados) is left to meus-dados.spec.ts: it
// would change the demo accounts the other tests use.
export const ACTIONS: Partial<Record<Path, Record<string, DemoRole[] | null>>> = {
  "/painel/mensalidades": { pagar: null },
  // Every member marks their own as read; the board publishes.
  "/painel/comunicados": { lido: null, publicar: ["presidente", "financeiro", "diretoria"] },
  "/painel/reservas": { criar: null, cancelar: null, aprovar: ["presidente"], rejeitar: ["presidente"] },
  "/painel/solicitacoes": { editar: null, aprovar: null, reprovar: null, excluir: null },
  "/painel/eventos": {
    novo: null,
    editar: null,
    excluir: null,
    "calendario-novo": null,
    "calendario-editar": null,
    "calendario-excluir": null,
  },
  [EVENTO]: { confirmar: null, cancelar: null },
  "/painel/documentos": { novo: null, editar: null, excluir: null },
  "/painel/galeria": { enviar: null, editar: null, excluir: null },
  "/painel/mensagens": { responder: null, reabrir: null },
  "/painel/financeiro": {
    lancar: ["financeiro"],
    nova: ["financeiro"],
    pagar: ["financeiro"],
    desfazer: ["financeiro"],
  },
  // The council's opinion: a council seat's, which none of the demo roles holds.
  "/painel/prestacao-de-contas": { parecer: [] },
  "/painel/associados": { novo: null, editar: null, inativar: null, excluir: null, anonimizar: null },
  "/painel/diretoria": { novo: null, editar: null, encerrar: null, excluir: null, transferir: null },
  "/painel/configuracoes": {
    salvar: null,
    "adicionar-espaco": null,
    "renomear-espaco": null,
    "desativar-espaco": null,
    "reativar-espaco": null,
  },
  "/painel/meus-dados": { contatos: null, senha: null },
}

// The panel's downloads, by the page whose role they follow.
export const DOWNLOADS: Record<string, Path> = {
  "/painel/solicitacoes.csv": "/painel/solicitacoes",
  "/painel/associados.csv": "/painel/associados",
  "/painel/financeiro.csv": "/painel/financeiro",
  "/painel/prestacao-de-contas.csv": "/painel/prestacao-de-contas",
  [`${EVENTO}/inscricoes.csv`]: "/painel/eventos",
  "/painel/reservas.ics": "/painel/reservas",
  "/painel/meus-dados.json": "/painel/meus-dados",
  "/painel/meus-dados.csv": "/painel/meus-dados",
}

// The dashboard's cards by role (the role matrix).
export const CARDS: Record<DemoRole, string[]> = {
  presidente: ["card-mensalidades", "card-solicitacoes", "card-reservas", "card-mensagens"],
  financeiro: ["card-mensalidades", "card-mensagens"],
  diretoria: ["card-mensalidades", "card-mensagens"],
  associado: ["card-mensalidades"],
}
