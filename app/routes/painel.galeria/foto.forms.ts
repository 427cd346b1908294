// The board's forms on /painel/galeria (app/forms/define-form.ts), beside foto.schema.ts.
import { defineForm } from "~/forms/define-form"

/** Several photos with one title and date ('Enviar Fotos'). */
export const envioFotosForm = defineForm({
  id: "envio-fotos",
  load: () => import("./foto.schema").then((module) => module.envioFotosSchema),
})

/** One photo's title and date. */
export const fotoForm = defineForm({
  id: "foto",
  load: () => import("./foto.schema").then((module) => module.fotoSchema),
})
