// @ts-check
// /painel/eventos, 'Gerenciar Eventos': a page of the upcoming events (soonest first) or the past ones
// (?status=passados, latest first) with their places, the yearly calendar, and the event a dialog
// (?acao=editar&id=...) opens.

const { domain } = require(`${__hooks}/lib/domain.js`)

module.exports = {
  caminho: "/painel/eventos",
  area: "eventos",
  colecoes: ["eventos"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { listPage } = require(`${__hooks}/lib/painel-listas.js`)
    const { eventoPainel, eventoOrNull, vagasOf } = require(`${__hooks}/lib/painel-eventos.js`)
    const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const { todayInSaoPaulo, dayStartInSaoPaulo } = domain("datas")
    const passados = statusOf(query("status"), ["passados"]) === "passados"
    // São Paulo's midnight: today's events are upcoming.
    const inicio = dayStartInSaoPaulo(todayInSaoPaulo())
    const lista = listPage(
      app,
      {
        colecao: "eventos",
        where: $dbx.exp(passados ? "data_evento < {:inicio}" : "data_evento >= {:inicio}", { inicio }),
        orderBy: passados ? ["data_evento DESC", "id DESC"] : ["data_evento ASC", "id ASC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.eventosPorPagina,
      },
      eventoPainel,
    )
    // The site orders the months January to December.
    const calendario = recordsWhere(app, "calendario_anual", null, ["mes ASC", "created ASC"]).map(
      (record) => ({ id: record.id, mes: record.getString("mes"), evento: record.getString("evento") }),
    )
    return {
      lista,
      vagas: vagasOf(
        app,
        lista.items.map((evento) => evento.id),
      ),
      calendario,
      // A calendar entry's dialog finds its entry in the calendar; an event's is read here.
      evento: eventoOrNull(app, query("id")),
    }
  },
}
