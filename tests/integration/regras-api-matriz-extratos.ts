// The role matrix's row (tests/integration/regras-api-matriz.ts) of the bank statements the
// treasurer imports: the financial director creates them, the president and the fiscal council read
// them, nobody edits or deletes one (docs/decisions/dues-and-pix.md#the-bank-statement-pays-dues).
import { everyone, type Collection } from "./regras-api-matriz"

const credito = {
  fitid: "F1",
  conta: "",
  instante: "2090-11-10T15:00:00.000Z",
  data: "2090-11-10",
  valor: 80,
}
/** Each statement the matrix creates has a credit of its own: the same credits are the same statement. */
let criados = 0

export function extratosCollections(): Record<string, Collection> {
  return {
    extratos: {
      body: () => ({
        arquivo_nome: "extrato.ofx",
        creditos: [{ ...credito, id: `matriz-${++criados}`, nome: "", memo: "PIX RECEBIDO", refnum: "" }],
      }),
      patch: { arquivo_nome: "outro.ofx" },
      // Built when the rows are (the matrix imports this module before its helpers exist); the
      // council's cell holds whether or not the matrix has its column yet.
      cells: Object.assign(everyone("-----"), {
        conselho: "TT---",
        financeiro: "TTT--",
        presidente: "TT---",
      }),
    },
  }
}
