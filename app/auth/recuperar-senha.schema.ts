// The password reset forms (docs/decisions/accounts-and-sessions.md#password-reset): the e-mail that receives the link, then the new
// password chosen on the link's page.
import { EMAIL_INVALIDO } from "@veteranos/domain/campos"
import { SENHA_MAXIMO, SENHA_MINIMO } from "@veteranos/domain/contas"
import { z } from "~/forms/zod"

export const pedirLinkSchema = z.object({
  email: z
    .string({ error: "E-mail é obrigatório" })
    .trim()
    .pipe(z.email({ error: EMAIL_INVALIDO })),
})

export const novaSenhaSchema = z
  .object({
    password: z
      .string({ error: "Nova senha é obrigatória" })
      .min(SENHA_MINIMO, `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres`)
      .max(SENHA_MAXIMO, `A senha deve ter no máximo ${SENHA_MAXIMO} caracteres`),
    passwordConfirm: z.string({ error: "Confirme a nova senha" }),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: "As senhas não conferem",
    path: ["passwordConfirm"],
  })
