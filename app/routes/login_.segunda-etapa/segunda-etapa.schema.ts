// The login's second page: the code (of the account's method, or a recovery code), which kind it is,
// and whether to remember this browser. PocketBase judges the code itself.
import { RECUPERACAO_TAMANHO, TIPO_CODIGO, TIPO_RECUPERACAO } from "@veteranos/domain/seguranca"
import { z } from "~/forms/zod"

// The longest code typed is a recovery code, with room for the dash and spaces it may be written with.
const MAX_CODIGO = RECUPERACAO_TAMANHO * 2

export const segundaEtapaSchema = z.object({
  tipo: z.enum([TIPO_CODIGO, TIPO_RECUPERACAO]).default(TIPO_CODIGO),
  codigo: z
    .string({ error: "Digite o código." })
    .trim()
    .min(1, "Digite o código.")
    .max(MAX_CODIGO, "Código inválido."),
  // The box: "on" when ticked, absent when not.
  lembrar: z.literal("on").optional(),
})
