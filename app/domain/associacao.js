// @ts-check
// The association's settings (the one `configuracoes`
// record the president edits at /painel/configuracoes, read by every page;
// docs/decisions/server-and-operation.md#configuration). Each setting is declared once here: its
// label, its kind and limit, its messages, its default and the environment variable that seeds it
// on the first start. The settings' form, the migration that creates the record and the hook that
// checks every save (configuracoes.js) read this table. The statute's numbers for the general
// assembly are declared in associacao-estatuto.js; the spaces for reservations are records of their
// own (espacos.js).

const { CAMPOS_ESTATUTO } = require("./associacao-estatuto.js")
const { CAMPOS_ESCOLINHA } = require("./escolinha-configuracoes.js")
const { CHAVE_PIX_INVALIDA, CHAVE_PIX_MAX } = require("./chave-pix.js")
const {
  DIA_INVALIDO,
  DIAS_ANTES_INVALIDO,
  LEMBRETE_DIAS_ANTES_PADRAO,
  MENSALIDADE_DIA_VENCIMENTO,
  MENSALIDADE_VALOR,
  VALOR_INVALIDO,
} = require("./mensalidades.js")

/** The one site the contact page's map may be framed from (the pages' security policy says so too). */
const MAPA_ORIGEM = "https://www.openstreetmap.org"

/** The one settings record's id (PocketBase ids are 15 characters). */
const CONFIGURACOES_ID = "associacao00001"
const CONFIGURACOES_COLECAO = "configuracoes"

/**
 * @typedef {"texto" | "cnpj" | "email" | "url" | "telefone" | "cep" | "linhas" | "dinheiro" | "dia" | "dias" | "inteiro" | "fracao" | "chavePix"} Tipo
 * @typedef {object} Campo
 * @property {string} rotulo the label beside the field
 * @property {Tipo} tipo how the value is checked
 * @property {number} max the longest text stored
 * @property {string} [obrigatorio] the message when it is left empty; optional without it
 * @property {string} [invalido] the message when it is not of its kind
 * @property {string} [origem] for an address: the site it must be on
 * @property {number} [maximo] for a whole number ("inteiro", from 0): the largest allowed
 * @property {number} [minimo] for a whole number: the smallest allowed, 0 without it
 * @property {string} [env] the environment variable that seeds it on the first start
 * @property {string | number} padrao the value without one
 */

/** @type {(rotulo: string, extra: Partial<Campo> & { padrao: string | number }) => Campo} */
const campo = (rotulo, extra) =>
  Object.assign({ rotulo, tipo: /** @type {Tipo} */ ("texto"), max: 120 }, extra)

const CAMPOS = {
  nome: campo("Nome da associação", {
    obrigatorio: "Informe o nome da associação.",
    env: "ASSOCIACAO_NOME",
    padrao: "Associação dos Veteranos do Vila Nova",
  }),
  sigla: campo("Sigla", {
    max: 20,
    obrigatorio: "Informe a sigla.",
    env: "ASSOCIACAO_SIGLA",
    padrao: "AVVN",
  }),
  // On the general assembly's notice and minutes (the registry office asks for it).
  cnpj: campo("CNPJ", {
    tipo: "cnpj",
    max: 18,
    invalido: "CNPJ inválido: confira os 14 números.",
    env: "ASSOCIACAO_CNPJ",
    padrao: "12.345.678/0001-95",
  }),
  endereco: campo("Endereço", {
    max: 200,
    obrigatorio: "Informe o endereço da sede.",
    env: "ASSOCIACAO_LOGRADOURO",
    padrao: "Rua das Palmeiras, 120 – Vila Nova",
  }),
  cep: campo("CEP", {
    tipo: "cep",
    max: 9,
    obrigatorio: "Informe o CEP.",
    invalido: "CEP inválido: use 00000-000.",
    env: "ASSOCIACAO_CEP",
    padrao: "13500-000",
  }),
  cidade: campo("Cidade", {
    obrigatorio: "Informe a cidade.",
    env: "ASSOCIACAO_CIDADE",
    padrao: "São José do Rio Claro – SP",
  }),
  telefone: campo("Telefone", {
    tipo: "telefone",
    max: 20,
    invalido: "Telefone inválido: use o DDD e o número, como (19) 3524-1080.",
    env: "ASSOCIACAO_TELEFONE",
    padrao: "(19) 3524-1080",
  }),
  whatsapp: campo("WhatsApp", {
    tipo: "telefone",
    max: 20,
    invalido: "WhatsApp inválido: use o DDD e o número, como (19) 99812-4433.",
    env: "ASSOCIACAO_WHATSAPP",
    padrao: "(19) 99812-4433",
  }),
  email: campo("E-mail", {
    tipo: "email",
    max: 254,
    obrigatorio: "Informe o e-mail da associação.",
    invalido: "E-mail inválido: use o formato nome@dominio.com.br.",
    env: "ASSOCIACAO_EMAIL",
    padrao: "contato@veteranosvilanova.org.br",
  }),
  instagram: campo("Instagram", {
    tipo: "url",
    max: 300,
    invalido: "Endereço inválido (comece com https://)",
    env: "ASSOCIACAO_INSTAGRAM",
    padrao: "https://www.instagram.com/veteranosvilanova",
  }),
  facebook: campo("Facebook", {
    tipo: "url",
    max: 300,
    invalido: "Endereço inválido (comece com https://)",
    env: "ASSOCIACAO_FACEBOOK",
    padrao: "https://www.facebook.com/veteranosvilanova",
  }),
  youtube: campo("YouTube", {
    tipo: "url",
    max: 300,
    invalido: "Endereço inválido (comece com https://)",
    env: "ASSOCIACAO_YOUTUBE",
    padrao: "https://www.youtube.com/@veteranosvilanova",
  }),
  // OpenStreetMap: no cookies, no API key; the only site the pages' security policy lets them frame.
  mapa_embed: campo("Mapa (endereço para incorporar)", {
    tipo: "url",
    max: 500,
    origem: MAPA_ORIGEM,
    invalido: `Use o endereço de incorporação do OpenStreetMap (${MAPA_ORIGEM}/export/embed.html?...), em Compartilhar → HTML.`,
    env: "ASSOCIACAO_MAPA_EMBED",
    padrao:
      "https://www.openstreetmap.org/export/embed.html?bbox=-47.5710%2C-22.4180%2C-47.5590%2C-22.4100&layer=mapnik&marker=-22.4140%2C-47.5650",
  }),
  mapa_link: campo("Mapa (link para abrir)", {
    tipo: "url",
    max: 500,
    invalido: "Endereço inválido (comece com https://)",
    env: "ASSOCIACAO_MAPA_LINK",
    padrao: "https://www.openstreetmap.org/?mlat=-22.4140&mlon=-47.5650#map=17/-22.4140/-47.5650",
  }),
  horarios: campo("Horário de funcionamento", {
    tipo: "linhas",
    max: 500,
    invalido: "Escreva uma linha por período, como 'Sábado: 8h às 12h'",
    padrao: "Segunda a sexta: 8h às 18h\nSábado: 8h às 12h",
  }),
  valor_mensalidade: campo("Valor da mensalidade (R$)", {
    tipo: "dinheiro",
    max: 12,
    obrigatorio: VALOR_INVALIDO,
    invalido: VALOR_INVALIDO,
    padrao: MENSALIDADE_VALOR,
  }),
  dia_vencimento: campo("Dia de vencimento da mensalidade", {
    tipo: "dia",
    max: 2,
    obrigatorio: DIA_INVALIDO,
    invalido: DIA_INVALIDO,
    padrao: MENSALIDADE_DIA_VENCIMENTO,
  }),
  // How many days before its due day a due's first e-mail reminder goes (docs/decisions/dues-and-pix.md#reminders-go-out-once-each).
  lembrete_dias_antes: campo("Lembrete por e-mail (dias antes do vencimento)", {
    tipo: "dias",
    max: 2,
    obrigatorio: DIAS_ANTES_INVALIDO,
    invalido: DIAS_ANTES_INVALIDO,
    padrao: LEMBRETE_DIAS_ANTES_PADRAO,
  }),
  pix_chave: campo("Chave PIX", {
    tipo: "chavePix",
    max: CHAVE_PIX_MAX + 20,
    obrigatorio: CHAVE_PIX_INVALIDA,
    invalido: CHAVE_PIX_INVALIDA,
    env: "PIX_CHAVE",
    padrao: "contato@veteranosvilanova.org.br",
  }),
  // The BR Code allows 25 characters for the name and 15 for the city.
  pix_beneficiario: campo("Beneficiário do PIX", {
    max: 25,
    obrigatorio: "Informe o nome do beneficiário do PIX.",
    env: "PIX_BENEFICIARIO",
    padrao: "ASSOC VETERANOS VILA NOVA",
  }),
  pix_cidade: campo("Cidade do PIX", {
    max: 15,
    obrigatorio: "Informe a cidade do PIX.",
    env: "PIX_CIDADE",
    padrao: "SJ RIO CLARO",
  }),
  // The privacy notice: whom people write to about their data (blank: the association's e-mail).
  privacidade_email: campo("E-mail de privacidade", {
    tipo: "email",
    max: 254,
    invalido: "E-mail inválido: use o formato nome@dominio.com.br.",
    env: "PRIVACIDADE_EMAIL",
    padrao: "",
  }),
  privacidade_encarregado: campo("Encarregado dos dados", {
    obrigatorio: "Informe quem responde pelos dados pessoais.",
    env: "PRIVACIDADE_ENCARREGADO",
    padrao: "Presidente da associação",
  }),
  ...CAMPOS_ESTATUTO,
  ...CAMPOS_ESCOLINHA,
}

/** @typedef {keyof typeof CAMPOS} CampoNome */

const CAMPO_NOMES = /** @type {CampoNome[]} */ (Object.keys(CAMPOS))

/**
 * The settings that say where the members' PIX payments go: the settings page's PIX section, and a
 * grave change (re-confirmed and e-mailed: docs/decisions/two-step-login.md#re-confirmation).
 * @type {CampoNome[]}
 */
const CAMPOS_PIX = ["pix_chave", "pix_beneficiario", "pix_cidade"]

exports.MAPA_ORIGEM = MAPA_ORIGEM
exports.CONFIGURACOES_ID = CONFIGURACOES_ID
exports.CONFIGURACOES_COLECAO = CONFIGURACOES_COLECAO
exports.CAMPOS = CAMPOS
exports.CAMPO_NOMES = CAMPO_NOMES
exports.CAMPOS_PIX = CAMPOS_PIX
