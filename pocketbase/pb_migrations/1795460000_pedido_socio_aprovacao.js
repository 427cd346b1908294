// What the president's handling of membership requests needs from the data:
// - `pedido_socio.busca`: the request's name and e-mail folded (lower case, no accents) and its
//   CPF's digits, kept by a hook (pb_hooks/pedido_socio.pb.js), because filters cannot fold accents;
// - a request's status changes only through the decision route (which creates the member and
//   e-mails the applicant), never through a plain update;
// - `atividades`: the board's activity record, written only by hooks, read only by the board;
// - the set-password link e-mailed on approval lasts 3 days (it is the password-reset token).

const DIRETORIA =
  '(@collection.diretoria:dir.idCadGeral ?= @request.auth.id && @collection.diretoria:dir.tipo ?= "diretoria")'
const STATUS_UNCHANGED = "(@request.body.status:isset = false || @request.body.status = status)"
const RESET_TOKEN_SECONDS = 3 * 24 * 60 * 60

migrate(
  (app) => {
    const pedidos = app.findCollectionByNameOrId("pedido_socio")
    pedidos.fields.add(new TextField({ name: "busca", max: 600 }))
    pedidos.updateRule = `${pedidos.updateRule} && ${STATUS_UNCHANGED}`
    app.save(pedidos)
    // Requests stored before the key existed get theirs now (the same folding as the hook's; a
    // migration keeps its own copy, as it must not change once applied).
    for (const pedido of app.findAllRecords("pedido_socio")) {
      const fold = (value) =>
        String(value || "")
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase()
          .replace(/\s+/g, " ")
          .trim()
      const cpfDigits = pedido.getString("cpf").replace(/\D/g, "")
      pedido.set(
        "busca",
        [fold(pedido.getString("nome")), fold(pedido.getString("email")), cpfDigits].join(" "),
      )
      app.saveNoValidate(pedido)
    }

    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.passwordResetToken.duration = RESET_TOKEN_SECONDS
    app.save(cadastro)

    const atividades = new Collection({
      type: "base",
      name: "atividades",
      listRule: DIRETORIA,
      viewRule: DIRETORIA,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // Empty when the author was an administrator or their account is gone; the name stays.
        {
          type: "relation",
          name: "autor",
          collectionId: cadastro.id,
          maxSelect: 1,
          cascadeDelete: false,
        },
        { type: "text", name: "autor_nome", max: 120 },
        { type: "text", name: "descricao", max: 300, required: true },
        // The record the decision was about: its collection and id (it may since have been deleted).
        { type: "text", name: "colecao", max: 60 },
        { type: "text", name: "registro", max: 30 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE INDEX idx_atividades_created ON atividades (created)"],
    })
    app.save(atividades)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("atividades"))

    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.passwordResetToken.duration = 1800
    app.save(cadastro)

    const pedidos = app.findCollectionByNameOrId("pedido_socio")
    pedidos.fields.removeByName("busca")
    pedidos.updateRule = pedidos.updateRule.replace(` && ${STATUS_UNCHANGED}`, "")
    app.save(pedidos)
  },
)
