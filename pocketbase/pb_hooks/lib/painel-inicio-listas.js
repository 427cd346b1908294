// @ts-check
// The dashboard's lists (lib/painel-inicio.js): the next events with their places, the board's
// latest activity or the person's own logins, the president's deletion requests, the unread
// announcements and the general assembly's notices. Each reads only what the API rules let its
// reader read (lib/regras.js).

const { domain } = require(`${__hooks}/lib/domain.js`)
const { plain } = require(`${__hooks}/lib/painel-listas.js`)
const { recordsWhere: records } = require(`${__hooks}/lib/painel-leituras.js`)

// Rows of 'Atividade recente': the board's latest decisions, or a member's latest logins.
const ATIVIDADE_RECENTE = 5

/**
 * The next events from São Paulo's `hoje` on (today's already begun included), soonest first: what
 * `eventos_futuros_view` and the site's cut at São Paulo's midnight gave (public content).
 * @param {core.App} app
 * @param {string} hoje
 */
function proximosEventos(app, hoje) {
  const { LIMITES } = domain("paginas")
  const { dayStartInSaoPaulo } = domain("datas")
  const desde = $dbx.exp("data_evento >= {:inicio}", { inicio: dayStartInSaoPaulo(hoje) })
  return records(app, "eventos", desde, ["data_evento", "id"], LIMITES.proximosEventosPainel).map((record) =>
    plain(record, ["titulo", "descricao", "data_evento", "localizacao", "capacidade"]),
  )
}

/**
 * The places of `eventos` as `inscricoes_vagas` counts them (whoever is logged in reads them) and,
 * for those who may sign up, the person's own sign-ups to them as `inscricoes_fila` lists them (each
 * their own): the site works out what each shows (app/features/eventos/vagas.ts).
 * @param {core.App} app
 * @param {import("./painel.js").Quem} quem
 * @param {{ id: string }[]} eventos
 */
function presencasDe(app, quem, eventos) {
  const { vagasOf, filaWhere } = require(`${__hooks}/lib/painel-eventos.js`)
  const ids = eventos.map((evento) => evento.id)
  if (ids.length === 0) return { vagas: [], minhas: [] }
  const { can } = domain("acessos")
  const minhas = can(quem, "confirmAttendance")
    ? filaWhere(app, $dbx.and($dbx.hashExp({ conta: quem.id }), $dbx.in("evento", ...ids)))
    : []
  return { vagas: vagasOf(app, ids), minhas }
}

/** The board's latest activity entries, newest first (the `atividades` rule: the board's). @param {core.App} app */
const atividades = (app) =>
  records(app, "atividades", null, ["created DESC", "id DESC"], ATIVIDADE_RECENTE).map((record) =>
    plain(record, ["descricao", "autor_nome", "created"]),
  )

/**
 * The person's own latest logins, newest first (the `acessos` rule: each their own).
 * @param {core.App} app
 * @param {string} contaId
 */
const acessos = (app, contaId) =>
  records(
    app,
    "acessos",
    $dbx.hashExp({ usuario: contaId }),
    ["created DESC", "id DESC"],
    ATIVIDADE_RECENTE,
  ).map((record) => plain(record, ["descricao", "created"]))

/** The open account-deletion requests, oldest first (the president's: only they list accounts). @param {core.App} app */
const exclusoes = (app) =>
  records(
    app,
    "cadastro_geral",
    $dbx.exp("COALESCE(exclusao_pedida_em, '') != ''"),
    ["exclusao_pedida_em", "id"],
    0,
  ).map((record) => plain(record, ["nome", "email", "exclusao_pedida_em"]))

/**
 * The person's unread announcements among the newest (the first page of /painel/comunicados, where
 * the dashboard links to each by its anchor), a few, newest first. The `comunicados` rule: the
 * board reads every one, a member those for everyone (only members and the board see the part).
 * @param {core.App} app
 * @param {import("./painel.js").Quem} quem
 */
function comunicadosNaoLidos(app, quem) {
  const { LIMITES } = domain("paginas")
  // As /painel/comunicados reads them: the roles that publish read every one.
  const paraEle = domain("acessos").can(quem, "publishComunicados")
    ? null
    : $dbx.hashExp({ publico: "todos" })
  const recentes = records(app, "comunicados", paraEle, ["created DESC", "id"], LIMITES.comunicadosPorPagina)
  if (recentes.length === 0) return []
  const lidos = records(
    app,
    "comunicados_lidos",
    $dbx.and($dbx.hashExp({ conta: quem.id }), $dbx.in("comunicado", ...recentes.map((record) => record.id))),
    ["id"],
    0,
  ).map((record) => record.getString("comunicado"))
  return recentes
    .filter((record) => lidos.indexOf(record.id) === -1)
    .slice(0, LIMITES.comunicadosNoPainel)
    .map((record) => plain(record, ["titulo", "created"]))
}

/** The statuses the dashboard tells of an assembly in: called, or being held. */
const ASSEMBLEIAS_AVISADAS = ["publicada", "aberta"]

/**
 * The general assembly's notices, each published or open one until it is held
 * (docs/decisions/general-assembly.md#the-notice-is-public), and, on one being held online or in both
 * ways, the person's own row of its frozen list ('Marcar minha presença', then when they did).
 * Notices are public once published; the list's rows are each member's own (lib/regras.js).
 * @param {core.App} app
 * @param {import("./painel.js").Quem} quem
 */
function avisosDeAssembleia(app, quem) {
  const assembleias = records(app, "assembleias", $dbx.in("status", ...ASSEMBLEIAS_AVISADAS), [
    "primeira_chamada",
    "id",
  ])
  const aoVivo = assembleias
    .filter(
      (record) => record.getString("status") === "aberta" && record.getString("modalidade") !== "presencial",
    )
    .map((record) => record.id)
  const minhas =
    aoVivo.length === 0
      ? []
      : records(
          app,
          "assembleia_associados",
          $dbx.and($dbx.hashExp({ associado: quem.id }), $dbx.in("assembleia", ...aoVivo)),
          ["id"],
        )
  return assembleias.map((record) => {
    const minha = minhas.find((row) => row.getString("assembleia") === record.id)
    return {
      ...plain(record, ["tipo", "primeira_chamada", "modalidade", "local", "status"]),
      /** The person on the frozen list of one being held online: present or not, and since when. */
      lista: minha ? plain(minha, ["presente", "presente_em"]) : null,
    }
  })
}

module.exports = {
  proximosEventos,
  presencasDe,
  atividades,
  acessos,
  exclusoes,
  comunicadosNaoLidos,
  avisosDeAssembleia,
}
