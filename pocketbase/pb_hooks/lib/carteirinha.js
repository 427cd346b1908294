// @ts-check
// The member's card (docs/decisions/member-card-and-receipts.md): its random code, given to every
// account and renewed on the member's asking, and the public check of a code, which says of its
// holder only the first name, the last name's initial, the photo and the status right now.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** A new card code: random, of the shared rule's length and alphabet, never made from an id. */
function newToken() {
  const { CARTEIRINHA_TOKEN_ALFABETO, CARTEIRINHA_TOKEN_TAMANHO } = domain("carteirinha")
  return $security.randomStringWithAlphabet(CARTEIRINHA_TOKEN_TAMANHO, CARTEIRINHA_TOKEN_ALFABETO)
}

/** Every account has a card code from its creation, whatever the door. @param {core.Record} conta */
function giveToken(conta) {
  if (!conta.getString("carteirinha_token")) conta.set("carteirinha_token", newToken())
}

/**
 * A new member's number: the next after the highest given (numbers are never reused).
 * @param {core.App} app
 * @param {core.Record} associado
 */
function giveNumero(app, associado) {
  if (associado.getInt("numero") > 0) return
  const row = new DynamicModel({ maior: 0 })
  app.db().newQuery("SELECT COALESCE(MAX(numero), 0) AS maior FROM associados").one(row)
  associado.set("numero", row.maior + 1)
}

/** POST: the asking member's card gets a new code, so a lost phone's card checks as invalid. */
function renewToken(e) {
  const conta = e.app.findRecordById("cadastro_geral", e.auth.id)
  conta.set("carteirinha_token", newToken())
  e.app.save(conta)
  return e.json(200, { ok: true })
}

/**
 * The member behind account `contaId` as the card shows them: their member record (null when they are
 * none), their open dues and their status today (the shared rule, São Paulo's day).
 * @param {core.App} app
 * @param {string} contaId
 */
function statusOf(app, contaId) {
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { todayInSaoPaulo } = domain("datas")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const associado = findOrNull(() =>
    app.findFirstRecordByFilter("associados", "id_cadastro_geral = {:id}", { id: contaId }),
  )
  const abertas = /** @type {core.Record[]} */ (
    associado
      ? app.findRecordsByFilter("mensalidades", "associado_id = {:id} && status = 'pendente'", "", 0, 0, {
          id: contaId,
        })
      : []
  )
  const mensalidades = abertas.map((due) => ({
    id: due.id,
    descricao: due.getString("descricao"),
    data_vencimento: due.getString("data_vencimento"),
    valor: due.getFloat("valor"),
    status: due.getString("status"),
  }))
  const ativo = !!associado && associado.getInt("status") === ASSOCIADO_ATIVO
  return { associado, ...domain("carteirinha").situacaoOf({ ativo, mensalidades }, todayInSaoPaulo()) }
}

/** The member's picture as the site addresses it, or null. @param {core.Record} conta */
function fotoOf(conta) {
  const arquivo = conta.getString("foto")
  return arquivo ? { id: conta.id, arquivo } : null
}

/** The association's name, as the settings hold it. @param {core.App} app */
function associacaoOf(app) {
  const { CAMPOS, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const settings = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  const value = (/** @type {"nome" | "cnpj" | "cidade"} */ name) =>
    (settings && settings.getString(name)) || String(CAMPOS[name].padrao)
  return { nome: value("nome"), cnpj: value("cnpj"), cidade: value("cidade") }
}

/**
 * GET, to anyone (PocketBase's limiter counts it per visitor): the card `{id}`'s holder right now.
 * A code of another shape, no one's, or an inactive member's answers 404 'Carteirinha inválida'.
 */
function answerCarteirinha(e) {
  const { VERIFICACAO, isCarteirinhaToken, nomeAbreviado } = domain("carteirinha")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const token = e.request.pathValue("id")
  const conta = isCarteirinhaToken(token)
    ? findOrNull(() =>
        e.app.findFirstRecordByFilter("cadastro_geral", "carteirinha_token = {:token}", { token }),
      )
    : null
  const status = conta ? statusOf(e.app, conta.id) : null
  if (!conta || !status || !status.associado || status.situacao === "inativo") {
    return e.json(404, { message: VERIFICACAO.invalida })
  }
  return e.json(200, {
    associacao: associacaoOf(e.app).nome,
    nome: nomeAbreviado(status.associado.getString("nome") || conta.getString("nome")),
    foto: fotoOf(conta),
    situacao: status.situacao,
  })
}

module.exports = {
  associacaoOf,
  answerCarteirinha,
  fotoOf,
  giveNumero,
  giveToken,
  newToken,
  renewToken,
  statusOf,
}
