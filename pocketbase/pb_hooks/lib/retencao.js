// Retention (LGPD): personal data the association no longer needs is deleted every day, and each
// purge enters the activity record as counts only, never with the data it removed.
// - membership requests not approved: RETENCAO_MESES months after the decision;
// - contact messages: RETENCAO_MESES months after they were answered (unanswered ones stay);
// - youth-school requests: once the child is past the school's age.
// Kept here because PocketBase runs each hook handler in its own context, where only require()d
// modules are visible; the pure date rule is exported for the unit tests.

// The school's top age and the default retention, as the site has them (app/domain).
const { domain } = require(`${__hooks}/lib/domain.js`)
const { ESCOLINHA_IDADE_MAXIMA } = domain("escolinha")
const { RETENCAO_MESES_PADRAO } = domain("lgpd")
const { dayInSaoPaulo } = domain("datas")

/** PocketBase's date format: "2026-11-25 12:00:00.000Z". */
function pbDate(date) {
  return date.toISOString().replace("T", " ")
}

/**
 * The cut-offs for `agora`: records decided or answered before `antes` are past their age; a child
 * born on or before `nascidoAte` (a calendar day, as birth dates are stored) has passed the school's
 * top age in São Paulo today.
 */
function cutOffs(agora, meses) {
  const antes = new Date(agora.getTime())
  antes.setUTCMonth(antes.getUTCMonth() - meses)
  const hoje = dayInSaoPaulo(agora)
  const ano = Number(hoje.slice(0, 4)) - (ESCOLINHA_IDADE_MAXIMA + 1)
  return { antes: pbDate(antes), nascidoAte: `${ano}${hoje.slice(4)} 00:00:00.000Z` }
}

function retentionMonths() {
  const meses = parseInt($os.getenv("RETENCAO_MESES") || "", 10)
  return meses > 0 ? meses : RETENCAO_MESES_PADRAO
}

const ALVOS = [
  {
    colecao: "pedido_socio",
    filtro: 'status = "reprovado" && decidido_em != "" && decidido_em < {:antes}',
    nome: ["pedido de filiação não aprovado", "pedidos de filiação não aprovados"],
  },
  {
    colecao: "contato",
    filtro: 'respondido_em != "" && respondido_em < {:antes}',
    nome: ["mensagem de contato respondida", "mensagens de contato respondidas"],
  },
  {
    colecao: "pedido_escolinha",
    filtro: "data_nascimento <= {:nascidoAte}",
    nome: [
      "pedido da escolinha de criança acima da idade",
      "pedidos da escolinha de crianças acima da idade",
    ],
  },
]

/** Deletes what is past its age, in one transaction with its activity entry; returns the counts. */
function purge(app, agora) {
  const { recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const limites = cutOffs(agora, retentionMonths())
  const contagem = {}
  app.runInTransaction((tx) => {
    const partes = []
    for (const alvo of ALVOS) {
      const registros = tx.findRecordsByFilter(alvo.colecao, alvo.filtro, "", 0, 0, limites)
      for (const registro of registros) tx.delete(registro)
      contagem[alvo.colecao] = registros.length
      if (registros.length > 0) {
        partes.push(`${registros.length} ${registros.length === 1 ? alvo.nome[0] : alvo.nome[1]}`)
      }
    }
    if (partes.length > 0) {
      recordAtividade(tx, null, "retencao", "", `Limpeza automática de dados antigos: ${partes.join(", ")}`)
    }
  })
  return contagem
}

module.exports = { cutOffs, purge }
