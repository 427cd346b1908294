// Which due each credit of a bank statement pays (features/mensalidades/extrato-matching.server.ts):
// the PIX code's id first, then the amount and the member's name, each due proposed once; credits
// imported before shown as such.
import type { Credito } from "@veteranos/domain/extratos"
import { describe, expect, it } from "vitest"
import { proposeBaixas, type MensalidadeDoExtrato } from "~/features/mensalidades/extrato-matching.server"

const credito = (fitid: string, valor: number, memo: string, nome = ""): Credito => ({
  fitid,
  instante: "2026-11-10T15:00:00.000Z",
  data: "2026-11-10",
  valor,
  nome,
  memo,
})

const mensalidade = (
  id: string,
  associado_nome: string,
  extra: Partial<MensalidadeDoExtrato> = {},
): MensalidadeDoExtrato => ({
  id,
  associado_nome,
  descricao: "Mensalidade Novembro/2026",
  data_vencimento: "2026-11-10",
  valor: 80,
  status: "pendente",
  transacao_id: "",
  ...extra,
})

/** What was proposed, per credit: "<kind> <due id>". */
const summary = (creditos: Credito[], mensalidades: MensalidadeDoExtrato[]) =>
  proposeBaixas(creditos, mensalidades).map((p) => `${p.tipo} ${p.mensalidade?.id ?? "-"}`)

describe("proposing the dues a statement pays", () => {
  it("takes the due whose PIX transaction id is in the memo or the name, in any capitals", () => {
    const joao = mensalidade("abc123def456ghi", "João da Silva")
    const maria = mensalidade("zzz999yyy888xxx", "Maria Souza")
    const creditos = [
      credito("1", 80, "PIX RECEBIDO MENSABC123DEF456GHI"),
      credito("2", 95, "transferência", "Pix mens zzz999yyy888xxx"),
    ]
    // The code wins over the amount: 95 still proposes Maria's due of 80.
    expect(summary(creditos, [joao, maria])).toEqual(["codigo abc123def456ghi", "codigo zzz999yyy888xxx"])
  })

  it("else a pending due of the same amount whose member's name is there, without accents or capitals", () => {
    const joao = mensalidade("joao", "João da Silva")
    const outro = mensalidade("outro", "Pedro Alves", { valor: 80 })
    const creditos = [
      credito("1", 80, "PIX RECEBIDO JOAO DA SILVA"),
      credito("2", 70, "PIX RECEBIDO PEDRO ALVES"),
      credito("3", 80, "PIX RECEBIDO JOAO DA SILVEIRA"),
    ]
    expect(summary(creditos, [joao, outro])).toEqual(["nome joao", "sem-proposta -", "sem-proposta -"])
  })

  it("prefers the fullest name, then the oldest due, and proposes each due once", () => {
    const pai = mensalidade("pai", "Carlos Lima")
    const filho = mensalidade("filho", "Carlos Lima Junior")
    const outubro = mensalidade("outubro", "Ana Reis", { data_vencimento: "2026-10-10" })
    const novembro = mensalidade("novembro", "Ana Reis", { data_vencimento: "2026-11-10" })
    const creditos = [
      credito("1", 80, "PIX CARLOS LIMA JUNIOR"),
      credito("2", 80, "PIX ANA REIS"),
      credito("3", 80, "PIX ANA REIS"),
      credito("4", 80, "PIX ANA REIS"),
    ]
    expect(summary(creditos, [pai, filho, novembro, outubro])).toEqual([
      "nome filho",
      "nome outubro",
      "nome novembro",
      "sem-proposta -",
    ])
  })

  it("gives a due to its code before anybody's name, whichever credit comes first", () => {
    const ana = mensalidade("abc123def456ghi", "Ana Reis")
    const creditos = [credito("1", 80, "PIX ANA REIS"), credito("2", 80, "MENSabc123def456ghi")]
    expect(summary(creditos, [ana])).toEqual(["sem-proposta -", "codigo abc123def456ghi"])
  })

  it("shows a credit a due already keeps as imported, and proposes no paid due", () => {
    const paga = mensalidade("paga", "Ana Reis", { status: "pago", transacao_id: "1" })
    const outraPaga = mensalidade("abc123def456ghi", "Rui Costa", { status: "pago" })
    const creditos = [credito("1", 80, "PIX ANA REIS"), credito("2", 80, "MENSabc123def456ghi RUI COSTA")]
    const propostas = proposeBaixas(creditos, [paga, outraPaga])
    expect(propostas.map((p) => `${p.tipo} ${p.mensalidade?.id ?? "-"}`)).toEqual([
      "importado paga",
      "sem-proposta -",
    ])
    expect(propostas[0]?.credito.fitid).toBe("1")
  })

  it("matches a name as whole words only", () => {
    const ana = mensalidade("ana", "Ana")
    expect(summary([credito("1", 80, "PIX JULIANA SOUZA")], [ana])).toEqual(["sem-proposta -"])
    expect(summary([credito("1", 80, "PIX ANA")], [ana])).toEqual(["nome ana"])
  })
})
