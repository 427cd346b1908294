// The president's forms on /painel/diretoria.
// One definition per form for the loader, the action and the component (app/forms/define-form.ts),
// beside cargo.schema.ts: a page's first scripts carry only its own forms.
import { defineForm } from "~/forms/define-form"

/** A new seat ('Novo Cargo'). */
export const novoCargoForm = defineForm({
  id: "novoCargo",
  load: () => import("./cargo.schema").then((module) => module.novoCargoSchema),
})

/** An edited seat ('Editar Cargo'). */
export const cargoForm = defineForm({
  id: "cargo",
  load: () => import("./cargo.schema").then((module) => module.cargoSchema),
})

/** 'Transferir presidência'. */
export const transferirForm = defineForm({
  id: "transferir",
  load: () => import("./cargo.schema").then((module) => module.transferirSchema),
})
