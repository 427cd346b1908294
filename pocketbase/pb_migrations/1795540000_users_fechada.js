// PocketBase's default `users` collection is not the site's (accounts live in cadastro_geral), but
// it came with open rules: anyone could sign up there and hold a token the site never issued. Only
// the superuser may touch it now.

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"]
const OPEN = {
  listRule: "id = @request.auth.id",
  viewRule: "id = @request.auth.id",
  createRule: "",
  updateRule: "id = @request.auth.id",
  deleteRule: "id = @request.auth.id",
}

function setRules(app, rules) {
  const users = app.findCollectionByNameOrId("users")
  for (const rule of RULES) users[rule] = rules[rule]
  app.save(users)
}

migrate(
  (app) =>
    setRules(app, { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }),
  (app) => setRules(app, OPEN),
)
