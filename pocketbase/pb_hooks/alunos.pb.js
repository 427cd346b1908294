// @ts-check
// The youth school's children (docs/decisions/youth-school.md): nobody writes `alunos` through the
// API; each change is one of these routes, which checks who asks and writes in one transaction.

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
