// @ts-check
// /painel/eventos/{id}: an event's page for members and the board: the event, its places, the
// person's own sign-up and, for the board, who is confirmed and who waits.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/eventos/{id}",
  // Any role that may sign up opens it (the site's guard: 'inicio' with confirmAttendance).
  area: "inicio",
  colecoes: ["eventos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    const { can, canAccess } = domain("acessos")
    // The page's data never leaves for a role that may not sign up (the site's guard refuses it).
    if (!can(quem, "confirmAttendance")) return null
    const { eventoOrNull, vagasOf, filaWhere } = require(`${__hooks}/lib/painel-eventos.js`)
    const evento = eventoOrNull(app, params.id)
    if (!evento) return { evento: null, vagas: null, minha: null, inscritos: null }
    const [vagas = null] = vagasOf(app, [evento.id])
    const [minha = null] = filaWhere(app, $dbx.hashExp({ evento: evento.id, conta: quem.id }))
    // The board reads every sign-up with its name (the `inscricoes_fila` rule); a member only their own.
    const todas = canAccess(quem, "eventos") ? filaWhere(app, $dbx.hashExp({ evento: evento.id })) : null
    const inscritos = todas && {
      confirmadas: todas.filter((row) => row.status === "confirmada"),
      espera: todas.filter((row) => row.status === "espera"),
    }
    return { evento, vagas, minha, inscritos }
  },
}
