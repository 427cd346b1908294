// @ts-check
// Retention (LGPD): personal data the association no longer needs is deleted every day, and each
// purge enters the activity record as counts only, never with the data it removed.
// - membership requests not approved: RETENCAO_MESES months after the decision;
// - contact messages: RETENCAO_MESES months after they were answered (unanswered ones stay);
// - youth-school requests: once the child is past the school's age;
// - members' imports (the spreadsheet's rows): a draft at its `expira_em`, an import RETENCAO_MESES
//   months after it was imported;
// - the school's children: `retencao_escolinha_meses` months (the setting) after the enrolment ended,
//   with their attendance, certificates and consents (their relations cascade); the photos that
//   marked them lose the mark and go offline (lib/escolinha-fotos.js, from alunos.pb.js's delete
//   hook) (docs/decisions/youth-school.md#retention-of-a-childs-data).
// Kept here because PocketBase runs each hook handler in its own context, where only require()d
// modules are visible; the pure date rule is exported for the unit tests.

// The school's top age and the default retention, as the site has them (app/domain).
const { domain } = require(`${__hooks}/lib/domain.js`)
const { ESCOLINHA_IDADE_MAXIMA } = domain("escolinha")
const { RETENCAO_MESES_PADRAO } = domain("lgpd")
const { dayInSaoPaulo } = domain("datas")

// PocketBase's date format: "2026-11-25 12:00:00.000Z".
const { storedInstant: pbDate } = require(`${__hooks}/lib/execucoes.js`)

/**
 * The cut-offs at `now` (`agora`): records decided or answered before `antes` are past their age; a child
 * born on or before `nascidoAte` (a calendar day, as birth dates are stored) has passed the school's
 * top age in São Paulo today.
 */
function cutOffs(now, months) {
  const before = new Date(now.getTime())
  before.setUTCMonth(before.getUTCMonth() - months)
  const today = dayInSaoPaulo(now)
  const year = Number(today.slice(0, 4)) - (ESCOLINHA_IDADE_MAXIMA + 1)
  return { agora: pbDate(now), antes: pbDate(before), nascidoAte: `${year}${today.slice(4)} 00:00:00.000Z` }
}

function retentionMonths() {
  const months = parseInt($os.getenv("RETENCAO_MESES") || "", 10)
  return months > 0 ? months : RETENCAO_MESES_PADRAO
}

const TARGETS = [
  {
    collection: "pedido_socio",
    filter: 'status = "reprovado" && decidido_em != "" && decidido_em < {:antes}',
    names: ["pedido de filiação não aprovado", "pedidos de filiação não aprovados"],
  },
  {
    collection: "contato",
    filter: 'respondido_em != "" && respondido_em < {:antes}',
    names: ["mensagem de contato respondida", "mensagens de contato respondidas"],
  },
  {
    collection: "pedido_escolinha",
    filter: "data_nascimento <= {:nascidoAte}",
    names: [
      "pedido da escolinha de criança acima da idade",
      "pedidos da escolinha de crianças acima da idade",
    ],
  },
  {
    collection: "alunos",
    filter: 'status = "encerrado" && encerrado_em != "" && encerrado_em < {:antesEscolinha}',
    names: ["criança da escolinha", "crianças da escolinha"],
  },
  {
    collection: "importacoes",
    filter:
      '(status = "rascunho" && expira_em != "" && expira_em < {:agora}) || (status = "importada" && importada_em != "" && importada_em < {:antes})',
    names: ["planilha de associados", "planilhas de associados"],
  },
]

/** The school's cut-off: enrolments ended before it are past the setting's months. */
function schoolCutOff(app, now) {
  const { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } = domain("associacao")
  const { RETENCAO_ESCOLINHA_MESES_PADRAO } = domain("escolinha-configuracoes")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const record = findOrNull(() => app.findRecordById(CONFIGURACOES_COLECAO, CONFIGURACOES_ID))
  const setting = record ? record.getInt("retencao_escolinha_meses") : 0
  return cutOffs(now, setting > 0 ? setting : RETENCAO_ESCOLINHA_MESES_PADRAO).antes
}

/** Deletes what is past its age, in one transaction with its activity entry; returns the counts. */
function purge(app, now) {
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const limits = { ...cutOffs(now, retentionMonths()), antesEscolinha: schoolCutOff(app, now) }
  const counts = {}
  app.runInTransaction((tx) => {
    const parts = []
    for (const target of TARGETS) {
      const records = tx.findRecordsByFilter(target.collection, target.filter, "", 0, 0, limits)
      for (const record of records) tx.delete(record)
      counts[target.collection] = records.length
      if (records.length > 0) {
        parts.push(`${records.length} ${records.length === 1 ? target.names[0] : target.names[1]}`)
      }
    }
    if (parts.length > 0) {
      recordAtividade(
        tx,
        null,
        "retencao",
        "",
        describe("dados_antigos_limpos", { partes: parts.join(", ") }),
      )
    }
  })
  return counts
}

module.exports = { cutOffs, purge }
