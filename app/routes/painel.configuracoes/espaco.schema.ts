// A space's name on /painel/configuracoes (a new space, or a new name): stored as the shared rule
// says (app/domain/espacos.js: single spaces, at most its limit), the check PocketBase's hook runs
// too. Whether another space has it is PocketBase's to say (docs/decisions/reservations.md#spaces-are-records).
import { checkEspacoNome, ESPACO_MENSAGENS as M, ESPACO_NOME_MAX } from "@veteranos/domain/espacos"
import { z } from "~/forms/zod"

export const espacoSchema = z.object({
  nome: z
    .string({ error: M.obrigatorio })
    .max(ESPACO_NOME_MAX, { error: M.longo })
    .transform((value, ctx) => {
      const result = checkEspacoNome(value)
      if (result.error === undefined) return result.value
      ctx.addIssue({ code: "custom", message: result.error })
      return z.NEVER
    }),
})
export type EspacoInput = z.output<typeof espacoSchema>
