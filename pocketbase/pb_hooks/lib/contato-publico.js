// @ts-check
// A seat holder's choice to show their seats' contact (e-mail and phone) on the public board page
// (docs/decisions/lgpd-and-privacy.md#what-is-public). Only the holder makes it: the president's
// rules may not set `contato_publico` (lib/regras.js), and this route sets it on the sender's own
// seats not yet ended, each with its activity entry, in one transaction. Used by diretoria.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** POST /api/associacao/diretoria/contato-publico {publicar}: true shows the contact, false hides it. */
function setContatoPublico(e) {
  const { storedDate } = domain("datas")
  const { todayInSaoPaulo } = domain("datas")
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const body = e.requestInfo().body
  const publicar = body.publicar === true || body.publicar === "true"
  const auth = e.auth
  let count = 0
  e.app.runInTransaction((tx) => {
    const seats = tx.findRecordsByFilter(
      "diretoria",
      "idCadGeral = {:conta} && (fim_mandato = '' || fim_mandato >= {:hoje})",
      "",
      0,
      0,
      { conta: auth.id, hoje: storedDate(todayInSaoPaulo()) },
    )
    for (const seat of seats) {
      if (seat.getBool("contato_publico") === publicar) continue
      seat.set("contato_publico", publicar)
      tx.save(seat)
      const descricao = describe(publicar ? "contato_publicado" : "contato_ocultado", {})
      recordAtividade(tx, auth, "diretoria", seat.id, descricao)
      count += 1
    }
  })
  return e.json(200, { publicar, alterados: count })
}

module.exports = { setContatoPublico }
