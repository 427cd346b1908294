// @ts-check
// /painel/comunicados: a page of the announcements addressed to the person (the board reads them all,
// a member those for everyone: the `comunicados` rule), newest first, which of them they marked as
// read and, for the board who publishes, how each one's e-mails stand and the queue's last run.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of an announcement. */
const CAMPOS = ["titulo", "texto", "publico", "autor_nome", "sem_email", "created"]

module.exports = {
  caminho: "/painel/comunicados",
  area: "comunicados",
  colecoes: ["comunicados"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { can } = domain("acessos")
    const { LIMITES } = domain("paginas")
    const { pageNumber } = domain("listas")
    // The board (the roles that publish) reads every announcement; anybody else those for everyone.
    const daDiretoria = can(quem, "publishComunicados")
    const lista = listPage(
      app,
      {
        colecao: "comunicados",
        where: daDiretoria ? undefined : $dbx.hashExp({ publico: "todos" }),
        orderBy: ["created DESC", "id ASC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.comunicadosPorPagina,
      },
      (record) => plain(record, CAMPOS),
    )
    const ids = lista.items.map((item) => item.id)
    const lidos =
      ids.length === 0
        ? []
        : recordsWhere(
            app,
            "comunicados_lidos",
            $dbx.and($dbx.hashExp({ conta: quem.id }), $dbx.in("comunicado", ...ids)),
            [],
          ).map((record) => record.getString("comunicado"))
    return {
      lista,
      lidos,
      envios: daDiretoria ? enviosOf(app, ids) : null,
      fila: daDiretoria
        ? require(`${__hooks}/lib/execucoes.js`).lastRun(app, domain("envios").TAREFA_ENVIOS)
        : null,
    }
  },
}

/**
 * How each announcement's e-mails stand, by id (lib/envios.js countsOf), as the board reads them.
 * @param {core.App} app
 * @param {string[]} ids
 */
function enviosOf(app, ids) {
  const { countsOf } = require(`${__hooks}/lib/envios.js`)
  /** @type {Record<string, ReturnType<typeof countsOf>>} */
  const counts = {}
  for (const id of ids) counts[id] = countsOf(app, "comunicado", id)
  return counts
}
