// @ts-check
// The general assembly (docs/decisions/general-assembly.md): its kinds, statuses and agenda items,
// their labels, the texts' limits and the messages the site and PocketBase's hooks both show. The
// statute's arithmetic (lead time, 'apto a votar', quorum, majorities) is assembleias-estatuto.js.

const ASSEMBLEIA_TIPO_LABELS = /** @type {const} */ ({
  ordinaria: "Ordinária",
  extraordinaria: "Extraordinária",
})
const ASSEMBLEIA_TIPOS = /** @type {Array<keyof typeof ASSEMBLEIA_TIPO_LABELS>} */ (
  Object.keys(ASSEMBLEIA_TIPO_LABELS)
)

/**
 * An assembly's name as the notice, the agenda, the dashboard and the e-mails say it: 'Assembleia
 * Geral Ordinária'.
 * @param {string} tipo
 */
function assembleiaTitulo(tipo) {
  const label = /** @type {Record<string, string>} */ (ASSEMBLEIA_TIPO_LABELS)[tipo]
  return label ? `Assembleia Geral ${label}` : "Assembleia Geral"
}

/** Where it meets: in person (an address), online (a video-call link) or both (Código Civil art. 48-A). */
const MODALIDADE_LABELS = /** @type {const} */ ({
  presencial: "Presencial",
  online: "Online",
  hibrida: "Híbrida (presencial e online)",
})
const MODALIDADES = /** @type {Array<keyof typeof MODALIDADE_LABELS>} */ (Object.keys(MODALIDADE_LABELS))

/**
 * rascunho → publicada (the notice, frozen) → aberta (the voters' list frozen) → encerrada (final);
 * a published notice may be cancelada instead.
 */
const ASSEMBLEIA_STATUS_LABELS = /** @type {const} */ ({
  rascunho: "Rascunho",
  publicada: "Edital publicado",
  cancelada: "Cancelada",
  aberta: "Em andamento",
  encerrada: "Encerrada",
})
/** @typedef {keyof typeof ASSEMBLEIA_STATUS_LABELS} AssembleiaStatus */

/**
 * An agenda item: a motion, the accounts of a year (with the council's opinion), a report, or an
 * election by secret ballot (eleicoes.js).
 */
const ITEM_TIPO_LABELS = /** @type {const} */ ({
  deliberacao: "Deliberação",
  contas: "Aprovação de contas",
  informe: "Informe",
  eleicao: "Eleição",
})
const ITEM_TIPOS = /** @type {Array<keyof typeof ITEM_TIPO_LABELS>} */ (Object.keys(ITEM_TIPO_LABELS))
/** The items whose vote the secretary records; an 'informe' is not voted, an 'eleicao' is a ballot. */
const ITEM_TIPOS_VOTADOS = /** @type {const} */ (["deliberacao", "contas"])

/** How an item was voted, as the minutes say it; an election's is always the secret ballot. */
const FORMA_LABELS = /** @type {const} */ ({
  aclamacao: "por aclamação",
  aberta: "votação aberta",
  secreta: "por escrutínio secreto",
})
/** The ways the secretary records a motion's vote. */
const FORMAS = /** @type {const} */ (["aclamacao", "aberta"])

const RESULTADO_LABELS = /** @type {const} */ ({ aprovado: "Aprovado", reprovado: "Reprovado" })
const RESULTADOS = /** @type {Array<keyof typeof RESULTADO_LABELS>} */ (Object.keys(RESULTADO_LABELS))

/** Which call the assembly was installed on; the minutes say it. */
const CHAMADA_LABELS = /** @type {const} */ ({ primeira: "1ª convocação", segunda: "2ª convocação" })

/** The attendance list's tabs (?status=), after 'Todos': who may vote, who may not, who is present. */
const PRESENCA_ABA_LABELS = /** @type {const} */ ({
  aptos: "Aptos",
  "nao-aptos": "Não aptos",
  presentes: "Presentes",
})
const PRESENCA_ABAS = /** @type {Array<keyof typeof PRESENCA_ABA_LABELS>} */ (
  Object.keys(PRESENCA_ABA_LABELS)
)

/** Text limits. */
const TITULO_MAX = 200
const LOCAL_MAX = 200
const LINK_MAX = 500
const INSTRUCOES_MAX = 500
const MOTIVO_MAX = 500
const OBSERVACOES_MAX = 2000
const ITENS_MAX = 20

/**
 * The seats a notice is signed under, the president's first (who may run an assembly is the role
 * matrix's manageAssembleias, acessos.js).
 */
const GESTORES_CARGOS = /** @type {const} */ (["presidente", "secretario"])

const MENSAGENS = /** @type {const} */ ({
  gestor: "Apenas o presidente e o secretário cuidam das assembleias.",
  naoRascunho: "O edital já foi publicado e não pode ser alterado: cancele-o e publique um novo.",
  semItens: "Inclua ao menos um item na ordem do dia antes de publicar o edital.",
  semLocal: "Informe o local da assembleia.",
  semLink: "Informe o link da videochamada.",
  contasSemParecer: "Escolha um ano cujas contas já têm o parecer do conselho fiscal.",
  naoPublicada: "Só um edital publicado pode ser cancelado ou aberto.",
  antesDoDia: "A assembleia só pode ser aberta no dia da 1ª convocação.",
  naoAberta: "A assembleia não está aberta.",
  naoInstalada: "Comece as votações antes de registrar os votos.",
  jaInstalada: "As votações já começaram.",
  naoVotado: "Este item não é votado.",
  encerrada: "A assembleia foi encerrada: nada mais pode ser alterado.",
  presencaOnline: "Só associados de uma assembleia online ou híbrida marcam a própria presença.",
  foraDaLista: "Este associado não está na lista da assembleia.",
  motivo: "Informe o motivo do cancelamento.",
})

exports.ASSEMBLEIA_TIPO_LABELS = ASSEMBLEIA_TIPO_LABELS
exports.ASSEMBLEIA_TIPOS = ASSEMBLEIA_TIPOS
exports.assembleiaTitulo = assembleiaTitulo
exports.MODALIDADE_LABELS = MODALIDADE_LABELS
exports.MODALIDADES = MODALIDADES
exports.ASSEMBLEIA_STATUS_LABELS = ASSEMBLEIA_STATUS_LABELS
exports.ITEM_TIPO_LABELS = ITEM_TIPO_LABELS
exports.ITEM_TIPOS = ITEM_TIPOS
exports.ITEM_TIPOS_VOTADOS = ITEM_TIPOS_VOTADOS
exports.FORMA_LABELS = FORMA_LABELS
exports.FORMAS = FORMAS
exports.RESULTADO_LABELS = RESULTADO_LABELS
exports.RESULTADOS = RESULTADOS
exports.CHAMADA_LABELS = CHAMADA_LABELS
exports.PRESENCA_ABA_LABELS = PRESENCA_ABA_LABELS
exports.PRESENCA_ABAS = PRESENCA_ABAS
exports.TITULO_MAX = TITULO_MAX
exports.LOCAL_MAX = LOCAL_MAX
exports.LINK_MAX = LINK_MAX
exports.INSTRUCOES_MAX = INSTRUCOES_MAX
exports.MOTIVO_MAX = MOTIVO_MAX
exports.OBSERVACOES_MAX = OBSERVACOES_MAX
exports.ITENS_MAX = ITENS_MAX
exports.GESTORES_CARGOS = GESTORES_CARGOS
exports.MENSAGENS = MENSAGENS
