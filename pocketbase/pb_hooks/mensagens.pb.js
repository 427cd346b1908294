// @ts-check
// The board's inbox (lib/mensagens.js): marking a contact message or a youth-school request answered.

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/mensagens.js`).markAnswered(e)
  },
  "contato",
  "pedido_escolinha",
)
