// The three public forms: what each stores and the messages of SPEC.md section 8.
import { createContato } from "~/models/contato.server"
import { createPedidoEscolinha } from "~/models/pedido-escolinha.server"
import { createPedidoSocio } from "~/models/pedido-socio.server"
import { contatoSchema } from "~/schemas/contato"
import { pedidoEscolinhaSchema } from "~/schemas/pedido-escolinha"
import { pedidoSocioSchema } from "~/schemas/pedido-socio"
import type { PublicForm } from "~/utils/public-form.server"

export const associarForm: PublicForm<typeof pedidoSocioSchema> = {
  name: "associar",
  schema: pedidoSocioSchema,
  save: (value) => createPedidoSocio(value),
  redirectTo: "/associar",
  success: {
    type: "success",
    title: "Solicitação enviada com sucesso!",
    description: "Em breve entraremos em contato com você.",
  },
  failure: ["Erro ao enviar solicitação", "Por favor, tente novamente mais tarde."],
}

// The school and contact forms sit low on long pages: the success goes to the top of the content,
// where the message shows.
export const escolinhaForm: PublicForm<typeof pedidoEscolinhaSchema> = {
  name: "escolinha",
  schema: pedidoEscolinhaSchema,
  save: (value) => createPedidoEscolinha(value),
  redirectTo: "/escolinha#conteudo",
  success: {
    type: "success",
    title: "Solicitação enviada com sucesso! Entraremos em contato em breve.",
  },
  failure: ["Ocorreu um erro ao enviar sua solicitação. Por favor, tente novamente."],
}

export const contatoForm: PublicForm<typeof contatoSchema> = {
  name: "contato",
  schema: contatoSchema,
  save: (value) => createContato(value),
  redirectTo: "/contato#conteudo",
  success: {
    type: "success",
    title: "Mensagem enviada com sucesso!",
    description: "Agradecemos o seu contato. Responderemos em breve.",
  },
  failure: ["Erro ao enviar mensagem", "Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente."],
}
