// The association's spaces become records (docs/decisions/reservations.md#spaces-are-records): a
// reservation's space was free text, so 'Salão de festas ' (a trailing space) escaped the overlap
// rule. Now `espacos` holds one record per space (its name unique without capitals, accents or
// extra spaces: `chave`), and `reservas.espaco` points at one.
//
// The spaces are the settings' `espacos` lines (active; on a new database the environment's
// ASSOCIACAO_ESPACOS, else the defaults) and every other name the reservations hold (inactive: the
// form no longer offered them). Every reservation points at its space, and the free text
// (`reservas.local`) and the setting go: a space keeps the name its first spelling had, and nothing
// else was in the text. Reservations are filled by SQL, without their hooks: two approved ones that
// only overlap now (the defect's own data) stay as they were, for the president to sort out.

const VIEW_BEFORE = `SELECT r.id AS id, r.local AS local, r.data AS data, r.hora_inicio AS hora_inicio,
            r.hora_fim AS hora_fim
          FROM reservas r WHERE r.status = 'aprovado'`
const VIEW_AFTER = `SELECT r.id AS id, r.espaco AS espaco, r.data AS data, r.hora_inicio AS hora_inicio,
            r.hora_fim AS hora_fim
          FROM reservas r WHERE r.status = 'aprovado'`
const INDEX = "CREATE INDEX idx_reservas_espaco ON reservas (espaco, data)"
/** The name of a reservation whose text held nothing but spaces. */
const SEM_NOME = "Espaço não informado"

// Applied history: the spaces' rules of that day are written here, not read from the shared rules
// (app/domain/espacos.js holds today's).
const ESPACOS_PADRAO = ["Salão de festas", "Churrasqueira", "Campo de futebol"]
const ESPACOS_ENV = "ASSOCIACAO_ESPACOS"
const ESPACO_NOME_MAX = 60
const CONFIGURACOES_ID = "associacao00001"

/** Characters nobody sees: controls but tabs and line breaks, Unicode's format characters and fillers. */
const INVISIBLES =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- each one alone is removed
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]/g

/** A name as stored: what people see of it, single spaces inside, none around. */
const normalize = (value) =>
  String(value == null ? "" : value)
    .normalize("NFKC")
    .replace(INVISIBLES, "")
    .replace(/\s+/g, " ")
    .trim()

/** What makes two names the same space: no capitals, accents or extra spaces ("salao de festas"). */
const espacoKey = (value) =>
  normalize(value)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/** A name of older data (a setting's line, a reservation's text) as a space holds it. */
const fitEspacoNome = (value) => normalize(normalize(value).slice(0, ESPACO_NOME_MAX))

/** The lines of a setting (one per line or ';'), trimmed, without empty ones. */
const linesOf = (value) =>
  String(value == null ? "" : value)
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The distinct spaces named in `names` (texts of one or several), in order, the first spelling kept. */
function distinctEspacos(names) {
  const result = []
  const keys = {}
  for (const text of names) {
    for (const part of linesOf(text)) {
      const nome = fitEspacoNome(part)
      if (nome === "" || keys[espacoKey(nome)]) continue
      keys[espacoKey(nome)] = true
      result.push(nome)
    }
  }
  return result
}

function setView(app, query) {
  const view = app.findCollectionByNameOrId("reservas_ocupadas")
  view.viewQuery = query
  app.save(view)
}

/** The update rule's list of fields a decision leaves unchanged, with `to` in place of `from`. */
function renameInRule(collection, from, to) {
  const rule = collection.updateRule
  if (rule) collection.updateRule = rule.split(`@request.body.${from}:`).join(`@request.body.${to}:`)
}

migrate(
  (app) => {
    const espacos = new Collection({
      type: "base",
      name: "espacos",
      // Superusers only until the rules table (pb_hooks/lib/regras.js) writes its own.
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "nome", required: true, max: ESPACO_NOME_MAX },
        // The name folded (app/domain/espacos.js espacoKey), written by the hooks: unique.
        { type: "text", name: "chave", required: true, max: ESPACO_NOME_MAX * 2, hidden: true },
        { type: "bool", name: "ativo" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [`CREATE UNIQUE INDEX idx_espacos_chave ON espacos (chave)`],
    })
    app.save(espacos)

    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    const hasSetting = !!configuracoes.fields.getByName("espacos")
    let listed = []
    if (hasSetting) {
      const record = app.findFirstRecordByFilter("configuracoes", "id = {:id}", {
        id: CONFIGURACOES_ID,
      })
      listed = linesOf(record.getString("espacos"))
    } else {
      listed = linesOf($os.getenv(ESPACOS_ENV))
    }
    const offered = distinctEspacos(listed.length > 0 ? listed : ESPACOS_PADRAO)
    const active = new Set(offered.map(espacoKey))

    const reservas = app.findAllRecords("reservas")
    const nameOf = (reserva) => fitEspacoNome(reserva.getString("local")) || SEM_NOME
    const ids = {}
    for (const nome of distinctEspacos(offered.concat(reservas.map(nameOf)))) {
      const record = new Record(espacos)
      record.set("nome", nome)
      record.set("chave", espacoKey(nome))
      record.set("ativo", active.has(espacoKey(nome)))
      app.save(record)
      ids[espacoKey(nome)] = record.id
    }

    const collection = app.findCollectionByNameOrId("reservas")
    collection.fields.add(
      new RelationField({ name: "espaco", collectionId: espacos.id, maxSelect: 1, cascadeDelete: false }),
    )
    collection.indexes.push(INDEX)
    app.save(collection)
    for (const reserva of reservas) {
      app
        .db()
        .newQuery("UPDATE reservas SET espaco = {:espaco} WHERE id = {:id}")
        .bind({ espaco: ids[espacoKey(nameOf(reserva))], id: reserva.id })
        .execute()
    }

    setView(app, VIEW_AFTER)
    const filled = app.findCollectionByNameOrId("reservas")
    filled.fields.getByName("espaco").required = true
    renameInRule(filled, "local", "espaco")
    filled.fields.removeByName("local")
    app.save(filled)

    if (hasSetting) {
      configuracoes.fields.removeByName("espacos")
      app.save(configuracoes)
    }
  },
  (app) => {
    const espacos = app.findAllRecords("espacos")
    const nomes = {}
    for (const espaco of espacos) nomes[espaco.id] = espaco.getString("nome")

    const configuracoes = app.findCollectionByNameOrId("configuracoes")
    configuracoes.fields.add(new TextField({ name: "espacos", max: 500 }))
    app.save(configuracoes)
    const ativos = espacos
      .filter((espaco) => espaco.getBool("ativo"))
      .map((espaco) => espaco.getString("nome"))
    app
      .db()
      .newQuery("UPDATE configuracoes SET espacos = {:espacos}")
      .bind({ espacos: ativos.join("\n") })
      .execute()

    const collection = app.findCollectionByNameOrId("reservas")
    collection.fields.add(new TextField({ name: "local", max: 120 }))
    app.save(collection)
    for (const reserva of app.findAllRecords("reservas")) {
      app
        .db()
        .newQuery("UPDATE reservas SET local = {:local} WHERE id = {:id}")
        .bind({ local: nomes[reserva.getString("espaco")] || "", id: reserva.id })
        .execute()
    }
    setView(app, VIEW_BEFORE)
    const filled = app.findCollectionByNameOrId("reservas")
    filled.fields.getByName("local").required = true
    renameInRule(filled, "espaco", "local")
    filled.indexes = filled.indexes.filter((index) => !index.includes("idx_reservas_espaco"))
    filled.fields.removeByName("espaco")
    app.save(filled)
    app.delete(app.findCollectionByNameOrId("espacos"))
  },
)
