// The association's own details (docs/decisions/server-and-operation.md#configuration): one module, each value
// overridable by an environment variable (read and defaulted in env.server.ts), so the volunteer
// changes an address without touching the pages. The FAQ's numbers are the rules' own constants.
import { MANDATO_ANOS } from "@veteranos/domain/associacao"
import {
  ESCOLINHA_HORA_FIM,
  ESCOLINHA_HORA_INICIO,
  ESCOLINHA_IDADE_MAXIMA,
  ESCOLINHA_IDADE_MINIMA,
} from "@veteranos/domain/escolinha"
import { MENSALIDADE_DIA_VENCIMENTO, MENSALIDADE_VALOR } from "@veteranos/domain/mensalidades"
import {
  RESERVA_ANTECEDENCIA_DIAS,
  RESERVA_CAPACIDADE_MAXIMA,
  RESERVA_HORA_ABERTURA,
  RESERVA_HORA_FECHAMENTO,
} from "@veteranos/domain/reservas"
import { getEnv } from "~/http/env.server"
import { formatMoney } from "~/utils/format"

export type SiteConfig = ReturnType<typeof getSiteConfig>

export function getSiteConfig() {
  const env = getEnv()
  return {
    nome: env.ASSOCIACAO_NOME,
    sigla: env.ASSOCIACAO_SIGLA,
    endereco: {
      logradouro: env.ASSOCIACAO_LOGRADOURO,
      cidade: env.ASSOCIACAO_CIDADE,
      cep: env.ASSOCIACAO_CEP,
    },
    telefone: env.ASSOCIACAO_TELEFONE,
    whatsapp: env.ASSOCIACAO_WHATSAPP,
    email: env.ASSOCIACAO_EMAIL,
    redes: [
      { nome: "Instagram", url: env.ASSOCIACAO_INSTAGRAM },
      { nome: "Facebook", url: env.ASSOCIACAO_FACEBOOK },
      { nome: "YouTube", url: env.ASSOCIACAO_YOUTUBE },
    ],
    horarios: [
      { dias: "Segunda a sexta", horas: "8h às 18h" },
      { dias: "Sábado", horas: "8h às 12h" },
    ],
    espacos: env.ASSOCIACAO_ESPACOS.split(";")
      .map((espaco) => espaco.trim())
      .filter(Boolean),
    mapa: { embedUrl: env.ASSOCIACAO_MAPA_EMBED, linkUrl: env.ASSOCIACAO_MAPA_LINK },
    privacidade: {
      email: env.PRIVACIDADE_EMAIL || env.ASSOCIACAO_EMAIL,
      encarregado: env.PRIVACIDADE_ENCARREGADO,
      retencaoMeses: env.RETENCAO_MESES,
    },
    pix: {
      chave: env.PIX_CHAVE,
      beneficiario: env.PIX_BENEFICIARIO,
      cidade: env.PIX_CIDADE,
    },
    faq: [
      {
        pergunta: "Quem pode se associar?",
        resposta:
          "Qualquer pessoa da comunidade que queira participar das atividades esportivas e sociais. Basta preencher o formulário de filiação; a diretoria analisa o pedido e entra em contato.",
      },
      {
        pergunta: "Quanto custa a mensalidade?",
        resposta: `A mensalidade do associado regular é de ${formatMoney(MENSALIDADE_VALOR)}, com vencimento todo dia ${MENSALIDADE_DIA_VENCIMENTO}. Aceitamos PIX, boleto bancário e cartão de crédito.`,
      },
      {
        pergunta: "Como reservo o espaço da associação?",
        resposta: `Associados reservam pelo painel, com pelo menos ${RESERVA_ANTECEDENCIA_DIAS} dias de antecedência. O espaço funciona das ${RESERVA_HORA_ABERTURA}h às ${RESERVA_HORA_FECHAMENTO}h, todos os dias, para até ${RESERVA_CAPACIDADE_MAXIMA} pessoas; pedidos acima disso podem ser recusados.`,
      },
      {
        pergunta: "Como funciona a Escolinha de Futebol?",
        resposta: `A escolinha atende crianças de ${ESCOLINHA_IDADE_MINIMA} a ${ESCOLINHA_IDADE_MAXIMA} anos, de segunda a sexta, das ${ESCOLINHA_HORA_INICIO}h às ${ESCOLINHA_HORA_FIM}h. O responsável faz a solicitação na página da escolinha e nós entramos em contato.`,
      },
      {
        pergunta: "Como são escolhidos a diretoria e o conselho fiscal?",
        resposta: `Por eleição em Assembleia Geral. Os mandatos duram ${MANDATO_ANOS} anos, com possibilidade de reeleição.`,
      },
    ],
  }
}
