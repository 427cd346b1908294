// The members' import (/painel/associados/importar) posted as a browser posts it, for the import's
// integration files: the upload, the preview as its loader gives it, and 'Importar'.
import { expect } from "vitest"
import { csvOf, HEADER } from "../support/planilha"
import { browserMultipart } from "./raw-http"
import { uniqueEmail } from "./support"

const PAGE = "http://localhost/painel/associados/importar"
type Route = typeof import("~/routes/painel.associados_.importar/route")

/** A good row for a new person: its e-mail unique, with the CPF given (or none). */
export const goodRow = (nome: string, cpf = "", extra: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    nome,
    email: uniqueEmail("importado"),
    telefone: "",
    cpf,
    data_nascimento: "05/03/1960",
    endereco: "",
    data_filiacao: "",
    ...extra,
  }
  return HEADER.map((coluna) => row[coluna] ?? "")
}

export const emailOf = (row: readonly string[]) => row[1]!

export function importPage(route: Route, cookie: string) {
  const post = async (body: BodyInit, type: string) =>
    (await route.action({
      request: new Request(PAGE, { method: "POST", headers: { Cookie: cookie, "Content-Type": type }, body }),
      params: {},
      context: {},
    })) as Response

  return {
    /** The spreadsheet sent; answers the action's response. */
    async upload(rows: ReadonlyArray<readonly string[]>, name = "associados.csv") {
      const arquivo = new File([csvOf([HEADER, ...rows], { separator: ";" })], name, { type: "text/csv" })
      const { type, body } = await browserMultipart({ intent: "enviar" }, [["arquivo", arquivo]])
      return post(new Uint8Array(body), type)
    },
    /** The preview's address after a good upload. */
    async uploaded(rows: ReadonlyArray<readonly string[]>) {
      const response = await this.upload(rows)
      expect(response.status).toBe(303)
      return response.headers.get("Location")!
    },
    async preview(location: string) {
      const request = new Request(`http://localhost${location}`, { headers: { Cookie: cookie } })
      return route.loader({ request, params: {}, context: {} })
    },
    /** 'Importar' on the preview at `location`. */
    async import(location: string, boasVindas = false) {
      const id = new URL(location, "http://localhost").searchParams.get("id")!
      const form = new URLSearchParams({
        intent: "importar",
        id,
        ...(boasVindas ? { boas_vindas: "sim" } : {}),
      })
      return post(form, "application/x-www-form-urlencoded")
    },
  }
}
