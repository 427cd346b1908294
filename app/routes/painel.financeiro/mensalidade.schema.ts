// The treasurer's forms on /painel/financeiro, shared by the form (in the browser) and the action:
// launching a month for every active member, one due for one member, marking a due paid, and
// exempting one with its reason.
import { z } from "~/forms/zod"
import { MAX } from "@veteranos/domain/campos"
import {
  DIA_INVALIDO,
  FORMAS_PAGAMENTO,
  ISENCAO_MOTIVO_LONGO,
  ISENCAO_MOTIVO_MAX,
  ISENCAO_MOTIVO_OBRIGATORIO,
  MENSALIDADE_DIA_MAXIMO,
  parseValor,
  VALOR_INVALIDO,
} from "@veteranos/domain/mensalidades"
import { recordId, toIsoDay } from "~/forms/fields"
import { readMonth } from "~/features/mensalidades/financeiro-meses"

const MENSALIDADE_MENSAGENS = {
  mes: "Escolha o mês.",
  valor: VALOR_INVALIDO,
  dia: DIA_INVALIDO,
  associado: "Escolha o associado.",
  descricao: "Informe a descrição.",
  vencimento: "Informe a data de vencimento.",
  forma: "Escolha a forma de pagamento.",
} as const

const M = MENSALIDADE_MENSAGENS

const valor = () =>
  z
    .string({ error: M.valor })
    .trim()
    .transform((value, ctx) => {
      const parsed = parseValor(value)
      if (parsed === null || parsed <= 0) ctx.addIssue({ code: "custom", message: M.valor })
      return parsed ?? z.NEVER
    })

/**
 * 'Lançar Nova Mensalidade': the month as the treasurer reads it ('dezembro/2026', or yyyy-MM),
 * stored as yyyy-MM; the amount and the due day.
 */
export const lancarMesSchema = z.object({
  mes: z.string({ error: M.mes }).transform((value, ctx) => {
    const mes = readMonth(value)
    if (!mes) ctx.addIssue({ code: "custom", message: M.mes })
    return mes ?? z.NEVER
  }),
  valor: valor(),
  dia: z.number({ error: M.dia }).int(M.dia).min(1, M.dia).max(MENSALIDADE_DIA_MAXIMO, M.dia),
})
export type LancarMesInput = z.output<typeof lancarMesSchema>

/** One due for one member (a late joiner, an extra charge). */
export const novaMensalidadeSchema = z.object({
  associadoId: z.string({ error: M.associado }).trim().min(1, M.associado).max(30, M.associado),
  descricao: z
    .string({ error: M.descricao })
    .trim()
    .min(1, M.descricao)
    .max(MAX.descricao, `Use no máximo ${MAX.descricao} caracteres.`),
  valor: valor(),
  data_vencimento: z
    .string({ error: M.vencimento })
    .trim()
    .transform((value, ctx) => {
      const iso = toIsoDay(value)
      if (!iso) ctx.addIssue({ code: "custom", message: M.vencimento })
      return iso ?? z.NEVER
    }),
})
export type NovaMensalidadeInput = z.output<typeof novaMensalidadeSchema>

/**
 * What a status button or dialog sends besides its fields: the due, and the row after it as the
 * dialog sent it (where to return when the row leaves its tab; one that is no id is left out).
 */
export const linhaSchema = z.object({ id: recordId(), proxima: recordId().optional().catch(undefined) })

/** 'Marcar como pago': how the member paid. */
export const pagarSchema = linhaSchema.extend({
  forma: z.enum(FORMAS_PAGAMENTO, { error: M.forma }),
})

/** 'Isentar': the reason, required (PocketBase refuses an exemption without one too). */
export const isentarSchema = linhaSchema.extend({
  motivo: z
    .string({ error: ISENCAO_MOTIVO_OBRIGATORIO })
    .trim()
    .min(1, ISENCAO_MOTIVO_OBRIGATORIO)
    .max(ISENCAO_MOTIVO_MAX, ISENCAO_MOTIVO_LONGO),
})
