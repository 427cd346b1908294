// @ts-check
// /painel/galeria: a page of one gallery's photos (the association's, or the youth school's with
// ?status=escolinha), latest date first, and the photo a dialog opens (?id=). The photos are public
// (lib/regras.js): the board's area check is the page's.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a photo; an old photo of `fotos` may be an external address instead. */
const CAMPOS = {
  fotos: ["titulo", "data", "imagem", "url"],
  galeria_escolinha: ["titulo", "data", "imagem"],
}

module.exports = {
  caminho: "/painel/galeria",
  area: "galeria",
  colecoes: ["fotos", "galeria_escolinha"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const galeria = statusOf(query("status"), ["escolinha"]) ? "galeria_escolinha" : "fotos"
    const item = (/** @type {core.Record} */ record) => plain(record, CAMPOS[galeria])
    const lista = listPage(
      app,
      {
        colecao: galeria,
        // The id last: photos of one date made in the same millisecond keep their order across pages.
        orderBy: ["data DESC", "created DESC", "id DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.fotos,
      },
      item,
    )
    // The photo a dialog opens (?id=), in the tab's gallery; null when there is none.
    const foto = recordOrNull(app, galeria, { id: query("id") })
    return { lista, foto: foto && item(foto) }
  },
}
