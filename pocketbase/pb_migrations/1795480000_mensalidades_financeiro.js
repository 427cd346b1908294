// The treasurer's side of the dues (docs/decisions/dues-and-pix.md#only-the-financial-director-changes-dues): how a due was paid and
// who confirmed it. `pago_por`, `pago_por_nome` and `pago_em` are kept by the hook
// (pb_hooks/mensalidades.pb.js) from the logged-in account, never taken from the body; the rules stay
// as they were: members read their own, the president and the financial director read all, only the
// financial director writes.

migrate(
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    mensalidades.fields.add(
      new SelectField({
        name: "forma_pagamento",
        values: ["pix", "dinheiro", "transferencia"],
        maxSelect: 1,
      }),
    )
    // Empty when an administrator confirmed it, or their account is gone; the name stays.
    mensalidades.fields.add(
      new RelationField({ name: "pago_por", collectionId: cadastro.id, maxSelect: 1, cascadeDelete: false }),
    )
    mensalidades.fields.add(new TextField({ name: "pago_por_nome", max: 120 }))
    app.save(mensalidades)
  },
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    for (const name of ["forma_pagamento", "pago_por", "pago_por_nome"])
      mensalidades.fields.removeByName(name)
    app.save(mensalidades)
  },
)
