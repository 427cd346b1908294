// @ts-check
// Members move in from a spreadsheet (docs/decisions/members.md#members-move-in-from-a-spreadsheet):
// the president's upload is stored as a draft import whose rows PocketBase checks (the shared rule,
// app/domain/importacao.js, and who is known already); 'Importar' checks them again in its own
// transaction and makes every row valid in the preview a member (lib/pedido-socio.js makeMember),
// all or none, with its activity entry and, when asked, the welcome e-mails queued (lib/envios.js).
// Used by importacao.pb.js.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

const requirePresidente = (e) =>
  require(`${__hooks}/lib/diretoria.js`).requirePresidente(e, "Somente o presidente importa associados.")

/** The rows a record holds (or a body sent): an array, or [] for anything else. */
function rowsOf(record) {
  try {
    const rows = JSON.parse(record.getString("linhas") || "[]")
    return Array.isArray(rows) ? rows : []
  } catch {
    return []
  }
}

/** Who is known already: the accounts' e-mails (stored folded) and CPF digits, read once. */
function knownPeople(app) {
  const rows = arrayOf(new DynamicModel({ email: "", cpf: "" }))
  app.db().newQuery("SELECT email, cpf FROM cadastro_geral").all(rows)
  const emails = {}
  const cpfs = {}
  for (const row of rows) {
    emails[row.email] = true
    if (row.cpf) cpfs[row.cpf] = true
  }
  return { email: (email) => emails[email] === true, cpf: (cpf) => cpfs[cpf] === true }
}

/** The rows checked against the data `app` sees, as the preview keeps them (without `pessoa`). */
function checkRows(app, rows) {
  return domain("importacao")
    .classifyRows(rows, knownPeople(app))
    .map((row) => {
      const stored = /** @type {Partial<typeof row>} */ (Object.assign({}, row))
      delete stored.pessoa
      return stored
    })
}

/**
 * An import created through the API (the site's upload): its rows checked here, whatever the body
 * said of them, and who sent it from the account. A file of no rows or of too many is refused.
 */
function prepareCreate(e) {
  requirePresidente(e)
  const { IMPORTACAO_ARQUIVO, IMPORTACAO_RASCUNHO_DIAS } = domain("importacao")
  const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
  const { authorOf } = require(`${__hooks}/lib/atividades.js`)
  const rows = rowsOf(e.record)
  const refuse = (message) => new BadRequestError(message, { linhas: new ValidationError("linhas", message) })
  if (rows.length === 0) throw refuse(IMPORTACAO_ARQUIVO.vazia)
  if (rows.length > IMPORTACAO_ARQUIVO.maxLinhas) throw refuse(IMPORTACAO_ARQUIVO.linhas)
  e.record.set("linhas", checkRows(e.app, rows))
  e.record.set("status", "rascunho")
  e.record.set("importados", 0)
  e.record.set("boas_vindas", false)
  e.record.set("importada_em", "")
  e.record.set("expira_em", storedInstant(new Date(Date.now() + IMPORTACAO_RASCUNHO_DIAS * 86400000)))
  const author = authorOf(e.auth)
  e.record.set("criado_por", author.autor)
  e.record.set("criado_por_nome", author.autor_nome)
}

/**
 * An unusable password shared by the accounts of one import: a random one, hashed once (bcrypt takes
 * tens of milliseconds a hash, a minute for a thousand rows) and forgotten; each account's own token
 * key still signs its set-password link.
 */
function unusablePassword(app) {
  const model = new Record(app.findCollectionByNameOrId("cadastro_geral"))
  model.setPassword($security.randomString(48))
  return model.getRaw("password")
}

/**
 * POST /api/associacao/importacoes/{id}/importar {boas_vindas}: every row valid in the preview
 * becomes an account and an active member, in one transaction with the import's activity entry and,
 * with boas_vindas, one welcome e-mail queued per account. When a row valid in the preview is no
 * longer (a person registered since), nothing is imported: the preview is checked again and stored,
 * and the answer is 409. Answers {importados, emails}.
 */
function importRows(e) {
  requirePresidente(e)
  const { makeMember } = require(`${__hooks}/lib/pedido-socio.js`)
  const { describe, recordAtividade } = require(`${__hooks}/lib/atividades.js`)
  const { storedDate } = domain("datas")
  const { storedInstant } = require(`${__hooks}/lib/execucoes.js`)
  const id = e.request.pathValue("id")
  const boasVindas = e.requestInfo().body.boas_vindas === true
  let result = null
  // Set when a row valid in the preview no longer is: the transaction is undone by a throw, whose
  // value does not come back through PocketBase as it was thrown.
  let changed = false
  try {
    e.app.runInTransaction((tx) => {
      const importacao = findOrNull(() => tx.findRecordById("importacoes", id))
      if (!importacao) throw new NotFoundError("Importação não encontrada.")
      if (importacao.getString("status") !== "rascunho") {
        throw new BadRequestError("Esta planilha já foi importada.")
      }
      const seen = rowsOf(importacao)
      const now = domain("importacao").classifyRows(seen, knownPeople(tx))
      const senha = unusablePassword(tx)
      const contaIds = []
      for (let i = 0; i < seen.length; i++) {
        if (seen[i].situacao !== "valida") continue
        // Made in the file's order: a row that no longer holds undoes the ones before it.
        if (now[i].situacao !== "valida") {
          changed = true
          throw new Error("changed since the preview")
        }
        // A valid row has its person (app/domain/importacao.js).
        const pessoa = /** @type {NonNullable<(typeof now)[number]["pessoa"]>} */ (now[i].pessoa)
        const member = makeMember(tx, {
          nome: pessoa.nome,
          email: pessoa.email,
          telefone: pessoa.telefone,
          cpf: pessoa.cpf,
          data_nascimento: pessoa.data_nascimento && storedDate(pessoa.data_nascimento),
          endereco: pessoa.endereco,
          // Without one, makeMember makes it today, as for a new member.
          data_filiacao: pessoa.data_filiacao && storedDate(pessoa.data_filiacao),
          senha,
        })
        contaIds.push(member.conta.id)
      }
      if (contaIds.length === 0) throw new BadRequestError("Nenhuma linha válida para importar.")
      const emails = boasVindas
        ? require(`${__hooks}/lib/envios.js`).enqueue(tx, "boas_vindas", importacao.id, contaIds)
        : 0
      importacao.set("status", "importada")
      importacao.set("importados", contaIds.length)
      importacao.set("boas_vindas", boasVindas)
      importacao.set("importada_em", storedInstant(new Date()))
      tx.save(importacao)
      const nome = importacao.getString("arquivo_nome") || "sem nome"
      const n = contaIds.length
      recordAtividade(
        tx,
        e.auth,
        "importacoes",
        importacao.id,
        describe("planilha_importada", {
          associados: domain("texto").plural(n, "associado", "associados"),
          planilha: nome,
        }),
      )
      result = { importados: n, emails }
    })
  } catch (error) {
    if (!changed) throw error
    const importacao = e.app.findRecordById("importacoes", id)
    importacao.set("linhas", checkRows(e.app, rowsOf(importacao)))
    e.app.save(importacao)
    return e.json(409, {
      message: "Algumas linhas mudaram desde a prévia (já cadastradas): nada foi importado.",
    })
  }
  return e.json(200, result)
}

module.exports = { prepareCreate, importRows }
