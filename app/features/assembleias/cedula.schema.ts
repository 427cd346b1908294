// The ballot ('Confirmar voto'): one choice, a slate's id, 'branco' or 'nulo'; in cabine mode the
// member the secretary picked too. PocketBase checks the choice against the round's slates and the
// voter against the frozen list (docs/decisions/elections.md).
import { MENSAGENS } from "@veteranos/domain/eleicoes"
import { recordId } from "~/forms/fields"
import { z } from "~/forms/zod"

const umaChapa = recordId()

const escolha = z
  .string({ error: MENSAGENS.escolha })
  .refine(
    (value) => value === "branco" || value === "nulo" || umaChapa.safeParse(value).success,
    MENSAGENS.escolha,
  )

export const cedulaSchema = z.object({ escolha })

/** In cabine mode: the election item and the member the secretary picked, beside the choice. */
export const cedulaCabineSchema = z.object({ escolha, item: recordId(), associado: recordId() })
