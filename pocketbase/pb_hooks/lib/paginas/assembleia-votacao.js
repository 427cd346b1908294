// @ts-check
// /painel/assembleias/{id}/votacao: an assembly's agenda as it is voted (each item's form, count and
// result, and its notes for the minutes), with its quorum line and whether the votes may start now
// (lib/assembleias-leitura.js).

module.exports = {
  caminho: "/painel/assembleias/{id}/votacao",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params) {
    const { readAssembleia } = require(`${__hooks}/lib/assembleias-leitura.js`)
    return readAssembleia(app, params.id)
  },
}
