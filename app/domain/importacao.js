// @ts-check
// The members' spreadsheet import (docs/decisions/members.md#members-move-in-from-a-spreadsheet): the
// template's columns, the file's limits and messages, and the rule for each row, read by the site
// (the page, the file's reader) and by PocketBase (the preview it stores and the import, which
// checks every row again in its own transaction).

const { foldEmail } = require("./contas.js")
const { dayInSaoPaulo, toIsoDay } = require("./datas.js")
const {
  CPF_INVALIDO,
  DATA_NASCIMENTO_FUTURA,
  dropControls,
  isEmail,
  EMAIL_INVALIDO,
  MAX,
  NOME_OBRIGATORIO,
  TELEFONE_INVALIDO,
  isTelefone,
  maskTelefone,
} = require("./campos.js")
const { isValidCpf, onlyDigits } = require("./cpf-cnpj.js")

const MB = 1024 * 1024

/** The template's columns, in its order; the file's first line names them. */
const IMPORTACAO_COLUNAS = /** @type {const} */ ([
  "nome",
  "email",
  "telefone",
  "cpf",
  "data_nascimento",
  "endereco",
  "data_filiacao",
])

/**
 * The file's limits. An XLSX is a ZIP: `maxDescompactado` bounds what it may unpack to, checked on
 * the sizes its directory declares before anything is inflated, and again while inflating. The
 * template's 5,000 rows with every field at its longest unpack to about 8 MB; 30 MB leaves room for
 * Excel's other parts and a few columns of the president's own
 * (docs/decisions/members.md#the-file-is-read-within-bounds).
 */
const IMPORTACAO_ARQUIVO = /** @type {const} */ ({
  maxBytes: 2 * MB,
  maxLinhas: 5000,
  maxDescompactado: 30 * MB,
  obrigatorio: "Escolha a planilha (CSV ou XLSX).",
  invalido: "Arquivo inválido: envie a planilha modelo em CSV (UTF-8 ou Windows-1252) ou XLSX.",
  grande: "O arquivo deve ter no máximo 2 MB.",
  descompactado:
    "A planilha descompactada passa de 30 MB: envie só a planilha modelo (CSV ou XLSX), sem outras abas ou imagens.",
  linhas: "A planilha passa do limite de 5.000 linhas.",
  vazia: "A planilha não tem nenhuma linha de associado.",
  cabecalho: `Cabeçalho ausente: a primeira linha deve ser ${IMPORTACAO_COLUNAS.join(";")}.`,
})

/**
 * Days a draft import (the file's rows, people's data) is kept for its 'Importar': the daily
 * retention purge deletes it after them (docs/decisions/lgpd-and-privacy.md#retention).
 */
const IMPORTACAO_RASCUNHO_DIAS = 7

/** What a row may be told; a repeated row names the line it repeats. */
const IMPORTACAO_ERROS = /** @type {const} */ ({
  nome: NOME_OBRIGATORIO,
  nomeLongo: `Nome com mais de ${MAX.nome} caracteres`,
  email: EMAIL_INVALIDO,
  cpf: CPF_INVALIDO,
  telefone: TELEFONE_INVALIDO,
  endereco: `Endereço com mais de ${MAX.endereco} caracteres`,
  data_nascimento: "Data de nascimento inválida (dd/mm/aaaa)",
  nascimentoFuturo: DATA_NASCIMENTO_FUTURA,
  data_filiacao: "Data de filiação inválida (dd/mm/aaaa)",
  emailCadastrado: "E-mail já cadastrado",
  cpfCadastrado: "CPF já cadastrado",
})

/** @param {number} linha */
const repeatedMessage = (linha) => `Repetida na planilha (linha ${linha})`

/**
 * A row as read from the file: its line (the header is line 1) and each column's text.
 * @typedef {{ linha: number } & Record<(typeof IMPORTACAO_COLUNAS)[number], string>} LinhaLida
 */

/**
 * A row checked: "valida" is imported, "erro" is not (its messages say why), "ignorada" is a person
 * already known (by e-mail or CPF) or a repetition of an earlier row, skipped. `pessoa` holds the
 * values as stored (e-mail folded, CPF digits, dates yyyy-MM-dd) for a valid row.
 * @typedef {{ situacao: "valida" | "erro" | "ignorada", mensagens: string[] }} Situacao
 * @typedef {{ nome: string, email: string, telefone: string, cpf: string, data_nascimento: string,
 *   endereco: string, data_filiacao: string }} Pessoa
 * @typedef {LinhaLida & Situacao & { pessoa: Pessoa | null }} LinhaVerificada
 */

/**
 * A date of the spreadsheet as yyyy-MM-dd: dd/mm/aaaa (or yyyy-MM-dd) of a real day from 1900 on, as
 * /associar takes a birth date; null otherwise.
 * @param {string} value
 */
function readDay(value) {
  const iso = toIsoDay(value)
  return iso && iso >= "1900-01-01" ? iso : null
}

/** @param {unknown} value */
const text = (value) => (value === undefined || value === null ? "" : String(value).trim())

/**
 * One row's own checks (nothing about other rows or the data): its messages, and the person it
 * stands for when it has none. Required: nome and e-mail (the account is its e-mail); the CPF,
 * phone, birth date, address and membership date may be empty, and are checked when given.
 * @param {Partial<LinhaLida>} row
 * @returns {{ pessoa: Pessoa | null, mensagens: string[] }}
 */
function validateRow(row) {
  /** @type {string[]} */
  const mensagens = []
  const nome = dropControls(text(row.nome)).replace(/\s+/g, " ").trim()
  if (!nome) mensagens.push(IMPORTACAO_ERROS.nome)
  else if (nome.length > MAX.nome) mensagens.push(IMPORTACAO_ERROS.nomeLongo)
  const email = foldEmail(row.email)
  if (!isEmail(email)) mensagens.push(IMPORTACAO_ERROS.email)
  const telefone = text(row.telefone)
  if (telefone && !isTelefone(telefone)) mensagens.push(IMPORTACAO_ERROS.telefone)
  const cpf = text(row.cpf)
  if (cpf && !isValidCpf(cpf)) mensagens.push(IMPORTACAO_ERROS.cpf)
  const nascimento = text(row.data_nascimento)
  const dataNascimento = nascimento ? readDay(nascimento) : ""
  if (dataNascimento === null) mensagens.push(IMPORTACAO_ERROS.data_nascimento)
  else if (dataNascimento > dayInSaoPaulo(new Date())) mensagens.push(IMPORTACAO_ERROS.nascimentoFuturo)
  const endereco = dropControls(text(row.endereco)).trim()
  if (endereco.length > MAX.endereco) mensagens.push(IMPORTACAO_ERROS.endereco)
  const filiacao = text(row.data_filiacao)
  const dataFiliacao = filiacao ? readDay(filiacao) : ""
  if (dataFiliacao === null) mensagens.push(IMPORTACAO_ERROS.data_filiacao)
  if (mensagens.length > 0) return { pessoa: null, mensagens }
  return {
    pessoa: {
      nome,
      email,
      telefone: maskTelefone(telefone),
      cpf: onlyDigits(cpf),
      data_nascimento: dataNascimento || "",
      endereco,
      data_filiacao: dataFiliacao || "",
    },
    mensagens,
  }
}

/**
 * Every row checked, in the file's order: its own checks, then whether the person is known already
 * (`known`: the stored accounts' folded e-mails and CPF digits) or repeats an earlier row of the file
 * (the same e-mail or CPF), either of which is skipped.
 * @param {ReadonlyArray<Partial<LinhaLida>>} rows
 * @param {{ email: (email: string) => boolean, cpf: (cpf: string) => boolean }} known
 * @returns {LinhaVerificada[]}
 */
function classifyRows(rows, known) {
  /** @type {Record<string, number>} */
  const firstLine = {}
  return rows.map((row) => {
    const linha = Number(row.linha) || 0
    /** @type {LinhaLida} */
    const lida = {
      linha,
      nome: "",
      email: "",
      telefone: "",
      cpf: "",
      data_nascimento: "",
      endereco: "",
      data_filiacao: "",
    }
    IMPORTACAO_COLUNAS.forEach((coluna) => {
      lida[coluna] = text(row[coluna])
    })
    const { pessoa, mensagens } = validateRow(lida)
    if (!pessoa) return Object.assign(lida, { situacao: /** @type {const} */ ("erro"), mensagens, pessoa })
    /** @type {string[]} */
    const motivos = []
    if (known.email(pessoa.email)) motivos.push(IMPORTACAO_ERROS.emailCadastrado)
    if (pessoa.cpf && known.cpf(pessoa.cpf)) motivos.push(IMPORTACAO_ERROS.cpfCadastrado)
    const keys = ["email:" + pessoa.email].concat(pessoa.cpf ? ["cpf:" + pessoa.cpf] : [])
    /** @type {number[]} */
    const repeated = []
    keys.forEach((key) => {
      const line = firstLine[key]
      if (line !== undefined) repeated.push(line)
    })
    if (motivos.length === 0 && repeated.length > 0) motivos.push(repeatedMessage(repeated[0] || 0))
    keys.forEach((key) => {
      if (firstLine[key] === undefined) firstLine[key] = linha
    })
    if (motivos.length > 0) {
      return Object.assign(lida, { situacao: /** @type {const} */ ("ignorada"), mensagens: motivos, pessoa })
    }
    return Object.assign(lida, { situacao: /** @type {const} */ ("valida"), mensagens, pessoa })
  })
}

exports.IMPORTACAO_COLUNAS = IMPORTACAO_COLUNAS
exports.IMPORTACAO_ARQUIVO = IMPORTACAO_ARQUIVO
exports.IMPORTACAO_RASCUNHO_DIAS = IMPORTACAO_RASCUNHO_DIAS
exports.IMPORTACAO_ERROS = IMPORTACAO_ERROS
exports.validateRow = validateRow
exports.classifyRows = classifyRows
