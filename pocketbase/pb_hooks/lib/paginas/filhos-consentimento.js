// @ts-check
// /painel/filhos/consentimento, the consent page (docs/decisions/youth-school.md#consent): the asking
// guardian's children whose enrolment is not ended, each with its class and whether its consent
// for the current text is still owed; a child already answered shows its choices as given.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/filhos/consentimento",
  area: "filhos",
  colecoes: ["alunos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { CONSENTIMENTO_VERSAO } = domain("escolinha-consentimento")
    const { filhoOf } = require(`${__hooks}/lib/escolinha-filhos.js`)
    const alunos = /** @type {core.Record[]} */ (
      app.findRecordsByFilter("alunos", "responsavel = {:id} && status != 'encerrado'", "nome", 0, 0, {
        id: quem.id,
      })
    )
    return {
      filhos: alunos.map((aluno) => {
        const answered =
          aluno.getString("consentimento_em") !== "" &&
          app.findRecordsByFilter(
            "consentimentos",
            "aluno = {:id} && tipo = 'dados' && versao = {:versao}",
            "",
            1,
            0,
            { id: aluno.id, versao: CONSENTIMENTO_VERSAO },
          ).length > 0
        const { id, nome, turma, statusLabel } = filhoOf(app, aluno)
        return {
          id,
          nome,
          turma: turma ? turma.nome : "",
          statusLabel,
          pendente: !answered,
          dados: answered && aluno.getBool("consentimento_dados"),
          imagem: answered && aluno.getBool("consentimento_imagem"),
        }
      }),
    }
  },
}
