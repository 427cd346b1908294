// The president's upload on /painel/associados/importar: one spreadsheet of at most 2 MB (checked
// here too, before a large file is read). Whether it is the template's CSV or XLSX is the action's
// check, on its bytes (importacao-arquivo.server.ts).
import { z } from "~/forms/zod"
import { IMPORTACAO_ARQUIVO } from "@veteranos/domain/importacao"

export const importarPlanilhaSchema = z.object({
  arquivo: z
    .instanceof(File, { error: IMPORTACAO_ARQUIVO.obrigatorio })
    .refine((file) => file.size > 0, IMPORTACAO_ARQUIVO.obrigatorio)
    .refine((file) => file.size <= IMPORTACAO_ARQUIVO.maxBytes, IMPORTACAO_ARQUIVO.grande),
})
