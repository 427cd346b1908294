// @ts-check
// /painel/meus-dados: what the association holds about the person asking, and only about them
// (every read is by their own id): their account, membership, seats, their dues and reservations
// counted, their last logins, whether their seat's contact is public, their photo and the
// directory's choices. The JSON and CSV files still read every record with the person's own token
// (meus-dados.server.ts).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** How many of the last logins the page lists. */
const ACESSOS_MOSTRADOS = 5

module.exports = {
  caminho: "/painel/meus-dados",
  area: "meusDados",
  colecoes: ["cadastro_geral"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem) {
    const { storedDate, todayInSaoPaulo } = domain("datas")
    const hoje = storedDate(todayInSaoPaulo())
    const conta = app.findRecordById("cadastro_geral", quem.id)
    const seats = /** @type {core.Record[]} */ (
      app.findRecordsByFilter("diretoria", "idCadGeral = {:id}", "", 0, 0, { id: quem.id })
    )
    // Seats not yet ended: whether their contact is public (null: the person holds none).
    const current = seats.filter((seat) => {
      const fim = seat.getString("fim_mandato")
      return fim === "" || fim >= hoje
    })
    return {
      conta: {
        nome: conta.getString("nome"),
        email: conta.email(),
        telefone: conta.getString("telefone"),
        dt_nasc: conta.getString("dt_nasc").slice(0, 10),
        endereco: conta.getString("endereco"),
        exclusao_pedida_em: conta.getString("exclusao_pedida_em"),
        sem_lembretes: conta.getBool("sem_lembretes"),
        aniversario_publico: conta.getBool("aniversario_publico"),
        // The photo and the directory's choices ('Sua foto', 'Lista de sócios').
        foto: conta.getString("foto"),
        lista_socios: conta.getBool("lista_socios"),
        lista_whatsapp: conta.getBool("lista_whatsapp"),
      },
      filiacao: filiacaoDe(app, quem.id),
      cargos: seats.map((seat) => seat.getString("cargo")),
      mensalidades: mensalidadesDe(app, quem.id),
      reservas: reservasDe(app, quem.id, hoje),
      acessos: acessosDe(app, quem.id),
      contatoPublico: current.length ? current.every((seat) => seat.getBool("contato_publico")) : null,
    }
  },
}

/**
 * The person's membership (active or not, since its membership date, else the record's creation),
 * or null when they are not and never were a member.
 * @param {core.App} app
 * @param {string} id the account's
 */
function filiacaoDe(app, id) {
  const { ASSOCIADO_ATIVO } = domain("associados")
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const associado = findOrNull(() =>
    app.findFirstRecordByFilter("associados", "id_cadastro_geral = {:id}", { id }),
  )
  if (!associado) return null
  return {
    ativo: associado.getInt("status") === ASSOCIADO_ATIVO,
    desde: associado.getString("data_filiacao") || associado.getString("created"),
  }
}

/**
 * The person's dues counted by status, and what the pending ones add up to (in cents, so
 * R$ 0,10 + R$ 0,20 is R$ 0,30). An exempt due is neither paid nor owed.
 * @param {core.App} app
 * @param {string} id the account's
 */
function mensalidadesDe(app, id) {
  const rows = arrayOf(new DynamicModel({ status: "", total: 0, centavos: 0 }))
  app
    .db()
    .newQuery(
      `SELECT status, COUNT(*) AS total, COALESCE(SUM(ROUND(valor * 100)), 0) AS centavos
       FROM mensalidades WHERE associado_id = {:id} GROUP BY status`,
    )
    .bind({ id })
    .all(rows)
  const of = (/** @type {string} */ status) => rows.find((row) => row.status === status)
  return {
    pagas: of("pago")?.total ?? 0,
    pendentes: of("pendente")?.total ?? 0,
    emAberto: (of("pendente")?.centavos ?? 0) / 100,
    isentas: of("isenta")?.total ?? 0,
  }
}

/**
 * How many reservations the person made, and how many are from today on.
 * @param {core.App} app
 * @param {string} id the account's
 * @param {string} hoje today as PocketBase stores a day
 */
function reservasDe(app, id, hoje) {
  const row = new DynamicModel({ total: 0, futuras: 0 })
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN data >= {:hoje} THEN 1 ELSE 0 END), 0) AS futuras
       FROM reservas WHERE associado_id = {:id}`,
    )
    .bind({ id, hoje })
    .one(row)
  return { total: row.total, aPartirDeHoje: row.futuras }
}

/** When the person's last logins were, newest first. @param {core.App} app @param {string} id */
function acessosDe(app, id) {
  const { recordsWhere } = require(`${__hooks}/lib/painel-leituras.js`)
  return recordsWhere(app, "acessos", $dbx.hashExp({ usuario: id }), ["created DESC"], ACESSOS_MOSTRADOS).map(
    (record) => record.getString("created"),
  )
}
