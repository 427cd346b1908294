// @ts-check
// The bank statement pays dues (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues): a
// statement imported keeps who imported it and enters the activity record; the treasurer's
// confirmation pays the chosen dues from its credits in one transaction, each due only while it is
// still pending (the "change from what was seen" convention, docs/decisions/forms.md#a-change-is-made-from-what-was-seen)
// and each credit once (the unique index on `transacao_id` is the last guard). Used by extratos.pb.js.

/** At most this many dues in one confirmation (a statement of a few thousand credits is a year's). */
const BAIXAS_MAX = 5000

/** The statement's credits as stored: an array, or [] when the record holds something else. */
function creditosOf(extrato) {
  try {
    const creditos = JSON.parse(extrato.getString("creditos") || "[]")
    return Array.isArray(creditos) ? creditos : []
  } catch {
    return []
  }
}

const isText = (value, max) => typeof value === "string" && value.length <= max
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A credit as the site sends it (app/domain/extratos.js Credito); anything else is refused. */
function isCredito(credito) {
  const { CREDITO_MAX } = require(`${__hooks}/lib/domain.js`).domain("extratos")
  return (
    !!credito &&
    isText(credito.id, CREDITO_MAX.id) &&
    credito.id.trim() !== "" &&
    isText(credito.conta, CREDITO_MAX.conta) &&
    isText(credito.refnum, CREDITO_MAX.texto) &&
    isText(credito.fitid, CREDITO_MAX.fitid) &&
    credito.fitid.trim() !== "" &&
    isText(credito.instante, 40) &&
    !isNaN(Date.parse(credito.instante)) &&
    typeof credito.data === "string" &&
    DAY.test(credito.data) &&
    typeof credito.valor === "number" &&
    credito.valor > 0 &&
    isText(credito.nome, CREDITO_MAX.texto) &&
    isText(credito.memo, CREDITO_MAX.texto)
  )
}

const buildCreditosError = (message) =>
  new BadRequestError(message, { creditos: new ValidationError("credito_invalido", message) })

/**
 * A statement created through the API: its credits well formed and within the limit, its
 * signature (the same statement is imported once: the unique index refuses a second) and who
 * imported it from the account (never from the body). Answers the activity entry's description.
 */
function prepareCreate(e) {
  const { authorOf } = require(`${__hooks}/lib/atividades.js`)
  const { EXTRATO_ARQUIVO, assinaturaTexto } = require(`${__hooks}/lib/domain.js`).domain("extratos")
  const record = e.record
  const creditos = creditosOf(record)
  if (creditos.length > EXTRATO_ARQUIVO.maxCreditos) throw buildCreditosError(EXTRATO_ARQUIVO.muitos)
  for (let i = 0; i < creditos.length; i++) {
    if (!isCredito(creditos[i])) throw buildCreditosError("Crédito do extrato inválido.")
  }
  record.set("assinatura", creditos.length > 0 ? $security.sha256(assinaturaTexto(creditos)) : "")
  const author = authorOf(e.auth)
  record.set("importado_por", author.autor)
  record.set("importado_por_nome", author.autor_nome)
  const { plural } = require(`${__hooks}/lib/domain.js`).domain("texto")
  const creditosLidos = plural(creditos.length, "crédito", "créditos")
  return require(`${__hooks}/lib/atividades.js`).describe("extrato_importado", {
    arquivo: record.getString("arquivo_nome") || "sem nome",
    creditos: creditosLidos,
  })
}

/** The request's list of {mensalidade, credito} (a due's id, a credit's identity), or a 400. */
function readBaixas(body) {
  const { CREDITO_MAX } = require(`${__hooks}/lib/domain.js`).domain("extratos")
  const baixas = body.baixas
  const invalid = () => new BadRequestError("Baixas inválidas.")
  if (!Array.isArray(baixas) || baixas.length > BAIXAS_MAX) throw invalid()
  return baixas.map((baixa) => {
    if (
      !baixa ||
      !isText(baixa.mensalidade, 30) ||
      !isText(baixa.credito, CREDITO_MAX.id) ||
      !baixa.mensalidade
    )
      throw invalid()
    return { mensalidade: baixa.mensalidade, credito: baixa.credito }
  })
}

const cents = (valor) => Math.round(valor * 100)

/**
 * POST /api/associacao/mensalidades/baixas {extrato, baixas: [{mensalidade, credito}]}: each chosen
 * due paid by PIX on its credit's date, keeping the credit's identity, by the financial director,
 * all in one transaction with one activity entry. A due no longer pending, a credit that already
 * paid a due, or a credit of another amount than the due's, is left as it is and reported. Answers
 * {pagas, naoAplicadas: [{mensalidade, credito, motivo}]}, motivo "importado" (the credit paid a due
 * already), "alterada" (the due is no longer pending) or "valor" (the amounts differ).
 */
function confirmBaixas(e) {
  const { describe, recordAtividade, authorOf } = require(`${__hooks}/lib/atividades.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const { creditosPorId } = require(`${__hooks}/lib/domain.js`).domain("extratos")
  const { plural } = require(`${__hooks}/lib/domain.js`).domain("texto")
  if (!require(`${__hooks}/lib/diretoria.js`).holdsSeat(e.app, e.auth, FINANCEIRO))
    throw new ForbiddenError("Apenas o diretor financeiro confirma baixas.")
  const body = e.requestInfo().body
  const baixas = readBaixas(body)
  const author = authorOf(e.auth)
  let pagas = 0
  const naoAplicadas = []

  e.app.runInTransaction((tx) => {
    const extrato = findOrNull(() => tx.findRecordById("extratos", String(body.extrato || "")))
    if (!extrato) throw new NotFoundError("Extrato não encontrado.")
    const creditos = creditosPorId(creditosOf(extrato))
    const usados = {}
    for (const baixa of baixas) {
      const credito = creditos.get(baixa.credito)
      if (!credito) throw new BadRequestError("Crédito fora do extrato.")
      // The index on transacao_id holds only the non-empty ones: SQLite uses it when the query
      // says so too, else it reads every due for each credit.
      const pagou =
        usados[credito.id] ||
        findOrNull(() =>
          tx.findFirstRecordByFilter("mensalidades", "transacao_id = {:id} && transacao_id != ''", {
            id: credito.id,
          }),
        )
      const mensalidade = findOrNull(() => tx.findRecordById("mensalidades", baixa.mensalidade))
      const motivo = pagou
        ? "importado"
        : !mensalidade || mensalidade.getString("status") !== "pendente"
          ? "alterada"
          : cents(mensalidade.getFloat("valor")) !== cents(credito.valor)
            ? "valor"
            : null
      if (motivo) {
        naoAplicadas.push({ mensalidade: baixa.mensalidade, credito: baixa.credito, motivo })
        continue
      }
      mensalidade.set("status", "pago")
      mensalidade.set("forma_pagamento", "pix")
      mensalidade.set("pago_em", credito.instante)
      mensalidade.set("transacao_id", credito.id)
      mensalidade.set("pago_por", author.autor)
      mensalidade.set("pago_por_nome", author.autor_nome)
      tx.save(mensalidade)
      usados[credito.id] = true
      pagas++
    }
    if (baixas.length === 0) return
    const nome = extrato.getString("arquivo_nome") || "sem nome"
    const descricao = describe(naoAplicadas.length > 0 ? "baixas_em_parte" : "baixas_confirmadas", {
      baixas: plural(pagas, "baixa", "baixas"),
      extrato: nome,
      restantes: naoAplicadas.length,
    })
    recordAtividade(tx, e.auth, "mensalidades", extrato.id, descricao)
  })
  return e.json(200, { pagas, naoAplicadas })
}

/** At most this many CPFs in one question: a statement's credits, each with one or two. */
const CPFS_MAX = 2 * 30000

/**
 * POST /api/associacao/extratos/cpfs {cpfs: ["12345678909", ...]}: which of the CPFs a statement
 * carries belong to someone with a pending due, as {associados: {cpf: account id}}. The financial
 * director reads no CPF (they are the president's, with the accounts): he learns only which of
 * the payers in his own statement owe a due, which is what matching a payment needs.
 */
function findDevedoresPorCpf(e) {
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  if (!require(`${__hooks}/lib/diretoria.js`).holdsSeat(e.app, e.auth, FINANCEIRO))
    throw new ForbiddenError("Apenas o diretor financeiro concilia extratos.")
  const cpfs = e.requestInfo().body.cpfs
  if (!Array.isArray(cpfs) || cpfs.length > CPFS_MAX) throw new BadRequestError("CPFs inválidos.")
  return e.json(200, { associados: devedoresPorCpf(e.app, cpfs) })
}

/**
 * Which of `cpfs` belong to someone with a pending due, as {cpf: account id}.
 * @param {core.App} app
 * @param {unknown[]} cpfs
 * @returns {Record<string, string>}
 */
function devedoresPorCpf(app, cpfs) {
  const pedidos = new Set(cpfs.filter((cpf) => typeof cpf === "string"))
  /** @type {Record<string, string>} */
  const associados = {}
  if (pedidos.size === 0) return associados
  // One query, bounded by the members who owe, whatever the statement's length.
  const devedores = arrayOf(new DynamicModel({ cpf: "", id: "" }))
  app
    .db()
    .newQuery(
      "SELECT DISTINCT c.cpf AS cpf, c.id AS id FROM cadastro_geral c " +
        "JOIN mensalidades m ON m.associado_id = c.id WHERE m.status = 'pendente' AND c.cpf != ''",
    )
    .all(devedores)
  for (const devedor of devedores) {
    if (pedidos.has(devedor.cpf)) associados[devedor.cpf] = devedor.id
  }
  return associados
}

module.exports = { creditosOf, prepareCreate, confirmBaixas, findDevedoresPorCpf, devedoresPorCpf }
