// The president's forms on /painel/associados: a member's edit ('Editar Associado') and a new member
// ('Novo Associado'). Nome and e-mail are required; the phone is optional and stored masked.
import { z } from "~/forms/zod"
import { ASSOCIADO_STATUS } from "@veteranos/domain/associados"
import { EMAIL_INVALIDO, MAX, NOME_OBRIGATORIO, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { byIdSchema, email, telefone, text } from "~/forms/fields"

const M = {
  nome: NOME_OBRIGATORIO,
  emailObrigatorio: "E-mail é obrigatório",
  email: EMAIL_INVALIDO,
  telefone: TELEFONE_INVALIDO,
} as const

const dados = {
  nome: text(MAX.nome, M.nome),
  email: email({ required: M.emailObrigatorio, invalid: M.email }),
  telefone: telefone({ required: M.telefone, invalid: M.telefone }).optional(),
}

/** The member the dialog edits (its hidden `id`), and their data. */
export const associadoSchema = byIdSchema.extend({ ...dados, status: z.enum(ASSOCIADO_STATUS) })

export const novoAssociadoSchema = z.object(dados)
