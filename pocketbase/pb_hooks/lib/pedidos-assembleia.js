// @ts-check
// Members calling an assembly (Código Civil art. 60; docs/decisions/elections.md#members-call-an-assembly):
// PocketBase's routes for a request (its agenda, signed by its author), each member's one signature
// (a unique index: a second, or two at once, count once) and its withdrawal until the fifth is
// reached; reaching it queues an e-mail to the president and the secretary. Publishing the assembly
// a draft was made for marks its request answered (lib/assembleias-edital.js). Each step runs in one
// transaction with its activity entry. Used by pedidos-assembleia.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)

/** 'Pedido de assembleia de Fulano', as the activity record names a request. */
function autorDe(/** @type {core.Record} */ pedido) {
  return pedido.getString("autor_nome")
}

/** The pauta shortened for an activity entry. */
function resumo(/** @type {string} */ pauta) {
  const line = pauta.replace(/\s+/g, " ").trim()
  return line.length > 120 ? `${line.slice(0, 119)}…` : line
}

function log(
  /** @type {core.App} */ tx,
  auth,
  /** @type {core.Record} */ pedido,
  /** @type {string} */ text,
) {
  require(`${__hooks}/lib/atividades.js`).recordAtividade(tx, auth, "pedidos_assembleia", pedido.id, text)
}

function signatures(/** @type {core.App} */ tx, /** @type {string} */ pedidoId) {
  return tx.countRecords("pedido_assinaturas", $dbx.hashExp({ pedido: pedidoId }))
}

/**
 * The signature of `conta` on `pedido`, in the step's transaction; 409 when there is one already.
 * Once the fifth is reached the request is `atingido`, with the fifth and the day, and the president
 * and the secretary get an e-mail.
 */
function sign(
  /** @type {core.App} */ tx,
  e,
  /** @type {core.Record} */ pedido,
  /** @type {core.Record} */ conta,
) {
  const { PEDIDO_MENSAGENS, assinaturasNecessarias, atingiu } = domain("pedidos-assembleia")
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const { aptosAgora, gestoresIds } = require(`${__hooks}/lib/pedidos-assembleia-aptos.js`)
  const taken = tx.countRecords(
    "pedido_assinaturas",
    $dbx.hashExp({ pedido: pedido.id, associado: conta.id }),
  )
  if (taken > 0) throw new ApiError(409, PEDIDO_MENSAGENS.jaAssinou)
  const assinatura = new Record(tx.findCollectionByNameOrId("pedido_assinaturas"))
  assinatura.set("pedido", pedido.id)
  assinatura.set("associado", conta.id)
  assinatura.set("nome", conta.getString("nome"))
  try {
    tx.save(assinatura)
  } catch {
    // The unique index: the same member's other signature came first.
    throw new ApiError(409, PEDIDO_MENSAGENS.jaAssinou)
  }
  const total = signatures(tx, pedido.id)
  const aptos = aptosAgora(tx)
  if (pedido.getString("status") !== "coletando" || !atingiu(total, aptos))
    return { assinaturas: total, aptos }
  pedido.set("status", "atingido")
  pedido.set("necessarias", assinaturasNecessarias(aptos))
  pedido.set("atingido_em", domain("datas").toPocketBaseDateTime(new Date()))
  tx.save(pedido)
  const { enqueue } = require(`${__hooks}/lib/envios.js`)
  const emails = enqueue(tx, "pedido_assembleia", pedido.id, gestoresIds(tx))
  log(
    tx,
    null,
    pedido,
    describe("pedido_assembleia_atingido", {
      autor: autorDe(pedido),
      assinaturas: total,
      aptos,
      emails: emails === 1 ? "1 e-mail" : `${emails} e-mails`,
    }),
  )
  return { assinaturas: total, aptos, atingido: true }
}

/**
 * A route's frame: the request of the path's id (404 without it), read in one transaction with the
 * signer, who must be able to vote now.
 * @param {any} e
 * @param {(tx: core.App, pedido: core.Record, conta: core.Record) => Record<string, unknown>} step
 */
function runPedido(e, step) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { PEDIDO_MENSAGENS } = domain("pedidos-assembleia")
  const { requireApto } = require(`${__hooks}/lib/pedidos-assembleia-aptos.js`)
  const id = e.request.pathValue("id")
  /** @type {Record<string, unknown>} */
  let answer = {}
  e.app.runInTransaction((tx) => {
    const conta = requireApto(tx, e)
    const pedido = findOrNull(() => tx.findRecordById("pedidos_assembleia", id))
    if (!pedido) throw new NotFoundError(PEDIDO_MENSAGENS.naoEncontrado)
    answer = step(tx, pedido, conta)
  })
  return e.json(200, { ok: true, ...answer })
}

/** POST pedidos-assembleia { pauta }: a member able to vote asks for an assembly and signs it. */
function createPedido(e) {
  const { PEDIDO_MENSAGENS, PAUTA_MAX } = domain("pedidos-assembleia")
  const { bodyText } = require(`${__hooks}/lib/records.js`)
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const { requireApto } = require(`${__hooks}/lib/pedidos-assembleia-aptos.js`)
  const pauta = bodyText(e.requestInfo().body || {}, "pauta")
  const refuse = (/** @type {string} */ message) =>
    new BadRequestError(message, { pauta: new ValidationError("pauta", message) })
  if (!pauta) throw refuse(PEDIDO_MENSAGENS.pauta)
  if (pauta.length > PAUTA_MAX) throw refuse(PEDIDO_MENSAGENS.pautaLonga)
  /** @type {Record<string, unknown>} */
  let answer = {}
  e.app.runInTransaction((tx) => {
    const conta = requireApto(tx, e)
    const pedido = new Record(tx.findCollectionByNameOrId("pedidos_assembleia"))
    pedido.set("autor", conta.id)
    pedido.set("autor_nome", conta.getString("nome") || conta.email())
    pedido.set("pauta", pauta)
    pedido.set("status", "coletando")
    tx.save(pedido)
    log(tx, e.auth, pedido, describe("pedido_assembleia_criado", { pauta: resumo(pauta) }))
    answer = { id: pedido.id, ...sign(tx, e, pedido, conta) }
  })
  return e.json(200, { ok: true, ...answer })
}

/** POST pedidos-assembleia/{id}/assinar: one more signature, once per member, until it is answered. */
function signPedido(e) {
  const { PEDIDO_MENSAGENS } = domain("pedidos-assembleia")
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  return runPedido(e, (tx, pedido, conta) => {
    if (pedido.getString("status") === "atendido") throw new BadRequestError(PEDIDO_MENSAGENS.atendido)
    const answer = sign(tx, e, pedido, conta)
    log(tx, e.auth, pedido, describe("pedido_assembleia_assinado", { autor: autorDe(pedido) }))
    return answer
  })
}

/** POST pedidos-assembleia/{id}/retirar: the member's signature withdrawn, while the fifth is not reached. */
function withdrawSignature(e) {
  const { PEDIDO_MENSAGENS } = domain("pedidos-assembleia")
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const { aptosAgora } = require(`${__hooks}/lib/pedidos-assembleia-aptos.js`)
  return runPedido(e, (tx, pedido, conta) => {
    if (pedido.getString("status") !== "coletando") throw new BadRequestError(PEDIDO_MENSAGENS.atingido)
    const found = tx.findRecordsByFilter(
      "pedido_assinaturas",
      "pedido = {:pedido} && associado = {:conta}",
      "",
      1,
      0,
      { pedido: pedido.id, conta: conta.id },
    )
    if (found.length === 0) throw new BadRequestError(PEDIDO_MENSAGENS.naoAssinou)
    tx.delete(/** @type {core.Record} */ (found[0]))
    log(tx, e.auth, pedido, describe("pedido_assembleia_retirado", { autor: autorDe(pedido) }))
    return { assinaturas: signatures(tx, pedido.id), aptos: aptosAgora(tx) }
  })
}

/**
 * The publication of `assembleia` (in its transaction): the request its draft was made for, if any,
 * is answered by it. Called by lib/assembleias-edital.js publishAssembleia.
 */
function markAtendido(/** @type {core.App} */ tx, e, /** @type {core.Record} */ assembleia) {
  const { findOrNull } = require(`${__hooks}/lib/records.js`)
  const { describe } = require(`${__hooks}/lib/atividades.js`)
  const id = assembleia.getString("pedido")
  const pedido = id ? findOrNull(() => tx.findRecordById("pedidos_assembleia", id)) : null
  if (!pedido || pedido.getString("status") === "atendido") return
  pedido.set("status", "atendido")
  pedido.set("assembleia", assembleia.id)
  tx.save(pedido)
  const { nomeDe } = require(`${__hooks}/lib/assembleias.js`)
  log(
    tx,
    e.auth,
    pedido,
    describe("pedido_assembleia_atendido", { autor: autorDe(pedido), assembleia: nomeDe(assembleia) }),
  )
}

/**
 * The requests that reached the fifth and wait for their assembly (newest first): the dashboard's
 * notice to the president and the secretary that the statute obliges them to convene.
 */
function pedidosAtingidos(/** @type {core.App} */ app) {
  return app
    .findRecordsByFilter("pedidos_assembleia", "status = 'atingido'", "-atingido_em", 0, 0)
    .map((found) => {
      const pedido = /** @type {core.Record} */ (found)
      return {
        id: pedido.id,
        autor_nome: pedido.getString("autor_nome"),
        pauta: pedido.getString("pauta"),
        necessarias: pedido.getInt("necessarias"),
        atingido_em: pedido.getString("atingido_em"),
        assinaturas: signatures(app, pedido.id),
      }
    })
}

module.exports = { createPedido, signPedido, withdrawSignature, markAtendido, pedidosAtingidos }
