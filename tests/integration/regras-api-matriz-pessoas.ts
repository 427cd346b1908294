// The role matrix's rows (tests/integration/regras-api-matriz.ts) of the people: their accounts, their
// board seats, and what of them is public. Each person reads and corrects their own account, the
// president reads all, and nobody writes another's account through the API, its password and e-mail
// above all (docs/decisions/roles-and-access.md#no-side-doors); the public reads only the current
// seats and the birthdays people chose to show (docs/decisions/lgpd-and-privacy.md#what-is-public).
import { account, board, everyone, type Collection } from "./regras-api-matriz"
import { ENDED_TERM } from "./regras-api-matriz-pareceres"

// Each remembered browser the matrix makes has a token of its own (the hash is unique).
let aparelhos = 0

export function pessoasCollections(): Record<string, Collection> {
  return {
    cadastro_geral: {
      body: account,
      own: (person) => person.id,
      patch: { telefone: "(11) 91234-5678" },
      // The president reads every account and writes none but their own: members are changed
      // through the association's routes, each recorded.
      cells: { ...everyone("PP-P-"), anonimo: "-----", presidente: "TT-P-" },
    },
    // Nobody sets another's password or e-mail, and their own only through PocketBase's own flows.
    "cadastro_geral: senha": {
      collection: "cadastro_geral",
      body: account,
      own: (person) => person.id,
      patch: { password: "outra-senha-123", passwordConfirm: "outra-senha-123" },
      cells: { ...everyone("PP---"), anonimo: "-----", presidente: "TT---" },
    },
    "cadastro_geral: email": {
      collection: "cadastro_geral",
      body: account,
      own: (person) => person.id,
      patch: { email: "tomada@exemplo.org" },
      cells: { ...everyone("PP---"), anonimo: "-----", presidente: "TT---" },
    },
    // Name and birth date are the board's to set (docs/decisions/members.md#what-only-the-board-sets).
    "cadastro_geral: nome": {
      collection: "cadastro_geral",
      body: account,
      own: (person) => person.id,
      patch: { nome: "Nome Escolhido" },
      cells: { ...everyone("PP---"), anonimo: "-----", presidente: "TT---" },
    },
    diretoria: {
      // An ended seat: a current council seat would give its owner the council's reads.
      body: (owner) => ({ idCadGeral: owner.id, cargo: "suplente", tipo: "conselho", ...ENDED_TERM }),
      patch: { cargo: "conselheiro" },
      cells: { ...board("PP---", "TT---"), anonimo: "-----", presidente: "TTTTT" },
    },
    // Whether a seat's contact is public is its holder's choice (their route), not the president's.
    "diretoria: contato_publico": {
      collection: "diretoria",
      body: (owner) => ({
        idCadGeral: owner.id,
        cargo: "suplente",
        tipo: "conselho",
        contato_publico: true,
        ...ENDED_TERM,
      }),
      patch: { contato_publico: false },
      cells: { ...board("PP---", "TT---"), anonimo: "-----", presidente: "TT--T" },
    },
    nivers: { cells: everyone("TT---") },
    // Every seat with its account: the board's page.
    view_diretoria: { cells: { ...board("-----", "TT---") } },
    diretoria_publica: { cells: everyone("TT---") },
    // Remembered browsers: only the login's route reads them (docs/decisions/two-step-login.md#remembered-browsers).
    aparelhos_lembrados: {
      body: (owner) => ({
        conta: owner.id,
        hash: `${owner.id}-${++aparelhos}-`.padEnd(64, "x"),
        expira_em: "2099-01-01 00:00:00.000Z",
      }),
      patch: { expira_em: "2099-02-01 00:00:00.000Z" },
      cells: everyone("-----"),
    },
  }
}
