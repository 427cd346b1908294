// @ts-check
// One identity per e-mail (docs/decisions/accounts-and-sessions.md#one-identity-per-e-mail): an
// account's e-mail is stored folded (app/domain/contas.js) whatever the door, and is unique folded.
// PocketBase's own unique index on `email` carries COLLATE NOCASE, which also makes its lookups
// (password login, reset, findAuthRecordByEmail) ignore capitals. Accounts that already shared an
// e-mail in other capitals are left as they are, outside that index, until the volunteer merges
// them; every start says which. Used by cadastro_geral.pb.js and pedido_socio.pb.js; the account
// a person stands for (findOrCreateConta) by a membership approval and a school enrolment alike.

const { domain } = require(`${__hooks}/lib/domain.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

const CONTAS = "cadastro_geral"

/** PocketBase's refusal of a taken e-mail, as its unique index gives it (the site maps `email`). */
function refuseTakenEmail() {
  const message = "Value must be unique"
  throw new BadRequestError(message, { email: new ValidationError("validation_not_unique", message) })
}

/**
 * An account about to be saved: a new or changed e-mail is stored folded, and refused when another
 * account has it in any capitals. An e-mail left as it was is not rewritten, so two accounts that
 * clashed before the fold keep saving their other fields until they are merged.
 */
function foldAccountEmail(app, record) {
  // Read by whoever may read the account (its owner, the president: lib/regras.js), e-mail included;
  // without it only a manager would see it, and no account manages another (no side doors).
  record.setEmailVisibility(true)
  const email = record.email()
  if (!record.isNew() && email === record.original().email()) return
  const folded = domain("contas").foldEmail(email)
  if (folded !== email) record.setEmail(folded)
  if (!folded) return
  const others = app.findRecordsByFilter(CONTAS, "email:lower = {:email} && id != {:id}", "", 1, 0, {
    email: folded,
    id: record.id,
  })
  if (others.length > 0) refuseTakenEmail()
}

/** A record whose `email` field names a person (a membership request): stored folded. */
function foldEmailField(record) {
  const email = record.getString("email")
  const folded = domain("contas").foldEmail(email)
  if (folded !== email) record.set("email", folded)
}

/** Accounts whose e-mails fold to the same address: [{ email (folded), contas: [{ id, email }] }]. */
function findEmailClashes(app) {
  const { foldEmail } = domain("contas")
  const byEmail = {}
  for (const conta of app.findAllRecords(CONTAS)) {
    const folded = foldEmail(conta.email())
    if (!folded) continue
    if (!byEmail[folded]) byEmail[folded] = []
    byEmail[folded].push({ id: conta.id, email: conta.email() })
  }
  return Object.keys(byEmail)
    .sort()
    .filter((email) => byEmail[email].length > 1)
    .map((email) => ({ email, contas: byEmail[email] }))
}

/** True for PocketBase's unique index on the e-mail (one column, `email`, whatever its options). */
function isEmailIndex(index) {
  return /^\s*CREATE\s+UNIQUE\s+INDEX\s+\S+\s+ON\s+\S+\s*\(\s*`?email`?(\s+COLLATE\s+\w+)?\s*\)/i.test(index)
}

/**
 * The unique e-mail index: any capitals count as the same e-mail, except for the accounts of
 * `clashes`, left out by id until merged. No parentheses in its WHERE: PocketBase reads the index's
 * columns up to the last one.
 */
function emailIndex(collection, clashes) {
  let where = "`email` != ''"
  for (const clash of clashes) {
    for (const conta of clash.contas) where += ` AND \`id\` != '${String(conta.id).replace(/'/g, "''")}'`
  }
  return `CREATE UNIQUE INDEX \`idx_email_${collection.id}\` ON \`${CONTAS}\` (\`email\` COLLATE NOCASE) WHERE ${where}`
}

/** Puts the e-mail index that `clashes` call for in place of the one there is (saved only when it differs). */
function keepEmailIndex(app, clashes) {
  const collection = app.findCollectionByNameOrId(CONTAS)
  const wanted = emailIndex(collection, clashes)
  const indexes = Array.from(collection.indexes)
  if (indexes.indexOf(wanted) >= 0) return
  collection.indexes = indexes.filter((index) => !isEmailIndex(index)).concat([wanted])
  app.save(collection)
}

/** Says in the start log (and PocketBase's logs) which accounts share an e-mail, for the volunteer to merge. */
function reportEmailClashes(app, clashes) {
  for (const clash of clashes) {
    const contas = clash.contas.map((conta) => `${conta.email} (id ${conta.id})`).join(", ")
    const message = `[contas] Contas com o mesmo e-mail em maiúsculas diferentes (${clash.email}): ${contas}. Junte-as ou troque o e-mail de uma no painel do PocketBase.`
    console.log(message)
    app.logger().warn("Accounts share an e-mail in other capitals", "email", clash.email, "contas", contas)
  }
}

/**
 * At each start: the index as the clashes call for, and the clashes said, while they remain. Not
 * before the migration that folded the e-mails (its index is the first to ignore capitals).
 */
function checkEmailClashes(app) {
  const collection = findOrNull(() => app.findCollectionByNameOrId(CONTAS))
  if (
    !collection ||
    !collection.indexes.some((index) => isEmailIndex(index) && /COLLATE\s+NOCASE/i.test(index))
  ) {
    return
  }
  const clashes = findEmailClashes(app)
  keepEmailIndex(app, clashes)
  reportEmailClashes(app, clashes)
}

/** The account `email` belongs to (compared folded, app/domain/contas.js), or null. */
function findContaByEmail(app, email) {
  return findOrNull(() => app.findAuthRecordByEmail(CONTAS, domain("contas").foldEmail(email)))
}

/**
 * The account with the person's e-mail, created when there is none (with an unusable random
 * password until they choose one, or `senha`, an already hashed value), inside the caller's
 * transaction. `person`: nome, email, and optionally cpf, telefone, data_nascimento, endereco.
 * Answers the account and whether this call created it: only then may a set-password link be made
 * for it, never for an account that already existed
 * (docs/decisions/membership-requests.md#approving-creates-the-member).
 */
function findOrCreateConta(app, person) {
  const existing = findContaByEmail(app, person.email)
  if (existing) return { conta: existing, created: false }
  const conta = new Record(app.findCollectionByNameOrId(CONTAS))
  conta.setEmail(domain("contas").foldEmail(person.email))
  if (person.senha) conta.setRaw("password", person.senha)
  else conta.setPassword($security.randomString(48))
  conta.set("nome", person.nome)
  if (person.cpf) conta.set("cpf", person.cpf)
  conta.set("telefone", person.telefone || "")
  conta.set("dt_nasc", person.data_nascimento || "")
  conta.set("endereco", person.endereco || "")
  app.save(conta)
  return { conta, created: true }
}

module.exports = { foldAccountEmail, foldEmailField, checkEmailClashes, findContaByEmail, findOrCreateConta }
