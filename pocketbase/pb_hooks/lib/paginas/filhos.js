// @ts-check
// /painel/filhos, 'Meus filhos' (docs/decisions/youth-school.md#the-guardians-panel): the asking
// guardian's children only (every read is by their own id): each child's class, days, times and
// place, its place (enrolled, waiting with its turn, ended), the health certificate's mark, the last
// sessions' attendance and the 30-day rate, and the consents as last given.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** How many of the last sessions each child's card lists. */
const CHAMADAS_MOSTRADAS = 8

module.exports = {
  caminho: "/painel/filhos",
  area: "filhos",
  colecoes: ["alunos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { todayInSaoPaulo } = domain("datas")
    const { atestadosOf, frequenciasOf } = require(`${__hooks}/lib/escolinha-turma-leitura.js`)
    const hoje = todayInSaoPaulo()
    const alunos = /** @type {core.Record[]} */ (
      app.findRecordsByFilter("alunos", "responsavel = {:id}", "nome", 0, 0, { id: quem.id })
    )
    const ids = alunos.map((aluno) => aluno.id)
    const atestados = atestadosOf(app, ids, hoje)
    const frequencias = frequenciasOf(app, ids, hoje)
    return {
      filhos: alunos.map((aluno) => ({
        ...require(`${__hooks}/lib/escolinha-filhos.js`).filhoOf(app, aluno),
        atestado: atestados[aluno.id],
        frequencia: frequencias[aluno.id],
        chamadas: chamadasOf(app, aluno.id),
        consentimentos: consentimentosOf(app, aluno),
      })),
    }
  },
}

/** The child's last sessions, the latest first: the day and whether it came. */
function chamadasOf(/** @type {core.App} */ app, /** @type {string} */ id) {
  const { storedDay } = domain("datas")
  const rows = /** @type {core.Record[]} */ (
    app.findRecordsByFilter("chamadas", "aluno = {:id}", "-data", CHAMADAS_MOSTRADAS, 0, { id })
  )
  return rows.map((row) => ({ data: storedDay(row.getString("data")), presente: row.getBool("presente") }))
}

/**
 * Each consent as last given (null: never asked): granted or not, when, and the text's version.
 * @param {core.App} app
 * @param {core.Record} aluno
 */
function consentimentosOf(app, aluno) {
  const { CONSENTIMENTO_TIPOS } = domain("escolinha-consentimento")
  const rows = /** @type {core.Record[]} */ (
    app.findRecordsByFilter("consentimentos", "aluno = {:id}", "-created", 0, 0, { id: aluno.id })
  )
  /** @type {Record<string, { concedido: boolean, em: string, versao: string } | null>} */
  const result = {}
  for (const tipo of CONSENTIMENTO_TIPOS) {
    const last = rows.find((row) => row.getString("tipo") === tipo)
    result[tipo] = last
      ? {
          concedido: last.getBool("concedido"),
          em: last.getString("created"),
          versao: last.getString("versao"),
        }
      : null
  }
  return /** @type {{ dados: typeof result[string], imagem: typeof result[string] }} */ (result)
}
