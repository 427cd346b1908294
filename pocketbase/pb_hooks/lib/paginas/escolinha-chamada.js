// @ts-check
// /painel/escolinha/turmas/{id}/chamada: the roll on the coach's phone
// (docs/decisions/youth-school.md#classes-and-the-roll): today's (or ?data=yyyy-MM-dd up to today),
// each enrolled child with that day's saved mark, the certificate's mark and the guardian's phone.
// A coach reads only their own class's.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/escolinha/turmas/{id}/chamada",
  area: "escolinha",
  capacidade: "takeChamada",
  colecoes: ["turmas", "alunos", "chamadas"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params, query) {
    const { can } = domain("acessos")
    const { toIsoDay, todayInSaoPaulo } = domain("datas")
    const { turmaFor } = require(`${__hooks}/lib/escolinha-acesso.js`)
    const { rollOf } = require(`${__hooks}/lib/escolinha-chamada.js`)
    const turma = turmaFor(app, { id: quem.id, manage: can(quem, "manageEscolinha") }, params.id)
    if (!turma) return { turma: null }
    const hoje = todayInSaoPaulo()
    const pedida = toIsoDay(query("data"))
    const data = pedida && pedida <= hoje ? pedida : hoje
    return {
      turma: { id: turma.id, nome: turma.getString("nome") },
      hoje,
      data,
      alunos: rollOf(app, turma.id, data),
    }
  },
}
