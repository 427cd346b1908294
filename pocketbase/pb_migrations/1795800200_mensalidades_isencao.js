// The financial director exempts an open due (docs/decisions/dues-and-pix.md#an-exempt-due-is-not-owed):
// the status `isenta` joins the select, as in the shared list (app/domain/mensalidades.js), with the
// reason and who exempted it and when. `isentada_por`, `isentada_por_nome` and `isentada_em` are kept
// by the hook (pb_hooks/mensalidades.pb.js) from the logged-in account, never taken from the body.
// Applied history: its values are written here, not read from the shared rules.

// A due's states and the reason's length (app/domain/mensalidades.js when this migration ran).
const MENSALIDADE_STATUS = ["pendente", "pago", "isenta"]
const ISENCAO_MOTIVO_MAX = 300

migrate(
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    const cadastro = app.findCollectionByNameOrId("cadastro_geral")
    mensalidades.fields.getByName("status").values = MENSALIDADE_STATUS.slice()
    mensalidades.fields.add(new TextField({ name: "isencao_motivo", max: ISENCAO_MOTIVO_MAX }))
    // Empty when an administrator exempted it, or their account is gone; the name stays.
    mensalidades.fields.add(
      new RelationField({
        name: "isentada_por",
        collectionId: cadastro.id,
        maxSelect: 1,
        cascadeDelete: false,
      }),
    )
    mensalidades.fields.add(new TextField({ name: "isentada_por_nome", max: 120 }))
    mensalidades.fields.add(new DateField({ name: "isentada_em" }))
    app.save(mensalidades)
  },
  (app) => {
    const mensalidades = app.findCollectionByNameOrId("mensalidades")
    // An exempt due goes back to open: the old select has no `isenta`.
    app.db().newQuery("UPDATE mensalidades SET status = 'pendente' WHERE status = 'isenta'").execute()
    const status = mensalidades.fields.getByName("status")
    status.values = status.values.filter((value) => value !== "isenta")
    for (const name of ["isencao_motivo", "isentada_por", "isentada_por_nome", "isentada_em"])
      mensalidades.fields.removeByName(name)
    app.save(mensalidades)
  },
)
