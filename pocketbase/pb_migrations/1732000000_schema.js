// The whole schema (collection and field names as the product names them), with API rules that
// enforce the role matrix (docs/architecture.md) on the data itself. Role checks join `diretoria` on
// idCadGeral (docs/decisions/roles-and-access.md#one-rule-for-the-role); each alias is one join, so both conditions of
// a role test apply to the same board record.

const PRESIDENTE =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.cargo ?= "presidente")'
const FINANCEIRO =
  '(@collection.diretoria:fin.idCadGeral ?= @request.auth.id && @collection.diretoria:fin.cargo ?= "financeiro")'
// Any member of the executive board (presidente, financeiro and the other directors).
const DIRETORIA =
  '(@collection.diretoria:dir.idCadGeral ?= @request.auth.id && @collection.diretoria:dir.tipo ?= "diretoria")'
// Applied history: its values are written here, not read from the shared rules. The months as
// app/domain/datas.js named them when this migration ran.
const MESES = [
  "Janeiro",
  "Fevereiro",
  "Março",
  "Abril",
  "Maio",
  "Junho",
  "Julho",
  "Agosto",
  "Setembro",
  "Outubro",
  "Novembro",
  "Dezembro",
]
const LOGGED_IN = '@request.auth.collectionName = "cadastro_geral"'

const text = (name, max, extra = {}) => ({ type: "text", name, max, ...extra })
const required = (field) => ({ ...field, required: true })
const date = (name, extra = {}) => ({ type: "date", name, ...extra })
const select = (name, values, extra = {}) => ({ type: "select", name, values, maxSelect: 1, ...extra })
const number = (name, extra = {}) => ({ type: "number", name, ...extra })
const file = (name, mimeTypes, maxSize, extra = {}) => ({
  type: "file",
  name,
  maxSelect: 1,
  maxSize,
  mimeTypes,
  ...extra,
})
const timestamps = () => [
  { type: "autodate", name: "created", onCreate: true, onUpdate: false },
  { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
]
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"]
const IMAGE_MAX = 5 * 1024 * 1024

migrate(
  (app) => {
    const base = (spec) => {
      const collection = new Collection({ type: "base", ...spec })
      app.save(collection)
      return collection
    }

    // Members' accounts: password login by e-mail (cadastro_geral).
    const cadastroGeral = new Collection({
      type: "auth",
      name: "cadastro_geral",
      // Rules are set below, once `diretoria` exists for them to refer to.
      fields: [required(text("nome", 120)), text("telefone", 15), date("dt_nasc"), ...timestamps()],
      passwordAuth: { enabled: true, identityFields: ["email"] },
      authAlert: { enabled: false },
      indexes: ["CREATE INDEX idx_cadastro_geral_nome ON cadastro_geral (nome)"],
    })
    app.save(cadastroGeral)

    base({
      name: "diretoria",
      listRule: "",
      viewRule: "",
      createRule: PRESIDENTE,
      updateRule: PRESIDENTE,
      deleteRule: PRESIDENTE,
      fields: [
        {
          type: "relation",
          name: "idCadGeral",
          required: true,
          collectionId: cadastroGeral.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        // Role key (presidente, financeiro, ...) checked by the rules above.
        required(text("cargo", 60)),
        required(select("tipo", ["diretoria", "conselho"])),
        // Public contact of the position (board cards); empty shows 'Não informado'.
        { type: "email", name: "email" },
        text("telefone", 15),
        date("inicio_mandato"),
        date("fim_mandato"),
        file("foto", IMAGE_TYPES, IMAGE_MAX),
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_diretoria_cad ON diretoria (idCadGeral)",
        "CREATE INDEX idx_diretoria_tipo_cargo ON diretoria (tipo, cargo)",
      ],
    })

    cadastroGeral.listRule = `id = @request.auth.id || ${PRESIDENTE}`
    cadastroGeral.viewRule = `id = @request.auth.id || ${PRESIDENTE}`
    cadastroGeral.createRule = PRESIDENTE
    cadastroGeral.updateRule = `id = @request.auth.id || ${PRESIDENTE}`
    cadastroGeral.deleteRule = PRESIDENTE
    cadastroGeral.manageRule = PRESIDENTE
    app.save(cadastroGeral)

    base({
      name: "associados",
      listRule: `id_cadastro_geral = @request.auth.id || ${DIRETORIA}`,
      viewRule: `id_cadastro_geral = @request.auth.id || ${DIRETORIA}`,
      createRule: PRESIDENTE,
      updateRule: PRESIDENTE,
      deleteRule: PRESIDENTE,
      fields: [
        required(text("nome", 120)),
        {
          type: "relation",
          name: "id_cadastro_geral",
          required: true,
          collectionId: cadastroGeral.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        // 1 = ativo, 0 = inativo (the product's member status values).
        number("status", { onlyInt: true, min: 0, max: 1 }),
        ...timestamps(),
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_associados_cad ON associados (id_cadastro_geral)",
        "CREATE INDEX idx_associados_nome ON associados (nome)",
        "CREATE INDEX idx_associados_status ON associados (status)",
      ],
    })

    // Public birthdays: active members only; `mes` lets the site filter by month on the server.
    app.save(
      new Collection({
        type: "view",
        name: "nivers",
        listRule: "",
        viewRule: "",
        viewQuery: `SELECT c.id AS id, c.nome AS nome, c.dt_nasc AS dt_nasc,
            CAST(strftime('%m', c.dt_nasc) AS INTEGER) AS mes
          FROM cadastro_geral c JOIN associados a ON a.id_cadastro_geral = c.id
          WHERE a.status = 1 AND c.dt_nasc != ''`,
      }),
    )

    base({
      name: "eventos",
      listRule: "",
      viewRule: "",
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(text("titulo", 150)),
        text("descricao", 2000),
        required(date("data_evento")),
        text("localizacao", 200),
        number("capacidade", { onlyInt: true, min: 0 }),
        file("imagem", IMAGE_TYPES, IMAGE_MAX),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_eventos_data ON eventos (data_evento)"],
    })

    // Events from today on (UTC day), for the home page and the dashboard.
    app.save(
      new Collection({
        type: "view",
        name: "eventos_futuros_view",
        listRule: "",
        viewRule: "",
        viewQuery: `SELECT id, titulo, data_evento, descricao, localizacao, capacidade
          FROM eventos WHERE date(data_evento) >= date('now')`,
      }),
    )

    base({
      name: "calendario_anual",
      listRule: "",
      viewRule: "",
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(
          // The months as the shared rules named them (MESES, above): the same twelve words.
          select("mes", MESES.slice()),
        ),
        required(text("evento", 200)),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_calendario_mes ON calendario_anual (mes)"],
    })

    base({
      name: "documentos",
      listRule: "",
      viewRule: "",
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(text("nome", 150)),
        text("descricao", 1000),
        required(file("arquivo", ["application/pdf", "image/jpeg", "image/png"], 20 * 1024 * 1024)),
        required(select("categoria", ["fundacional", "regulamento", "relatorio"])),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_documentos_categoria ON documentos (categoria, nome)"],
    })

    base({
      name: "galeria_escolinha",
      listRule: "",
      viewRule: "",
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        text("titulo", 150),
        required(file("imagem", IMAGE_TYPES, IMAGE_MAX, { thumbs: ["640x360", "320x180"] })),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_galeria_created ON galeria_escolinha (created)"],
    })

    base({
      name: "fotos",
      listRule: "",
      viewRule: "",
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(text("titulo", 150)),
        date("data"),
        // An external address, or an uploaded file in `imagem`.
        { type: "url", name: "url" },
        file("imagem", IMAGE_TYPES, IMAGE_MAX, { thumbs: ["640x480", "320x240"] }),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_fotos_data ON fotos (data)"],
    })

    // Public board listing: the position joined with the person's name.
    app.save(
      new Collection({
        type: "view",
        name: "view_diretoria",
        listRule: "",
        viewRule: "",
        viewQuery: `SELECT d.id AS id, d.cargo AS cargo, d.tipo AS tipo, d.idCadGeral AS idCadGeral,
            c.nome AS nome, d.email AS email, d.telefone AS telefone,
            d.inicio_mandato AS inicio_mandato, d.fim_mandato AS fim_mandato, d.foto AS foto
          FROM diretoria d JOIN cadastro_geral c ON c.id = d.idCadGeral`,
      }),
    )

    const LGPD = [{ type: "bool", name: "consentimento" }, date("consentimento_em")]

    base({
      name: "pedido_socio",
      listRule: PRESIDENTE,
      viewRule: PRESIDENTE,
      // Anyone may apply, but only as a pending request.
      createRule: '@request.body.status:isset = false || @request.body.status = "pendente"',
      updateRule: PRESIDENTE,
      deleteRule: PRESIDENTE,
      fields: [
        required(text("nome", 120)),
        required({ type: "email", name: "email" }),
        required(text("telefone", 15)),
        required(date("data_nascimento")),
        required(text("rg", 20)),
        required(text("cpf", 14)),
        required(text("endereco", 300)),
        text("observacoes", 2000),
        select("status", ["pendente", "aprovado", "reprovado"]),
        text("tipo", 30),
        date("data_solicitacao"),
        ...LGPD,
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_pedido_socio_status ON pedido_socio (status)",
        "CREATE INDEX idx_pedido_socio_created ON pedido_socio (created)",
      ],
    })

    base({
      name: "pedido_escolinha",
      listRule: DIRETORIA,
      viewRule: DIRETORIA,
      createRule: "",
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(text("nome_responsavel", 120)),
        required(text("cpf_responsavel", 14)),
        required(text("nome_crianca", 120)),
        required(date("data_nascimento")),
        required(text("telefone", 15)),
        required({ type: "email", name: "email" }),
        text("observacoes", 2000),
        text("tipo", 30),
        ...LGPD,
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_pedido_escolinha_created ON pedido_escolinha (created)"],
    })

    base({
      name: "contato",
      listRule: DIRETORIA,
      viewRule: DIRETORIA,
      createRule: "",
      updateRule: null,
      deleteRule: DIRETORIA,
      fields: [
        required(text("nome", 120)),
        required({ type: "email", name: "email" }),
        required(text("telefone", 15)),
        required(text("assunto", 150)),
        required(text("mensagem", 5000)),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_contato_created ON contato (created)"],
    })

    base({
      name: "solicitacoes",
      listRule: DIRETORIA,
      viewRule: DIRETORIA,
      createRule: DIRETORIA,
      updateRule: DIRETORIA,
      deleteRule: DIRETORIA,
      fields: [
        required(text("tipo", 30)),
        select("status", ["pendente", "aprovado", "reprovado"]),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_solicitacoes_tipo_status ON solicitacoes (tipo, status)"],
    })

    base({
      name: "mensalidades",
      listRule: `associado_id = @request.auth.id || ${FINANCEIRO} || ${PRESIDENTE}`,
      viewRule: `associado_id = @request.auth.id || ${FINANCEIRO} || ${PRESIDENTE}`,
      createRule: FINANCEIRO,
      updateRule: FINANCEIRO,
      deleteRule: FINANCEIRO,
      fields: [
        required(text("descricao", 150)),
        required(date("data_vencimento")),
        // BRL, two decimals.
        required(number("valor", { min: 0 })),
        required(select("status", ["pendente", "pago"])),
        {
          type: "relation",
          name: "associado_id",
          required: true,
          collectionId: cadastroGeral.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        date("pago_em"),
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_mensalidades_associado ON mensalidades (associado_id, data_vencimento)",
        "CREATE INDEX idx_mensalidades_status ON mensalidades (status, data_vencimento)",
        // One due per member per month: launching the month twice stores nothing new.
        "CREATE UNIQUE INDEX idx_mensalidades_unica ON mensalidades (associado_id, data_vencimento)",
      ],
    })

    base({
      name: "reservas",
      listRule: `associado_id = @request.auth.id || ${PRESIDENTE}`,
      viewRule: `associado_id = @request.auth.id || ${PRESIDENTE}`,
      // A logged-in person books for themself, always as a pending request.
      createRule: `${LOGGED_IN} && @request.body.associado_id = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "pendente")`,
      updateRule: PRESIDENTE,
      deleteRule: `(associado_id = @request.auth.id && status = "pendente") || ${PRESIDENTE}`,
      fields: [
        required(text("local", 120)),
        required(date("data")),
        required(text("hora_inicio", 5, { pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" })),
        required(text("hora_fim", 5, { pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" })),
        required(number("capacidade", { onlyInt: true, min: 1, max: 100 })),
        {
          type: "relation",
          name: "associado_id",
          required: true,
          collectionId: cadastroGeral.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        text("associado_nome", 120),
        select("status", ["pendente", "aprovado", "rejeitado"]),
        ...timestamps(),
      ],
      indexes: [
        "CREATE INDEX idx_reservas_associado ON reservas (associado_id, data)",
        "CREATE INDEX idx_reservas_status_data ON reservas (status, data)",
      ],
    })

    // The members' real last logins, shown on the dashboard (the 'Login realizado' rows).
    base({
      name: "acessos",
      listRule: "usuario = @request.auth.id",
      viewRule: "usuario = @request.auth.id",
      createRule: "usuario = @request.auth.id",
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "usuario",
          required: true,
          collectionId: cadastroGeral.id,
          maxSelect: 1,
          cascadeDelete: true,
        },
        text("descricao", 60),
        ...timestamps(),
      ],
      indexes: ["CREATE INDEX idx_acessos_usuario ON acessos (usuario, created)"],
    })
  },
  (app) => {
    const names = [
      "acessos",
      "reservas",
      "mensalidades",
      "solicitacoes",
      "contato",
      "pedido_escolinha",
      "pedido_socio",
      "view_diretoria",
      "fotos",
      "galeria_escolinha",
      "documentos",
      "calendario_anual",
      "eventos_futuros_view",
      "eventos",
      "nivers",
      "associados",
      "diretoria",
      "cadastro_geral",
    ]
    for (const name of names) {
      app.delete(app.findCollectionByNameOrId(name))
    }
  },
)
