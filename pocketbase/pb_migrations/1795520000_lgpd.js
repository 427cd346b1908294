// LGPD (docs/decisions/lgpd-and-privacy.md): when a membership request was decided (its
// retention counts from it), the member's address on their own account (they
// correct it in 'Meus Dados'), the date they asked for their account's deletion, the version of the
// privacy notice each public form's consent was given against, and each person's own membership
// request readable by them (their data export holds it).

const PRESIDENTE =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.tipo ?= "diretoria" && @collection.diretoria:pres.cargo ?= "presidente")'
const OWN_REQUEST = '(@request.auth.collectionName = "cadastro_geral" && email = @request.auth.email)'

migrate(
  (app) => {
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.add(new TextField({ name: "endereco", max: 300 }))
    cadastro.fields.add(new DateField({ name: "exclusao_pedida_em" }))
    cadastro.indexes.push("CREATE INDEX idx_cadastro_exclusao ON cadastro_geral (exclusao_pedida_em)")
    app.save(cadastro)

    for (const name of ["pedido_socio", "pedido_escolinha"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.add(new TextField({ name: "consentimento_versao", max: 20 }))
      app.save(collection)
    }

    const pedidoSocio = app.findCollectionByNameOrId("pedido_socio")
    pedidoSocio.listRule = `${PRESIDENTE} || ${OWN_REQUEST}`
    pedidoSocio.viewRule = `${PRESIDENTE} || ${OWN_REQUEST}`
    // When the request was decided: the retention of rejected requests counts from it. Requests
    // decided before this field existed take their last change as the decision's date.
    pedidoSocio.fields.add(new DateField({ name: "decidido_em" }))
    app.save(pedidoSocio)
    app
      .db()
      .newQuery(
        "UPDATE pedido_socio SET decidido_em = updated WHERE status != 'pendente' AND decidido_em = ''",
      )
      .execute()
  },
  (app) => {
    const pedidoSocio = app.findCollectionByNameOrId("pedido_socio")
    pedidoSocio.listRule = PRESIDENTE
    pedidoSocio.viewRule = PRESIDENTE
    pedidoSocio.fields.removeByName("decidido_em")
    app.save(pedidoSocio)
    for (const name of ["pedido_socio", "pedido_escolinha"]) {
      const collection = app.findCollectionByNameOrId(name)
      collection.fields.removeByName("consentimento_versao")
      app.save(collection)
    }
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    cadastro.fields.removeByName("endereco")
    cadastro.fields.removeByName("exclusao_pedida_em")
    cadastro.indexes = cadastro.indexes.filter((index) => !index.includes("idx_cadastro_exclusao"))
    app.save(cadastro)
  },
)
