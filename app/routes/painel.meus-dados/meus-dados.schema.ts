// 'Meus Dados' (/painel/meus-dados): the form a person uses on their own account. The phone and the
// address follow the membership form's rules and masks.
import { z } from "~/forms/zod"
import { MAX, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { optionalText, telefone } from "~/forms/fields"

export const meusContatosSchema = z.object({
  telefone: telefone({ required: "Telefone é obrigatório", invalid: TELEFONE_INVALIDO }),
  endereco: optionalText(MAX.endereco),
})
