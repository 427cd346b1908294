// The panel's actions and downloads, by the page whose guard they follow (the pages and who enters
// them: painel-matrix.ts).
import type { DemoLogin } from "../../support/accounts"
import { ALLOWED, EVENTO, MATRICULAS, type Path } from "./painel-matrix"

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
  // The photo and the directory's choices, like a new card code ('/painel/carteirinha'), would change
  // the demo accounts the other tests use: meus-dados and socios.spec.ts, carteirinha.spec.ts.
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
