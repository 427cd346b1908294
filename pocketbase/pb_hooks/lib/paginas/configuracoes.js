// @ts-check
// /painel/configuracoes: the association's settings as stored and when they were last saved, the
// latest changes of the settings and of the spaces (the activity record), every space (the active
// ones first, by name) and the retention purge's last run.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** How many of the latest changes the history shows. */
const HISTORICO = 10

module.exports = {
  caminho: "/painel/configuracoes",
  area: "configuracoes",
  colecoes: ["configuracoes", "espacos", "atividades", "execucoes"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app) {
    const { CAMPO_NOMES, CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
    const { ESPACOS_COLECAO } = domain("espacos")
    const record = app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID)
    /** @type {Record<string, string | number>} */
    const values = {}
    for (const nome of CAMPO_NOMES) {
      const value = record.get(nome)
      values[nome] = typeof value === "number" ? value : String(value ?? "")
    }
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const espacos = recordsWhere(app, ESPACOS_COLECAO, null, ["ativo DESC", "nome ASC"])
    const alteracoes = recordsWhere(
      app,
      "atividades",
      $dbx.in("colecao", CONFIGURACOES_COLECAO, ESPACOS_COLECAO),
      ["created DESC", "id DESC"],
      HISTORICO,
    )
    return {
      configuracoes: { values, updated: record.getString("updated") },
      historico: alteracoes.map((item) => ({
        id: item.id,
        autor_nome: item.getString("autor_nome"),
        created: item.getString("created"),
        colecao: item.getString("colecao"),
        descricao: item.getString("descricao"),
        alteracoes: jsonOf(item, "alteracoes") ?? {},
      })),
      espacos: espacos.map((espaco) => ({
        id: espaco.id,
        nome: espaco.getString("nome"),
        ativo: espaco.getBool("ativo"),
      })),
      retencao: require(`${__hooks}/lib/execucoes.js`).lastRun(app, domain("lgpd").TAREFA_RETENCAO),
    }
  },
}

/** A JSON field's value, null when empty. @param {core.Record} record @param {string} name */
function jsonOf(record, name) {
  const raw = record.getString(name)
  return raw ? JSON.parse(raw) : null
}
