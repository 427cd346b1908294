// The draft's forms (docs/decisions/general-assembly.md): the assembly's details (the first call's
// date and time typed in São Paulo time; an address for an in-person or hybrid assembly, a
// video-call link for an online or hybrid one), an agenda item, and a published notice's
// cancellation with its reason. Limits and messages are the shared rule's. An election item names
// its bodies and its term's first day; its last day may be left empty for PocketBase to fill in
// with the settings' years (docs/decisions/elections.md).
import { z } from "~/forms/zod"
import { optionalText, recordId, text, toIsoDay } from "~/forms/fields"
import {
  ASSEMBLEIA_TIPOS,
  INSTRUCOES_MAX,
  ITEM_TIPOS,
  LINK_MAX,
  LOCAL_MAX,
  MENSAGENS,
  MODALIDADES,
  MOTIVO_MAX,
  TITULO_MAX,
} from "@veteranos/domain/assembleias"
import { DATA_INVALIDA } from "@veteranos/domain/campos"
import { MENSAGENS as MENSAGENS_ELEICAO } from "@veteranos/domain/eleicoes"

const M = {
  tipo: "Escolha o tipo da assembleia",
  hora: "Hora inválida",
  modalidade: "Escolha como será a assembleia",
  link: "Informe um link que comece com https://",
  titulo: "Informe o título do item",
  itemTipo: "Escolha o tipo do item",
} as const

const dia = z.string({ error: DATA_INVALIDA }).regex(/^\d{4}-\d{2}-\d{2}$/, DATA_INVALIDA)
/** A calendar day as yyyy-MM-dd (or dd/mm/yyyy from a browser without a date picker), or nothing. */
const diaOpcional = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined
    const iso = toIsoDay(value)
    if (!iso) ctx.addIssue({ code: "custom", message: DATA_INVALIDA })
    return iso ?? z.NEVER
  })
const hora = z.string({ error: M.hora }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hora)

export const assembleiaSchema = z
  .object({
    tipo: z.enum(ASSEMBLEIA_TIPOS, { error: M.tipo }),
    data: dia,
    hora,
    modalidade: z.enum(MODALIDADES, { error: M.modalidade }),
    local: optionalText(LOCAL_MAX),
    link: optionalText(LINK_MAX).refine((value) => !value || /^https?:\/\/\S+$/i.test(value), M.link),
    instrucoes: optionalText(INSTRUCOES_MAX),
    /** The members' request it answers ('Pedido dos associados'), when one reached a fifth. */
    pedido: recordId().optional(),
  })
  .superRefine((v, ctx) => {
    // Código Civil art. 48-A: an online or hybrid assembly gives its link; one in person its address.
    if (v.modalidade !== "online" && !v.local)
      ctx.addIssue({ code: "custom", path: ["local"], message: MENSAGENS.semLocal })
    if (v.modalidade !== "presencial" && !v.link)
      ctx.addIssue({ code: "custom", path: ["link"], message: MENSAGENS.semLink })
  })

export type AssembleiaInput = z.output<typeof assembleiaSchema>

export const itemSchema = z
  .object({
    titulo: text(TITULO_MAX, M.titulo),
    tipo: z.enum(ITEM_TIPOS, { error: M.itemTipo }),
    ano: z.coerce.number().int().min(0).optional(),
    qualificada: z.literal("on").optional(),
    // An election's bodies, one box each, and its term.
    diretoria: z.literal("on").optional(),
    conselho: z.literal("on").optional(),
    mandato_inicio: diaOpcional,
    mandato_fim: diaOpcional,
  })
  .superRefine((v, ctx) => {
    if (v.tipo === "contas" && !v.ano)
      ctx.addIssue({ code: "custom", path: ["ano"], message: MENSAGENS.contasSemParecer })
    if (v.tipo !== "eleicao") return
    // PocketBase's draft hook says the same (lib/assembleias-rascunho.js).
    if (!v.diretoria && !v.conselho)
      ctx.addIssue({ code: "custom", path: ["diretoria"], message: MENSAGENS_ELEICAO.orgaos })
    if (!v.mandato_inicio)
      ctx.addIssue({ code: "custom", path: ["mandato_inicio"], message: MENSAGENS_ELEICAO.mandatoInicio })
    else if (v.mandato_fim && v.mandato_fim <= v.mandato_inicio)
      ctx.addIssue({ code: "custom", path: ["mandato_fim"], message: MENSAGENS_ELEICAO.mandatoFim })
  })

export type ItemInput = z.output<typeof itemSchema>

export const cancelarSchema = z.object({ motivo: text(MOTIVO_MAX, MENSAGENS.motivo) })
