// The panel's role matrix written out for the browser tests (tests/e2e/auth-painel.spec.ts): each
// role's pages; the intents it may post and its downloads are painel-matrix-acoes.ts's (its
// dashboard cards: painel-dashboard.ts).
import type { DemoLogin } from "../../support/accounts"
import { stableId } from "../../../pocketbase/seed/random.mjs"

// An event's page, a sub-page of the dashboard's (no menu entry: it is reached by its links, its
// guard is the dashboard's area plus `confirmAttendance`), a past demo event's, so the forged POSTs
// below change nothing (a past event refuses sign-ups and cancellations alike).
export const EVENTO = `/painel/eventos/${stableId("eventos", "Homenagem aos sócios fundadores")}` as const
// The school's enrolments, a sub-page of the school's (reached by its link and the inbox's), for
// those who manage the school (`manageEscolinha`).
export const MATRICULAS = "/painel/escolinha/matriculas" as const

// docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix, written out: each role's panel pages, in menu order.
// `records`: the collection a page manages, whose record a forged POST names.
export const ROUTES = [
  { path: "/painel", menu: "Início", heading: /^Olá,/, records: null },
  { path: "/painel/mensalidades", menu: "Mensalidades", heading: /^Mensalidades$/, records: "mensalidades" },
  { path: "/painel/carteirinha", menu: "Carteirinha", heading: /^Carteirinha$/, records: null },
  { path: "/painel/socios", menu: "Sócios", heading: /^Sócios$/, records: null },
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
  { path: "/painel/assembleias", menu: "Assembleias", heading: /^Assembleias$/, records: "assembleias" },
  { path: "/painel/escolinha", menu: "Escolinha", heading: /^Escolinha$/, records: "turmas" },
  // A guardian's own children (none of the demo roles is a guardian: demo-escolinha.mjs's is not).
  { path: "/painel/filhos", menu: "Meus filhos", heading: /^Meus filhos$/, records: "alunos" },
  {
    path: "/painel/configuracoes",
    menu: "Configurações",
    heading: /^Configurações$/,
    records: "configuracoes",
  },
  { path: "/painel/meus-dados", menu: "Meus Dados", heading: /^Meus Dados$/, records: null },
  { path: "/painel/seguranca", menu: "Segurança", heading: /^Segurança$/, records: null },
] as const
export type Path = (typeof ROUTES)[number]["path"] | typeof EVENTO | typeof MATRICULAS

/** Every account's own pages: its data, and its second step, password and sessions. */
const OWN = ["/painel/meus-dados", "/painel/seguranca"] as const

export const ALLOWED: Record<DemoLogin, Path[]> = {
  presidente: [
    "/painel",
    "/painel/mensalidades",
    "/painel/carteirinha",
    "/painel/socios",
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
    "/painel/assembleias",
    "/painel/escolinha",
    "/painel/configuracoes",
    ...OWN,
    MATRICULAS,
  ],
  financeiro: [
    "/painel",
    "/painel/mensalidades",
    "/painel/carteirinha",
    "/painel/socios",
    "/painel/comunicados",
    "/painel/reservas",
    "/painel/eventos",
    EVENTO,
    "/painel/documentos",
    "/painel/galeria",
    "/painel/mensagens",
    "/painel/financeiro",
    "/painel/prestacao-de-contas",
    "/painel/assembleias",
    ...OWN,
  ],
  diretoria: [
    "/painel",
    "/painel/mensalidades",
    "/painel/carteirinha",
    "/painel/socios",
    "/painel/comunicados",
    "/painel/reservas",
    "/painel/eventos",
    EVENTO,
    "/painel/documentos",
    "/painel/galeria",
    "/painel/mensagens",
    "/painel/prestacao-de-contas",
    "/painel/assembleias",
    ...OWN,
  ],
  associado: [
    "/painel",
    "/painel/mensalidades",
    "/painel/carteirinha",
    "/painel/socios",
    "/painel/comunicados",
    "/painel/reservas",
    EVENTO,
    "/painel/prestacao-de-contas",
    "/painel/assembleias",
    ...OWN,
  ],
  // The school's logins have no role: their seat or their children open the school's pages alone
  // (the coordinator keeps the school's gallery, docs/decisions/youth-school.md).
  coordenador: ["/painel", "/painel/galeria", "/painel/escolinha", ...OWN, MATRICULAS],
  professor: ["/painel", "/painel/escolinha", "/painel/meus-dados", "/painel/seguranca"],
  responsavel: ["/painel", "/painel/filhos", "/painel/meus-dados", "/painel/seguranca"],
}
