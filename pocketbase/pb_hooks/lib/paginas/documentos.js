// @ts-check
// /painel/documentos: a page of one category's documents (the tab, ?status=), by name, and the one a
// dialog opens (?id=). Documents are public (lib/regras.js): the board's area check is the page's.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a document. */
const CAMPOS = ["nome", "descricao", "arquivo", "categoria"]

module.exports = {
  caminho: "/painel/documentos",
  area: "documentos",
  colecoes: ["documentos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { CATEGORIAS_DOCUMENTO } = domain("arquivos")
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    // The first category is the default tab (no ?status=).
    const [primeira, ...outras] = CATEGORIAS_DOCUMENTO
    const categoria = statusOf(query("status"), outras) ?? primeira
    const item = (/** @type {core.Record} */ record) => plain(record, CAMPOS)
    const lista = listPage(
      app,
      {
        colecao: "documentos",
        where: $dbx.hashExp({ categoria }),
        // The id last: documents of the same name keep their order across pages.
        orderBy: ["nome ASC", "id ASC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.documentos,
      },
      item,
    )
    // The document a dialog opens (?id=), null when there is none.
    const documento = recordOrNull(app, "documentos", { id: query("id") })
    return { lista, documento: documento && item(documento) }
  },
}
