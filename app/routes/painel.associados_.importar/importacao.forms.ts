// The president's upload form on /painel/associados/importar (app/forms/define-form.ts), beside
// importacao.schema.ts.
import { defineForm } from "~/forms/define-form"

/** The members' spreadsheet (CSV or XLSX). */
export const importarPlanilhaForm = defineForm({
  id: "importar-planilha",
  load: () => import("./importacao.schema").then((module) => module.importarPlanilhaSchema),
})
