// The contact message (/contato, 'Fale conosco'): the product's rules and messages, with bounded lengths.
import { z } from "~/forms/zod"
import type { Toast } from "~/http/toast.server"
import { MAX } from "@veteranos/domain/campos"
import { email, telefone, text } from "~/forms/fields"

const CONTATO_MENSAGENS = {
  nome: "O nome deve ter no mínimo 3 caracteres",
  email: "Insira um e-mail válido",
  telefone: "Insira um telefone válido",
  assunto: "O assunto deve ter no mínimo 3 caracteres",
  mensagem: "A mensagem deve ter no mínimo 10 caracteres",
} as const

const M = CONTATO_MENSAGENS

export const contatoSchema = z.object({
  nome: text(MAX.nome, M.nome, 3),
  email: email({ required: M.email, invalid: M.email }),
  telefone: telefone({ required: M.telefone, invalid: M.telefone }),
  assunto: text(MAX.assunto, M.assunto, 3),
  mensagem: text(MAX.mensagem, M.mensagem, 10),
})

export type ContatoInput = z.output<typeof contatoSchema>

/** What the site answers after the contact message: the flash message on success, the alert when storing fails. */
export const CONTATO_RESPOSTAS = {
  success: {
    type: "success",
    title: "Mensagem enviada com sucesso!",
    description: "Agradecemos o seu contato. Responderemos em breve.",
  },
  failure: ["Erro ao enviar mensagem", "Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente."],
} satisfies { success: Toast; failure: string[] }
