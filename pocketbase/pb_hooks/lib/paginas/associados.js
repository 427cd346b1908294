// @ts-check
// /painel/associados: a page of the members (active by default, ?status=inativo|todos, ?q= on the
// folded name and e-mail), by name, and the member a dialog (?acao=...&id=...) is about.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/associados",
  area: "associados",
  colecoes: ["associados", "cadastro_geral"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { searchBusca, allOf, contasById, associadoRow } = require(`${__hooks}/lib/painel-presidente.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const { storedAssociadoStatus } = domain("associados")
    // The tab: active members unless ?status= names another one (as readAssociadoFiltro reads it).
    const aba = statusOf(query("status"), /** @type {const} */ (["inativo", "todos"])) ?? "ativo"
    const status = aba === "todos" ? null : $dbx.hashExp({ status: storedAssociadoStatus(aba) })
    const lista = listPage(
      app,
      {
        colecao: "associados",
        where: allOf(status, searchBusca(query("q"))),
        orderBy: ["nome ASC", "id ASC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.associadosPorPagina,
      },
      (record) => record,
    )
    const aberto = query("acao") ? recordOrNull(app, "associados", { id: query("id") }) : null
    const records = aberto ? [...lista.items, aberto] : lista.items
    const contas = contasById(
      app,
      records.map((record) => record.getString("id_cadastro_geral")),
    )
    const row = (/** @type {core.Record} */ record) =>
      associadoRow(record, contas.get(record.getString("id_cadastro_geral")))
    return { lista: { ...lista, items: lista.items.map(row) }, associado: aberto ? row(aberto) : null }
  },
}
