// The consent page's form, one per child: the data consent is required to keep the enrolment (its
// refusal is the page's other, explicit path), the image consent apart and optional.
import { z } from "~/forms/zod"
import { consent, recordId } from "~/forms/fields"
import { CONSENTIMENTO_MENSAGENS } from "@veteranos/domain/escolinha-consentimento"

export const consentimentoSchema = z.object({
  id: recordId(),
  dados: consent(CONSENTIMENTO_MENSAGENS.dadosObrigatorio),
  imagem: z.literal("on").optional(),
})
