// The treasurer's form on /painel/financeiro/extrato (app/forms/define-form.ts), beside extrato.schema.ts.
import { defineForm } from "~/forms/define-form"

/** The bank's OFX file. */
export const importarExtratoForm = defineForm({
  id: "importar-extrato",
  load: () => import("./extrato.schema").then((module) => module.importarExtratoSchema),
})

/** A ticked box's value on the statement's page: the due it pays and the credit paying it. */
export const baixaValue = (mensalidade: string, credito: string) => `${mensalidade}:${credito}`

/** The due and the credit of a box's value (neither a record id nor a credit's identity holds a colon). */
export function readBaixaValue(value: string) {
  const at = value.indexOf(":")
  return { mensalidade: value.slice(0, at < 0 ? 0 : at), credito: at < 0 ? "" : value.slice(at + 1) }
}
