// The treasurer's upload of the bank's OFX statement on /painel/financeiro/extrato: one file, of at
// most 2 MB (checked here too, before a large file is read). Whether it is OFX is the action's
// check, on its bytes (extrato-ofx.server.ts).
import { z } from "~/forms/zod"
import { CREDITO_MAX, EXTRATO_ARQUIVO } from "@veteranos/domain/extratos"
import { readBaixaValue } from "./extrato-linhas"
import { recordId } from "~/forms/fields"

/** A box's value: a record id, the separator, a credit's identity. */
const BAIXA_MAX = 16 + CREDITO_MAX.id

export const importarExtratoSchema = z.object({
  arquivo: z
    .instanceof(File, { error: EXTRATO_ARQUIVO.obrigatorio })
    .refine((file) => file.size > 0, EXTRATO_ARQUIVO.obrigatorio)
    .refine((file) => file.size <= EXTRATO_ARQUIVO.maxBytes, EXTRATO_ARQUIVO.grande),
})

export type ImportarExtratoSchema = typeof importarExtratoSchema

/**
 * 'Confirmar baixas': the statement and its ticked boxes, each a due and the credit that pays it
 * (extrato.forms.ts writes them); none ticked is said on the page, not refused here.
 */
export const confirmarBaixasSchema = z.object({
  extrato: recordId(),
  baixa: z
    .array(
      z
        .string()
        .max(BAIXA_MAX)
        .transform(readBaixaValue)
        .pipe(z.object({ mensalidade: recordId(), credito: z.string().min(1) })),
    )
    .max(EXTRATO_ARQUIVO.maxCreditos)
    .default([]),
})

export type ConfirmarBaixasSchema = typeof confirmarBaixasSchema
