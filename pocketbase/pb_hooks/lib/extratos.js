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
  return (
    !!credito &&
    isText(credito.fitid, 255) &&
    credito.fitid.trim() !== "" &&
    isText(credito.instante, 40) &&
    !isNaN(Date.parse(credito.instante)) &&
    typeof credito.data === "string" &&
    DAY.test(credito.data) &&
    typeof credito.valor === "number" &&
    credito.valor > 0 &&
    isText(credito.nome, 500) &&
    isText(credito.memo, 500)
  )
}

/**
 * A statement created through the API: its credits well formed, who imported it from the account
 * (never from the body). Answers the activity entry's description.
 */
function prepareCreate(e) {
  const { authorOf } = require(`${__hooks}/lib/atividades.js`)
  const record = e.record
  const creditos = creditosOf(record)
  for (let i = 0; i < creditos.length; i++) {
    if (!isCredito(creditos[i])) {
      throw new BadRequestError("Crédito do extrato inválido.", {
        creditos: new ValidationError("credito_invalido", "Crédito do extrato inválido."),
      })
    }
  }
  const author = authorOf(e.auth)
  record.set("importado_por", author.autor)
  record.set("importado_por_nome", author.autor_nome)
  const { plural } = require(`${__hooks}/lib/domain.js`).domain("texto")
  const creditosLidos = plural(creditos.length, "crédito", "créditos")
  return `Importou o extrato ${record.getString("arquivo_nome") || "sem nome"} (${creditosLidos})`
}

/** The request's list of {mensalidade, fitid}, or a 400. */
function readBaixas(body) {
  const baixas = body.baixas
  const invalid = () => new BadRequestError("Baixas inválidas.")
  if (!Array.isArray(baixas) || baixas.length > BAIXAS_MAX) throw invalid()
  return baixas.map((baixa) => {
    if (!baixa || !isText(baixa.mensalidade, 30) || !isText(baixa.fitid, 255) || !baixa.mensalidade)
      throw invalid()
    return { mensalidade: baixa.mensalidade, fitid: baixa.fitid }
  })
}

/**
 * POST /api/associacao/mensalidades/baixas {extrato, baixas: [{mensalidade, fitid}]}: each chosen
 * due paid by PIX on its credit's date, with the credit's FITID, by the financial director, all in
 * one transaction with one activity entry. A due no longer pending, or a credit that already paid a
 * due, is left as it is and reported. Answers {pagas, naoAplicadas: [{mensalidade, fitid, motivo}]},
 * motivo "importado" (the credit paid a due already) or "alterada" (the due is no longer pending).
 */
function confirmBaixas(e) {
  const { recordAtividade, authorOf } = require(`${__hooks}/lib/atividades.js`)
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { FINANCEIRO } = require(`${__hooks}/lib/domain.js`).domain("cargos")
  const { findCredito } = require(`${__hooks}/lib/domain.js`).domain("extratos")
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
    const creditos = creditosOf(extrato)
    const usados = {}
    for (const baixa of baixas) {
      const credito = findCredito(creditos, baixa.fitid)
      if (!credito) throw new BadRequestError("Crédito fora do extrato.")
      const pagou =
        usados[baixa.fitid] ||
        findOrNull(() =>
          tx.findFirstRecordByFilter("mensalidades", "transacao_id = {:fitid}", { fitid: baixa.fitid }),
        )
      const mensalidade = findOrNull(() => tx.findRecordById("mensalidades", baixa.mensalidade))
      const motivo = pagou
        ? "importado"
        : !mensalidade || mensalidade.getString("status") !== "pendente"
          ? "alterada"
          : null
      if (motivo) {
        naoAplicadas.push({ mensalidade: baixa.mensalidade, fitid: baixa.fitid, motivo })
        continue
      }
      mensalidade.set("status", "pago")
      mensalidade.set("forma_pagamento", "pix")
      mensalidade.set("pago_em", credito.instante)
      mensalidade.set("transacao_id", credito.fitid)
      mensalidade.set("pago_por", author.autor)
      mensalidade.set("pago_por_nome", author.autor_nome)
      tx.save(mensalidade)
      usados[baixa.fitid] = true
      pagas++
    }
    if (baixas.length === 0) return
    const nome = extrato.getString("arquivo_nome") || "sem nome"
    const resto = naoAplicadas.length > 0 ? `; ${naoAplicadas.length} não aplicada(s)` : ""
    recordAtividade(
      tx,
      e.auth,
      "mensalidades",
      extrato.id,
      `Confirmou ${plural(pagas, "baixa", "baixas")} por PIX do extrato ${nome}${resto}`,
    )
  })
  return e.json(200, { pagas, naoAplicadas })
}

module.exports = { prepareCreate, confirmBaixas }
