// 'Meus Dados' (/painel/meus-dados): the forms a person uses on their own account. The phone and the
// address follow the membership form's rules and masks; the new password the reset's.
import { z } from "~/forms/zod"
import { MAX, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { optionalText, telefone } from "~/forms/fields"
import { novaSenhaSchema } from "~/auth/recuperar-senha.schema"

export const meusContatosSchema = z.object({
  telefone: telefone({ required: "Telefone é obrigatório", invalid: TELEFONE_INVALIDO }),
  endereco: optionalText(MAX.endereco),
})

export const trocarSenhaSchema = novaSenhaSchema.safeExtend({
  oldPassword: z.string({ error: "Senha atual é obrigatória" }).min(1, "Senha atual é obrigatória"),
})
