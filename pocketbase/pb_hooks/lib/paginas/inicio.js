// @ts-check
// /painel, the dashboard: every part the person's role shows, in one question (lib/painel-inicio.js).

module.exports = {
  caminho: "/painel",
  area: "inicio",
  colecoes: ["eventos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    return require(`${__hooks}/lib/painel-inicio.js`).dashboardOf(app, quem)
  },
}
