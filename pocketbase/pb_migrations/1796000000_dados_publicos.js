// Nothing personal is public unless its person chose it
// (docs/decisions/lgpd-and-privacy.md#what-is-public):
// - `cadastro_geral.aniversario_publico`: whether the birthday list shows the person. Accounts from
//   before keep showing (as they did), new ones do not until they choose;
// - `nivers` gives only the first name and the day and month of those who chose, and no account id;
// - `diretoria.contato_publico`: whether a seat's contact e-mail and phone are public, the seat
//   holder's choice ('Meus Dados'). Seats from before with a contact keep showing it;
// - `diretoria_publica`: the public board, current seats only (São Paulo's day), no account id, the
//   contact only where published. `view_diretoria` (every seat, with the account) becomes the
//   board's, by the rules table (pb_hooks/lib/regras.js).
// Applied history: its values are written here, not read from the shared rules.

const TODAY = "strftime('%Y-%m-%d', 'now', '-3 hours')"

const FIRST_NAME = `CASE WHEN instr(trim(c.nome), ' ') > 0
    THEN substr(trim(c.nome), 1, instr(trim(c.nome), ' ') - 1) ELSE trim(c.nome) END`

const NIVERS = `SELECT CAST(ROW_NUMBER() OVER (ORDER BY c.id) AS TEXT) AS id,
    CAST(${FIRST_NAME} AS TEXT) AS nome,
    ('2000' || substr(c.dt_nasc, 5)) AS dt_nasc,
    CAST(strftime('%m', c.dt_nasc) AS INTEGER) AS mes
  FROM cadastro_geral c JOIN associados a ON a.id_cadastro_geral = c.id
  WHERE a.status = 1 AND c.dt_nasc != '' AND c.aniversario_publico = TRUE`

const NIVERS_BEFORE = `SELECT c.id AS id, c.nome AS nome, ('2000' || substr(c.dt_nasc, 5)) AS dt_nasc,
    CAST(strftime('%m', c.dt_nasc) AS INTEGER) AS mes
  FROM cadastro_geral c JOIN associados a ON a.id_cadastro_geral = c.id
  WHERE a.status = 1 AND c.dt_nasc != ''`

const DIRETORIA_PUBLICA = `SELECT d.id AS id, d.cargo AS cargo, d.tipo AS tipo, c.nome AS nome,
    CAST(CASE WHEN d.contato_publico = TRUE THEN d.email ELSE '' END AS TEXT) AS email,
    CAST(CASE WHEN d.contato_publico = TRUE THEN d.telefone ELSE '' END AS TEXT) AS telefone,
    d.inicio_mandato AS inicio_mandato, d.fim_mandato AS fim_mandato, d.foto AS foto
  FROM diretoria d JOIN cadastro_geral c ON c.id = d.idCadGeral
  WHERE (d.inicio_mandato = '' OR substr(d.inicio_mandato, 1, 10) <= ${TODAY})
    AND (d.fim_mandato = '' OR substr(d.fim_mandato, 1, 10) >= ${TODAY})`

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.add(new BoolField({ name: "aniversario_publico" }))
    app.save(cadastro)
    // The accounts' e-mails stay readable to whoever reads the account now that nobody manages
    // another's (pb_hooks/lib/contas.js keeps it so on every save).
    app
      .db()
      .newQuery("UPDATE cadastro_geral SET aniversario_publico = TRUE, emailVisibility = TRUE")
      .execute()

    const diretoria = app.findCollectionByNameOrId("diretoria")
    diretoria.fields.add(new BoolField({ name: "contato_publico" }))
    app.save(diretoria)
    app
      .db()
      .newQuery("UPDATE diretoria SET contato_publico = TRUE WHERE email != '' OR telefone != ''")
      .execute()

    const nivers = app.findCollectionByNameOrId("nivers")
    nivers.viewQuery = NIVERS
    app.save(nivers)

    app.save(
      new Collection({
        type: "view",
        name: "diretoria_publica",
        listRule: "",
        viewRule: "",
        viewQuery: DIRETORIA_PUBLICA,
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("diretoria_publica"))
    const nivers = app.findCollectionByNameOrId("nivers")
    nivers.viewQuery = NIVERS_BEFORE
    app.save(nivers)
    const diretoria = app.findCollectionByNameOrId("diretoria")
    diretoria.fields.removeByName("contato_publico")
    app.save(diretoria)
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.removeByName("aniversario_publico")
    app.save(cadastro)
  },
)
