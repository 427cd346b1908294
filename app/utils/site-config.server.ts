// The association's own details (DESIGN.md item 13): one module, each value overridable by an
// environment variable, so the volunteer changes an address without touching the pages.
import { MANDATO_ANOS, MENSALIDADE_DIA_VENCIMENTO, MENSALIDADE_VALOR } from "~/utils/constants"
import { formatMoney } from "~/utils/format"

export type SiteConfig = ReturnType<typeof getSiteConfig>

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback

export function getSiteConfig() {
  const nome = env("ASSOCIACAO_NOME", "Associação dos Veteranos do Vila Nova")
  return {
    nome,
    sigla: env("ASSOCIACAO_SIGLA", "AVVN"),
    endereco: {
      logradouro: env("ASSOCIACAO_LOGRADOURO", "Rua das Palmeiras, 120 – Vila Nova"),
      cidade: env("ASSOCIACAO_CIDADE", "São José do Rio Claro – SP"),
      cep: env("ASSOCIACAO_CEP", "13500-000"),
    },
    telefone: env("ASSOCIACAO_TELEFONE", "(19) 3524-1080"),
    whatsapp: env("ASSOCIACAO_WHATSAPP", "(19) 99812-4433"),
    email: env("ASSOCIACAO_EMAIL", "contato@veteranosvilanova.org.br"),
    redes: [
      { nome: "Instagram", url: env("ASSOCIACAO_INSTAGRAM", "https://www.instagram.com/veteranosvilanova") },
      { nome: "Facebook", url: env("ASSOCIACAO_FACEBOOK", "https://www.facebook.com/veteranosvilanova") },
      { nome: "YouTube", url: env("ASSOCIACAO_YOUTUBE", "https://www.youtube.com/@veteranosvilanova") },
    ],
    horarios: [
      { dias: "Segunda a sexta", horas: "8h às 18h" },
      { dias: "Sábado", horas: "8h às 12h" },
    ],
    mapa: {
      // OpenStreetMap: no cookies, no API key.
      embedUrl: env(
        "ASSOCIACAO_MAPA_EMBED",
        "https://www.openstreetmap.org/export/embed.html?bbox=-47.5710%2C-22.4180%2C-47.5590%2C-22.4100&layer=mapnik&marker=-22.4140%2C-47.5650",
      ),
      linkUrl: env(
        "ASSOCIACAO_MAPA_LINK",
        "https://www.openstreetmap.org/?mlat=-22.4140&mlon=-47.5650#map=17/-22.4140/-47.5650",
      ),
    },
    pix: {
      chave: env("PIX_CHAVE", "contato@veteranosvilanova.org.br"),
      beneficiario: env("PIX_BENEFICIARIO", "ASSOC VETERANOS VILA NOVA"),
      cidade: env("PIX_CIDADE", "SAO JOSE RIO CLARO"),
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
        resposta:
          "Associados reservam pelo painel, com pelo menos 7 dias de antecedência. O espaço funciona das 8h às 22h, todos os dias, para até 100 pessoas; pedidos acima disso podem ser recusados.",
      },
      {
        pergunta: "Como funciona a Escolinha de Futebol?",
        resposta:
          "A escolinha atende crianças de 5 a 10 anos, de segunda a sexta, das 14h às 17h. O responsável faz a solicitação na página da escolinha e nós entramos em contato.",
      },
      {
        pergunta: "Como são escolhidos a diretoria e o conselho fiscal?",
        resposta: `Por eleição em Assembleia Geral. Os mandatos duram ${MANDATO_ANOS} anos, com possibilidade de reeleição.`,
      },
    ],
  }
}
