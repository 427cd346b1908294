// The fiscal council's opinion on a year's accounts, shared by the form (in the browser) and the
// action; its results, limit and messages are PocketBase's too (app/domain/prestacao-de-contas.js).
import { z } from "~/forms/zod"
import {
  PARECER_MENSAGENS as M,
  PARECER_RESULTADOS,
  PARECER_TEXTO_MAX,
  PRESTACAO_ANO_MINIMO,
} from "@veteranos/domain/prestacao-de-contas"

export const parecerSchema = z.object({
  // The year shown, sent by the form; PocketBase refuses one not yet begun.
  ano: z.number({ error: M.ano }).int(M.ano).min(PRESTACAO_ANO_MINIMO, M.ano),
  resultado: z.enum(PARECER_RESULTADOS, { error: M.resultado }),
  texto: z.string({ error: M.texto }).trim().min(1, M.texto).max(PARECER_TEXTO_MAX, M.textoLongo),
})
export type ParecerFormInput = z.output<typeof parecerSchema>
