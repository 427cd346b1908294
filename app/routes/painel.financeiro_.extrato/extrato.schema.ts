// The treasurer's upload of the bank's OFX statement on /painel/financeiro/extrato: one file, of at
// most 2 MB (checked here too, before a large file is read). Whether it is OFX is the action's
// check, on its bytes (extrato-ofx.server.ts).
import { z } from "~/forms/zod"
import { EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"

export const importarExtratoSchema = z.object({
  arquivo: z
    .instanceof(File, { error: EXTRATO_ARQUIVO.obrigatorio })
    .refine((file) => file.size > 0, EXTRATO_ARQUIVO.obrigatorio)
    .refine((file) => file.size <= EXTRATO_ARQUIVO.maxBytes, EXTRATO_ARQUIVO.grande),
})

export type ImportarExtratoInput = z.output<typeof importarExtratoSchema>
