// The membership application (/associar): the product's rules, plus the CPF's check digits, a birth
// date not in the future, bounded lengths and the LGPD consent.
import { z } from "~/forms/zod"
import type { Toast } from "~/http/toast.server"
import {
  CPF_INVALIDO,
  DATA_INVALIDA,
  DATA_NASCIMENTO_FUTURA,
  EMAIL_INVALIDO,
  MAX,
  NOME_OBRIGATORIO,
  TELEFONE_INVALIDO,
} from "@veteranos/domain/campos"
import { calendarDate, consent, cpf, email, optionalText, telefone, text } from "~/forms/fields"

const PEDIDO_SOCIO_MENSAGENS = {
  nome: NOME_OBRIGATORIO,
  emailObrigatorio: "E-mail é obrigatório",
  emailInvalido: EMAIL_INVALIDO,
  telefone: "Telefone é obrigatório",
  telefoneInvalido: TELEFONE_INVALIDO,
  dataNascimento: "Data de nascimento é obrigatória",
  dataInvalida: DATA_INVALIDA,
  dataFutura: DATA_NASCIMENTO_FUTURA,
  rg: "RG é obrigatório",
  cpf: "CPF é obrigatório",
  cpfInvalido: CPF_INVALIDO,
  endereco: "Endereço é obrigatório",
  consentimento: "Para enviar a solicitação, autorize o uso dos seus dados marcando esta opção.",
} as const

const M = PEDIDO_SOCIO_MENSAGENS

export const pedidoSocioSchema = z.object({
  nome: text(MAX.nome, M.nome),
  email: email({ required: M.emailObrigatorio, invalid: M.emailInvalido }),
  telefone: telefone({ required: M.telefone, invalid: M.telefoneInvalido }),
  data_nascimento: calendarDate({
    required: M.dataNascimento,
    invalid: M.dataInvalida,
    future: M.dataFutura,
    min: "1900-01-01",
  }),
  rg: text(MAX.rg, M.rg),
  cpf: cpf({ required: M.cpf, invalid: M.cpfInvalido }),
  endereco: text(MAX.endereco, M.endereco),
  observacoes: optionalText(MAX.observacoes),
  consentimento: consent(M.consentimento),
})

export type PedidoSocioInput = z.output<typeof pedidoSocioSchema>

/** What the site answers after the membership application: the flash message on success, the alert when storing fails. */
export const PEDIDO_SOCIO_RESPOSTAS = {
  success: {
    type: "success",
    title: "Solicitação enviada com sucesso!",
    description: "Em breve entraremos em contato com você.",
  },
  failure: ["Erro ao enviar solicitação", "Por favor, tente novamente mais tarde."],
} satisfies { success: Toast; failure: string[] }
