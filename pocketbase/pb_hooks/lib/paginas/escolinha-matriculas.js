// @ts-check
// /painel/escolinha/matriculas: the school requests not yet enrolled, newest first (?pagina=), with
// the child's age; the request a dialog opens (?acao=matricular&id=) with the class its birth year
// suggests, or the reason its age is refused; and the classes with their places, for the dialog's
// select. Only those who manage the school (docs/decisions/youth-school.md#enrolment-from-the-requests).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the page shows of a request. */
const CAMPOS = [
  "nome_responsavel",
  "cpf_responsavel",
  "nome_crianca",
  "data_nascimento",
  "telefone",
  "email",
  "observacoes",
  "created",
  "updated",
]

/** A request without a child made from it. */
const NAO_MATRICULADO = "NOT EXISTS (SELECT 1 FROM alunos a WHERE a.pedido = pedido_escolinha.id)"

module.exports = {
  caminho: "/painel/escolinha/matriculas",
  area: "escolinha",
  capacidade: "manageEscolinha",
  colecoes: ["pedido_escolinha"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull, recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber } = domain("listas")
    const { storedDay, todayInSaoPaulo } = domain("datas")
    const { ageOn, ageProblem, turmaForBirth } = domain("escolinha")
    const hoje = todayInSaoPaulo()
    const item = (/** @type {core.Record} */ record) => {
      const pedido = plain(record, CAMPOS)
      const nascimento = storedDay(pedido.data_nascimento)
      return { ...pedido, data_nascimento: nascimento, idade: ageOn(nascimento, hoje) }
    }
    const lista = listPage(
      app,
      {
        colecao: "pedido_escolinha",
        where: $dbx.exp(NAO_MATRICULADO),
        orderBy: ["created DESC", "id DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.mensagensPorPagina,
      },
      item,
    )
    // The enrolled counted by SQL: a view's COUNT column is no number field a hook reads with getInt.
    const counts = require(`${__hooks}/lib/escolinha-vagas.js`).countsByTurma(app)
    const turmas = recordsWhere(app, "turmas", null, ["ano_inicio ASC", "nome ASC"]).map((turma) => ({
      id: turma.id,
      nome: turma.getString("nome"),
      ano_inicio: turma.getInt("ano_inicio"),
      ano_fim: turma.getInt("ano_fim"),
      vagas: turma.getInt("vagas"),
      matriculados: (counts[turma.id] || { matriculado: 0 }).matriculado,
    }))
    const record =
      query("acao") === "matricular" ? recordOrNull(app, "pedido_escolinha", { id: query("id") }) : null
    if (!record) return { lista, turmas, aberto: null }
    const pedido = item(record)
    const matriculado = app.countRecords("alunos", $dbx.hashExp({ pedido: record.id })) > 0
    const sugerida = turmaForBirth(turmas, pedido.data_nascimento)
    return {
      lista,
      turmas,
      aberto: {
        ...pedido,
        matriculado,
        recusa: ageProblem(pedido.data_nascimento, hoje),
        sugerida: sugerida ? sugerida.id : null,
      },
    }
  },
}
