// @ts-check
// /painel/assembleias/{id}: an assembly, its agenda and its counts (lib/assembleias-leitura.js), and,
// for a draft's 'contas' item, the years whose accounts have the fiscal council's opinion (the years
// /painel/prestacao-de-contas shows one for), latest first, and an election's term in years by
// default (the settings' `mandato_anos`, the hint beside 'Fim do mandato').

module.exports = {
  caminho: "/painel/assembleias/{id}",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params) {
    const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { mandatoAnosOf } = require(`${__hooks}/lib/eleicoes-leitura.js`)
    const lida = readAssembleia(app, params.id)
    if (!lida) return { assembleia: null, itens: [], contagem: null, anosComParecer: [], mandatoAnos: 0 }
    // Only a draft's agenda is edited: the years are read for it alone.
    const anosComParecer =
      String(lida.assembleia["status"]) === "rascunho"
        ? recordsWhere(app, "pareceres", null, ["ano DESC"]).map((record) => record.getInt("ano"))
        : []
    return { ...lida, anosComParecer, mandatoAnos: mandatoAnosOf(app) }
  },
}
