// @ts-check
// What the dashboard (/painel, lib/paginas/inicio.js) reads: each part the person's role shows
// (app/domain/acessos.js's dashboardPartsFor, which the site's page follows too), read as the app
// but only what the API rules let that person read. A part that fails is null, which the page shows
// as its '—' or its empty state while the rest loads; a part the role does not show is left out.
// The cards' figures are here, the lists in lib/painel-inicio-listas.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/**
 * What `read` gives, or null when it throws (logged as "Falha ao ler <what>", as the site logs).
 * @template T
 * @param {core.App} app
 * @param {string} what
 * @param {() => T} read
 * @returns {T | null}
 */
function part(app, what, read) {
  try {
    return read()
  } catch (error) {
    app.logger().error(`Falha ao ler ${what}`, "erro", String(error))
    return null
  }
}

/** How many records of `colecao` are pending (`status` pendente). */
const pendentes = (/** @type {core.App} */ app, /** @type {string} */ colecao) =>
  app.countRecords(colecao, $dbx.hashExp({ status: "pendente" }))

/**
 * Received and pending of the dues falling due in `mes` (yyyy-MM), in BRL, summed as the accounts
 * page sums a month (lib/prestacao-de-contas.js).
 * @param {core.App} app
 * @param {string} mes
 */
function totaisDoMes(app, mes) {
  const { accountsOfMonth } = require(`${__hooks}/lib/prestacao-de-contas.js`)
  const { recebidas, abertas } = accountsOfMonth(app, mes)
  return { recebido: recebidas.valor, pendente: abertas.valor }
}

/**
 * What the council's pending opinions are worked out from (the site's anosPendentes): the oldest
 * due's year (null without dues) and the years with an opinion. A council seat reads every due.
 * @param {core.App} app
 */
function pareceresDe(app) {
  const primeira = new DynamicModel({ primeira: "" })
  app.db().newQuery("SELECT COALESCE(MIN(data_vencimento), '') AS primeira FROM mensalidades").one(primeira)
  const anos = arrayOf(new DynamicModel({ ano: 0 }))
  app.db().newQuery("SELECT ano FROM pareceres").all(anos)
  return {
    primeiroAno: primeira.primeira ? Number(String(primeira.primeira).slice(0, 4)) : null,
    comParecer: anos.map((row) => Number(row.ano)),
  }
}

/**
 * The dashboard of `quem`: each part its role shows, null where it failed.
 * @param {core.App} app
 * @param {import("./painel.js").Quem} quem
 */
function dashboardOf(app, quem) {
  const { dashboardPartsFor } = domain("acessos")
  const { todayInSaoPaulo } = domain("datas")
  const listas = require(`${__hooks}/lib/painel-inicio-listas.js`)
  const { devidoDe } = /** @type {typeof import("./paginas/mensalidades.js")} */ (
    require(`${__hooks}/lib/paginas/mensalidades.js`)
  )
  const partes = dashboardPartsFor(quem)
  const hoje = todayInSaoPaulo()
  /** @type {Record<string, unknown>} */
  const dados = {
    eventos: part(app, "próximos eventos", () => listas.proximosEventos(app, hoje)),
  }
  // The general assembly's notices: every logged-in person is told of them (they are public).
  dados.assembleias = part(app, "assembleias", () => listas.avisosDeAssembleia(app, quem))
  // An open election the person is present and able to vote in: 'Votar', or 'Você já votou.'.
  dados.votacoes = part(app, "votações abertas", () =>
    require(`${__hooks}/lib/eleicoes-cedula.js`).votacoesAbertasDe(app, quem.id),
  )
  dados.presencas =
    dados.eventos &&
    part(app, "vagas dos próximos eventos", () =>
      listas.presencasDe(app, quem, /** @type {{ id: string }[]} */ (dados.eventos)),
    )
  if (partes.mensalidades && partes.todasMensalidades) {
    dados.mensalidadesPendentes = part(app, "mensalidades pendentes", () => pendentes(app, "mensalidades"))
  } else if (partes.mensalidades) {
    dados.devido = part(app, "mensalidades em aberto", () => devidoDe(app, quem.id))
  }
  if (partes.solicitacoes)
    dados.solicitacoes = part(app, "solicitações pendentes", () => pendentes(app, "pedido_socio"))
  if (partes.reservas) dados.reservas = part(app, "reservas pendentes", () => pendentes(app, "reservas"))
  if (partes.mensagens) {
    const { naoRespondidas } = /** @type {typeof import("./paginas/mensagens.js")} */ (
      require(`${__hooks}/lib/paginas/mensagens.js`)
    )
    dados.mensagens = part(app, "mensagens não respondidas", () => {
      const { contato, escolinha } = naoRespondidas(app)
      return contato + escolinha
    })
  }
  if (partes.atividades) dados.atividades = part(app, "atividades da diretoria", () => listas.atividades(app))
  else dados.acessos = part(app, "últimos acessos", () => listas.acessos(app, quem.id))
  if (partes.todasMensalidades)
    dados.totaisMes = part(app, "totais do mês", () => totaisDoMes(app, hoje.slice(0, 7)))
  if (partes.exclusoes) dados.exclusoes = part(app, "pedidos de exclusão", () => listas.exclusoes(app))
  if (partes.comunicados)
    dados.comunicados = part(app, "comunicados", () => listas.comunicadosNaoLidos(app, quem))
  if (partes.pareceres) dados.pareceres = part(app, "pareceres pendentes", () => pareceresDe(app))
  if (partes.pedidosAssembleia) {
    const { pedidosAtingidos } = require(`${__hooks}/lib/pedidos-assembleia.js`)
    dados.pedidosAssembleia = part(app, "pedidos de assembleia", () => pedidosAtingidos(app))
  }
  return dados
}

module.exports = { dashboardOf }
