// @ts-check
// /painel/mensalidades/{id}/comprovante.pdf: the receipt's PDF, written from the same data as its
// page (mensalidade-comprovante.js), asked in the same one question as any panel page.

module.exports = {
  caminho: "/painel/mensalidades/{id}/comprovante.pdf",
  area: "mensalidades",
  colecoes: ["mensalidades"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params, query) {
    const comprovante = /** @type {typeof import("./mensalidade-comprovante.js")} */ (
      require(`${__hooks}/lib/paginas/mensalidade-comprovante.js`)
    )
    return comprovante.read(app, quem, params, query)
  },
}
