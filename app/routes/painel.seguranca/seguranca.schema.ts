// The forms of 'Segurança' (/painel/seguranca): the second step's first code (the authenticator's,
// or the one e-mailed), which PocketBase judges, and the new password (moved from 'Meus Dados': the
// reset's rules, and the current password).
import { z } from "~/forms/zod"
import { novaSenhaSchema } from "~/auth/recuperar-senha.schema"

/**
 * A code as an app or an e-mail shows it: six digits, a space in the middle forgiven. Whether it is
 * the right one is PocketBase's answer (pb_hooks/lib/segunda-etapa-rotas.js).
 */
const codigo = z
  .string({ error: "Código é obrigatório" })
  .trim()
  .regex(/^\d{3} ?\d{3}$/, "O código tem 6 dígitos")

/** The authenticator's first code ('Ativar aplicativo'). */
export const codigoAppSchema = z.object({ codigo })

/** The first code e-mailed ('Ativar código por e-mail'). */
export const codigoEmailSchema = z.object({ codigo })

export const trocarSenhaSchema = novaSenhaSchema.safeExtend({
  oldPassword: z.string({ error: "Senha atual é obrigatória" }).min(1, "Senha atual é obrigatória"),
})
