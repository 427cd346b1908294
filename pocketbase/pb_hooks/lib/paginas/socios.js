// @ts-check
// /painel/socios: the members who chose to be listed, by name (?q= on the name only, ?pagina=), each
// with what they chose to share: the photo, the WhatsApp, the birthday's day and month. The view
// `socios_lista` holds only that (migration 1796800000), so nothing else can leak through it; and
// whether the asker is listed, with their own choices, for the line on top.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/socios",
  area: "socios",
  colecoes: ["socios_lista"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { LISTA_POR_PAGINA } = domain("carteirinha")
    const { foldForSearch } = domain("busca")
    const { pageNumber } = domain("listas")
    const busca = foldForSearch(query("q")).trim()
    const todos = /** @type {core.Record[]} */ (app.findRecordsByFilter("socios_lista", "", "nome", 0, 0))
    const achados = busca
      ? todos.filter((row) => foldForSearch(row.getString("nome")).includes(busca))
      : todos
    const totalPages = Math.max(1, Math.ceil(achados.length / LISTA_POR_PAGINA))
    const page = Math.min(pageNumber(query("pagina")), totalPages)
    const conta = app.findRecordById("cadastro_geral", quem.id)
    return {
      lista: {
        page,
        perPage: LISTA_POR_PAGINA,
        totalItems: achados.length,
        totalPages,
        items: achados.slice((page - 1) * LISTA_POR_PAGINA, page * LISTA_POR_PAGINA).map((row) => ({
          id: row.id,
          nome: row.getString("nome"),
          foto: row.getString("foto") ? { id: row.id, arquivo: row.getString("foto") } : null,
          whatsapp: row.getString("whatsapp"),
          aniversario: row.getString("aniversario").slice(0, 10),
        })),
      },
      // Whether the asker is in the list indeed: a choice alone lists only an active member.
      listado: todos.some((row) => row.id === quem.id),
      escolhas: {
        lista_socios: conta.getBool("lista_socios"),
        lista_whatsapp: conta.getBool("lista_whatsapp"),
        aniversario_publico: conta.getBool("aniversario_publico"),
      },
    }
  },
}
