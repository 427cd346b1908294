// @ts-check
// What the president's page readers (lib/paginas/associados.js, solicitacoes.js, diretoria.js,
// configuracoes.js) and /painel/meus-dados share: the search box's filter as PocketBase's own `~`
// applies it, a page's accounts in one query, and a member's row as /painel/associados shows it.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * `column` contains `text`, wildcards taken as text: PocketBase's filter `column ~ {:text}`, which
 * the site's lists asked for.
 * @param {string} column a trusted column name
 * @param {string} text
 * @param {string} param the bound parameter's name, unique within the query
 * @returns {dbx.Expression}
 */
function contains(column, text, param) {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`)
  return $dbx.exp(`[[${column}]] LIKE {:${param}} ESCAPE '\\'`, { [param]: `%${escaped}%` })
}

/**
 * The search box (?q=) on a record's `busca`, the folded text the hooks keep
 * (docs/decisions/search-and-csv-exports.md#search-ignores-accents-capitals-and-punctuation); with
 * `digitos`, a text of a CPF's digits and punctuation also finds those digits. Null when empty.
 * @param {string | null} q the search box's raw text
 * @param {{ digitos?: boolean }} [options]
 * @returns {dbx.Expression | null}
 */
function searchBusca(q, { digitos = false } = {}) {
  const terms = domain("busca").searchTerms(q)
  if (!terms) return null
  const texto = contains("busca", terms.texto, "buscaTexto")
  return digitos && terms.digitos ? $dbx.or(texto, contains("busca", terms.digitos, "buscaDigitos")) : texto
}

/** Expressions joined by AND, or undefined when there is none. */
function allOf(/** @type {Array<dbx.Expression | null>} */ ...exprs) {
  const present = /** @type {dbx.Expression[]} */ (exprs.filter(Boolean))
  return present.length ? $dbx.and(...present) : undefined
}

/**
 * The accounts of `ids` by id (their e-mail, phone and deletion request): one query for a page of
 * rows that name an account.
 * @param {core.App} app
 * @param {string[]} ids
 * @returns {Map<string, core.Record>}
 */
function contasById(app, ids) {
  const unique = [...new Set(ids.filter(Boolean))]
  const found = unique.length ? app.findRecordsByIds("cadastro_geral", unique) : []
  return new Map(
    found.filter((r) => r !== undefined).map((record) => [record.id, /** @type {core.Record} */ (record)]),
  )
}

/**
 * A member as /painel/associados shows them: since when (the membership date when recorded, else
 * the record's creation), and their account's e-mail, phone and open deletion request ("" when none).
 * @param {core.Record} record an `associados` record
 * @param {core.Record | undefined} conta its account
 */
function associadoRow(record, conta) {
  const { associadoStatusOf } = domain("associados")
  return {
    id: record.id,
    nome: record.getString("nome"),
    email: conta ? conta.email() : "",
    telefone: conta ? conta.getString("telefone") : "",
    status: associadoStatusOf(record.get("status")),
    created: record.getString("data_filiacao") || record.getString("created"),
    exclusao_pedida_em: conta ? conta.getString("exclusao_pedida_em") : "",
  }
}

module.exports = { searchBusca, allOf, contasById, associadoRow }
