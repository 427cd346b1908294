// @ts-check
// The board's inbox on the server: a contact message or a youth-school request changes only by being
// marked answered (or not): when and by whom are kept from the logged-in account, never taken from
// the body, and each mark enters the activity record without the child's data.

const ANSWER_FIELDS = ["respondido_em", "respondido_por", "respondido_por_nome", "updated"]

const DESCRIBE = {
  contato: (record) => `a mensagem de contato de ${record.getString("nome")}`,
  pedido_escolinha: (record) => `o pedido da escolinha de ${record.getString("nome_responsavel")}`,
}

function markAnswered(e) {
  const record = e.record
  const original = record.original()
  const collection = record.collection().name
  for (const field of record.collection().fields) {
    const name = field.getName()
    if (ANSWER_FIELDS.indexOf(name) >= 0) continue
    if (JSON.stringify(record.get(name)) !== JSON.stringify(original.get(name))) {
      throw new BadRequestError("Só é possível marcar a mensagem como respondida ou não.")
    }
  }
  const answered = record.getString("respondido_em") !== ""
  const atividades = require(`${__hooks}/lib/atividades.js`)
  if (answered) {
    const author = atividades.authorOf(e.auth)
    record.set("respondido_em", new Date().toISOString())
    record.set("respondido_por", author.autor)
    record.set("respondido_por_nome", author.autor_nome)
  } else {
    record.set("respondido_em", "")
    record.set("respondido_por", "")
    record.set("respondido_por_nome", "")
  }
  const verb = answered ? "Marcou como respondida" : "Marcou como não respondida"
  atividades.withAtividade(e, collection, (saved) => `${verb} ${DESCRIBE[collection](saved)}`)
}

module.exports = { markAnswered }
