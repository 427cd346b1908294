// @ts-check
// /painel/assembleias/{id}/cabine?item=...&q=...&associado=...: the secretary's device as a voting
// booth, the present able members who have not voted in the election's round (searched by folded
// name) and the ballot of the one picked (lib/eleicoes-cedula.js); never a count or a choice.

module.exports = {
  caminho: "/painel/assembleias/{id}/cabine",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_associados"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params, query) {
    return require(`${__hooks}/lib/eleicoes-cedula.js`).cabineDe(app, params.id, {
      item: query("item"),
      q: query("q"),
      associado: query("associado"),
    })
  },
}
