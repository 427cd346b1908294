// @ts-check
// The youth school's children (docs/decisions/youth-school.md): nobody writes `alunos` through the
// API; each change is one of these routes, which checks who asks and writes in one transaction.

// The guardian's consents (lib/escolinha-consentimento.js): a row per choice with the text's version.
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.recordConsentimento,
  (e) => require(`${__hooks}/lib/escolinha-consentimento.js`).recordConsentimento(e),
  $apis.requireAuth("cadastro_geral"),
)

// The guardian corrects the child's name and birth date, or erases its data (lib/escolinha-filhos.js).
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.aluno,
  (e) => require(`${__hooks}/lib/escolinha-filhos.js`).correctAluno(e),
  $apis.requireAuth("cadastro_geral"),
)

routerAdd(
  "DELETE",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.aluno,
  (e) => require(`${__hooks}/lib/escolinha-filhos.js`).deleteAluno(e),
  $apis.requireAuth("cadastro_geral"),
)

// A child who may no longer be shown (image authorisation withdrawn, the enrolment ended) takes its
// published photos offline, and a child deleted leaves no mark on any photo: in the change's own
// transaction, whichever route or job makes it (lib/escolinha-fotos.js).
onRecordUpdate((e) => {
  require(`${__hooks}/lib/escolinha-fotos.js`).takeDownOnChange(e.app, /** @type {core.Record} */ (e.record))
  e.next()
}, "alunos")

onRecordDelete((e) => {
  require(`${__hooks}/lib/escolinha-fotos.js`).untagOnDelete(e.app, /** @type {core.Record} */ (e.record))
  e.next()
}, "alunos")

// A school request enrolled: the guardian's account, the child with a place or a turn in line
// (lib/escolinha-matricula.js).
routerAdd(
  "POST",
  require(`${__hooks}/lib/domain.js`).domain("rotas-api").ROTAS_API.enrolPedido,
  (e) => require(`${__hooks}/lib/escolinha-matricula.js`).enrolPedido(e),
  $apis.requireAuth("cadastro_geral", "_superusers"),
)

// A place freed, whatever the door (ended, moved, deleted): the first waiting takes it, in the same
// transaction (lib/escolinha-vagas.js).
onRecordUpdate((e) => {
  require(`${__hooks}/lib/escolinha-vagas.js`).onAlunoUpdate(e)
}, "alunos")

onRecordDelete((e) => {
  require(`${__hooks}/lib/escolinha-vagas.js`).onAlunoDelete(e)
}, "alunos")
