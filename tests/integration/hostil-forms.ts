// Every form the hostile-input test posts to: its action, who posts it, its fields, a valid
// submission and where an accepted one is stored (tests/integration/hostil.test.ts).
import { validContato, validPedidoEscolinha, validPedidoSocio } from "../support/form-data"

type Action = (args: {
  request: Request
  params: Record<string, string>
  context: object
}) => Promise<unknown>
export type Form = {
  path: string
  action: () => Promise<Action>
  role?: "associado" | "diretoria" | "financeiro" | "presidente"
  params?: Record<string, string>
  intents?: string[]
  fields: string[]
  /** Values that pass, so that hostile text also arrives inside submissions that are stored. */
  valid?: Record<string, string>
  /** Where an accepted submission is stored: a refused one adds nothing there. */
  collection?: string
}

export const FORMS: Form[] = [
  {
    path: "/associar",
    action: async () => (await import("~/routes/associar/route")).action as Action,
    fields: [
      "nome",
      "email",
      "telefone",
      "data_nascimento",
      "rg",
      "cpf",
      "endereco",
      "observacoes",
      "consentimento",
      "website",
    ],
    valid: {
      ...validPedidoSocio("hostil@exemplo.org"),
      observacoes: "Nada",
      consentimento: "on",
      website: "",
    },
    collection: "pedido_socio",
  },
  {
    path: "/escolinha",
    action: async () => (await import("~/routes/escolinha/route")).action as Action,
    fields: [
      "nome_responsavel",
      "cpf_responsavel",
      "nome_crianca",
      "data_nascimento",
      "telefone",
      "email",
      "observacoes",
      "consentimento",
    ],
    valid: { ...validPedidoEscolinha("hostil@exemplo.org"), observacoes: "Nada", consentimento: "on" },
    collection: "pedido_escolinha",
  },
  {
    path: "/contato",
    action: async () => (await import("~/routes/contato/route")).action as Action,
    fields: ["nome", "email", "telefone", "assunto", "mensagem", "website"],
    valid: { ...validContato("hostil@exemplo.org"), website: "" },
    collection: "contato",
  },
  {
    path: "/login",
    action: async () => (await import("~/routes/login")).action as Action,
    fields: ["email", "password", "redirectTo"],
  },
  {
    path: "/recuperar-senha",
    action: async () => (await import("~/routes/recuperar-senha")).action as Action,
    fields: ["email"],
  },
  {
    path: "/recuperar-senha/abc",
    params: { token: "abc" },
    action: async () => (await import("~/routes/recuperar-senha_.$token")).action as Action,
    fields: ["password", "passwordConfirm"],
  },
  {
    path: "/painel/associados",
    role: "presidente",
    action: async () => (await import("~/routes/painel.associados/route")).action as Action,
    intents: ["novo", "editar", "inativar", "excluir", "anonimizar"],
    fields: ["id", "nome", "email", "telefone", "status"],
    valid: { nome: "Sócio Novo", email: "socio.novo@exemplo.org", telefone: "11987654321", status: "ativo" },
    collection: "associados",
  },
  {
    path: "/painel/eventos",
    role: "diretoria",
    action: async () => (await import("~/routes/painel.eventos/route")).action as Action,
    intents: ["novo", "editar", "excluir", "calendario-novo", "calendario-editar", "calendario-excluir"],
    fields: [
      "id",
      "titulo",
      "descricao",
      "data",
      "hora",
      "localizacao",
      "capacidade",
      "remover_imagem",
      "mes",
      "evento",
    ],
    valid: {
      titulo: "Festa",
      descricao: "Na sede",
      data: "2099-05-01",
      hora: "19:00",
      capacidade: "10",
      mes: "Março",
      evento: "Torneio",
    },
  },
  {
    path: "/painel/meus-dados",
    role: "associado",
    action: async () => (await import("~/routes/painel.meus-dados/route")).action as Action,
    intents: ["contatos", "excluir", "cancelar-exclusao"],
    fields: ["telefone", "endereco"],
    valid: { telefone: "11987654321", endereco: "Rua B, 2" },
  },
  {
    path: "/painel/seguranca",
    role: "associado",
    action: async () => (await import("~/routes/painel.seguranca/route")).action as Action,
    intents: ["senha", "confirmar-app", "confirmar-email"],
    fields: ["oldPassword", "password", "passwordConfirm", "codigo", "segredo", "uri"],
    valid: { codigo: "123456" },
  },
  {
    path: "/painel/reservas",
    role: "associado",
    action: async () => (await import("~/routes/painel.reservas/route")).action as Action,
    intents: ["criar", "cancelar", "aprovar", "rejeitar"],
    fields: ["id", "local", "data", "hora_inicio", "hora_fim", "capacidade"],
  },
  {
    path: "/painel/financeiro",
    role: "financeiro",
    action: async () => (await import("~/routes/painel.financeiro/route")).action as Action,
    intents: ["lancar", "nova", "pagar", "desfazer"],
    fields: ["id", "mes", "valor", "dia", "associadoId", "descricao", "data_vencimento", "forma"],
  },
  {
    path: "/painel/solicitacoes",
    role: "presidente",
    action: async () => (await import("~/routes/painel.solicitacoes/route")).action as Action,
    intents: ["editar", "aprovar", "reprovar", "excluir"],
    fields: [
      "id",
      "nome",
      "email",
      "telefone",
      "cpf",
      "data_nascimento",
      "rg",
      "endereco",
      "observacoes",
      "status",
    ],
  },
  {
    path: "/painel/mensagens",
    role: "diretoria",
    action: async () => (await import("~/routes/painel.mensagens/route")).action as Action,
    intents: ["responder", "reabrir"],
    fields: ["id"],
  },
]
