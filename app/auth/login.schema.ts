// The login form: e-mail (e-mail type) and password, both required.
import { EMAIL_INVALIDO } from "@veteranos/domain/campos"
import { z } from "~/forms/zod"

export const loginSchema = z.object({
  email: z
    .string({ error: "E-mail é obrigatório" })
    .trim()
    .pipe(z.email({ error: EMAIL_INVALIDO })),
  password: z.string({ error: "Senha é obrigatória" }),
  // Where to go after logging in; checked again by safeRedirect on the server.
  redirectTo: z.string().optional(),
})
