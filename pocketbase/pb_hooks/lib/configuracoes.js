// @ts-check
// The settings record on its way in: each value checked by the shared table's rule and stored as
// it says (the PIX key as the BR Code carries it, the CEP with its hyphen); a wrong one is refused
// with its message beside its field; and the record's first values, from the environment. Used by
// configuracoes.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The record's values as stored; refused with every wrong field's message. */
function checkSettings(record) {
  const { CAMPO_NOMES } = domain("associacao")
  const { checkConfiguracoes } = domain("configuracoes")
  /** @type {Record<string, unknown>} */
  const input = {}
  for (const name of CAMPO_NOMES) input[name] = record.get(name)
  const { values, errors } = checkConfiguracoes(input)
  const wrong = Object.keys(errors)
  if (wrong.length > 0) {
    const data = {}
    for (const name of wrong) data[name] = new ValidationError("configuracao_invalida", errors[name])
    throw new BadRequestError(errors[wrong[0]], data)
  }
  for (const name of CAMPO_NOMES) record.set(name, values[name])
}

/** The president's change, stored as checked, with its activity entry naming what changed. */
function changeSettings(e) {
  const { CAMPOS, CAMPO_NOMES } = domain("associacao")
  const { changesOf, describe, withAtividade } = require(`${__hooks}/lib/atividades.js`)
  checkSettings(e.record)
  const changes = changesOf(e.record, CAMPO_NOMES, false)
  const names = Object.keys(changes)
  if (names.length === 0) {
    e.next()
    return
  }
  const labels = names.map((name) => CAMPOS[name].rotulo).join(", ")
  const descricao = describe("configuracoes_alteradas", { campos: labels })
  withAtividade(e, "configuracoes", () => descricao, undefined, changes)
}

/**
 * The settings' one record, when the table has none: each value from its environment variable,
 * else its default (app/domain/configuracoes.js initialConfiguracoes). Live code, not the migration
 * that made the table: what a first start takes from the environment follows today's rules.
 */
function seedSettings(app) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { CAMPO_NOMES, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const collection = findOrNull(() => app.findCollectionByNameOrId(CONFIGURACOES_COLECAO))
  if (!collection || findOrNull(() => app.findRecordById(collection, CONFIGURACOES_ID))) return
  const record = new Record(collection)
  record.id = CONFIGURACOES_ID
  const values = domain("configuracoes").initialConfiguracoes((name) => $os.getenv(name))
  for (const name of CAMPO_NOMES) record.set(name, values[name])
  app.save(record)
}

module.exports = { checkSettings, changeSettings, seedSettings }
