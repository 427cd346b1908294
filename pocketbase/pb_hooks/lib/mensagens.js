// @ts-check
// The board's inbox on the server: a contact message or a youth-school request changes only by being
// marked answered (or not): when and by whom are kept from the logged-in account, never taken from
// the body, and each mark enters the activity record without the child's data.

const ANSWER_FIELDS = ["respondido_em", "respondido_por", "respondido_por_nome", "updated"]

/** Each collection's activity entries, answered and not, and the field naming whose message it is. */
const ENTRIES = /** @type {const} */ ({
  contato: { respondida: "contato_respondido", aberta: "contato_nao_respondido", nome: "nome" },
  pedido_escolinha: {
    respondida: "escolinha_respondido",
    aberta: "escolinha_nao_respondido",
    nome: "nome_responsavel",
  },
})

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
  const entry = ENTRIES[/** @type {keyof typeof ENTRIES} */ (collection)]
  atividades.withAtividade(e, collection, (saved) =>
    atividades.describe(answered ? entry.respondida : entry.aberta, { nome: saved.getString(entry.nome) }),
  )
}

module.exports = { markAnswered }
