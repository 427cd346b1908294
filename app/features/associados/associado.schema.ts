// The president's forms on /painel/associados: a member's edit ('Editar Associado') and a new member
// ('Novo Associado'). Nome and e-mail are required; the phone is optional and stored masked.
import { z } from "~/forms/zod"
import { ASSOCIADO_STATUS, type AssociadoStatus } from "@veteranos/domain/associados"
import { EMAIL_INVALIDO, MAX, NOME_OBRIGATORIO, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { email, telefone, text } from "~/forms/fields"
import { readSearch } from "~/utils/list-params"

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

export const associadoSchema = z.object({ ...dados, status: z.enum(ASSOCIADO_STATUS) })

export const novoAssociadoSchema = z.object(dados)

/**
 * The list's filter from its address, for the page and its CSV alike: active members by default,
 * ?status=inativo, or ?status=todos; `aba` is the tab's name.
 */
export function readAssociadoFiltro(params: URLSearchParams) {
  const aba = params.get("status")
  const status: AssociadoStatus | null = aba === "todos" ? null : aba === "inativo" ? "inativo" : "ativo"
  return { status, q: readSearch(params), aba: status ?? "todos" }
}
