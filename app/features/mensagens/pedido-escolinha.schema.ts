// The youth-school participation request (/escolinha, 'Solicite a Participação'): the product's rules,
// plus the CPF's check digits, bounded lengths and the guardian's LGPD consent.
import { z } from "~/forms/zod"
import type { Toast } from "~/http/toast.server"
import { CPF_INVALIDO, MAX, TELEFONE_INVALIDO } from "@veteranos/domain/campos"
import { ESCOLINHA_NASCIMENTO_MINIMO } from "@veteranos/domain/escolinha"
import { calendarDate, consent, cpf, email, optionalText, telefone, text } from "~/forms/fields"

const PEDIDO_ESCOLINHA_MENSAGENS = {
  nomeResponsavel: "Nome do responsável deve ter pelo menos 3 caracteres",
  cpfResponsavel: CPF_INVALIDO,
  nomeCrianca: "Nome da criança deve ter pelo menos 3 caracteres",
  dataNascimento: "Por favor, selecione a data de nascimento",
  dataForaDoPeriodo: "A data de nascimento deve estar entre 01/01/2006 e hoje",
  telefone: TELEFONE_INVALIDO,
  email: "Email inválido",
  consentimento:
    "Para enviar a solicitação, o responsável precisa autorizar o uso dos dados marcando esta opção.",
} as const

const M = PEDIDO_ESCOLINHA_MENSAGENS

export const pedidoEscolinhaSchema = z.object({
  nome_responsavel: text(MAX.nome, M.nomeResponsavel, 3),
  cpf_responsavel: cpf({ required: M.cpfResponsavel, invalid: M.cpfResponsavel }),
  nome_crianca: text(MAX.nome, M.nomeCrianca, 3),
  data_nascimento: calendarDate({
    required: M.dataNascimento,
    invalid: M.dataForaDoPeriodo,
    future: M.dataForaDoPeriodo,
    min: ESCOLINHA_NASCIMENTO_MINIMO,
  }),
  telefone: telefone({ required: M.telefone, invalid: M.telefone }),
  email: email({ required: M.email, invalid: M.email }),
  observacoes: optionalText(MAX.observacoes),
  consentimento: consent(M.consentimento),
})

export type PedidoEscolinhaInput = z.output<typeof pedidoEscolinhaSchema>

/** What the site answers after the participation request: the flash message on success, the alert when storing fails. */
export const PEDIDO_ESCOLINHA_RESPOSTAS = {
  success: {
    type: "success",
    title: "Solicitação enviada com sucesso! Entraremos em contato em breve.",
  },
  failure: ["Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente."],
} satisfies { success: Toast; failure: string[] }
