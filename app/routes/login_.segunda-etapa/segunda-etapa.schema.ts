// The login's second page: the code (of the account's method, or a recovery code), which kind it is,
// and whether to remember this browser. PocketBase judges the code itself.
import { TIPO_CODIGO, TIPO_RECUPERACAO } from "@veteranos/domain/seguranca"
import { z } from "~/forms/zod"

export const segundaEtapaSchema = z.object({
  tipo: z.enum([TIPO_CODIGO, TIPO_RECUPERACAO]).default(TIPO_CODIGO),
  codigo: z
    .string({ error: "Digite o código." })
    .trim()
    .min(1, "Digite o código.")
    .max(40, "Código inválido."),
  // The box: "on" when ticked, absent when not.
  lembrar: z.literal("on").optional(),
})
