// A new or edited class (docs/decisions/youth-school.md#classes-and-the-roll): its fields checked by
// the shared rule PocketBase's hook asks too (turmaProblems), each message beside its field.
import { DIAS, ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { turmaProblems } from "@veteranos/domain/escolinha-turmas"
import { z } from "~/forms/zod"

const numero = (message: string) => z.coerce.number({ error: message }).int(message)

export const turmaSchema = z
  .object({
    nome: z.string({ error: ESCOLINHA_MENSAGENS.turmaNome }).trim(),
    ano_inicio: numero(ESCOLINHA_MENSAGENS.anos),
    ano_fim: numero(ESCOLINHA_MENSAGENS.anos),
    dias: z.array(z.enum(DIAS), { error: ESCOLINHA_MENSAGENS.dias }).default([]),
    hora_inicio: z.string({ error: ESCOLINHA_MENSAGENS.hora }),
    hora_fim: z.string({ error: ESCOLINHA_MENSAGENS.hora }),
    local: z.string({ error: ESCOLINHA_MENSAGENS.local }).trim(),
    professor: z
      .string()
      .regex(/^[a-z0-9]{15}$/)
      .optional(),
    vagas: numero(ESCOLINHA_MENSAGENS.vagas),
  })
  .superRefine((turma, ctx) => {
    for (const [path, message] of Object.entries(turmaProblems(turma)))
      ctx.addIssue({ code: "custom", path: [path], message })
  })

export type TurmaInput = z.output<typeof turmaSchema>
