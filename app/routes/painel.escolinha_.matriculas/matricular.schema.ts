// 'Matricular': the request, the class chosen and when the request was last changed as it was read
// (PocketBase's route refuses a request changed since: 409).
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { recordId } from "~/forms/fields"
import { z } from "~/forms/zod"

export const matricularSchema = z.object({
  id: recordId(),
  turma: z.string({ error: ESCOLINHA_MENSAGENS.turma }).regex(/^[a-z0-9]{15}$/, ESCOLINHA_MENSAGENS.turma),
  updated: z.string().max(40),
})
