// @ts-check
// /painel/assembleias/{id}/presenca: the attendance list of an open or closed assembly (the frozen
// `assembleia_associados`, by folded name), a tab (?status=aptos|nao-aptos|presentes, each with its
// count), the search box (?q=, folded as every list's: the rows keep no `busca`, so the list is
// folded here, a few hundred rows at most) and a page (?pagina=), with the assembly and its quorum
// line (lib/assembleias-leitura.js).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What a row of the list shows. */
const CAMPOS_LINHA = ["associado", "nome", "apto", "motivo", "presente", "presente_em", "online"]

module.exports = {
  caminho: "/painel/assembleias/{id}/presenca",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_associados"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params, query) {
    const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { PRESENCA_ABAS } = domain("assembleias")
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const { foldForSearch, searchTerms } = domain("busca")
    const lida = readAssembleia(app, params.id)
    if (!lida) return null
    const { assembleia, contagem } = lida
    // Each row beside its folded name, which sorts and searches it.
    const rows = contagem.lista
      ? recordsWhere(app, "assembleia_associados", $dbx.hashExp({ assembleia: assembleia.id }), [])
          .map((record) => ({
            chave: foldForSearch(record.getString("nome")),
            linha: plain(record, CAMPOS_LINHA),
          }))
          .sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0))
      : []
    const termos = searchTerms(query("q"))
    const achados = termos ? rows.filter((row) => row.chave.includes(termos.texto)) : rows
    /** @type {Record<(typeof PRESENCA_ABAS)[number], (row: (typeof rows)[number]) => boolean>} */
    const filtros = {
      aptos: (row) => row.linha.apto === true,
      "nao-aptos": (row) => row.linha.apto !== true,
      presentes: (row) => row.linha.presente === true,
    }
    const aba = statusOf(query("status"), PRESENCA_ABAS)
    const naAba = aba ? achados.filter(filtros[aba]) : achados
    const perPage = LIMITES.presencasPorPagina
    const page = pageNumber(query("pagina"))
    return {
      assembleia,
      contagem,
      // An election on the agenda gives the tab row its 'Chapas' (assembleia-abas.tsx).
      eleicao: lida.itens.some((item) => item["tipo"] === "eleicao"),
      aba,
      // Each tab's count, within the search.
      contagens: {
        todos: achados.length,
        aptos: achados.filter(filtros.aptos).length,
        "nao-aptos": achados.filter(filtros["nao-aptos"]).length,
        presentes: achados.filter(filtros.presentes).length,
      },
      lista: {
        page,
        perPage,
        totalItems: naAba.length,
        totalPages: Math.ceil(naAba.length / perPage),
        items: naAba.slice((page - 1) * perPage, page * perPage).map((row) => row.linha),
      },
    }
  },
}
