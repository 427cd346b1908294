// Which due each credit of a bank statement pays (features/mensalidades/extrato-matching.server.ts):
// the PIX code with the amount, then the payer's CPF, then the name, full or shortened as banks
// shorten names, each with the amount; each due proposed once; credits imported before shown as
// such, and every credit without a due saying why.
import type { Credito } from "@veteranos/domain/extratos"
import { describe, expect, it } from "vitest"
import {
  MOTIVOS,
  proposeBaixas,
  type MensalidadeDoExtrato,
} from "~/routes/painel.financeiro_.extrato/extrato-matching.server"

const credito = (id: string, valor: number, memo: string, extra: Partial<Credito> = {}): Credito => ({
  id,
  fitid: id,
  conta: "",
  instante: "2026-11-10T15:00:00.000Z",
  data: "2026-11-10",
  valor,
  nome: "",
  memo,
  refnum: "",
  ...extra,
})

/** A pending due of R$ 80 of the member named `associado_nome` (one member a name). */
const mensalidade = (
  id: string,
  associado_nome: string,
  extra: Partial<MensalidadeDoExtrato> = {},
): MensalidadeDoExtrato => ({
  id,
  associado_id: `conta-${associado_nome}`,
  associado_nome,
  descricao: "Mensalidade Novembro/2026",
  data_vencimento: "2026-11-10",
  valor: 80,
  status: "pendente",
  transacao_id: "",
  ...extra,
})

/** What was proposed, per credit: "<kind> <due id>", or "<why> <due id>" when nothing was. */
const summary = async (
  creditos: Credito[],
  mensalidades: MensalidadeDoExtrato[],
  cpfs = new Map<string, string>(),
) =>
  (await proposeBaixas(creditos, mensalidades, cpfs)).map((p) =>
    [p.tipo === "sem-proposta" ? p.motivo : p.tipo, p.mensalidade?.id ?? "-"].join(" "),
  )

describe("proposing the dues a statement pays", () => {
  it("takes the due whose PIX code is anywhere in the credit, only with the due's amount", async () => {
    const joao = mensalidade("abc123def456ghi", "João da Silva")
    const maria = mensalidade("zzz999yyy888xxx", "Maria Souza")
    const rui = mensalidade("rrr111sss222ttt", "Rui Costa")
    const creditos = [
      credito("1", 80, "PIX RECEBIDO MENSABC123DEF456GHI"),
      credito("2", 80, "transferência", { refnum: "Pix mens zzz999yyy888xxx" }),
      // One cent with Rui's code: shown, never proposed.
      credito("3", 0.01, "MENSrrr111sss222ttt RUI COSTA"),
    ]
    expect(await summary(creditos, [joao, maria, rui])).toEqual([
      "codigo abc123def456ghi",
      "codigo zzz999yyy888xxx",
      `${MOTIVOS.valor} rrr111sss222ttt`,
    ])
  })

  it("takes the oldest due of the amount of the member whose CPF is in the credit", async () => {
    const outubro = mensalidade("outubro", "Rosa Lima", { data_vencimento: "2026-10-10" })
    const novembro = mensalidade("novembro", "Rosa Lima")
    const cpfs = new Map([["52998224725", "conta-Rosa Lima"]])
    const creditos = [
      credito("1", 80, "RECEBIMENTO PIX", { refnum: "529.982.247-25" }),
      credito("2", 80, "RECEBIMENTO PIX", { fitid: "PIX_CRED 52998224725 R LIMA" }),
      credito("3", 95, "PIX 52998224725"),
      // A CPF's digits inside a longer number are not one.
      credito("4", 80, "CNPJ 1529982247250001"),
    ]
    expect(await summary(creditos, [novembro, outubro], cpfs)).toEqual([
      "cpf outubro",
      "cpf novembro",
      `${MOTIVOS.proposta} -`,
      `${MOTIVOS.semNome} -`,
    ])
  })

  it("takes a pending due of the amount whose member is named, without accents or capitals", async () => {
    const joao = mensalidade("joao", "João da Silva")
    const pedro = mensalidade("pedro", "Pedro Alves")
    const creditos = [
      credito("1", 80, "PIX RECEBIDO JOAO DA SILVA"),
      credito("2", 70, "PIX RECEBIDO PEDRO ALVES"),
      credito("3", 80, "PIX RECEBIDO JOAO DA SILVEIRA"),
    ]
    expect(await summary(creditos, [joao, pedro])).toEqual([
      "nome joao",
      `${MOTIVOS.valor} -`,
      `${MOTIVOS.semNome} -`,
    ])
  })

  it("reads a name as banks shorten it: the first name whole, then initials or first letters in order", async () => {
    const jose = mensalidade("jose", "José Carlos Ferreira")
    const maria = mensalidade("maria", "Maria Aparecida de Oliveira")
    const creditos = [
      credito("1", 80, "", { nome: "JOSE C FERR" }),
      credito("2", 80, "RECEBIMENTO PIX", { fitid: "PIX_CRED MARIA A OLIV" }),
      // The order of the words matters, and the first name is whole.
      credito("3", 80, "PIX FERREIRA JOSE"),
      credito("4", 80, "PIX JOS C FERREIRA"),
    ]
    expect(await summary(creditos, [jose, maria])).toEqual([
      "abreviado jose",
      "abreviado maria",
      `${MOTIVOS.semNome} -`,
      `${MOTIVOS.semNome} -`,
    ])
  })

  it("prefers the fullest name, then the oldest due, and says when two members are named alike", async () => {
    const pai = mensalidade("pai", "Carlos Lima")
    const filho = mensalidade("filho", "Carlos Lima Junior")
    const outubro = mensalidade("outubro", "Ana Reis", { data_vencimento: "2026-10-10" })
    const novembro = mensalidade("novembro", "Ana Reis", { data_vencimento: "2026-11-10" })
    const anaMaria = mensalidade("ana-maria", "Ana Maria Souza")
    const anaMarta = mensalidade("ana-marta", "Ana Marta Souza")
    const creditos = [
      credito("1", 80, "PIX CARLOS LIMA JUNIOR"),
      credito("2", 80, "PIX ANA REIS"),
      credito("3", 80, "PIX ANA REIS"),
      credito("4", 80, "PIX ANA REIS"),
      credito("5", 80, "PIX ANA M SOUZA"),
    ]
    expect(await summary(creditos, [pai, filho, novembro, outubro, anaMaria, anaMarta])).toEqual([
      "nome filho",
      "nome outubro",
      "nome novembro",
      `${MOTIVOS.proposta} -`,
      `${MOTIVOS.ambiguo} -`,
    ])
  })

  it("gives a due to its code before anybody's name, whichever credit comes first", async () => {
    const ana = mensalidade("abc123def456ghi", "Ana Reis")
    const creditos = [credito("1", 80, "PIX ANA REIS"), credito("2", 80, "MENSabc123def456ghi")]
    expect(await summary(creditos, [ana])).toEqual([`${MOTIVOS.proposta} -`, "codigo abc123def456ghi"])
  })

  it("shows a credit a due already keeps as imported, and proposes no paid due", async () => {
    const paga = mensalidade("paga", "Ana Reis", { status: "pago", transacao_id: "1" })
    const outraPaga = mensalidade("abc123def456ghi", "Rui Costa", { status: "pago" })
    const creditos = [credito("1", 80, "PIX ANA REIS"), credito("2", 80, "MENSabc123def456ghi RUI COSTA")]
    expect(await summary(creditos, [paga, outraPaga])).toEqual(["importado paga", `${MOTIVOS.semNome} -`])
  })

  it("matches a name as whole words, and never by a first name alone", async () => {
    const ana = mensalidade("ana", "Ana Souza")
    expect(await summary([credito("1", 80, "PIX JULIANA SOUZA")], [ana])).toEqual([`${MOTIVOS.semNome} -`])
    expect(await summary([credito("1", 80, "PIX ANA")], [ana])).toEqual([`${MOTIVOS.semNome} -`])
    expect(await summary([credito("1", 80, "PIX ANA SOUZA")], [ana])).toEqual(["nome ana"])
  })
})
