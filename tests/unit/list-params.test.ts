import { describe, expect, it } from "vitest"
import { listAddress, readDialog, readPage, readSearch, readStatus } from "~/utils/list-params"

const params = (query: string) => new URLSearchParams(query)

describe("a panel list's address", () => {
  it("reads the page, 1 when missing or nonsense", () => {
    expect(readPage(params("pagina=3"))).toBe(3)
    for (const query of ["", "pagina=0", "pagina=-2", "pagina=1.5", "pagina=abc"]) {
      expect(readPage(params(query)), query).toBe(1)
    }
  })

  it("reads only the statuses the list knows, and a trimmed search", () => {
    const allowed = ["pendente", "aprovado"] as const
    expect(readStatus(params("status=aprovado"), allowed)).toBe("aprovado")
    expect(readStatus(params("status=qualquer"), allowed)).toBeNull()
    expect(readSearch(params("q=%20ana%20"))).toBe("ana")
    expect(readSearch(params("q=%20%20"))).toBeNull()
  })

  it("reads the open dialog only when the page has it", () => {
    const acoes = ["editar", "excluir"] as const
    expect(readDialog(params("acao=editar&id=abc"), acoes)).toEqual({ acao: "editar", id: "abc" })
    expect(readDialog(params("acao=apagar-tudo&id=abc"), acoes)).toBeNull()
    expect(readDialog(params("acao=excluir"), acoes)).toEqual({ acao: "excluir", id: null })
  })

  it("returns from an action to the same tab, search and page, with the dialog closed", () => {
    expect(
      listAddress("http://localhost/painel/solicitacoes?status=pendente&acao=editar&id=x&q=ana&pagina=2"),
    ).toBe("/painel/solicitacoes?status=pendente&q=ana&pagina=2")
    expect(listAddress("http://localhost/painel/solicitacoes?acao=excluir&id=x")).toBe("/painel/solicitacoes")
  })
})
