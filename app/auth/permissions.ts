// The one role matrix (docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix): route guards, the panel menu and the
// dashboard cards all read it, so a menu entry is shown exactly when its route lets the user in.
import { CARGO_LABELS } from "@veteranos/domain/cargos"

export type Role = "presidente" | "financeiro" | "diretoria" | "associado" | "usuario" | "geral"

// The board roles are named as their positions are (app/domain/cargos.js).
export const ROLE_LABELS: Record<Role, string> = {
  presidente: CARGO_LABELS.presidente,
  financeiro: CARGO_LABELS.financeiro,
  diretoria: CARGO_LABELS.diretoria,
  associado: "Associado Ativo",
  usuario: "Usuário",
  geral: "Usuário",
}

const MEMBROS: readonly Role[] = ["associado", "diretoria", "presidente", "financeiro"]
const DIRETORIA: readonly Role[] = ["presidente", "diretoria", "financeiro"]

export type PainelArea = {
  path: string
  label: string
  /** null: any logged-in user. */
  roles: readonly Role[] | null
  /** True: a current fiscal council seat opens it too, whatever the role. */
  conselho?: boolean
}

/**
 * Who is asking, as the matrix reads it: the role, and whether they hold a current fiscal council
 * seat, which gives no role but opens the accounts (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts).
 */
export type Acesso = { role: Role; conselho?: boolean }

const acessoOf = (who: Role | Acesso): Acesso => (typeof who === "string" ? { role: who } : who)

export const PAINEL_AREAS = {
  inicio: { path: "/painel", label: "Início", roles: null },
  mensalidades: { path: "/painel/mensalidades", label: "Mensalidades", roles: MEMBROS },
  // The board's announcements: each member reads those addressed to them; the board writes them.
  comunicados: { path: "/painel/comunicados", label: "Comunicados", roles: MEMBROS },
  reservas: { path: "/painel/reservas", label: "Reservas", roles: MEMBROS },
  solicitacoes: { path: "/painel/solicitacoes", label: "Novas Solicitações", roles: ["presidente"] },
  eventos: { path: "/painel/eventos", label: "Gerenciar Eventos", roles: DIRETORIA },
  // What the public pages publish: documents and the two photo galleries.
  documentos: { path: "/painel/documentos", label: "Documentos", roles: DIRETORIA },
  galeria: { path: "/painel/galeria", label: "Galeria", roles: DIRETORIA },
  // Contact messages and youth-school requests (children's data): the executive board only.
  mensagens: { path: "/painel/mensagens", label: "Mensagens", roles: DIRETORIA },
  // The president and the fiscal council may read the finances; only the financial director
  // changes them.
  financeiro: {
    path: "/painel/financeiro",
    label: "Controle Financeiro",
    roles: ["financeiro", "presidente"],
    conselho: true,
  },
  // The year's accounts: open to every member, the board and the council, who records its opinion.
  prestacaoDeContas: {
    path: "/painel/prestacao-de-contas",
    label: "Prestação de Contas",
    roles: MEMBROS,
    conselho: true,
  },
  associados: { path: "/painel/associados", label: "Gerenciar Associados", roles: ["presidente"] },
  // The board's seats and their terms, and the association's settings: the president runs them.
  diretoria: { path: "/painel/diretoria", label: "Diretoria", roles: ["presidente"] },
  configuracoes: { path: "/painel/configuracoes", label: "Configurações", roles: ["presidente"] },
  // Everyone's own data and their LGPD rights (see, correct, take away, ask to erase).
  meusDados: { path: "/painel/meus-dados", label: "Meus Dados", roles: null },
} as const satisfies Record<string, PainelArea>

export type PainelAreaId = keyof typeof PAINEL_AREAS

export function canAccess(who: Role | Acesso, area: PainelAreaId): boolean {
  const { role, conselho = false } = acessoOf(who)
  const { roles: allowed, conselho: forCouncil = false }: PainelArea = PAINEL_AREAS[area]
  return allowed === null || allowed.includes(role) || (conselho && forCouncil)
}

/** The menu entries of a role (and a council seat), in menu order. */
export function menuFor(who: Role | Acesso): Array<PainelArea & { id: PainelAreaId }> {
  return (Object.keys(PAINEL_AREAS) as PainelAreaId[])
    .filter((id) => canAccess(who, id))
    .map((id) => ({ id, ...PAINEL_AREAS[id] }))
}

/** Actions beyond entering a page, by the roles that may take them. */
export const CAPABILITIES = {
  /** See and manage every member's dues (launch, mark paid). */
  manageMensalidades: ["financeiro"],
  /** See every reservation and approve or reject it. */
  manageReservas: ["presidente"],
  /** Approve, reject, edit and delete membership requests. */
  manageSolicitacoes: ["presidente"],
  /**
   * Read the board's activity record (docs/decisions/e-mail-and-activity-log.md#every-board-decision-enters-the-activity-log) on the dashboard, where members see their own
   * logins instead. PocketBase's rule on `atividades` lets the same roles read it.
   */
  readAtividades: DIRETORIA,
  /** See the open account-deletion requests (LGPD) and answer them from the members page. */
  answerExclusoes: ["presidente"],
  /** Publish an announcement to the members or the board (its e-mails go out through the queue). */
  publishComunicados: DIRETORIA,
  /**
   * Open an event's page and confirm or cancel one's own place on it (the board also sees who is
   * on its lists).
   */
  confirmAttendance: MEMBROS,
  /** Record the fiscal council's opinion on a year's accounts: no role, only a council seat. */
  recordParecer: [],
} as const satisfies Record<string, readonly Role[]>

export type Capability = keyof typeof CAPABILITIES

/** What a current fiscal council seat lets its holder do, whatever their role. */
const COUNCIL_CAPABILITIES: readonly Capability[] = ["recordParecer"]

export function can(who: Role | Acesso, capability: Capability): boolean {
  const { role, conselho = false } = acessoOf(who)
  const byRole = (CAPABILITIES[capability] as readonly Role[]).includes(role)
  return byRole || (conselho && COUNCIL_CAPABILITIES.includes(capability))
}

/** Dashboard cards: each shown exactly when its area or capability is open to the role. */
export function dashboardCardsFor(role: Role) {
  return {
    mensalidades: canAccess(role, "mensalidades"),
    solicitacoes: canAccess(role, "solicitacoes"),
    reservas: can(role, "manageReservas"),
    mensagens: canAccess(role, "mensagens"),
  }
}
