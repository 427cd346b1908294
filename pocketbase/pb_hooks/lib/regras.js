// @ts-check
// PocketBase's API rules, collection by collection: who may list, view, create, update and delete
// what (the role matrix as the data enforces it; tests/integration/regras-api.test.ts checks every
// cell). The board's tests come from the shared rule (app/domain/papeis.js), so a change of the rule
// reaches every rule here, and so does PocketBase's MFA rule (`mfaRule`). regras.pb.js writes this table
// into the database (lib/regras-aplicar.js); a collection not listed keeps its migrations' rules. A
// rule is a PocketBase filter: "" lets anybody in, null only the superuser.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { presidenteRule, financeiroRule, diretoriaRule, conselhoRule, assembleiaRule, escolinhaRule } =
  domain("papeis")
const { RULES_ESCOLINHA } = require(`${__hooks}/lib/regras-escolinha.js`)
const { RULES_CONTAS } = require(`${__hooks}/lib/regras-contas.js`)

const {
  ANYBODY,
  NOBODY,
  MEMBER_OR_BOARD,
  FINANCE_READERS,
  UNANSWERED,
  unchanged,
  publicContent,
  view,
} = require(`${__hooks}/lib/regras-fragmentos.js`)

/**
 * An announcement's readers: those it is for. `prefix` names the announcement's fields: "" in its own
 * rules, a `@collection.comunicados:alias.` join in another collection's (`?=`: any of the joined).
 */
function addressed(prefix) {
  const publico = prefix ? `${prefix}publico ?= "todos"` : `publico = "todos"`
  return `(${publico} && ${MEMBER_OR_BOARD}) || ${diretoriaRule()}`
}

const RULES = {
  ...RULES_CONTAS,
  // Member records: each their own, the board and the fiscal council (dues' names) read all, the
  // president manages them (the member changes nothing: docs/decisions/members.md#what-only-the-board-sets).
  associados: {
    listRule: `id_cadastro_geral = @request.auth.id || ${diretoriaRule()} || ${conselhoRule()}`,
    viewRule: `id_cadastro_geral = @request.auth.id || ${diretoriaRule()} || ${conselhoRule()}`,
    createRule: presidenteRule(),
    updateRule: presidenteRule(),
    deleteRule: presidenteRule(),
  },
  // Board and council seats: each holder reads their own, the board all, the president fills them.
  // The public reads `diretoria_publica`: current seats, no account, a contact only where its holder
  // chose to publish it (docs/decisions/lgpd-and-privacy.md#what-is-public).
  diretoria: {
    listRule: `idCadGeral = @request.auth.id || ${diretoriaRule()}`,
    viewRule: `idCadGeral = @request.auth.id || ${diretoriaRule()}`,
    // Whether the contact is public is the holder's to say (lib/contato-publico.js), not the president's.
    createRule: `${presidenteRule()} && (@request.body.contato_publico:isset = false || @request.body.contato_publico = false)`,
    updateRule: `${presidenteRule()} && ${unchanged(["contato_publico"])}`,
    deleteRule: presidenteRule(),
  },
  view_diretoria: view(diretoriaRule()),
  diretoria_publica: view(ANYBODY),
  // The association's settings: one record, public (every page shows them), the president edits it.
  configuracoes: {
    listRule: ANYBODY,
    viewRule: ANYBODY,
    createRule: NOBODY,
    updateRule: presidenteRule(),
    deleteRule: NOBODY,
  },
  // Birthdays: the first name and the day of those who chose to show them.
  nivers: view(ANYBODY),
  eventos: publicContent(),
  eventos_futuros_view: view(ANYBODY),
  calendario_anual: publicContent(),
  // An event's places (docs/decisions/events.md#places-are-kept-by-pocketbase): an active member or
  // board member signs themselves up (the hook decides confirmed or waiting) and cancels their own;
  // nobody edits one (a promotion is the hook's). The board reads every list with its names.
  inscricoes: {
    listRule: `conta = @request.auth.id || ${diretoriaRule()}`,
    viewRule: `conta = @request.auth.id || ${diretoriaRule()}`,
    createRule: `@request.auth.collectionName = "cadastro_geral" && ${MEMBER_OR_BOARD} && @request.body.conta = @request.auth.id`,
    updateRule: NOBODY,
    deleteRule: "conta = @request.auth.id",
  },
  inscricoes_vagas: view('@request.auth.collectionName = "cadastro_geral"'),
  inscricoes_fila: view(`conta = @request.auth.id || ${diretoriaRule()}`),
  documentos: publicContent(),
  fotos: publicContent(),

  // The board's log of what changed, written only by the hooks.
  atividades: {
    listRule: diretoriaRule(),
    viewRule: diretoriaRule(),
    createRule: NOBODY,
    updateRule: NOBODY,
    deleteRule: NOBODY,
  },
  solicitacoes: {
    listRule: diretoriaRule(),
    viewRule: diretoriaRule(),
    createRule: diretoriaRule(),
    updateRule: diretoriaRule(),
    deleteRule: diretoriaRule(),
  },

  // Membership requests: anybody asks (pending); the applicant reads their own by e-mail; the
  // president edits them, and decides through the hooks' own route (the status is not edited).
  pedido_socio: {
    listRule: `${presidenteRule()} || (@request.auth.collectionName = "cadastro_geral" && email = @request.auth.email)`,
    viewRule: `${presidenteRule()} || (@request.auth.collectionName = "cadastro_geral" && email = @request.auth.email)`,
    createRule: '@request.body.status:isset = false || @request.body.status = "pendente"',
    updateRule: `${presidenteRule()} && (@request.body.status:isset = false || @request.body.status = status)`,
    deleteRule: presidenteRule(),
  },
  // The public forms' inboxes: anybody writes, the board reads and answers, the president deletes.
  // School requests: the board's inbox, and the school's coordinator, who enrols from them.
  pedido_escolinha: {
    listRule: `${diretoriaRule()} || ${escolinhaRule()}`,
    viewRule: `${diretoriaRule()} || ${escolinhaRule()}`,
    createRule: UNANSWERED,
    updateRule: diretoriaRule(),
    deleteRule: presidenteRule(),
  },
  contato: {
    listRule: diretoriaRule(),
    viewRule: diretoriaRule(),
    createRule: UNANSWERED,
    updateRule: diretoriaRule(),
    deleteRule: presidenteRule(),
  },

  // Dues: each member their own; the financial director manages them, the president and council read.
  mensalidades: {
    ...view(`associado_id = @request.auth.id || ${FINANCE_READERS}`),
    createRule: financeiroRule(),
    updateRule: financeiroRule(),
    // A paid or exempt due is on record: it leaves only by its undo, never by a deletion.
    deleteRule: `${financeiroRule()} && status = "pendente"`,
  },

  // The council's opinion on a year's accounts (one a year, its year fixed): read with the accounts,
  // written by a council seat, deleted by nobody.
  pareceres: {
    ...view(`${MEMBER_OR_BOARD} || ${conselhoRule()}`),
    createRule: conselhoRule(),
    updateRule: `${conselhoRule()} && @request.body.ano:changed = false`,
  },

  // The general assembly (docs/decisions/general-assembly.md): a draft is the president's and the
  // secretary's, written through the record API; a notice once published is public, and every later
  // step is one of PocketBase's routes (assembleias.pb.js, whose hooks also check what a rule cannot:
  // an item's assembly is a draft, a closed assembly never changes).
  assembleias: {
    ...view(`status != "rascunho" || ${assembleiaRule()}`),
    createRule: assembleiaRule(),
    updateRule: `${assembleiaRule()} && status = "rascunho"`,
    deleteRule: `${assembleiaRule()} && status = "rascunho"`,
  },
  assembleia_itens: {
    ...view(`assembleia.status != "rascunho" || ${assembleiaRule()}`),
    createRule: assembleiaRule(),
    updateRule: `${assembleiaRule()} && assembleia.status = "rascunho"`,
    deleteRule: `${assembleiaRule()} && assembleia.status = "rascunho"`,
  },
  // The frozen list: written by the routes only; each member reads their own row.
  assembleia_associados: view(`${assembleiaRule()} || associado = @request.auth.id`),
  // An election's slates, public with the notice; who has voted in it (no time, nothing of the
  // vote), for the president and the secretary and each member their own. Written only by the routes
  // (eleicoes.pb.js); the ballots are no collection at all (docs/decisions/elections.md).
  chapas: view(`item.assembleia.status != "rascunho" || ${assembleiaRule()}`),
  chapa_cargos: view(`item.assembleia.status != "rascunho" || ${assembleiaRule()}`),
  assembleia_votantes: view(`${assembleiaRule()} || associado = @request.auth.id`),
  // Members' requests for an assembly and their signatures (docs/decisions/elections.md#members-call-an-assembly):
  // read by every active member and the board, written only by PocketBase's routes.
  pedidos_assembleia: view(MEMBER_OR_BOARD),
  pedido_assinaturas: view(MEMBER_OR_BOARD),

  // Reservations: an active member or board member asks for their own (pending), may withdraw it
  // while pending; the president sees all and decides (a decision changes only the status).
  reservas: {
    listRule: `associado_id = @request.auth.id || ${presidenteRule()}`,
    viewRule: `associado_id = @request.auth.id || ${presidenteRule()}`,
    createRule: `@request.auth.collectionName = "cadastro_geral" && ${MEMBER_OR_BOARD} && @request.body.associado_id = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "pendente")`,
    updateRule: `${presidenteRule()} && (@request.body.status = "aprovado" || @request.body.status = "rejeitado") && ${unchanged(["espaco", "data", "hora_inicio", "hora_fim", "capacidade", "associado_id", "associado_nome"])}`,
    deleteRule: `(associado_id = @request.auth.id && status = "pendente") || ${presidenteRule()}`,
  },
  // The spaces a reservation points at (docs/decisions/reservations.md#spaces-are-records): whoever
  // is logged in lists the active ones (the booking form offers them) and reads any one (a
  // reservation of a deactivated space still shows its name); the president manages them. A space
  // with reservations is never deleted (its hook refuses it): it is deactivated.
  espacos: {
    listRule: `@request.auth.collectionName = "cadastro_geral" && (ativo = true || ${presidenteRule()})`,
    viewRule: '@request.auth.collectionName = "cadastro_geral"',
    createRule: presidenteRule(),
    updateRule: presidenteRule(),
    deleteRule: presidenteRule(),
  },
  // The booked slots, without whose: for whoever may ask for a reservation.
  reservas_ocupadas: view(MEMBER_OR_BOARD),

  // Dues reminders, the jobs' runs, the open dues to remind: written by PocketBase's jobs and routes,
  // read by the finance roles and the council, each member their own reminders, the jobs' runs the
  // whole board (docs/decisions/dues-and-pix.md#reminders-go-out-once-each).
  lembretes: view(`associado = @request.auth.id || ${FINANCE_READERS}`),
  execucoes: view(`${diretoriaRule()} || ${conselhoRule()}`),
  mensalidades_em_aberto: view(FINANCE_READERS),
  // The e-mail queue: PocketBase's alone (docs/decisions/e-mail-and-activity-log.md#e-mail-goes-out-through-a-queue).
  envios: view(NOBODY),
  // The dues' receipt codes: PocketBase's alone; anyone checks one through its public route
  // (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check).
  recibos: view(NOBODY),
  // The members' directory: who chose to be in it, with only what each chose to share, for the members.
  socios_lista: view(MEMBER_OR_BOARD),

  // Each account's own logins (the site records one at each login, with the account's token).
  acessos: {
    listRule: "usuario = @request.auth.id",
    viewRule: "usuario = @request.auth.id",
    createRule: "usuario = @request.auth.id",
    updateRule: NOBODY,
    deleteRule: NOBODY,
  },

  // The bank statements the treasurer imports to confirm PIX payments, read by the finance readers
  // and never edited nor deleted (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
  extratos: { ...view(FINANCE_READERS), createRule: financeiroRule() },
  // The president's spreadsheet imports of members: the president sends and reads them; PocketBase
  // checks their rows and imports them by its own route, nobody edits or deletes one
  // (docs/decisions/members.md#members-move-in-from-a-spreadsheet).
  importacoes: { ...view(presidenteRule()), createRule: presidenteRule() },

  // The board's announcements: read by those they are for (every active member and the board, or
  // the board only), published by the board (its hook queues the e-mails), never edited nor
  // deleted; each person marks their own as read, once each
  // (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue).
  comunicados: { ...view(addressed("")), createRule: diretoriaRule() },
  comunicados_lidos: {
    ...view("conta = @request.auth.id"),
    createRule: `@request.auth.collectionName = "cadastro_geral" && @request.body.conta = @request.auth.id && @collection.comunicados:lido.id ?= @request.body.comunicado && (${addressed("@collection.comunicados:lido.")})`,
  },
  ...RULES_ESCOLINHA,
}

module.exports = { RULES }
