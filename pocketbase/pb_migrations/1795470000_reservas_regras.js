// Reservations as the product rules them (docs/decisions/reservations.md#booking-limits and docs/decisions/reservations.md#rules-enforced-in-pocketbase):
// - only a member (an active associado, or anyone on the executive board) books, for themself, as a
//   pending request; the date, hours and overlap rules are in pb_hooks/reservas.pb.js;
// - only the president decides, only a pending reservation, and a decision changes the status and
//   nothing else: a replayed decision no longer matches the rule (404) and changes nothing;
// - `reservas_ocupadas`: the approved times of every space, without names, so a member can pick a
//   free time without seeing who booked the others.

const PRESIDENTE =
  '(@collection.diretoria:pres.idCadGeral ?= @request.auth.id && @collection.diretoria:pres.cargo ?= "presidente")'
const LOGGED_IN = '@request.auth.collectionName = "cadastro_geral"'
// Who may book (the role matrix's /painel/reservas): an active associado or an executive board
// member. Aliases of its own, so each pair of conditions applies to one joined record.
const MEMBRO =
  "((@collection.associados:membro.id_cadastro_geral ?= @request.auth.id && @collection.associados:membro.status ?= 1)" +
  ' || (@collection.diretoria:membrodir.idCadGeral ?= @request.auth.id && @collection.diretoria:membrodir.tipo ?= "diretoria"))'
// A decision sends the status only; `:changed` refuses any other field sent with a new value.
const DADOS = ["local", "data", "hora_inicio", "hora_fim", "capacidade", "associado_id", "associado_nome"]
const SO_STATUS = DADOS.map((field) => `@request.body.${field}:changed = false`).join(" && ")

const OLD_RULES = {
  createRule: `${LOGGED_IN} && @request.body.associado_id = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "pendente")`,
  updateRule: PRESIDENTE,
}

migrate(
  (app) => {
    const reservas = app.findCollectionByNameOrId("reservas")
    reservas.createRule = `${LOGGED_IN} && ${MEMBRO} && @request.body.associado_id = @request.auth.id && (@request.body.status:isset = false || @request.body.status = "pendente")`
    reservas.updateRule = `${PRESIDENTE} && status = "pendente" && (@request.body.status = "aprovado" || @request.body.status = "rejeitado") && ${SO_STATUS}`
    app.save(reservas)

    app.save(
      new Collection({
        type: "view",
        name: "reservas_ocupadas",
        listRule: MEMBRO,
        viewRule: MEMBRO,
        viewQuery: `SELECT r.id AS id, r.local AS local, r.data AS data, r.hora_inicio AS hora_inicio,
            r.hora_fim AS hora_fim
          FROM reservas r WHERE r.status = 'aprovado'`,
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("reservas_ocupadas"))
    const reservas = app.findCollectionByNameOrId("reservas")
    reservas.createRule = OLD_RULES.createRule
    reservas.updateRule = OLD_RULES.updateRule
    app.save(reservas)
  },
)
