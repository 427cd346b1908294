// 'Matricular': the request, the class chosen and when the request was last changed as it was read
// (PocketBase's route refuses a request changed since: 409).
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { recordId } from "~/forms/fields"
import { z } from "~/forms/zod"

export const matricularSchema = z.object({
  id: recordId(),
  turma: z.string({ error: ESCOLINHA_MENSAGENS.turma }).regex(/^[a-z0-9]{15}$/, ESCOLINHA_MENSAGENS.turma),
  // As PocketBase writes an instant: "2026-11-29 10:00:00.000Z".
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?Z$/),
})
