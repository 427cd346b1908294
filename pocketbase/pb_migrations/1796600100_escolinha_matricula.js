// The school's enrolment (docs/decisions/youth-school.md#enrolment-from-the-requests):
// - `alunos.conta_criada` (hidden): the enrolment itself created the guardian's account, the one
//   fact that lets its queued e-mail carry a set-password link; never guessed from the e-mail when
//   it is sent (docs/decisions/membership-requests.md#approving-creates-the-member);
// - the e-mail queue gains `vaga_escolinha`: a child leaves a class's waiting list for a place.
// Applied history: its values are written here, not read from the shared rules. The kind is added to
// the values the queue has, whatever other migrations added beside it.

const NOVO_TIPO = "vaga_escolinha"

migrate(
  (app) => {
    const alunos = app.findCollectionByNameOrId("alunos")
    alunos.fields.add(new BoolField({ name: "conta_criada", hidden: true }))
    app.save(alunos)
    const envios = app.findCollectionByNameOrId("envios")
    const tipo = envios.fields.getByName("tipo")
    if (tipo.values.indexOf(NOVO_TIPO) < 0) tipo.values = [...tipo.values, NOVO_TIPO]
    app.save(envios)
  },
  (app) => {
    const envios = app.findCollectionByNameOrId("envios")
    const tipo = envios.fields.getByName("tipo")
    tipo.values = tipo.values.filter((value) => value !== NOVO_TIPO)
    app.save(envios)
    const alunos = app.findCollectionByNameOrId("alunos")
    alunos.fields.removeByName("conta_criada")
    app.save(alunos)
  },
)
