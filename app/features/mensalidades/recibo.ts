// A paid due's receipt as Código Civil art. 320 asks it
// (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check): the amount in figures and
// words, the debt it settles, who paid (name and CPF), when and where, and the creditor (name, CNPJ)
// with who signs for it; and the code anyone checks it by. Written once here into plain texts, then
// drawn twice, as the page (/painel/mensalidades/{id}/comprovante) and as its PDF
// (recibo-pdf.server.ts), so both say the same; the public check (/verificar/recibo/{codigo}) writes
// its amount and month with the same words.
import extenso from "extenso"
import { foldForSearch } from "@veteranos/domain/busca"
import { CARGO_LABELS } from "@veteranos/domain/cargos"
import { formatReciboCodigo } from "@veteranos/domain/carteirinha"
import { monthLabel } from "@veteranos/domain/datas"
import { FORMA_PAGAMENTO_LABELS } from "@veteranos/domain/mensalidades"
import { digitsOf, maskCpf } from "~/forms/masks"
import { reciboCheckPath } from "~/http/public-check"
import { formatDate, formatDateTime, formatDayOf, formatMoney } from "~/utils/format"
import type { Mensalidade } from "./mensalidades.server"

/** The receipt's title, on its page and its PDF. */
export const RECIBO_TITULO = "Comprovante de pagamento"

/** 'oitenta reais' for 80, 'um real e um centavo' for 1.01: Brazilian Portuguese, in reais and centavos. */
export function valorPorExtenso(valor: number): string {
  // Whole cents written out, so a float's tail (0.1 + 0.2) never reaches the words.
  const centavos = Math.round(valor * 100)
  const texto = `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`
  return extenso(texto, { mode: "currency", decimalSeparator: "point", currency: { code: "BRL" } })
}

/** 'R$ 80,00 (oitenta reais)'. */
export const valorComExtenso = (valor: number) => `${formatMoney(valor)} (${valorPorExtenso(valor)})`

/** 'referente à mensalidade de novembro/2026' for the due month `mes` (yyyy-MM). */
export const referenteA = (mes: string) => `referente à mensalidade de ${monthLabel(mes).toLowerCase()}`

/** A CPF as 000.000.000-00, or "" when none (or not a whole one) is known. */
export const formatCpf = (cpf: string) => (digitsOf(cpf).length === 11 ? maskCpf(cpf) : "")

/** 'CNPJ 12.345.678/0001-95', or "" when the settings keep none. */
const cnpjLinha = (cnpj: string) => (cnpj ? `CNPJ ${cnpj}` : "")

/** Who signs for the association: the financial director, or the board's finance when the seat was empty. */
const ASSINATURA_SEM_DIRETOR = "Diretoria financeira"

/** What the receipt is written from: the paid due, its payer and the receipt PocketBase keeps. */
export type ReciboDados = {
  /** The paid due: its day (yyyy-MM-dd) names the month it settles; `pago_em` is an instant. */
  mensalidade: Pick<
    Mensalidade,
    "valor" | "descricao" | "data_vencimento" | "pago_em" | "forma_pagamento" | "pago_por_nome"
  >
  pagador: { nome: string; cpf: string }
  /** The creditor; `endereco` is its street and city, `cidade` where the payment was made. */
  associacao: { nome: string; cnpj: string; endereco: string; cidade: string }
  /** The financial director whose term held on the payment's day, "" when none. */
  signatario: string
  /** The standing receipt code, "" when PocketBase keeps none. */
  codigo: string
  /** The public site's address (APP_URL), which the check's address is made absolute from. */
  siteUrl: string
}

export type Recibo = {
  associacao: string
  cnpj: string
  endereco: string
  /** 'R$ 80,00' and 'oitenta reais'. */
  valor: string
  extenso: string
  referente: string
  /** The declaration: who paid how much for what, signed below for the association. */
  declaracao: string
  /** The payment's details, one line each: the payer, the due, the amount, how and when it was paid. */
  linhas: Array<{ rotulo: string; valor: string }>
  /** 'São José do Rio Claro – SP, 09/11/2026.': where and when it was paid. */
  localData: string
  assinatura: { nome: string; cargo: string }
  /** 'K7QM-2XHD-9TPA' and its public check's absolute address; null without a code. */
  verificacao: { codigo: string; url: string } | null
  /** The PDF's name: 'recibo-novembro-2026.pdf'. */
  arquivo: string
}

export function reciboOf({ mensalidade, pagador, associacao, ...dados }: ReciboDados): Recibo {
  const mes = mensalidade.data_vencimento.slice(0, 7)
  const referente = referenteA(mes)
  const cpf = formatCpf(pagador.cpf)
  const quem = cpf ? `${pagador.nome}, CPF ${cpf},` : pagador.nome
  const valor = valorComExtenso(mensalidade.valor)
  const linhas = [
    { rotulo: "Associado", valor: pagador.nome },
    ...(cpf ? [{ rotulo: "CPF", valor: cpf }] : []),
    { rotulo: "Referente a", valor: mensalidade.descricao },
    { rotulo: "Vencimento", valor: formatDate(mensalidade.data_vencimento) },
    { rotulo: "Valor pago", valor },
    {
      rotulo: "Forma de pagamento",
      valor: mensalidade.forma_pagamento
        ? FORMA_PAGAMENTO_LABELS[mensalidade.forma_pagamento]
        : "Não informada",
    },
    { rotulo: "Pagamento confirmado em", valor: formatDateTime(mensalidade.pago_em) },
    { rotulo: "Confirmado por", valor: mensalidade.pago_por_nome || ASSINATURA_SEM_DIRETOR },
  ]
  return {
    associacao: associacao.nome,
    cnpj: cnpjLinha(associacao.cnpj),
    endereco: associacao.endereco,
    valor: formatMoney(mensalidade.valor),
    extenso: valorPorExtenso(mensalidade.valor),
    referente,
    declaracao: `Recebemos de ${quem} a importância de ${valor}, ${referente}, e damos plena quitação.`,
    linhas,
    localData: `${associacao.cidade}, ${formatDayOf(mensalidade.pago_em)}.`,
    assinatura: dados.signatario
      ? { nome: dados.signatario, cargo: CARGO_LABELS.financeiro }
      : { nome: "", cargo: ASSINATURA_SEM_DIRETOR },
    verificacao: dados.codigo
      ? {
          codigo: formatReciboCodigo(dados.codigo),
          url: new URL(reciboCheckPath(dados.codigo), dados.siteUrl).toString(),
        }
      : null,
    arquivo: `recibo-${foldForSearch(monthLabel(mes)).replace("/", "-")}.pdf`,
  }
}
