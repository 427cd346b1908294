// @ts-check
// /painel/mensagens: the board's inbox, a page of one tab (contact messages, or youth-school
// requests with ?status=escolinha), newest first, the message a dialog opens (?acao=ver&id=) and
// each tab's unanswered count. Children's data: lib/regras.js lets the executive board alone read
// both collections, which is this page's area (app/domain/acessos.js).

const { domain } = require(`${__hooks}/lib/domain.js`)

/** What the inbox shows of each kind of message. */
const CAMPOS = {
  contato: [
    "nome",
    "email",
    "telefone",
    "assunto",
    "mensagem",
    "respondido_em",
    "respondido_por_nome",
    "created",
  ],
  pedido_escolinha: [
    "nome_responsavel",
    "cpf_responsavel",
    "nome_crianca",
    "data_nascimento",
    "telefone",
    "email",
    "observacoes",
    "respondido_em",
    "respondido_por_nome",
    "created",
  ],
}

module.exports = {
  caminho: "/painel/mensagens",
  area: "mensagens",
  colecoes: ["contato", "pedido_escolinha"],
  /** @type {import("../painel.js").Leitor["read"]} */
  read(app, quem, _params, query) {
    const { listPage, plain } = require(`${__hooks}/lib/painel-listas.js`)
    const { recordOrNull } = require(`${__hooks}/lib/painel-leituras.js`)
    const { LIMITES } = domain("paginas")
    const { pageNumber, statusOf } = domain("listas")
    const { storedDay } = domain("datas")
    const tipo = statusOf(query("status"), ["contato", "escolinha"]) ?? "contato"
    const colecao = tipo === "contato" ? "contato" : "pedido_escolinha"
    // Whether a request's child was enrolled is told only to those who enrol
    // (docs/decisions/youth-school.md#enrolment-from-the-requests): 'Matricular' or 'Matriculado'.
    const matricula = domain("acessos").can(quem, "manageEscolinha")
    const item = (/** @type {core.Record} */ record) => {
      const mensagem = plain(record, CAMPOS[colecao])
      if (colecao === "contato") return mensagem
      // A child's birth date is a calendar day.
      const pedido = { ...mensagem, data_nascimento: storedDay(mensagem.data_nascimento) }
      return matricula
        ? { ...pedido, matriculado: app.countRecords("alunos", $dbx.hashExp({ pedido: record.id })) > 0 }
        : pedido
    }
    const lista = listPage(
      app,
      {
        colecao,
        orderBy: ["created DESC", "id DESC"],
        page: pageNumber(query("pagina")),
        perPage: LIMITES.mensagensPorPagina,
      },
      item,
    )
    // The message opened (?acao=ver&id=), null when there is none.
    const aberta = query("acao") === "ver" ? recordOrNull(app, colecao, { id: query("id") }) : null
    return { naoRespondidas: naoRespondidas(app), tipo, lista, aberta: aberta && item(aberta) }
  },
  // The dashboard's messages card counts the same (lib/painel-inicio.js).
  naoRespondidas,
}

/**
 * Each tab's messages not yet marked answered. A date left empty is "" as PocketBase stores it
 * (NULL only in a row older than its field).
 * @param {core.App} app
 */
function naoRespondidas(app) {
  const abertas = $dbx.exp("COALESCE(respondido_em, '') = ''")
  return {
    contato: app.countRecords("contato", abertas),
    escolinha: app.countRecords("pedido_escolinha", abertas),
  }
}
