// The role matrix's row (tests/integration/regras-api-matriz.ts) of the members' spreadsheet
// imports: the president sends and reads them, nobody edits or deletes one; PocketBase imports them
// by its own route (docs/decisions/members.md#members-move-in-from-a-spreadsheet).
import { everyone, type Collection } from "./regras-api-matriz"
import { uniqueEmail } from "./support"

export function importacoesCollections(): Record<string, Collection> {
  return {
    importacoes: {
      body: () => ({
        arquivo_nome: "associados.csv",
        linhas: [{ linha: 2, nome: "Pessoa da Planilha", email: uniqueEmail("planilha") }],
      }),
      patch: { arquivo_nome: "outra.csv" },
      cells: Object.assign(everyone("-----"), { presidente: "TTT--" }),
    },
  }
}
