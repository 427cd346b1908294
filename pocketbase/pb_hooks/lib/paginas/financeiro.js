// @ts-check
// /painel/financeiro: a page of every member's dues of a month (?mes=, ?status=, ?q=, ?pagina=) with
// their names, the year's totals (?ano=), and what the financial director's open dialog needs
// (?acao=, ?id=). Counted and summed by SQL, so a month of 500 dues on five years of data stays fast.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** The list's tabs: the stored statuses, and the overdue ones (pending past their day). */
const FILTROS = [...domain("mensalidades").MENSALIDADE_STATUS, "vencida"]

/** The most members one search lists the dues of (the site's page says so when it found more). */
const SOCIOS_POR_BUSCA = 80

/** How many months ahead 'Lançar' looks for one without dues, from the current one. */
const MESES_OFERECIDOS = 24

module.exports = {
  caminho: "/painel/financeiro",
  area: "financeiro",
  colecoes: ["mensalidades", "associados"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { mensalidadeOf, comNomes } = require(`${__hooks}/lib/painel-financeiro.js`)
    const { pageNumber, statusOf, searchText, monthOf, yearOf } = domain("listas")
    const { todayInSaoPaulo } = domain("datas")
    const hoje = todayInSaoPaulo()
    const busca = membrosDaBusca(app, searchText(query("q")))
    const lista = listPage(
      app,
      {
        colecao: "mensalidades",
        where: filtro(monthOf(query("mes"), hoje), statusOf(query("status"), FILTROS), hoje, busca),
        orderBy: ["data_vencimento DESC", "created ASC", "id ASC"],
        page: pageNumber(query("pagina")),
        perPage: domain("paginas").LIMITES.financeiroPorPagina,
      },
      mensalidadeOf,
    )
    const ano = yearOf(query("ano"), hoje)
    return {
      lista: { ...lista, items: comNomes(app, lista.items) },
      buscaLimitada: busca && !busca.todas ? SOCIOS_POR_BUSCA : null,
      totais: require(`${__hooks}/lib/prestacao-de-contas.js`).accountsOfYear(app, ano, true),
      ...dialogo(app, quem, query, hoje),
    }
  },
}

/**
 * The accounts of the members whose folded name or e-mail (`busca`) holds the search's text, the
 * first SOCIOS_POR_BUSCA by name, and whether that is all of them; null when there is no search.
 * @param {core.App} app
 * @param {string | null} q
 */
function membrosDaBusca(app, q) {
  const texto = q ? domain("busca").foldForSearch(q) : ""
  if (!texto) return null
  const records = arrayOf(new Record())
  app
    .recordQuery("associados")
    .andWhere($dbx.like("busca", texto))
    .orderBy("nome ASC", "id ASC")
    .limit(SOCIOS_POR_BUSCA + 1)
    .all(records)
  const contas = records
    .slice(0, SOCIOS_POR_BUSCA)
    .map((record) => record.getString("id_cadastro_geral"))
    .filter(Boolean)
  return { contas, todas: records.length <= SOCIOS_POR_BUSCA }
}

/**
 * The dues of `mes` (yyyy-MM) in the tab `status`, of the members a search found.
 * @param {string} mes
 * @param {string | null} status
 * @param {string} hoje São Paulo's day, what "vencida" is measured against
 * @param {{ contas: string[] } | null} busca
 */
function filtro(mes, status, hoje, busca) {
  const { mesBounds } = require(`${__hooks}/lib/painel-financeiro.js`)
  const { storedDate } = domain("datas")
  const partes = [$dbx.exp("data_vencimento >= {:de} AND data_vencimento < {:ate}", mesBounds(mes))]
  // Nobody found: a condition no due meets.
  if (busca)
    partes.push(busca.contas.length > 0 ? $dbx.in("associado_id", ...busca.contas) : $dbx.exp("1 = 0"))
  if (status === "vencida") {
    partes.push($dbx.exp("status = 'pendente' AND data_vencimento < {:hoje}", { hoje: storedDate(hoje) }))
  } else if (status) {
    partes.push($dbx.hashExp({ status }))
  }
  return $dbx.and(...partes)
}

/**
 * What the open dialog shows, for the financial director only (the president reads the page without
 * its tools): the due ?id= with its member's name, the active members ('nova'), or the first month
 * with no dues yet from this one on ('lancar').
 * @param {core.App} app
 * @param {import("../painel.js").Quem} quem
 * @param {(name: string) => string} query
 * @param {string} hoje
 */
function dialogo(app, quem, query, hoje) {
  const acao = query("acao")
  if (!acao || !domain("acessos").can(quem, "manageMensalidades")) return {}
  const { mensalidadeRecord, mensalidadeOf, comNomes } = require(`${__hooks}/lib/painel-financeiro.js`)
  const record = mensalidadeRecord(app, query("id"))
  return {
    mensalidade: record ? comNomes(app, [mensalidadeOf(record)])[0] : null,
    associados: acao === "nova" ? associadosAtivos(app) : [],
    mesParaLancar: acao === "lancar" ? primeiroMesSemMensalidades(app, hoje.slice(0, 7)) : null,
  }
}

/** The active members, by name: whom a new due may be for. */
function associadosAtivos(/** @type {core.App} */ app) {
  const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
  const ativos = $dbx.hashExp({ status: domain("associados").ASSOCIADO_ATIVO })
  return recordsWhere(app, "associados", ativos, ["nome ASC"]).map((record) => ({
    id: record.getString("id_cadastro_geral"),
    nome: record.getString("nome"),
  }))
}

/**
 * The first month from `mes` (yyyy-MM) on, within MESES_OFERECIDOS, that has no dues yet (one query
 * for the months that have), or the month after the last when all have.
 * @param {core.App} app
 * @param {string} mes
 */
function primeiroMesSemMensalidades(app, mes) {
  const { mesSeguinte, mesBounds } = require(`${__hooks}/lib/painel-financeiro.js`)
  let ultimo = mes
  for (let n = 1; n < MESES_OFERECIDOS; n += 1) ultimo = mesSeguinte(ultimo)
  const rows = arrayOf(new DynamicModel({ mes: "" }))
  app
    .db()
    .newQuery(
      `SELECT DISTINCT substr(data_vencimento, 1, 7) AS mes FROM mensalidades
       WHERE data_vencimento >= {:de} AND data_vencimento < {:ate}`,
    )
    .bind({ de: mesBounds(mes).de, ate: mesBounds(ultimo).ate })
    .all(rows)
  const comMensalidades = rows.map((row) => row.mes)
  let atual = mes
  for (let n = 0; n < MESES_OFERECIDOS && comMensalidades.indexOf(atual) >= 0; n += 1)
    atual = mesSeguinte(atual)
  return atual
}
