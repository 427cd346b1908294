// The president's members page (docs/decisions/members.md#managing-members): each member keeps a
// search key (`busca`: name and e-mail folded, kept by pb_hooks/associados.pb.js), filled here for
// the members there already are.

migrate(
  (app) => {
    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.add(new TextField({ name: "busca", max: 500 }))
    associados.indexes.push("CREATE INDEX idx_associados_busca ON associados (busca)")
    app.save(associados)
    const fold = (value) =>
      String(value || "")
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/\s+/g, " ")
        .trim()
    for (const associado of app.findRecordsByFilter("associados", "", "", 0, 0)) {
      let email = ""
      try {
        email = app.findRecordById("cadastro_geral", associado.getString("id_cadastro_geral")).email()
      } catch {
        // An account gone: the name alone.
      }
      associado.set("busca", [fold(associado.getString("nome")), fold(email)].join(" "))
      app.saveNoValidate(associado)
    }
  },
  (app) => {
    const associados = app.findCollectionByNameOrId("associados")
    associados.fields.removeByName("busca")
    associados.indexes = associados.indexes.filter((index) => !index.includes("idx_associados_busca"))
    app.save(associados)
  },
)
