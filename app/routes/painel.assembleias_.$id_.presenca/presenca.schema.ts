// What a row's 'Marcar presença' and 'Desfazer' send: the member's account (the route's `associado`)
// and their name, for the flash message ('Presença de Fulano registrada.').
import { MAX } from "@veteranos/domain/campos"
import { optionalText, recordId } from "~/forms/fields"
import { z } from "~/forms/zod"

export const presencaSchema = z.object({
  associado: recordId(),
  nome: optionalText(MAX.nome),
})
