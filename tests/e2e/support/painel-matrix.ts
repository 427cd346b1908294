// The panel's role matrix written out for the browser tests (tests/e2e/auth-painel.spec.ts): each
// role's pages, the intents it may post and its downloads (its dashboard cards: painel-dashboard.ts).
import type { DemoLogin } from "../../support/accounts"
import { stableId } from "../../../pocketbase/seed/random.mjs"

// An event's page, a sub-page of the dashboard's (no menu entry: it is reached by its links, its
// guard is the dashboard's area plus `confirmAttendance`), a past demo event's, so the forged POSTs
// below change nothing (a past event refuses sign-ups and cancellations alike).
const EVENTO = `/painel/eventos/${stableId("eventos", "Homenagem aos sócios fundadores")}` as const
// The school's enrolments, a sub-page of the school's (reached by its link and the inbox's), for
// those who manage the school (`manageEscolinha`).
const MATRICULAS = "/painel/escolinha/matriculas" as const

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

// Every action of every page by intent: the roles that may take it beyond entering the page (null:
// whoever enters it), and what it answers them when posted `{ intent, id: "naoexiste000000" }` (no
// record, no other field; POSTED below): 303 back to the page with an error message when the action
// needs only the id (nothing is found, nothing changes), 400 with the form's values and its messages
// when it needs a form, or 400 'Ação desconhecida.' where the page has no such action. Deleting
// one's account (Meus Dados) is left to meus-dados.spec.ts: it would change the demo accounts the
// other tests use.
export type Answer = { roles: DemoLogin[] | null; status: 303 | 400; reconfirmar?: true }
const any303: Answer = { roles: null, status: 303 }
const any400: Answer = { roles: null, status: 400 }
// A grave change (docs/decisions/two-step-login.md#re-confirmation): PocketBase asks first whether its
// author re-confirmed, so without a recent re-confirmation the answer is 303 to /painel/reconfirmar,
// coming back to the page, before any record is looked for.
const grave303: Answer = { roles: null, status: 303, reconfirmar: true }
const board = ["presidente", "financeiro", "diretoria"] satisfies DemoLogin[]
/** Who runs the school (`manageEscolinha`): the president and the coordinator; a coach only calls the roll. */
const school = ["presidente", "coordenador"] satisfies DemoLogin[]

/** What the forged action POSTs send: an id that is no record, and no other field. */
export const POSTED_ID = "naoexiste000000"

export const ACTIONS: Partial<Record<Path, Record<string, Answer>>> = {
  // The member's dues page changes nothing (paying is done at the bank): every intent is unknown.
  "/painel/mensalidades": { pagar: any400 },
  // Every member marks their own as read; the board publishes.
  "/painel/comunicados": { lido: any303, publicar: { roles: board, status: 400 } },
  "/painel/reservas": {
    criar: any400,
    cancelar: any303,
    aprovar: { roles: ["presidente"], status: 303 },
    rejeitar: { roles: ["presidente"], status: 303 },
  },
  "/painel/solicitacoes": { editar: any400, aprovar: any303, reprovar: any303, excluir: any303 },
  "/painel/eventos": {
    novo: any400,
    editar: any400,
    excluir: any303,
    "calendario-novo": any400,
    "calendario-editar": any400,
    "calendario-excluir": any303,
  },
  // The event is the address's (a past one: 'já começou'), not the posted id.
  [EVENTO]: { confirmar: any303, cancelar: any303 },
  "/painel/documentos": { novo: any400, editar: any400, excluir: any303 },
  "/painel/galeria": { enviar: any400, editar: any400, excluir: any303 },
  "/painel/mensagens": { responder: any303, reabrir: any303 },
  "/painel/financeiro": {
    lancar: { roles: ["financeiro"], status: 400 },
    nova: { roles: ["financeiro"], status: 400 },
    pagar: { roles: ["financeiro"], status: 400 },
    desfazer: { roles: ["financeiro"], status: 303 },
  },
  // The council's opinion: a council seat's, which none of the demo roles holds.
  "/painel/prestacao-de-contas": { parecer: { roles: [], status: 400 } },
  "/painel/associados": {
    novo: any400,
    editar: any400,
    inativar: any303,
    excluir: grave303,
    anonimizar: grave303,
  },
  "/painel/diretoria": {
    novo: any400,
    editar: any400,
    encerrar: any303,
    excluir: any303,
    transferir: any400,
    "redefinir-segunda-etapa": grave303,
  },
  // Every member asks for and signs a request for an assembly; the demo's plain board member holds
  // no secretary's seat: of the demo roles the president alone calls one.
  "/painel/assembleias": {
    nova: { roles: ["presidente"], status: 400 },
    pedir: any400,
    assinar: any303,
    retirar: any303,
  },
  "/painel/configuracoes": {
    salvar: any400,
    "adicionar-espaco": any400,
    "renomear-espaco": any400,
    "desativar-espaco": any303,
    "reativar-espaco": any303,
  },
  "/painel/meus-dados": { contatos: any400 },
  // The password's form, without its fields. Setting up or changing a second step and ending
  // sessions are left to seguranca.spec.ts: they would change the demo accounts the other tests use.
  "/painel/seguranca": { senha: any400 },
  // The classes: a form without its fields is refused (400); no class of that id is deleted (303).
  "/painel/escolinha": {
    novo: { roles: school, status: 400 },
    editar: { roles: school, status: 400 },
    excluir: { roles: school, status: 303 },
  },
  // No class is posted: the form is refused (400), nothing enrolled.
  [MATRICULAS]: { matricular: any400 },
  // A guardian's changes to their own child (the guardian's, no board role's).
  "/painel/filhos": { "retirar-dados": any303, "retirar-imagem": any303, corrigir: any400, excluir: any303 },
}

/** Whether `role` may take the action `answer` belongs to, on the page at `path`. */
export const mayPost = (role: DemoLogin, path: Path, answer: Answer) =>
  ALLOWED[role].includes(path) && (answer.roles === null || answer.roles.includes(role))

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
