// @ts-check
// /painel/financeiro/lembretes: the daily job's last run, and a page of the members with open dues
// (?q= by name or e-mail, ?pagina=), each with all their open dues and those dues' reminders. The site
// shapes the cards (texts, WhatsApp links), so its script carries no rule.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What a card shows of an open due (the `mensalidades_em_aberto` view: the due and its member). */
const CAMPOS_ABERTA = [
  "descricao",
  "valor",
  "data_vencimento",
  "associado_id",
  "nome",
  "email",
  "telefone",
  "sem_lembretes",
]

/** What a card shows of a reminder. */
const CAMPOS_LEMBRETE = [
  "mensalidade",
  "tipo",
  "status",
  "tentativas",
  "enviado_em",
  "created",
  "erro",
  "enviado_por_nome",
]

module.exports = {
  caminho: "/painel/financeiro/lembretes",
  area: "financeiro",
  colecoes: ["mensalidades_em_aberto", "lembretes"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, _quem, _params, query) {
    const { plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { pageNumber, searchText } = domain("listas")
    const page = pageNumber(query("pagina"))
    const perPage = domain("paginas").LIMITES.lembretesPorPagina
    const membros = abertasPorMembro(app, searchText(query("q")))
    const shown = membros.slice((page - 1) * perPage, page * perPage)
    const ids = shown.reduce(
      (all, dues) => all.concat(dues.map((due) => due.id)),
      /** @type {string[]} */ ([]),
    )
    const lembretes = arrayOf(new Record())
    if (ids.length > 0) {
      app
        .recordQuery("lembretes")
        .andWhere($dbx.in("mensalidade", ...ids))
        .orderBy("created ASC", "id ASC")
        .all(lembretes)
    }
    return {
      execucao: require(`${__hooks}/lib/execucoes.js`).lastRun(app, domain("lembretes").TAREFA_LEMBRETES),
      membros: shown,
      lembretes: lembretes.map((record) => plain(record, CAMPOS_LEMBRETE)),
      page,
      totalPages: Math.max(1, Math.ceil(membros.length / perPage)),
      totalDues: membros.reduce((sum, dues) => sum + dues.length, 0),
    }
  },
}

/**
 * The open dues of members whose folded name or e-mail holds `q`, grouped by member, the one owing
 * the earliest due first. Every open due at once: a member owes a handful at most, and a card needs
 * all of theirs whatever page it falls on.
 * @param {core.App} app
 * @param {string | null} q
 */
function abertasPorMembro(app, q) {
  const { plain } = require(`${__hooks}/lib/painel-listas.js`)
  const texto = q ? domain("busca").foldForSearch(q) : ""
  const records = arrayOf(new Record())
  const abertas = app.recordQuery("mensalidades_em_aberto")
  if (texto) abertas.andWhere($dbx.or($dbx.like("busca", texto), $dbx.like("email", texto)))
  abertas.orderBy("data_vencimento ASC", "nome ASC", "id ASC").all(records)
  /** @type {Map<string, ReturnType<typeof plain>[]>} */
  const byMember = new Map()
  for (const record of records) {
    const due = plain(record, CAMPOS_ABERTA)
    const own = byMember.get(String(due.associado_id))
    if (own) own.push(due)
    else byMember.set(String(due.associado_id), [due])
  }
  return Array.from(byMember.values())
}
