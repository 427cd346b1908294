// @ts-check
// The board's announcements to the members (docs/decisions/e-mail-and-activity-log.md#announcements-go-out-through-the-queue):
// who an announcement is for, its texts' limits, its messages, and how its text splits into
// paragraphs. Pure: PocketBase's hooks (pb_hooks/lib/comunicados.js, the e-mail's template) and the
// site's form and pages read the same rules.

/** Who reads it and gets its e-mail: every active member and the board, or the executive board only. */
const PUBLICOS = /** @type {const} */ (["todos", "diretoria"])
/** @typedef {(typeof PUBLICOS)[number]} Publico */

/** @type {Record<Publico, string>} */
const PUBLICO_LABELS = {
  todos: "Todos os associados ativos",
  diretoria: "Somente a diretoria",
}

/** The longest title (the e-mail's subject) and text an announcement takes. */
const COMUNICADO_MAX = /** @type {const} */ ({ titulo: 150, texto: 5000 })

/** The form's and the pages' words. */
const COMUNICADO_MENSAGENS = /** @type {const} */ ({
  titulo: "Informe o título do comunicado.",
  texto: "Escreva o texto do comunicado.",
  publico: "Escolha para quem é o comunicado.",
  publicado: "Comunicado publicado. Os e-mails estão sendo enviados.",
  lido: "Comunicado marcado como lido.",
  naoEncontrado: "Comunicado não encontrado.",
  apenasDiretoria: "Apenas a diretoria publica comunicados.",
})

/**
 * The text's paragraphs: split at blank lines, each trimmed, the empty ones dropped; a single line
 * break inside a paragraph stays one (shown as a line break).
 * @param {string} texto
 * @returns {string[][]} each paragraph as its lines
 */
function paragraphsOf(texto) {
  return String(texto)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    )
    .filter((lines) => lines.length > 0)
}

exports.PUBLICOS = PUBLICOS
exports.PUBLICO_LABELS = PUBLICO_LABELS
exports.COMUNICADO_MAX = COMUNICADO_MAX
exports.COMUNICADO_MENSAGENS = COMUNICADO_MENSAGENS
exports.paragraphsOf = paragraphsOf
