// @ts-check
// /painel/votar/{item}: a member's secret ballot on their own phone, the slates standing in this
// round and whether they may vote or have voted (lib/eleicoes-cedula.js); no count, no receipt.

module.exports = {
  caminho: "/painel/votar/{id}",
  area: "inicio",
  // Its main read is the person's own row of who has voted (each reads their own).
  colecoes: ["assembleia_votantes"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    return require(`${__hooks}/lib/eleicoes-cedula.js`).cedulaDe(app, params.id, quem.id)
  },
}
