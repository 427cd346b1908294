// The re-confirmation's form (/painel/reconfirmar): the password again and, for whoever has a second
// step or holds a seat, its code or a recovery code (`tipo`, the page's hidden choice). Whether the
// code is needed is the person's (the action checks it), and PocketBase judges both, in the shared
// rules' words.
import { SENHA_MAXIMO } from "@veteranos/domain/contas"
import { z } from "~/forms/zod"

/** Longer than any code typed with spaces or a dash ("abcde-fghij"). */
const CODIGO_MAXIMO = 24
const TIPO_MAXIMO = 20

export const reconfirmarSchema = z.object({
  senha: z.string({ error: "Senha é obrigatória" }).max(SENHA_MAXIMO, "Senha longa demais."),
  codigo: z.string().trim().max(CODIGO_MAXIMO, "Código longo demais.").optional(),
  tipo: z.string().max(TIPO_MAXIMO).optional(),
})

export type ReconfirmarInput = z.output<typeof reconfirmarSchema>
