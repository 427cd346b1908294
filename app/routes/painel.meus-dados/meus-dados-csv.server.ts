// The CSV of 'Meus Dados' is for the person to read in a spreadsheet, not for a program: the JSON
// file keeps the data as stored (field names, UTC instants, true/false) for portability, and this
// one says the same in Portuguese: each section and field by its name, instants as São Paulo's
// "dd/mm/aaaa hh:mm", calendar days as "dd/mm/aaaa", yes/no as 'Sim'/'Não', statuses by their labels
// (docs/decisions/lgpd-and-privacy.md#the-data-export-in-portuguese).
import { PEDIDO_SOCIO_STATUS_LABELS } from "@veteranos/domain/pedido-socio"
import { FORMA_PAGAMENTO_LABELS, MENSALIDADE_STATUS_LABELS } from "@veteranos/domain/mensalidades"
import { RESERVA_STATUS_LABELS } from "@veteranos/domain/reservas"
import { TIPO_LABELS } from "@veteranos/domain/cargos"
import { LISTA_CAMPOS } from "@veteranos/domain/carteirinha"
import { tipoLabel, type LembreteTipo } from "@veteranos/domain/lembretes"
import { csvAmount, toCsv } from "~/utils/csv"
import { formatDate, formatSpreadsheetDateTime } from "~/utils/format"
import { secoes, type MeusDados } from "./meus-dados.server"

type Valor = string | number | boolean | null | undefined

/** How a field reads: its column's name and, when it is not plain text, how its value is written. */
type Campo = { nome: string; valor?: (valor: Valor) => string }

const texto = (valor: Valor) => (valor === null || valor === undefined ? "" : String(valor))
const instante = (valor: Valor) => (valor ? formatSpreadsheetDateTime(String(valor)) : "")
const dia = (valor: Valor) => (valor ? formatDate(String(valor)) : "")
const simNao = (valor: Valor) => (valor ? "Sim" : "Não")
const rotulo = (labels: Readonly<Record<string, string>>) => (valor: Valor) =>
  labels[texto(valor)] ?? texto(valor)
// A scheduled reminder's days before the due are a setting the file does not read; "antes" says when.
const tipoLembrete = (valor: Valor) =>
  valor === "antes" ? "Antes do vencimento" : valor ? tipoLabel(String(valor) as LembreteTipo, 0) : ""

const status = (labels: Readonly<Record<string, string>>): Campo => ({
  nome: "Situação",
  valor: rotulo(labels),
})

/** Each section's name and fields, in the order secoes() writes them. */
const SECOES: Record<string, { nome: string; campos: Record<string, Campo> }> = {
  conta: {
    nome: "Conta",
    campos: {
      nome: { nome: "Nome" },
      email: { nome: "E-mail" },
      telefone: { nome: "Telefone" },
      data_nascimento: { nome: "Data de nascimento", valor: dia },
      cpf: { nome: "CPF" },
      endereco: { nome: "Endereço" },
      criada_em: { nome: "Criada em", valor: instante },
      exclusao_pedida_em: { nome: "Exclusão pedida em", valor: instante },
      receber_lembretes_e_comunicados_por_email: {
        nome: "Receber lembretes e comunicados por e-mail",
        valor: simNao,
      },
      foto: { nome: "Foto", valor: simNao },
      lista_socios: { nome: LISTA_CAMPOS.lista_socios, valor: simNao },
      lista_whatsapp: { nome: LISTA_CAMPOS.lista_whatsapp, valor: simNao },
      aniversario_publico: { nome: LISTA_CAMPOS.aniversario_publico, valor: simNao },
    },
  },
  filiacao: {
    nome: "Filiação",
    campos: { situacao: { nome: "Situação" }, desde: { nome: "Desde", valor: dia } },
  },
  diretoria: {
    nome: "Diretoria",
    campos: { cargo: { nome: "Cargo" }, tipo: { nome: "Órgão", valor: rotulo(TIPO_LABELS) } },
  },
  pedidos_de_filiacao: {
    nome: "Pedidos de filiação",
    campos: {
      nome: { nome: "Nome" },
      email: { nome: "E-mail" },
      telefone: { nome: "Telefone" },
      data_nascimento: { nome: "Data de nascimento", valor: dia },
      rg: { nome: "RG" },
      cpf: { nome: "CPF" },
      endereco: { nome: "Endereço" },
      observacoes: { nome: "Observações" },
      status: status(PEDIDO_SOCIO_STATUS_LABELS),
      created: { nome: "Enviado em", valor: instante },
    },
  },
  mensalidades: {
    nome: "Mensalidades",
    campos: {
      id: { nome: "Código" },
      descricao: { nome: "Descrição" },
      data_vencimento: { nome: "Vencimento", valor: dia },
      valor: { nome: "Valor (R$)", valor: (valor) => csvAmount(Number(valor)) },
      status: status(MENSALIDADE_STATUS_LABELS),
      pago_em: { nome: "Pago em", valor: instante },
      forma_pagamento: { nome: "Forma de pagamento", valor: rotulo(FORMA_PAGAMENTO_LABELS) },
      pago_por_nome: { nome: "Pagamento confirmado por" },
      isencao_motivo: { nome: "Motivo da isenção" },
      isentada_por_nome: { nome: "Isentada por" },
      isentada_em: { nome: "Isentada em", valor: instante },
    },
  },
  lembretes: {
    nome: "Lembretes",
    campos: {
      mensalidade: { nome: "Código da mensalidade" },
      tipo: { nome: "Tipo", valor: tipoLembrete },
      situacao: { nome: "Situação" },
      email: { nome: "E-mail" },
      enviado_em: { nome: "Enviado em", valor: instante },
      criado_em: { nome: "Criado em", valor: instante },
    },
  },
  reservas: {
    nome: "Reservas",
    campos: {
      id: { nome: "Código" },
      local: { nome: "Local" },
      data: { nome: "Data", valor: dia },
      hora_inicio: { nome: "Início" },
      hora_fim: { nome: "Término" },
      capacidade: { nome: "Número de pessoas" },
      associado_nome: { nome: "Em nome de" },
      status: status(RESERVA_STATUS_LABELS),
      created: { nome: "Pedida em", valor: instante },
    },
  },
  inscricoes_em_eventos: {
    nome: "Inscrições em eventos",
    campos: {
      evento: { nome: "Evento" },
      data_evento: { nome: "Data do evento", valor: instante },
      situacao: { nome: "Situação" },
      inscrito_em: { nome: "Inscrição em", valor: instante },
    },
  },
  comunicados_lidos: {
    nome: "Comunicados lidos",
    campos: { comunicado: { nome: "Comunicado" }, lido_em: { nome: "Lido em", valor: instante } },
  },
  assembleias: {
    nome: "Assembleias",
    campos: {
      assembleia: { nome: "Assembleia" },
      data: { nome: "Data", valor: instante },
      nome_na_lista: { nome: "Nome na lista" },
      apto_a_votar: { nome: "Apto a votar", valor: simNao },
      motivo: { nome: "Motivo" },
      presente: { nome: "Presente", valor: simNao },
      presente_em: { nome: "Presença marcada em", valor: instante },
      presenca_marcada_online: { nome: "Presença marcada online", valor: simNao },
    },
  },
  acessos: {
    nome: "Acessos",
    campos: { descricao: { nome: "Descrição" }, created: { nome: "Data", valor: instante } },
  },
}

/** A field no table above names yet (one added to a read) still reads as words, not as a code. */
export const campoSemNome = (campo: string): Campo => ({
  nome: campo.charAt(0).toUpperCase() + campo.slice(1).replaceAll("_", " "),
})

/** The CSV file: one line per field ("Seção;Registro;Campo;Valor"), so every section fits one sheet. */
export function meusDadosCsv(dados: MeusDados): string {
  const rows: string[][] = []
  for (const [secao, registros] of secoes(dados)) {
    const { nome, campos } = SECOES[secao] ?? { nome: secao, campos: {} }
    registros.forEach((registro, index) => {
      for (const [chave, valor] of Object.entries(registro)) {
        const campo = campos[chave] ?? campoSemNome(chave)
        rows.push([nome, String(index + 1), campo.nome, (campo.valor ?? texto)(valor)])
      }
    })
  }
  return toCsv(["Seção", "Registro", "Campo", "Valor"], rows)
}
