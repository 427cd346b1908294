// The president's correction of a membership request ('Editar Solicitação'): the product's edit
// rules and messages. The CPF's check digits and the phone's digits are checked as on /associar,
// and both are stored in their masked form.
import { z } from "~/forms/zod"
import { CPF_INVALIDO, DATA_INVALIDA, MAX, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { PEDIDO_SOCIO_STATUS } from "@veteranos/domain/pedido-socio"
import { byIdSchema, cpf, email, optionalText, telefone, text, toIsoDay } from "~/forms/fields"

const M = {
  nome: "Nome deve ter pelo menos 3 caracteres",
  email: "Email inválido",
  telefone: TELEFONE_INVALIDO,
  cpf: CPF_INVALIDO,
  dataNascimento: DATA_INVALIDA,
  rg: "RG é obrigatório",
  endereco: "Endereço deve ter pelo menos 5 caracteres",
} as const

const status = z.enum(PEDIDO_SOCIO_STATUS)

/** The request the dialog corrects (its hidden `id`), its data and its status. */
export const pedidoSocioEdicaoSchema = byIdSchema.extend({
  nome: text(MAX.nome, M.nome, 3),
  email: email({ required: M.email, invalid: M.email }),
  telefone: telefone({ required: M.telefone, invalid: M.telefone }),
  cpf: cpf({ required: M.cpf, invalid: M.cpf }),
  rg: text(MAX.rg, M.rg),
  // No range: the president corrects what the applicant typed; it only has to be a real day.
  data_nascimento: z
    .string({ error: M.dataNascimento })
    .trim()
    .transform((value, ctx) => {
      const iso = toIsoDay(value)
      if (iso) return iso
      ctx.addIssue({ code: "custom", message: M.dataNascimento })
      return z.NEVER
    }),
  endereco: text(MAX.endereco, M.endereco, 5),
  observacoes: optionalText(MAX.observacoes),
  status,
  /** The status the president saw when opening the dialog: a change made meanwhile is not overwritten. */
  de: status,
})

type PedidoSocioEdicao = z.output<typeof pedidoSocioEdicaoSchema>
/** The request's own data, without its status. */
export type PedidoSocioDados = Omit<PedidoSocioEdicao, "id" | "status" | "de">
