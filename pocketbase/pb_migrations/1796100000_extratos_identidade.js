// Bank statements as the banks write them (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues):
// - a credit is known by its `id` (account, FITID, instant, amount and occurrence, the site's hash),
//   no longer by its FITID, which some banks repeat; each keeps its account (`conta`) and REFNUM.
//   Statements from before get `id` = their FITID, which is what the dues they paid keep as
//   `transacao_id`, so those stay "already imported";
// - `assinatura`: the SHA-256 of the statement's credits (written by the hook), unique among those
//   that have one, so the same statement is imported once. Statements from before have none;
// - the credits of a 2 MB file of the smallest transactions fit in `creditos`.
// Applied history: its values are written here, not read from the shared rules.

const INDEX = "idx_extratos_assinatura"
const MB = 1024 * 1024

function rewriteCreditos(app, toCredito) {
  for (const extrato of app.findAllRecords("extratos")) {
    let creditos
    try {
      creditos = JSON.parse(extrato.getString("creditos") || "[]")
    } catch {
      continue
    }
    if (!Array.isArray(creditos)) continue
    extrato.set("creditos", creditos.map(toCredito))
    app.saveNoValidate(extrato)
  }
}

migrate(
  (app) => {
    const extratos = app.findCollectionByNameOrId("extratos")
    extratos.fields.add(new TextField({ name: "assinatura", max: 64 }))
    extratos.fields.getByName("creditos").maxSize = 16 * MB
    extratos.addIndex(INDEX, true, "assinatura", "assinatura != ''")
    app.save(extratos)
    rewriteCreditos(app, (credito) => Object.assign({ id: credito.fitid, conta: "", refnum: "" }, credito))
  },
  (app) => {
    rewriteCreditos(app, (credito) => {
      delete credito.id
      delete credito.conta
      delete credito.refnum
      return credito
    })
    const extratos = app.findCollectionByNameOrId("extratos")
    extratos.removeIndex(INDEX)
    extratos.fields.removeByName("assinatura")
    extratos.fields.getByName("creditos").maxSize = 2 * MB
    app.save(extratos)
  },
)
