// The president's forms on /painel/diretoria: a seat (new, with the person chosen from a search, or
// edited, the person fixed) and the presidency's transfer. A position must fit its body and a term
// must not end before it starts: the shared rules' checks and messages (app/domain/cargos.js,
// mandatos.js), which PocketBase applies again on every save; the form is stricter than the rule
// only in asking the last day to be no earlier than the first.
import { z } from "~/forms/zod"
import { byIdSchema, email, optionalText, telefone, toIsoDay } from "~/forms/fields"
import { imagem } from "~/features/eventos/evento.schema"
import { OUTRO_CARGO } from "./cargos"
import { DATA_INVALIDA, EMAIL_INVALIDO, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { CARGO_MENSAGENS, CARGOS, cargoProblem, TIPO_LABELS } from "@veteranos/domain/cargos"
import { MANDATO_MENSAGENS, newTermProblem } from "@veteranos/domain/mandatos"
import { todayInSaoPaulo } from "@veteranos/domain/datas"

const M = {
  pessoa: "Escolha a pessoa.",
  tipo: `Escolha ${TIPO_LABELS.diretoria}, ${TIPO_LABELS.conselho} ou ${TIPO_LABELS.escolinha}.`,
  inicio: MANDATO_MENSAGENS.inicioObrigatorio,
  fim: MANDATO_MENSAGENS.fimObrigatorio,
  email: EMAIL_INVALIDO,
  telefone: TELEFONE_INVALIDO,
} as const

/** The longest position typed by name (`diretoria.cargo`). */
const CARGO_MAX = 60

const TIPOS = Object.keys(TIPO_LABELS) as Array<keyof typeof TIPO_LABELS>

/** An account's id, as a radio button of the person search sends it. */
const pessoa = z.string({ error: M.pessoa }).regex(/^[a-z0-9]{15}$/, M.pessoa)

/** A calendar day as yyyy-MM-dd (or dd/mm/yyyy from a browser without a date picker). */
function day(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const iso = toIsoDay(value)
      if (!iso) ctx.addIssue({ code: "custom", message: DATA_INVALIDA })
      return iso ?? z.NEVER
    })
}

const contato = {
  telefone: telefone({ required: M.telefone, invalid: M.telefone }).optional(),
  email: email({ required: M.email, invalid: M.email }).optional(),
}

const campos = {
  tipo: z.enum(TIPOS, { error: M.tipo }),
  cargo: z.enum([...CARGOS, OUTRO_CARGO], { error: CARGO_MENSAGENS.obrigatorio }),
  cargo_outro: optionalText(CARGO_MAX),
  inicio_mandato: day(M.inicio),
  fim_mandato: day(M.fim),
  ...contato,
  foto: imagem,
  remover_foto: z.literal("on").optional(),
}

type Campos = {
  tipo: string
  cargo: string
  cargo_outro?: string
  inicio_mandato: string
  fim_mandato: string
}

/** The position the seat stores: the one chosen, or the one typed by name. */
export function cargoOf(value: { cargo: string; cargo_outro?: string }): string {
  return value.cargo === OUTRO_CARGO ? (value.cargo_outro ?? "") : value.cargo
}

function checkSeat(value: Campos, ctx: z.RefinementCtx) {
  const cargo = cargoProblem({ cargo: cargoOf(value), tipo: value.tipo })
  if (cargo) {
    ctx.addIssue({
      code: "custom",
      message: cargo,
      path: [value.cargo === OUTRO_CARGO ? "cargo_outro" : "cargo"],
    })
  }
  const fim = newTermProblem(value.inicio_mandato, value.fim_mandato)
  if (fim) ctx.addIssue({ code: "custom", message: fim, path: ["fim_mandato"] })
}

/** 'Editar Cargo': the seat the dialog edits (its hidden `id`); the person stays. */
export const cargoSchema = byIdSchema.extend(campos).superRefine(checkSeat)

/** 'Novo Cargo': the person is an existing account. */
export const novoCargoSchema = z.object({ idCadGeral: pessoa, ...campos }).superRefine(checkSeat)

/** A seat's fields as the forms send them, the seat itself aside. */
export type CargoInput = Omit<z.output<typeof cargoSchema>, "id">
export type NovoCargoInput = z.output<typeof novoCargoSchema>

/**
 * 'Transferir presidência': the next president, the last day of their term (it begins today) and
 * their public contact; `atual` and the `visto_*` fields are the current president's seat as the
 * page showed it (docs/decisions/forms.md#a-change-is-made-from-what-was-seen).
 */
export const transferirSchema = z
  .object({
    atual: z.string().min(1),
    visto_idCadGeral: z.string().min(1),
    visto_fim_mandato: z.string().optional(),
    idCadGeral: pessoa,
    fim_mandato: day(M.fim),
    ...contato,
  })
  .superRefine((value, ctx) => {
    const fim = newTermProblem(todayInSaoPaulo(), value.fim_mandato)
    if (fim) ctx.addIssue({ code: "custom", message: fim, path: ["fim_mandato"] })
  })

export type TransferirInput = z.output<typeof transferirSchema>
