// 'Meus Dados': the export files hold only the owner's records, and the CSV is a pt-BR spreadsheet's
// (BOM, ';', quoting, formulas defused); the forms' rules; the deletion request's legal deadline.
import { describe, expect, it } from "vitest"
import { meusContatosSchema } from "~/routes/painel.meus-dados/meus-dados.schema"
import { meusDadosJson, onlyOwn, type MeusDados } from "~/routes/painel.meus-dados/meus-dados.server"
import { campoSemNome, meusDadosCsv } from "~/routes/painel.meus-dados/meus-dados-csv.server"
import { prazoEmPalavras, prazoExclusao } from "~/features/site/privacidade"

const DONO = "dono123456789ab"
const OUTRO = "outro23456789ab"

const mensalidade = (id: string, associado_id: string, descricao: string) => ({
  id,
  descricao,
  data_vencimento: "2026-11-10",
  valor: 80,
  status: "pago" as const,
  associado_id,
  pago_em: "2026-11-09 13:00:00.000Z",
  forma_pagamento: "pix" as const,
  pago_por_nome: "Tesoureiro",
  isencao_motivo: "",
  isentada_por_nome: "",
  isentada_em: "",
})

const reserva = (id: string, associado_id: string, local: string) => ({
  id,
  espaco: `espaco-${id}`,
  local,
  data: "2026-12-20",
  hora_inicio: "10:00",
  hora_fim: "14:00",
  capacidade: 30,
  associado_id,
  associado_nome: "Ana",
  status: "aprovado" as const,
  created: "2026-11-01 12:00:00.000Z",
})

const DADOS: MeusDados = {
  conta: {
    id: DONO,
    nome: 'Ana "Aninha" Souza',
    email: "ana@exemplo.org",
    telefone: "(19) 99999-0000",
    dt_nasc: "1970-05-20",
    cpf: "52998224725",
    endereco: "Rua A; 10",
    exclusao_pedida_em: "",
    sem_lembretes: true,
    aniversario_publico: false,
    foto: "rosto_a1b2c3d4e5.jpg",
    lista_socios: true,
    lista_whatsapp: false,
    created: "2025-01-02 10:00:00.000Z",
  },
  filiacao: { ativo: true, desde: "2025-01-02 10:00:00.000Z" },
  diretoria: [{ cargo: "financeiro", tipo: "diretoria", inicio_mandato: "", fim_mandato: "" }],
  pedidosSocio: [],
  mensalidades: [
    mensalidade("m1", DONO, "Mensalidade de novembro"),
    mensalidade("m2", OUTRO, "De outra pessoa"),
  ],
  lembretes: [
    {
      mensalidade: "m1",
      tipo: "atraso_1",
      situacao: "Enviado",
      email: "ana@exemplo.org",
      enviado_em: "2026-11-11 12:00:03.000Z",
      criado_em: "2026-11-11 12:00:01.000Z",
    },
  ],
  reservas: [reserva("r1", DONO, "Salão de festas"), reserva("r2", OUTRO, "Churrasqueira alheia")],
  inscricoes: [
    {
      conta: DONO,
      evento: "Torneio de integração",
      data_evento: "2026-12-05 12:00:00.000Z",
      situacao: "Lista de espera",
      inscrito_em: "2026-11-20 10:00:00.000Z",
    },
    { conta: OUTRO, evento: "Evento alheio", data_evento: "", situacao: "Confirmada", inscrito_em: "" },
  ],
  comunicadosLidos: [
    { conta: DONO, comunicado: "Assembleia geral", lido_em: "2026-11-21 10:00:00.000Z" },
    { conta: OUTRO, comunicado: "Lido por outra pessoa", lido_em: "" },
  ],
  assembleias: [
    {
      associado: DONO,
      assembleia: "Assembleia Geral Ordinária",
      data: "2026-03-21 12:00:00.000Z",
      nome_na_lista: 'Ana "Aninha" Souza',
      apto_a_votar: false,
      motivo: "Mensalidade de 02/2026 em aberto",
      presente: true,
      presente_em: "2026-03-21 12:10:00.000Z",
      presenca_marcada_online: false,
    },
    {
      associado: OUTRO,
      assembleia: "Assembleia alheia",
      data: "",
      nome_na_lista: "Outro",
      apto_a_votar: true,
      motivo: "",
      presente: false,
      presente_em: "",
      presenca_marcada_online: false,
    },
  ],
  acessos: [{ id: "a1", descricao: "Login realizado", created: "2026-11-20 22:00:00.000Z" }],
}

describe("the data export", () => {
  it("keeps only the owner's dues and reservations, whatever the reads returned", () => {
    const own = onlyOwn(DADOS)
    expect(own.mensalidades.map((m) => m.id)).toEqual(["m1"])
    expect(own.reservas.map((r) => r.id)).toEqual(["r1"])
    expect(own.inscricoes.map((i) => i.evento)).toEqual(["Torneio de integração"])
    expect(own.comunicadosLidos.map((l) => l.comunicado)).toEqual(["Assembleia geral"])
  })

  it("writes JSON with every section and none of another person's records", () => {
    const json = JSON.parse(meusDadosJson(DADOS, new Date("2026-11-25T12:00:00Z")))
    expect(json.gerado_em).toBe("2026-11-25T12:00:00.000Z")
    expect(json.conta).toEqual([
      expect.objectContaining({
        nome: 'Ana "Aninha" Souza',
        endereco: "Rua A; 10",
        foto: true,
        lista_socios: true,
        lista_whatsapp: false,
        aniversario_publico: false,
      }),
    ])
    expect(json.filiacao).toEqual([{ situacao: "Ativo", desde: "2025-01-02 10:00:00.000Z" }])
    expect(json.diretoria).toEqual([{ cargo: "Diretor Financeiro", tipo: "diretoria" }])
    expect(json.mensalidades).toHaveLength(1)
    expect(json.reservas).toHaveLength(1)
    expect(JSON.stringify(json)).not.toContain("De outra pessoa")
    expect(JSON.stringify(json)).not.toContain("Churrasqueira alheia")
  })

  it("writes a CSV for pt-BR spreadsheets, one line per field", () => {
    const csv = meusDadosCsv(DADOS)
    expect(csv.startsWith("\uFEFFSeção;Registro;Campo;Valor\r\n")).toBe(true)
    // Quotes doubled and the separator quoted, so the cell reads back as typed.
    expect(csv).toContain('Conta;1;Nome;"Ana ""Aninha"" Souza"\r\n')
    expect(csv).toContain('Conta;1;Endereço;"Rua A; 10"\r\n')
    expect(csv).toContain("Mensalidades;1;Descrição;Mensalidade de novembro\r\n")
    expect(csv).toContain("Acessos;1;Descrição;Login realizado\r\n")
    // The reminders sent to them, and that they turned them off.
    expect(csv).toContain("Lembretes;1;Tipo;1º aviso de atraso\r\n")
    expect(csv).toContain("Conta;1;Receber lembretes e comunicados por e-mail;Não\r\n")
    // Whether they sent a photo, and what they chose the members' directory and the birthdays show.
    expect(csv).toContain("Conta;1;Foto;Sim\r\n")
    expect(csv).toContain("Conta;1;Aparecer na lista de sócios;Sim\r\n")
    expect(csv).toContain("Conta;1;Mostrar meu WhatsApp;Não\r\n")
    expect(csv).toContain("Conta;1;Mostrar meu aniversário (dia e mês);Não\r\n")
    // Their sign-ups for events, and the announcements they marked as read.
    expect(csv).toContain("Inscrições em eventos;1;Situação;Lista de espera\r\n")
    expect(csv).toContain("Comunicados lidos;1;Comunicado;Assembleia geral\r\n")
    expect(csv).not.toContain("Evento alheio")
    expect(csv).not.toContain("Lido por outra pessoa")
    // Their row on an assembly's list: able to vote or not and why, their presence and when.
    expect(csv).toContain("Assembleias;1;Assembleia;Assembleia Geral Ordinária\r\n")
    expect(csv).toContain("Assembleias;1;Apto a votar;Não\r\n")
    expect(csv).toContain("Assembleias;1;Motivo;Mensalidade de 02/2026 em aberto\r\n")
    expect(csv).toContain("Assembleias;1;Presença marcada em;21/03/2026 09:10\r\n")
    expect(csv).not.toContain("Assembleia alheia")
    expect(csv).toContain("Conta;1;CPF;52998224725\r\n")
    expect(csv).not.toContain("De outra pessoa")
    expect(csv).not.toContain("Churrasqueira alheia")
  })

  it("writes the CSV in a person's words: São Paulo's dates, Sim/Não, labels, no field's code", () => {
    const csv = meusDadosCsv(DADOS)
    // An instant in São Paulo's time (22:00 UTC is 19:00 there); a calendar day without a time.
    expect(csv).toContain("Acessos;1;Data;20/11/2026 19:00\r\n")
    expect(csv).toContain("Mensalidades;1;Pago em;09/11/2026 10:00\r\n")
    expect(csv).toContain("Mensalidades;1;Vencimento;10/11/2026\r\n")
    expect(csv).toContain("Conta;1;Data de nascimento;20/05/1970\r\n")
    expect(csv).toContain("Mensalidades;1;Situação;Pago\r\n")
    expect(csv).toContain("Mensalidades;1;Forma de pagamento;PIX\r\n")
    expect(csv).toContain("Mensalidades;1;Valor (R$);80,00\r\n")
    expect(csv).toContain("Mensalidades;1;Isentada por;\r\n")
    expect(csv).toContain("Reservas;1;Situação;Aprovado\r\n")
    // No stored date, boolean or field's code (isentada_por_nome) is left.
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}|true|false|_/)
    // A field a read adds later still reads as words until it gets its name.
    expect(campoSemNome("novo_campo").nome).toBe("Novo campo")
  })

  it("defuses a value a spreadsheet would run as a formula", () => {
    const csv = meusDadosCsv({ ...DADOS, conta: { ...DADOS.conta, endereco: '=HYPERLINK("x")' } })
    expect(csv).toContain(`Conta;1;Endereço;"'=HYPERLINK(""x"")"`)
  })
})

describe("the forms of 'Meus Dados'", () => {
  it("stores the phone masked and accepts an empty address", () => {
    const result = meusContatosSchema.safeParse({ telefone: "19999990000" })
    expect(result.success && result.data).toEqual({ telefone: "(19) 99999-0000", endereco: undefined })
  })

  it("refuses a phone that is not one", () => {
    const result = meusContatosSchema.safeParse({ telefone: "123", endereco: "Rua A" })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Telefone inválido"])
  })
})

describe("the deletion request's deadline", () => {
  it("falls 15 days after the São Paulo day of the request", () => {
    // 23:30 in São Paulo on 1 November is already 2 November in UTC.
    expect(prazoExclusao("2026-11-02 02:30:00.000Z", "2026-11-10")).toEqual({
      prazo: "2026-11-16",
      diasRestantes: 6,
    })
  })

  it("counts down in words and says when it is overdue", () => {
    expect(prazoEmPalavras(6)).toBe("Faltam 6 dias")
    expect(prazoEmPalavras(1)).toBe("Falta 1 dia")
    expect(prazoEmPalavras(0)).toBe("Vence hoje")
    expect(prazoEmPalavras(-2)).toBe("Atrasado há 2 dias")
  })
})
