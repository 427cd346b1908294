// The youth school in the panel (docs/decisions/youth-school.md):
// - the board's seats gain a third body, `escolinha`: the coordinator and the coaches, whose seats
//   open the school's pages and give no board role;
// - `turmas`: the classes (the birth years they take, days, times, place, coach, places);
//   `turmas_vagas`: each class with its enrolled count, for the public page's 'places left';
// - `alunos`: each child, from the school request it came from, with the guardian's account, the
//   class, its status (enrolled, waiting in line, ended) and the guardian's current consents;
// - `consentimentos`: every choice a guardian made, with who, when and the text's version;
// - `atestados`: the health certificates' dates, and when the guardian was e-mailed before one expires;
// - `chamadas`: attendance, one row per child and day;
// - `galeria_escolinha` gains the children a photo shows (or none identifiable) and whether it is
//   published, and why it was taken down;
// - the settings gain the certificate's validity and the children's retention; the e-mail queue
//   gains the enrolment's and the certificate's e-mails.
// The API rules are the rules table's (pb_hooks/lib/regras-escolinha.js). Applied history: its
// values are written here, not read from the shared rules.

const TIPOS_DIRETORIA = ["diretoria", "conselho", "escolinha"]
const DIAS = ["seg", "ter", "qua", "qui", "sex"]
const ALUNO_STATUS = ["matriculado", "espera", "encerrado"]
const CONSENTIMENTO_TIPOS = ["dados", "imagem"]
const ENVIO_TIPOS_ANTES = [
  "comunicado",
  "boas_vindas",
  "vaga_confirmada",
  "assembleia_edital",
  "assembleia_cancelada",
  "pedido_assembleia",
]
const ENVIO_TIPOS = [...ENVIO_TIPOS_ANTES, "matricula_escolinha", "atestado_vencendo"]
const SETTINGS = { validade_atestado_meses: 12, retencao_escolinha_meses: 6 }

const timestamps = () => [
  { type: "autodate", name: "created", onCreate: true },
  { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
]
const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }
const relation = (name, collectionId, options = {}) => ({
  type: "relation",
  name,
  collectionId,
  maxSelect: 1,
  cascadeDelete: false,
  ...options,
})

migrate(
  (app) => {
    const diretoria = app.findCollectionByNameOrId("diretoria")
    diretoria.fields.getByName("tipo").values = TIPOS_DIRETORIA.slice()
    app.save(diretoria)

    const contas = app.findCollectionByNameOrId("cadastro_geral")
    const pedidos = app.findCollectionByNameOrId("pedido_escolinha")
    const turmas = new Collection({
      type: "base",
      name: "turmas",
      ...closed,
      fields: [
        { type: "text", name: "nome", max: 40, required: true },
        { type: "number", name: "ano_inicio", onlyInt: true, min: 2000, max: 2100, required: true },
        { type: "number", name: "ano_fim", onlyInt: true, min: 2000, max: 2100, required: true },
        { type: "select", name: "dias", values: DIAS, maxSelect: DIAS.length, required: true },
        { type: "text", name: "hora_inicio", max: 5, pattern: "^\\d{2}:\\d{2}$", required: true },
        { type: "text", name: "hora_fim", max: 5, pattern: "^\\d{2}:\\d{2}$", required: true },
        { type: "text", name: "local", max: 120, required: true },
        relation("professor", contas.id),
        { type: "number", name: "vagas", onlyInt: true, min: 1, max: 60, required: true },
        ...timestamps(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_turmas_nome ON turmas (lower(nome))",
        "CREATE INDEX idx_turmas_professor ON turmas (professor)",
      ],
    })
    app.save(turmas)

    const alunos = new Collection({
      type: "base",
      name: "alunos",
      ...closed,
      fields: [
        { type: "text", name: "nome", max: 120, required: true },
        { type: "date", name: "data_nascimento", required: true },
        relation("turma", turmas.id, { required: true }),
        // The guardian's account: deleting it deletes the children's data with it.
        relation("responsavel", contas.id, { required: true, cascadeDelete: true }),
        relation("pedido", pedidos.id),
        { type: "select", name: "status", values: ALUNO_STATUS, maxSelect: 1, required: true },
        { type: "date", name: "matriculado_em" },
        // The place in the waiting line: when the child joined it.
        { type: "date", name: "espera_desde" },
        { type: "date", name: "encerrado_em" },
        { type: "text", name: "motivo_encerramento", max: 300 },
        // The guardian's current choices (their history is `consentimentos`); unset until first asked.
        { type: "bool", name: "consentimento_dados" },
        { type: "bool", name: "consentimento_imagem" },
        { type: "date", name: "consentimento_em" },
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_alunos_turma_status ON alunos (turma, status)",
        "CREATE INDEX idx_alunos_responsavel ON alunos (responsavel)",
        // One child per request, whoever enrols it and however many times at once.
        "CREATE UNIQUE INDEX idx_alunos_pedido ON alunos (pedido) WHERE pedido != ''",
      ],
    })
    app.save(alunos)

    const cascade = { required: true, cascadeDelete: true }
    app.save(
      new Collection({
        type: "base",
        name: "consentimentos",
        ...closed,
        fields: [
          relation("aluno", alunos.id, cascade),
          relation("responsavel", contas.id),
          { type: "select", name: "tipo", values: CONSENTIMENTO_TIPOS, maxSelect: 1, required: true },
          { type: "bool", name: "concedido" },
          { type: "text", name: "versao", max: 20, required: true },
          { type: "autodate", name: "created", onCreate: true },
        ],
        indexes: ["CREATE INDEX idx_consentimentos_aluno ON consentimentos (aluno, created)"],
      }),
    )
    app.save(
      new Collection({
        type: "base",
        name: "atestados",
        ...closed,
        fields: [
          relation("aluno", alunos.id, cascade),
          { type: "date", name: "data", required: true },
          relation("registrado_por", contas.id),
          // Claimed by the reminders' job before the guardian's e-mail is queued: once per certificate.
          { type: "date", name: "aviso_em" },
          { type: "autodate", name: "created", onCreate: true },
        ],
        indexes: ["CREATE INDEX idx_atestados_aluno ON atestados (aluno, data)"],
      }),
    )
    app.save(
      new Collection({
        type: "base",
        name: "chamadas",
        ...closed,
        fields: [
          relation("aluno", alunos.id, cascade),
          relation("turma", turmas.id, cascade),
          { type: "date", name: "data", required: true },
          { type: "bool", name: "presente" },
          relation("registrado_por", contas.id),
          ...timestamps(),
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_chamadas_aluno_data ON chamadas (aluno, data)",
          "CREATE INDEX idx_chamadas_turma_data ON chamadas (turma, data)",
        ],
      }),
    )
    app.save(
      new Collection({
        type: "view",
        name: "turmas_vagas",
        ...closed,
        viewQuery: `SELECT t.id AS id, t.nome AS nome, t.ano_inicio AS ano_inicio, t.ano_fim AS ano_fim,
            t.dias AS dias, t.hora_inicio AS hora_inicio, t.hora_fim AS hora_fim, t.local AS local,
            t.vagas AS vagas,
            (SELECT COUNT(*) FROM alunos a WHERE a.turma = t.id AND a.status = 'matriculado') AS matriculados
          FROM turmas t`,
      }),
    )

    const galeria = app.findCollectionByNameOrId("galeria_escolinha")
    // Hidden: which children a photo shows is read by the panel through PocketBase's hooks only.
    galeria.fields.add(
      new RelationField({ name: "criancas", collectionId: alunos.id, maxSelect: 60, hidden: true }),
    )
    galeria.fields.add(new BoolField({ name: "sem_criancas" }))
    galeria.fields.add(new BoolField({ name: "publicada" }))
    galeria.fields.add(new DateField({ name: "despublicada_em" }))
    galeria.fields.add(new TextField({ name: "motivo_despublicacao", max: 300 }))
    app.save(galeria)
    // A photo already online was published before anyone recorded who it shows: it waits, offline,
    // for the board to mark its children (docs/decisions/youth-school.md#image-consent-in-the-gallery).
    app.db().newQuery("UPDATE galeria_escolinha SET publicada = FALSE").execute()

    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS.slice()
    app.save(envios)

    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    for (const name of Object.keys(SETTINGS)) {
      configuracoes.fields.add(new NumberField({ name, onlyInt: true, min: 1 }))
    }
    app.save(configuracoes)
    // Plain SQL: the settings' hooks check the whole record, which a database of old may lack.
    for (const [name, value] of Object.entries(SETTINGS)) {
      app.db().newQuery(`UPDATE configuracoes SET ${name} = {:value}`).bind({ value }).execute()
    }
  },
  (app) => {
    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    for (const name of Object.keys(SETTINGS)) configuracoes.fields.removeByName(name)
    app.save(configuracoes)
    const envios = app.findCollectionByNameOrId("envios")
    envios.fields.getByName("tipo").values = ENVIO_TIPOS_ANTES.slice()
    app.save(envios)
    const galeria = app.findCollectionByNameOrId("galeria_escolinha")
    for (const name of ["criancas", "sem_criancas", "publicada", "despublicada_em", "motivo_despublicacao"]) {
      galeria.fields.removeByName(name)
    }
    app.save(galeria)
    for (const name of ["turmas_vagas", "chamadas", "atestados", "consentimentos", "alunos", "turmas"]) {
      app.delete(app.findCollectionByNameOrId(name))
    }
    const diretoria = app.findCollectionByNameOrId("diretoria")
    diretoria.fields.getByName("tipo").values = TIPOS_DIRETORIA.slice(0, 2)
    app.save(diretoria)
  },
)
