// @ts-check
// The accounts' API rules, a part of the rules table (lib/regras.js): the accounts themselves, with
// PocketBase's MFA rule (who needs a second step: docs/decisions/two-step-login.md#pocketbases-mfa),
// and the remembered browsers, which only the login's route reads.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { presidenteRule } = domain("papeis")
const { CAMPOS_SEGUNDA_ETAPA, segundaEtapaRule } = domain("seguranca")
const { NOBODY, unchanged } = require(`${__hooks}/lib/regras-fragmentos.js`)

const RULES_CONTAS = {
  // Accounts: each their own; the president reads all. The name and the birth date are the board's
  // to set (docs/decisions/members.md#what-only-the-board-sets): the owner corrects the rest.
  cadastro_geral: {
    listRule: `id = @request.auth.id || ${presidenteRule()}`,
    viewRule: `id = @request.auth.id || ${presidenteRule()}`,
    // Nobody writes another's account through the API, the president neither, and no manage rule: no
    // password or e-mail set for someone else. The president's changes go through the association's
    // routes (lib/associados.js), with an activity entry, as do the second step's (lib/segunda-etapa.js).
    // The card's code is PocketBase's to make (lib/carteirinha.js), as the second step's fields are.
    // The e-mail is shown to whoever may read the account (cadastro_geral.pb.js keeps it visible).
    createRule: NOBODY,
    updateRule: `id = @request.auth.id && ${unchanged(["nome", "dt_nasc", "carteirinha_token", ...CAMPOS_SEGUNDA_ETAPA])}`,
    deleteRule: NOBODY,
    manageRule: NOBODY,
    mfaRule: segundaEtapaRule(),
  },
  // 'Lembrar este aparelho': a token's hash per browser (lib/segunda-etapa-rotas.js), for nobody else.
  aparelhos_lembrados: {
    listRule: NOBODY,
    viewRule: NOBODY,
    createRule: NOBODY,
    updateRule: NOBODY,
    deleteRule: NOBODY,
  },
}

module.exports = { RULES_CONTAS }
