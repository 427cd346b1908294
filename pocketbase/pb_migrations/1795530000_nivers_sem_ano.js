// The public birthdays view gave anyone the full birth date, year included. It now gives the day and
// month only: `dt_nasc` keeps its name and shape for the site, with the year always 2000 (a leap year,
// so 29 February stays a day). The real date stays in cadastro_geral, read by its owner and the
// president only.

const QUERY = (birthDate) => `SELECT c.id AS id, c.nome AS nome, ${birthDate} AS dt_nasc,
    CAST(strftime('%m', c.dt_nasc) AS INTEGER) AS mes
  FROM cadastro_geral c JOIN associados a ON a.id_cadastro_geral = c.id
  WHERE a.status = 1 AND c.dt_nasc != ''`

migrate(
  (app) => {
    const nivers = app.findCollectionByNameOrId("nivers")
    nivers.viewQuery = QUERY("('2000' || substr(c.dt_nasc, 5))")
    app.save(nivers)
  },
  (app) => {
    const nivers = app.findCollectionByNameOrId("nivers")
    nivers.viewQuery = QUERY("c.dt_nasc")
    app.save(nivers)
  },
)
