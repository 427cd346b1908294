// The treasurer's form on /painel/financeiro/extrato (app/forms/define-form.ts), beside extrato.schema.ts.
import { defineForm } from "~/forms/define-form"

/** The bank's OFX file. */
export const importarExtratoForm = defineForm({
  id: "importar-extrato",
  load: () => import("./extrato.schema").then((module) => module.importarExtratoSchema),
})
