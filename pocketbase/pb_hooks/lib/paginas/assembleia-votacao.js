// @ts-check
// /painel/assembleias/{id}/votacao: an assembly's agenda as it is voted (each item's form, count and
// result, and its notes for the minutes), with its quorum line and whether the votes may start now
// (lib/assembleias-leitura.js); each election item's slates, vote, turnout and, once closed, its
// count (lib/eleicoes-leitura.js readEleicao, by item id: no voter's choice is in it).

module.exports = {
  caminho: "/painel/assembleias/{id}/votacao",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens", "chapas", "chapa_cargos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params) {
    const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
    const { eleicoesOf, readEleicao } = require(`${__hooks}/lib/eleicoes-leitura.js`)
    const lida = readAssembleia(app, params.id)
    if (!lida) return null
    /** @type {Record<string, ReturnType<typeof readEleicao>>} */
    const eleicoes = {}
    for (const found of eleicoesOf(app, params.id)) {
      const id = /** @type {core.Record} */ (found).id
      eleicoes[id] = readEleicao(app, id)
    }
    return { ...lida, eleicoes }
  },
}
