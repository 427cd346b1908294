// @ts-check
// The association's settings (docs/decisions/server-and-operation.md#configuration), checked: what
// a value must be to be stored, as the settings' form and PocketBase's hook on every save both ask,
// and the first start's values. The settings themselves are declared in associacao.js.

const { CAMPOS, CAMPO_NOMES } = require("./associacao.js")
const { parseFracao } = require("./assembleias-estatuto.js")
const { isEmail } = require("./campos.js")
const { normalizePixKey } = require("./chave-pix.js")
const { isValidCnpj, onlyDigits } = require("./cpf-cnpj.js")
const { LEMBRETE_DIAS_ANTES_MAXIMO, MENSALIDADE_DIA_MAXIMO, parseValor } = require("./mensalidades.js")

/** @typedef {import("./associacao.js").CampoNome} CampoNome */
/** @typedef {Record<CampoNome, string | number>} Configuracoes */

/** A setting that holds a number (the dues' amount and day, the reminder's days, the statute's days
 * and minutes); the others are texts. */
const isNumeric = (/** @type {CampoNome} */ nome) =>
  ["dinheiro", "dia", "dias", "inteiro"].includes(CAMPOS[nome].tipo)

/** The lines of a multi-line setting, trimmed, without empty ones. */
function linesOf(/** @type {unknown} */ value) {
  return String(value === undefined || value === null ? "" : value)
    .split(/\r?\n|;/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The opening hours as the footer lists them: "Sábado: 8h às 12h" is { dias: "Sábado", horas: "8h às 12h" }. */
function horariosOf(/** @type {unknown} */ value) {
  return linesOf(value).map((line) => {
    const colon = line.indexOf(":")
    if (colon < 0) return { dias: line, horas: "" }
    return { dias: line.slice(0, colon).trim(), horas: line.slice(colon + 1).trim() }
  })
}

/**
 * A setting as it is stored, or the message saying why it cannot be: `{ value }` or `{ error }`.
 * @param {CampoNome} nome
 * @param {unknown} raw
 * @returns {{ value: string | number, error?: undefined } | { error: string, value?: undefined }}
 */
function checkCampo(nome, raw) {
  const spec = CAMPOS[nome]
  const text = String(raw === undefined || raw === null ? "" : raw).trim()
  if (text === "") return spec.obrigatorio ? { error: spec.obrigatorio } : { value: "" }
  const invalid = { error: spec.invalido || "" }
  // A number too long is no number of its kind ("2,5" as a day): say what it must be.
  if (text.length > spec.max)
    return isNumeric(nome) ? invalid : { error: `Use no máximo ${spec.max} caracteres.` }
  switch (spec.tipo) {
    case "cep":
      return /^\d{5}-?\d{3}$/.test(text) ? { value: `${text.slice(0, 5)}-${text.slice(-3)}` } : invalid
    case "telefone":
      return /^\+?[\d\s().-]{8,20}$/.test(text) && text.replace(/\D/g, "").length >= 10
        ? { value: text }
        : invalid
    case "email":
      return isEmail(text) ? { value: text.toLowerCase() } : invalid
    case "url": {
      const address = /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text)
      const onItsSite = !spec.origem || text.startsWith(`${spec.origem}/`)
      return address && onItsSite ? { value: text } : invalid
    }
    case "linhas":
      if (nome === "horarios" && horariosOf(text).some((h) => !h.dias || !h.horas)) return invalid
      return { value: linesOf(text).join("\n") }
    case "dinheiro": {
      const reais = typeof raw === "number" ? raw : parseValor(text)
      return reais !== null && reais > 0 ? { value: reais } : invalid
    }
    case "dia": {
      const day = Number(text)
      return Number.isInteger(day) && day >= 1 && day <= MENSALIDADE_DIA_MAXIMO ? { value: day } : invalid
    }
    case "dias": {
      const days = Number(text)
      return Number.isInteger(days) && days >= 0 && days <= LEMBRETE_DIAS_ANTES_MAXIMO
        ? { value: days }
        : invalid
    }
    case "inteiro": {
      const number = Number(text)
      return Number.isInteger(number) && number >= (spec.minimo ?? 0) && number <= (spec.maximo ?? 0)
        ? { value: number }
        : invalid
    }
    case "fracao": {
      // Stored as the statute's arithmetic reads it: "2/3", without spaces.
      const fraction = parseFracao(text)
      return fraction ? { value: `${fraction.num}/${fraction.den}` } : invalid
    }
    case "cnpj": {
      const digits = onlyDigits(text)
      return isValidCnpj(digits)
        ? { value: digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5") }
        : invalid
    }
    case "chavePix": {
      const key = normalizePixKey(text)
      return key ? { value: key } : invalid
    }
    default:
      return { value: text }
  }
}

/**
 * Every setting of `input` checked: the values as stored, and a message per field that is wrong
 * (none: `errors` is empty).
 * @param {Record<string, unknown>} input
 */
function checkConfiguracoes(input) {
  const values = /** @type {Configuracoes} */ ({})
  /** @type {Partial<Record<CampoNome, string>>} */
  const errors = {}
  for (const nome of CAMPO_NOMES) {
    const result = checkCampo(nome, input[nome])
    if (result.error !== undefined) errors[nome] = result.error
    else values[nome] = result.value
  }
  return { values, errors }
}

/**
 * The first start's settings: each from its environment variable (`env(name)`, "" when unset),
 * else its default; a variable that fails its check gives the default too, so a typo cannot keep
 * the site from starting (the president corrects it in the panel).
 * @param {(name: string) => string} env
 */
function initialConfiguracoes(env) {
  const values = /** @type {Configuracoes} */ ({})
  for (const nome of CAMPO_NOMES) {
    const spec = CAMPOS[nome]
    const fromEnv = spec.env ? checkCampo(nome, env(spec.env)) : { value: "" }
    const usable = fromEnv.error === undefined && fromEnv.value !== ""
    values[nome] = usable ? /** @type {string | number} */ (fromEnv.value) : spec.padrao
  }
  return values
}

exports.horariosOf = horariosOf
exports.checkCampo = checkCampo
exports.checkConfiguracoes = checkConfiguracoes
exports.initialConfiguracoes = initialConfiguracoes
