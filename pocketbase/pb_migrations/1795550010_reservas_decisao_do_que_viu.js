// A decision on a reservation is made only from what was seen
// (docs/decisions/forms.md#a-change-is-made-from-what-was-seen): a decision on a reservation no
// longer pending is refused with the 409 every stale change gets, not with the update rule's 404 (a
// rule's refusal reads like a reservation that is gone). The rule keeps who decides and what a
// decision may change; the update request's hook (pb_hooks/reservas.pb.js) refuses a decision unless
// the stored reservation is pending, checked in the decision's own transaction.

const WITH_PENDING = ' && status = "pendente" && (@request.body.status = "aprovado"'
const WITHOUT = ' && (@request.body.status = "aprovado"'

function setUpdateRule(app, from, to) {
  const reservas = app.findCollectionByNameOrId("reservas")
  const rule = String(reservas.updateRule || "")
  if (rule.indexOf(from) < 0) return
  reservas.updateRule = rule.replace(from, to)
  app.save(reservas)
}

migrate(
  (app) => setUpdateRule(app, WITH_PENDING, WITHOUT),
  (app) => setUpdateRule(app, WITHOUT, WITH_PENDING),
)
