// @ts-check
// /painel/escolinha/turmas/{id}: a class's page (docs/decisions/youth-school.md#classes-and-the-roll):
// each enrolled child with their age, the latest certificate's mark, the attendance rate over the
// last FREQUENCIA_DIAS days and the guardian's name and phone, then the waiting list in its order.
// A coach reads only their own class: another's reads as missing (the site answers 404).

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/escolinha/turmas/{id}",
  area: "escolinha",
  colecoes: ["turmas", "alunos", "atestados", "chamadas"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, params) {
    const { can } = domain("acessos")
    const { ageOn } = domain("escolinha")
    const { todayInSaoPaulo, storedDay } = domain("datas")
    const { turmaFor } = require(`${__hooks}/lib/escolinha-acesso.js`)
    const { enrolledOf } = require(`${__hooks}/lib/escolinha-chamada.js`)
    const { atestadosOf, guardiansOf, frequenciasOf } = require(`${__hooks}/lib/escolinha-turma-leitura.js`)
    const manage = can(quem, "manageEscolinha")
    const turma = turmaFor(app, { id: quem.id, manage }, params.id)
    if (!turma) return { turma: null }
    const hoje = todayInSaoPaulo()
    const alunos = enrolledOf(app, turma.id)
    const ids = alunos.map((aluno) => aluno.id)
    const atestados = atestadosOf(app, ids, hoje)
    const frequencias = frequenciasOf(app, ids, hoje)
    const espera = /** @type {core.Record[]} */ (
      app.findRecordsByFilter(
        "alunos",
        "turma = {:turma} && status = 'espera'",
        "espera_desde,created",
        0,
        0,
        { turma: turma.id },
      )
    )
    const responsaveis = guardiansOf(app, alunos.concat(espera))
    const nascimento = (/** @type {core.Record} */ aluno) => storedDay(aluno.getString("data_nascimento"))
    return {
      turma: {
        id: turma.id,
        nome: turma.getString("nome"),
        ano_inicio: turma.getInt("ano_inicio"),
        ano_fim: turma.getInt("ano_fim"),
        dias: turma.getStringSlice("dias"),
        hora_inicio: turma.getString("hora_inicio"),
        hora_fim: turma.getString("hora_fim"),
        local: turma.getString("local"),
        vagas: turma.getInt("vagas"),
      },
      gerencia: manage,
      hoje,
      alunos: alunos.map((aluno) => ({
        id: aluno.id,
        nome: aluno.getString("nome"),
        idade: ageOn(nascimento(aluno), hoje),
        atestado: atestados[aluno.id],
        frequencia: frequencias[aluno.id],
        responsavel: responsaveis[aluno.getString("responsavel")] || { nome: "", telefone: "" },
      })),
      espera: espera.map((aluno) => ({
        id: aluno.id,
        nome: aluno.getString("nome"),
        idade: ageOn(nascimento(aluno), hoje),
        espera_desde: aluno.getString("espera_desde"),
        responsavel: responsaveis[aluno.getString("responsavel")] || { nome: "", telefone: "" },
      })),
    }
  },
}
