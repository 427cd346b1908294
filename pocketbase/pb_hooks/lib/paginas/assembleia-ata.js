// @ts-check
// /painel/assembleias/{id}/ata: what the minutes are written from (app/features/assembleias/ata.ts):
// the assembly, its agenda and counts (lib/assembleias-leitura.js), who was present by the frozen
// list (names only, able to vote or not), the association's name from the settings, and the name of
// whoever holds the secretary's seat today, for the signature line. Its PDF reads the same
// (assembleia-ata-pdf.js).

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * The name of the current secretary seat's holder, or "" when the seat is empty.
 * @param {core.App} app
 */
function secretarioNome(app) {
  const { currentSeatRecords } = require(`${__hooks}/lib/diretoria.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { TIPO_DIRETORIA, SECRETARIO, normalizeCargo } = domain("cargos")
  const seat = currentSeatRecords(app, TIPO_DIRETORIA).find(
    (/** @type {core.Record} */ record) => normalizeCargo(record.getString("cargo")) === SECRETARIO,
  )
  const conta = seat && findOrNull(() => app.findRecordById("cadastro_geral", seat.getString("idCadGeral")))
  return conta ? conta.getString("nome") : ""
}

/**
 * The association as the minutes' heading names it; without a CNPJ in the settings the minutes leave
 * its line out.
 * @param {core.App} app
 */
function associacaoOf(app) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { CONFIGURACOES_COLECAO, CONFIGURACOES_ID, CAMPOS } = domain("associacao")
  const settings = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  return {
    nome: (settings && settings.getString("nome")) || String(CAMPOS.nome.padrao),
    cnpj: settings ? settings.getString("cnpj") : "",
  }
}

/**
 * The minutes' data, or { ata: null } when there is no such assembly.
 * @param {core.App} app
 * @param {string} id
 */
function readAta(app, id) {
  const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
  const lida = readAssembleia(app, id)
  if (!lida) return { ata: null }
  const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
  const presentes = recordsWhere(
    app,
    "assembleia_associados",
    $dbx.hashExp({ assembleia: id, presente: true }),
    ["nome ASC"],
  ).map((row) => ({ nome: row.getString("nome"), apto: row.getBool("apto") }))
  return {
    ata: { ...lida, presentes, associacao: associacaoOf(app), secretario: secretarioNome(app) },
  }
}

module.exports = {
  caminho: "/painel/assembleias/{id}/ata",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens", "assembleia_associados"],
  readAta,
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params) {
    return readAta(app, params.id)
  },
}
