// @ts-check
// The one role matrix (docs/decisions/roles-and-access.md#menu-cards-and-guards-follow-the-role-matrix):
// which role enters which panel area and takes which action. The site's guards, menu and cards read it
// (app/auth/permissions.ts adds each area's address and label), and so does PocketBase's panel route
// (pb_hooks/lib/painel.js), which refuses a page's data to a role this matrix keeps out.

/** @typedef {"presidente" | "financeiro" | "diretoria" | "associado" | "usuario" | "geral"} Role */
/**
 * Who is asking, as the matrix reads it: the role, and what opens areas beside it (FLAGS).
 * @typedef {{ role: Role, conselho?: boolean, secretario?: boolean, coordenador?: boolean, professor?: boolean, responsavel?: boolean }} Acesso
 */
/**
 * What opens an area or a capability whatever the role, each told beside it:
 * - `conselho`: a current fiscal council seat, which opens the accounts
 *   (docs/decisions/dues-and-pix.md#the-fiscal-council-reads-the-accounts);
 * - `secretario`: a current executive-board seat of cargo secretario, which opens the general
 *   assembly's pages with the president's
 *   (docs/decisions/general-assembly.md#the-president-and-the-secretary-run-the-assembly);
 * - `coordenador`, `professor`: a current school seat, the coordinator's or a coach's, which opens
 *   the school's pages only (docs/decisions/youth-school.md#the-schools-seats);
 * - `responsavel`: a guardian of a child of the school, who sees their own children only
 *   (docs/decisions/youth-school.md#the-guardians-panel).
 */
const FLAGS = /** @type {const} */ (["conselho", "secretario", "coordenador", "professor", "responsavel"])
/** @typedef {(typeof FLAGS)[number]} Flag */

/** @type {readonly Role[]} */
const MEMBROS = ["associado", "diretoria", "presidente", "financeiro"]
/** @type {readonly Role[]} */
const DIRETORIA = ["presidente", "diretoria", "financeiro"]

/**
 * Each panel area: the roles it opens to (null: any logged-in user) and which FLAGS open it too,
 * whatever the role (`conselho` always said).
 */
const AREAS = /** @type {const} */ ({
  inicio: { roles: null, conselho: false },
  mensalidades: { roles: MEMBROS, conselho: false },
  // The member's card, and the directory of the members who chose to be in it
  // (docs/decisions/member-card-and-receipts.md).
  carteirinha: { roles: MEMBROS, conselho: false },
  socios: { roles: MEMBROS, conselho: false },
  // The board's announcements: each member reads those addressed to them; the board writes them.
  comunicados: { roles: MEMBROS, conselho: false },
  reservas: { roles: MEMBROS, conselho: false },
  solicitacoes: { roles: ["presidente"], conselho: false },
  eventos: { roles: DIRETORIA, conselho: false },
  // What the public pages publish: documents and the two photo galleries (the school's is the
  // coordinator's and the president's: docs/decisions/youth-school.md#image-consent-in-the-gallery).
  documentos: { roles: DIRETORIA, conselho: false },
  galeria: { roles: DIRETORIA, conselho: false, coordenador: true },
  // Contact messages and youth-school requests (children's data): the executive board only.
  mensagens: { roles: DIRETORIA, conselho: false },
  // The president and the fiscal council may read the finances; only the financial director
  // changes them.
  financeiro: { roles: ["financeiro", "presidente"], conselho: true },
  // The year's accounts: open to every member, the board and the council, who records its opinion.
  prestacaoDeContas: { roles: MEMBROS, conselho: true },
  associados: { roles: ["presidente"], conselho: false },
  // The board's seats and their terms, and the association's settings: the president runs them.
  diretoria: { roles: ["presidente"], conselho: false },
  configuracoes: { roles: ["presidente"], conselho: false },
  // The general assembly: every member reads the requests for one and signs them (Código Civil art.
  // 60); calling, holding and recording one is `manageAssembleias`, the president's and whoever
  // holds the secretary's seat (docs/decisions/elections.md#members-call-an-assembly).
  assembleias: { roles: MEMBROS, conselho: false, secretario: true },
  // The youth school: its classes, enrolments, attendance and health certificates. The president
  // and the coordinator run it; a coach enters it to see and call the roll of their own classes.
  escolinha: { roles: ["presidente"], conselho: false, coordenador: true, professor: true },
  // A guardian's children: their class, attendance and certificate, the consents, their data.
  filhos: { roles: [], conselho: false, responsavel: true },
  // Everyone's own data and their LGPD rights (see, correct, take away, ask to erase).
  meusDados: { roles: null, conselho: false },
  seguranca: { roles: null, conselho: false },
})

/** @typedef {keyof typeof AREAS} AreaId */

/** Actions beyond entering a page, by the roles that may take them. */
const CAPABILITIES = /** @type {const} */ ({
  /** See and manage every member's dues (launch, mark paid). */
  manageMensalidades: ["financeiro"],
  /** See every reservation and approve or reject it. */
  manageReservas: ["presidente"],
  /** Approve, reject, edit and delete membership requests. */
  manageSolicitacoes: ["presidente"],
  /**
   * Read the board's activity record (docs/decisions/e-mail-and-activity-log.md#every-board-decision-enters-the-activity-log)
   * on the dashboard, where members see their own logins instead. PocketBase's rule on
   * `atividades` lets the same roles read it.
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
  /** Call, hold and record a general assembly: the president, and the secretary's seat. */
  manageAssembleias: ["presidente"],
  /** Keep the school's classes, enrol children, record their health certificates: the president, and the coordinator's seat. */
  manageEscolinha: ["presidente"],
  /** Call a class's roll (a coach: only their own classes, which PocketBase's rules hold). */
  takeChamada: ["presidente"],
})

/** @typedef {keyof typeof CAPABILITIES} Capability */

/** What each of FLAGS lets its holder do, whatever their role. */
/** @type {Readonly<Record<Flag, readonly Capability[]>>} */
const FLAG_CAPABILITIES = {
  conselho: ["recordParecer"],
  secretario: ["manageAssembleias"],
  coordenador: ["manageEscolinha", "takeChamada"],
  professor: ["takeChamada"],
  responsavel: [],
}

/** @param {Role | Acesso} who @returns {Acesso} */
const acessoOf = (who) => (typeof who === "string" ? { role: who } : who)

/**
 * True when `who` may enter `area`.
 * @param {Role | Acesso} who
 * @param {AreaId} area
 */
function canAccess(who, area) {
  const acesso = acessoOf(who)
  const spec = /** @type {{ roles: readonly Role[] | null } & Partial<Record<Flag, boolean>>} */ (AREAS[area])
  return (
    spec.roles === null ||
    spec.roles.includes(acesso.role) ||
    FLAGS.some((flag) => acesso[flag] === true && spec[flag] === true)
  )
}

/**
 * True when `who` may take `capability`.
 * @param {Role | Acesso} who
 * @param {Capability} capability
 */
function can(who, capability) {
  const acesso = acessoOf(who)
  return (
    /** @type {readonly Role[]} */ (CAPABILITIES[capability]).includes(acesso.role) ||
    FLAGS.some((flag) => acesso[flag] === true && FLAG_CAPABILITIES[flag].includes(capability))
  )
}

/**
 * What the dashboard (/painel) shows `who`, part by part: the cards and the treasurer's month by the
 * role, the unread announcements by the area, the pending opinions by a council seat. The site's
 * page (what it shows, and each part's fallback) and PocketBase's reader (what it reads) both follow it.
 * @param {Acesso} who
 */
function dashboardPartsFor(who) {
  const { role } = who
  return {
    mensalidades: canAccess(role, "mensalidades"),
    solicitacoes: canAccess(role, "solicitacoes"),
    reservas: can(role, "manageReservas"),
    mensagens: canAccess(role, "mensagens"),
    /** Every member's pending dues and this month's totals, instead of what the person owes. */
    todasMensalidades: can(role, "manageMensalidades"),
    /** The board's activity record, instead of the person's own logins. */
    atividades: can(role, "readAtividades"),
    exclusoes: can(role, "answerExclusoes"),
    comunicados: canAccess(who, "comunicados"),
    pareceres: can(who, "recordParecer"),
    /** The requests for an assembly that reached a fifth: the statute obliges those who run it. */
    pedidosAssembleia: can(who, "manageAssembleias"),
  }
}

exports.AREAS = AREAS
exports.CAPABILITIES = CAPABILITIES
exports.canAccess = canAccess
exports.can = can
exports.dashboardPartsFor = dashboardPartsFor
