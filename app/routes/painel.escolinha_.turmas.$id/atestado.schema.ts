// 'Registrar atestado': the health certificate's date, up to today
// (docs/decisions/youth-school.md#health-certificates); PocketBase's hook refuses a later one too.
import { ESCOLINHA_MENSAGENS } from "@veteranos/domain/escolinha"
import { calendarDate, recordId } from "~/forms/fields"
import { z } from "~/forms/zod"

export const atestadoSchema = z.object({
  aluno: recordId(),
  data: calendarDate({
    required: ESCOLINHA_MENSAGENS.atestadoData,
    invalid: ESCOLINHA_MENSAGENS.atestadoData,
    future: ESCOLINHA_MENSAGENS.atestadoData,
    min: "2000-01-01",
  }),
})
