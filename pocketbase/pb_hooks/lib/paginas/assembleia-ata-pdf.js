// @ts-check
// /painel/assembleias/{id}/ata.pdf: the minutes' PDF, written from the same data as its page
// (assembleia-ata.js), asked in the same one question as any panel page.

module.exports = {
  caminho: "/painel/assembleias/{id}/ata.pdf",
  area: "assembleias",
  capacidade: "manageAssembleias",
  colecoes: ["assembleias", "assembleia_itens", "assembleia_associados"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, params) {
    const ata = /** @type {typeof import("./assembleia-ata.js")} */ (
      require(`${__hooks}/lib/paginas/assembleia-ata.js`)
    )
    return ata.readAta(app, params.id)
  },
}
