// The product's rules in numbers, in one place: the rules, the pages and the FAQ all read them
// (docs/architecture.md, "Product constants").

export const MENSALIDADE_VALOR = 80
export const MENSALIDADE_DIA_VENCIMENTO = 10

export const RESERVA_ANTECEDENCIA_DIAS = 7
export const RESERVA_HORA_ABERTURA = 8
export const RESERVA_HORA_FECHAMENTO = 22
export const RESERVA_CAPACIDADE_MAXIMA = 100

export const MANDATO_ANOS = 3

/** Days the association has to answer a person's request about their data (LGPD art. 19, II). */
export const LGPD_PRAZO_DIAS = 15

export const ESCOLINHA_IDADE_MINIMA = 5
export const ESCOLINHA_IDADE_MAXIMA = 10
export const ESCOLINHA_NASCIMENTO_MINIMO = "2006-01-01"
/** The school's hours, Monday to Friday. */
export const ESCOLINHA_HORA_INICIO = 14
export const ESCOLINHA_HORA_FIM = 17

export const LIMITES = {
  proximosEventosHome: 3,
  proximosEventosPainel: 3,
  // The events page lists more of what is coming than the home page.
  proximosEventosPagina: 12,
  aniversariantes: 50,
  associadosPorPagina: 50,
  documentos: 50,
  fotos: 50,
  galeriaEscolinha: 10,
  galeriaEscolinhaHome: 4,
  diretoria: 10,
  conselho: 5,
  pedidosSocio: 100,
} as const

export const GALERIA_INTERVALO_MS = 5000
export const GALERIA_TRANSICAO_MS = 1000

/** The shortest password an account may have. */
export const SENHA_MINIMO = 8
