// @ts-check
// The guardian's consent for a child's data (LGPD art. 14: specific and highlighted, from at least
// one parent) and, apart and optional, for the child's image (docs/decisions/youth-school.md#consent).
// The consent page shows these texts; each choice is stored with its version, so a later change of
// the words is a new version the guardians are asked again.

/** The texts' version: change it with any word below. */
const CONSENTIMENTO_VERSAO = "2026-11-29"

/** What is collected and why, shown highlighted above the choices. */
const CONSENTIMENTO_TEXTO = /** @type {const} */ ([
  "Para as atividades da escolinha, a associação guarda o nome e a data de nascimento do seu filho(a), a turma, a presença em cada treino e a data do atestado médico, além do seu nome, e-mail e telefone como responsável.",
  "Esses dados servem só para organizar as turmas, fazer a chamada, lembrar do atestado e falar com você. Eles são vistos apenas pela coordenação e pelo professor da turma, e pelo presidente da associação.",
  "Você pode ver, corrigir, baixar ou pedir a exclusão dos dados quando quiser, e retirar as autorizações a qualquer momento. Retirar a autorização dos dados encerra a matrícula; os dados são apagados alguns meses depois.",
])

/** Each consent: its checkbox's words, and whether the enrolment needs it. */
const CONSENTIMENTOS = /** @type {const} */ ({
  dados: {
    label: "Autorizo o tratamento dos dados do meu filho(a) para as atividades da escolinha",
    obrigatorio: true,
  },
  imagem: {
    label: "Autorizo o uso da imagem do meu filho(a) em fotos publicadas pela associação",
    obrigatorio: false,
  },
})
/** @typedef {keyof typeof CONSENTIMENTOS} ConsentimentoTipo */
const CONSENTIMENTO_TIPOS = /** @type {ConsentimentoTipo[]} */ (Object.keys(CONSENTIMENTOS))

const CONSENTIMENTO_MENSAGENS = /** @type {const} */ ({
  dadosObrigatorio: "Para manter a matrícula, autorize o tratamento dos dados do seu filho(a).",
  registrado: "Autorizações registradas.",
  imagemRetirada: "Autorização de uso de imagem retirada.",
  dadosRetirados: "Autorização dos dados retirada: a matrícula foi encerrada.",
  encerrada: "A matrícula desta criança está encerrada: a autorização dos dados não a reabre.",
})

exports.CONSENTIMENTO_VERSAO = CONSENTIMENTO_VERSAO
exports.CONSENTIMENTO_TEXTO = CONSENTIMENTO_TEXTO
exports.CONSENTIMENTOS = CONSENTIMENTOS
exports.CONSENTIMENTO_TIPOS = CONSENTIMENTO_TIPOS
exports.CONSENTIMENTO_MENSAGENS = CONSENTIMENTO_MENSAGENS
