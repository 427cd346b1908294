// @ts-check
// The association's spaces (docs/decisions/reservations.md#spaces-are-records): each one a record of
// `espacos` the president adds, renames and deactivates at /painel/configuracoes, and a reservation
// points at one. Two names that differ only in capitals, accents or spaces are the same space, so
// 'Salão de festas ' can never be a second space beside 'Salão de festas'.

const { foldForSearch } = require("./busca.js")

/**
 * Characters nobody sees: the controls (but tabs and line breaks, which are spaces), and Unicode's
 * format characters and fillers (zero-width spaces and joiners, the byte order mark, the soft
 * hyphen, direction marks, variation selectors, the Hangul and Mongolian fillers).
 */
const INVISIBLES =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- each one alone is removed
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]/g

/**
 * A name as people see it (kept here, not among the shared fields, since only spaces' names are
 * told apart by it and the forms' scripts need not carry it), for telling two names apart: Unicode's compatibility form (NFKC: a
 * non-breaking space is a space, 'ｆ' is 'f'), without the characters nobody sees.
 * @param {string} value
 */
const visibleText = (value) => value.normalize("NFKC").replace(INVISIBLES, "")

const ESPACOS_COLECAO = "espacos"

const ESPACO_NOME_MAX = 60

const ESPACO_MENSAGENS = /** @type {const} */ ({
  obrigatorio: "Informe o nome do espaço.",
  longo: `Use no máximo ${ESPACO_NOME_MAX} caracteres.`,
  repetido: "Já existe um espaço com este nome.",
  comReservas: "Este espaço tem reservas e não pode ser excluído: desative-o.",
})

/** The codes PocketBase answers with each refusal of a space. */
const ESPACO_CODIGOS = /** @type {const} */ ({
  obrigatorio: "espaco_sem_nome",
  longo: "espaco_nome_longo",
  repetido: "espaco_repetido",
  comReservas: "espaco_com_reservas",
  /** A reservation's space that is not an active one. */
  indisponivel: "espaco_indisponivel",
})

/**
 * A name as stored: what people see of it (no invisible characters, compatibility forms made plain),
 * without spaces around it, and single spaces inside ("  Salão   de festas " → "Salão de festas").
 */
function normalizeEspacoNome(/** @type {unknown} */ value) {
  return visibleText(String(value === undefined || value === null ? "" : value))
    .replace(/\s+/g, " ")
    .trim()
}

/** What makes two names the same space: no capitals, accents, extra or invisible characters ("salao de festas"). */
function espacoKey(/** @type {unknown} */ value) {
  return foldForSearch(normalizeEspacoNome(value))
}

/**
 * A name as stored, or the message saying why it cannot be (whether another space has it is the
 * data's to say).
 * @returns {{ value: string, error?: undefined, code?: undefined } | { error: string, code: string, value?: undefined }}
 */
function checkEspacoNome(/** @type {unknown} */ value) {
  const nome = normalizeEspacoNome(value)
  if (nome === "") return { error: ESPACO_MENSAGENS.obrigatorio, code: ESPACO_CODIGOS.obrigatorio }
  if (nome.length > ESPACO_NOME_MAX) return { error: ESPACO_MENSAGENS.longo, code: ESPACO_CODIGOS.longo }
  return { value: nome }
}

exports.ESPACOS_COLECAO = ESPACOS_COLECAO
exports.ESPACO_NOME_MAX = ESPACO_NOME_MAX
exports.ESPACO_MENSAGENS = ESPACO_MENSAGENS
exports.ESPACO_CODIGOS = ESPACO_CODIGOS
exports.espacoKey = espacoKey
exports.checkEspacoNome = checkEspacoNome
