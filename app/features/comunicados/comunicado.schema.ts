// An announcement the board publishes: its title (the e-mail's subject), its text and who it is
// for. The limits and messages are the shared rules' (app/domain/comunicados.js), which PocketBase's
// fields keep too.
import { z } from "~/forms/zod"
import { text } from "~/forms/fields"
import { COMUNICADO_MAX, COMUNICADO_MENSAGENS as M, PUBLICOS } from "@veteranos/domain/comunicados"

export const comunicadoSchema = z.object({
  titulo: text(COMUNICADO_MAX.titulo, M.titulo),
  texto: text(COMUNICADO_MAX.texto, M.texto),
  publico: z.enum(PUBLICOS, { error: M.publico }),
})

export type ComunicadoInput = z.output<typeof comunicadoSchema>
