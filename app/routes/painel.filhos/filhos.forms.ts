// The forms of /painel/filhos (app/forms/define-form.ts), beside filhos.schema.ts.
import { defineForm } from "~/forms/define-form"

/** 'Corrigir dados': a child's name and birth date. */
export const corrigirFilhoForm = defineForm({
  id: "corrigirFilho",
  load: () => import("./filhos.schema").then((module) => module.corrigirFilhoSchema),
})
