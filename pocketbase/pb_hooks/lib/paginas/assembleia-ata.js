// @ts-check
// /painel/assembleias/{id}/ata: what the minutes are written from (app/features/assembleias/ata.ts):
// the assembly, its agenda and counts (lib/assembleias-leitura.js), who was present by the frozen
// list (names only, able to vote or not), each election's count and elected people, the association's
// name from the settings, and the name of whoever holds the secretary's seat today, for the
// signature line. Its PDF reads the same
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
 * What the minutes say of an election item (docs/decisions/elections.md): its bodies and term, its
 * slates, the count of its last closed round (no ballot, no voter: the stored count), the tie's
 * decision, and the elected slate's people with their seats and CPF where the account has one.
 * @param {core.App} app
 * @param {core.Record} item
 */
function eleicaoDaAta(app, item) {
  const { chapasOf, apuracaoOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { chapaTitulo } = domain("eleicoes")
  /** @type {Record<string, string>} */
  const titulos = {}
  const chapas = chapasOf(app, item.id).map((found) => {
    const chapa = /** @type {core.Record} */ (found)
    titulos[chapa.id] = chapaTitulo(chapa.getInt("numero"), chapa.getString("nome"))
    return { id: chapa.id, titulo: titulos[chapa.id] }
  })
  const eleita = item.getString("chapa_eleita")
  const membros = eleita
    ? app
        .findRecordsByFilter("chapa_cargos", "chapa = {:chapa}", "ordem", 0, 0, { chapa: eleita })
        .map((found) => {
          const row = /** @type {core.Record} */ (found)
          const conta = row.getString("conta")
          const cadastro = conta ? findOrNull(() => app.findRecordById("cadastro_geral", conta)) : null
          return {
            nome: row.getString("nome"),
            cargo: row.getString("cargo"),
            tipo: row.getString("tipo"),
            cpf: cadastro ? cadastro.getString("cpf") : "",
          }
        })
    : []
  return {
    orgaos: item.get("orgaos") || [],
    mandato_inicio: item.getString("mandato_inicio"),
    mandato_fim: item.getString("mandato_fim"),
    desempate: item.getString("desempate"),
    chapas,
    apuracao: apuracaoOf(item),
    eleita: eleita ? { titulo: titulos[eleita] || "", membros } : null,
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
  /** @type {Record<string, ReturnType<typeof eleicaoDaAta>>} */
  const eleicoes = {}
  const { eleicoesOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
  for (const found of eleicoesOf(app, id)) {
    const item = /** @type {core.Record} */ (found)
    eleicoes[item.id] = eleicaoDaAta(app, item)
  }
  return {
    ata: { ...lida, presentes, eleicoes, associacao: associacaoOf(app), secretario: secretarioNome(app) },
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
