// The two-step login (docs/decisions/two-step-login.md):
// - `cadastro_geral` turns on PocketBase's own MFA: a password alone gives no token to an account its
//   MFA rule names (the rules table writes the rule at every start), only an `mfaId` for the second
//   step. PocketBase's MFA needs a second login method on: its OTP, whose own two routes the hooks
//   close (segunda-etapa.pb.js), since a code is only ever a second step, given through the
//   association's route, which counts wrong codes per account. Its new-login alert stays off: the
//   association's own e-mails say what changed;
// - hidden fields on the account: the second step's kind, the authenticator's secret (and the one
//   waiting for its first code), the last code's step, the recovery codes' hashes, the wrong codes'
//   count and window, and the last re-confirmation before a grave change;
// - `aparelhos_lembrados`: 'Lembrar este aparelho por 30 dias', a token's hash per browser, read
//   only by the hooks.
// Applied history: its values are written here, not read from the shared rules.

const HIDDEN = [
  new SelectField({ name: "segunda_etapa", values: ["app", "email"], maxSelect: 1, hidden: true }),
  new TextField({ name: "totp_segredo", max: 64, hidden: true }),
  new TextField({ name: "totp_pendente", max: 64, hidden: true }),
  new NumberField({ name: "totp_ultimo_passo", onlyInt: true, hidden: true }),
  new JSONField({ name: "codigos_recuperacao", maxSize: 4000, hidden: true }),
  new NumberField({ name: "codigo_falhas", onlyInt: true, min: 0, hidden: true }),
  new DateField({ name: "codigo_falhas_desde", hidden: true }),
  new DateField({ name: "reconfirmado_em", hidden: true }),
]

migrate(
  (app) => {
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    for (const field of HIDDEN) contas.fields.add(field)
    contas.mfa.enabled = true
    contas.mfa.duration = 600
    // The rules table writes the real rule at start (it reads today's date); until then, only
    // those who chose a second step.
    contas.mfa.rule = 'segunda_etapa != ""'
    contas.otp.enabled = true
    contas.otp.duration = 600
    contas.otp.length = 6
    contas.authAlert.enabled = false
    app.save(contas)

    app.save(
      new Collection({
        type: "base",
        name: "aparelhos_lembrados",
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [
          {
            type: "relation",
            name: "conta",
            collectionId: contas.id,
            required: true,
            maxSelect: 1,
            cascadeDelete: true,
          },
          { type: "text", name: "hash", required: true, max: 64 },
          { type: "date", name: "expira_em", required: true },
          { type: "autodate", name: "created", onCreate: true },
        ],
        indexes: [
          "CREATE UNIQUE INDEX idx_aparelhos_hash ON aparelhos_lembrados (hash)",
          "CREATE INDEX idx_aparelhos_conta ON aparelhos_lembrados (conta)",
        ],
      }),
    )
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("aparelhos_lembrados"))
    const contas = app.findCollectionByNameOrId("cadastro_geral")
    for (const field of HIDDEN) contas.fields.removeByName(field.name)
    contas.mfa.enabled = false
    contas.mfa.rule = ""
    contas.otp.enabled = false
    app.save(contas)
  },
)
