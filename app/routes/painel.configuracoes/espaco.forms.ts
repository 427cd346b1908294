// A space's name on /painel/configuracoes: the 'Novo espaço' form and the rename dialog share it.
// One definition for the loader, the action and the component (app/forms/define-form.ts).
import { defineForm } from "~/forms/define-form"

export const espacoForm = defineForm({
  id: "espaco",
  load: () => import("./espaco.schema").then((module) => module.espacoSchema),
})
