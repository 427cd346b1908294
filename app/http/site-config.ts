// The association's details as the pages use them, built from its settings (the `configuracoes`
// record the president edits; docs/decisions/server-and-operation.md#configuration). Pure: reading
// and keeping the record is site-config.server.ts's. The FAQ's numbers are the rules' own constants
// and the settings' dues.
import { MANDATO_ANOS } from "@veteranos/domain/mandatos"
import { horariosOf, type Configuracoes } from "@veteranos/domain/configuracoes"
import {
  ESCOLINHA_HORA_FIM,
  ESCOLINHA_HORA_INICIO,
  ESCOLINHA_IDADE_MAXIMA,
  ESCOLINHA_IDADE_MINIMA,
} from "@veteranos/domain/escolinha"
import {
  RESERVA_ANTECEDENCIA_DIAS,
  RESERVA_CAPACIDADE_MAXIMA,
  RESERVA_HORA_ABERTURA,
  RESERVA_HORA_FECHAMENTO,
} from "@veteranos/domain/reservas"
import { formatMoney } from "~/utils/format"
import { whatsappHref } from "~/utils/whatsapp"

export type SiteConfig = ReturnType<typeof siteConfigOf>

/** The pages' details from the settings' values; `retencaoMeses` is the environment's (RETENCAO_MESES). */
export function siteConfigOf(values: Configuracoes, retencaoMeses: number) {
  const text = (value: string | number) => String(value)
  const email = text(values.email)
  const mensalidade = { valor: Number(values.valor_mensalidade), dia: Number(values.dia_vencimento) }
  const redes = [
    { nome: "Instagram", url: text(values.instagram) },
    { nome: "Facebook", url: text(values.facebook) },
    { nome: "YouTube", url: text(values.youtube) },
  ]
  return {
    nome: text(values.nome),
    /** How many days before its due day a due's first e-mail reminder goes. */
    lembreteDiasAntes: Number(values.lembrete_dias_antes),
    sigla: text(values.sigla),
    cnpj: text(values.cnpj),
    endereco: { logradouro: text(values.endereco), cidade: text(values.cidade), cep: text(values.cep) },
    telefone: text(values.telefone),
    whatsapp: text(values.whatsapp),
    /** The number as a link that opens WhatsApp with a first line written; null without a phone. */
    whatsappLink: whatsappHref(text(values.whatsapp), "Olá! Vim pelo site da associação."),
    email,
    // A network left blank in the settings is not linked.
    redes: redes.filter((rede) => rede.url !== ""),
    horarios: horariosOf(values.horarios),
    mapa: { embedUrl: text(values.mapa_embed), linkUrl: text(values.mapa_link) },
    privacidade: {
      email: text(values.privacidade_email) || email,
      encarregado: text(values.privacidade_encarregado),
      retencaoMeses,
    },
    pix: {
      chave: text(values.pix_chave),
      beneficiario: text(values.pix_beneficiario),
      cidade: text(values.pix_cidade),
    },
    mensalidade,
    faq: [
      {
        pergunta: "Quem pode se associar?",
        resposta:
          "Qualquer pessoa da comunidade que queira participar das atividades esportivas e sociais. Basta preencher o formulário de filiação; a diretoria analisa o pedido e entra em contato.",
      },
      {
        pergunta: "Quanto custa a mensalidade?",
        resposta: `A mensalidade do associado regular é de ${formatMoney(mensalidade.valor)}, com vencimento todo dia ${mensalidade.dia}. Pague por PIX no painel do associado, em Mensalidades; em dinheiro ou por transferência bancária, combine com o diretor financeiro.`,
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
