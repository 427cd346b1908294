// /painel/solicitacoes.csv: the president downloads the membership requests the list shows (same
// ?status= and ?q=) as a spreadsheet for Brazilian Excel (docs/decisions/search-and-csv-exports.md#csv-for-brazilian-spreadsheets);
// nobody else gets a byte of it. Against a PocketBase of this file's own, since it stores requests.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { storedPedidoSocio } from "../support/form-data"
import { adminClient } from "../support/pocketbase"
import { createPerson, routeArgs, sessionCookie } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader } = await import("~/routes/painel.solicitacoes[.]csv")
const { formatSpreadsheetDateTime, todayInSaoPaulo } = await import("~/utils/format")

const admin = await adminClient(db.url)
const BOM = "\uFEFF"
const HEADERS = [
  "Nome",
  "Email",
  "Telefone",
  "CPF",
  "RG",
  "Data de nascimento",
  "Endereço",
  "Observações",
  "Status",
  "Data da solicitação",
]

/** The rows a spreadsheet reads from the file: `;` between fields, quoted fields, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"'
      i += 1
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === ";") {
      row.push(field)
      field = ""
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field])
      row = []
      field = ""
      i += 1
    } else {
      field += char
    }
  }
  return rows
}

async function newPedido({ email, ...fields }: Record<string, string> & { email: string }) {
  const record = await admin.collection("pedido_socio").create(storedPedidoSocio(email, fields))
  return { created: record.created as string }
}

let cookie: string
let ana: Awaited<ReturnType<typeof newPedido>>

beforeAll(async () => {
  const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
  cookie = await sessionCookie(presidente.email)
  // Created one after the other: the file lists them newest first.
  ana = await newPedido({
    nome: "Ana Conceição Araújo",
    email: "ana.araujo@exemplo.org",
    cpf: "012.345.678-90",
    data_nascimento: "1961-11-23",
    endereco: "Rua São João, 40; apto 3",
    observacoes: 'Indicada pelo "Zé"\nLigar à tarde',
  })
  await newPedido({
    nome: "Bruno Ferreira",
    email: "bruno@exemplo.org",
    status: "reprovado",
    observacoes: '=HYPERLINK("http://exemplo.org","clique")',
  })
  await newPedido({ nome: "Carla Souza", email: "carla@exemplo.org", cpf: "111.444.777-35" })
})

/** The president's download of `path`: the response and the rows a spreadsheet shows. */
async function download(path: string) {
  const response = await loader(routeArgs(path, cookie))
  // The bytes as sent: Response.text() would drop the BOM the spreadsheet needs to see.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer())
  return { response, text, rows: parseCsv(text.replace(BOM, "")) }
}

const names = (rows: string[][]) => rows.slice(1).map((row) => row[0])

describe("the president's CSV of membership requests", () => {
  it("is a download for Brazilian spreadsheets, named by São Paulo's day and kept by no cache", async () => {
    const before = todayInSaoPaulo()
    const { response, text } = await download("/painel/solicitacoes.csv")
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8")
    expect(
      [before, todayInSaoPaulo()].map((day) => `attachment; filename="solicitacoes-${day}.csv"`),
    ).toContain(response.headers.get("Content-Disposition"))
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(text.startsWith(`${BOM}${HEADERS.join(";")}\r\n`)).toBe(true)
  })

  it("holds every request, newest first, with dates, status labels and masked documents as the president reads them", async () => {
    const { rows } = await download("/painel/solicitacoes.csv")
    expect(rows[0]).toEqual(HEADERS)
    expect(names(rows)).toEqual(["Carla Souza", "Bruno Ferreira", "Ana Conceição Araújo"])
    expect(rows[3]).toEqual([
      "Ana Conceição Araújo",
      "ana.araujo@exemplo.org",
      "(11) 98765-4321",
      "012.345.678-90",
      "12.345.678-9",
      "23/11/1961",
      "Rua São João, 40; apto 3",
      'Indicada pelo "Zé"\nLigar à tarde',
      "Pendente",
      formatSpreadsheetDateTime(ana.created),
    ])
    expect(rows[3]![9]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    // A formula typed into a form reaches the spreadsheet as text.
    expect(rows[2]!.slice(7, 9)).toEqual(['\'=HYPERLINK("http://exemplo.org","clique")', "Reprovado"])
  })

  it("follows the list's tab and search", async () => {
    expect(names((await download("/painel/solicitacoes.csv?status=pendente")).rows)).toEqual([
      "Carla Souza",
      "Ana Conceição Araújo",
    ])
    expect(names((await download("/painel/solicitacoes.csv?status=reprovado")).rows)).toEqual([
      "Bruno Ferreira",
    ])
    expect(names((await download("/painel/solicitacoes.csv?q=conceicao")).rows)).toEqual([
      "Ana Conceição Araújo",
    ])
    expect(names((await download("/painel/solicitacoes.csv?status=pendente&q=11144477735")).rows)).toEqual([
      "Carla Souza",
    ])
    // An unknown tab is 'Todos', as on the list.
    expect(names((await download("/painel/solicitacoes.csv?status=qualquer")).rows)).toHaveLength(3)
    // Nothing matches: the header line alone.
    expect((await download("/painel/solicitacoes.csv?status=aprovado")).rows).toEqual([HEADERS])
  })
})

describe("anyone else", () => {
  it("gets 403 'Acesso negado' and no data, from the board to a plain member", async () => {
    for (const person of [
      await createPerson(db.url, { board: [{ cargo: "secretario", tipo: "diretoria" }] }),
      await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
      await createPerson(db.url, { associado: 1 }),
    ]) {
      const thrown = await loader(
        routeArgs("/painel/solicitacoes.csv", await sessionCookie(person.email)),
      ).catch((error: unknown) => error)
      expect(thrown, person.email).toBeInstanceOf(Response)
      const response = thrown as Response
      expect(response.status, person.email).toBe(403)
      expect(await response.text()).toBe("Acesso negado")
    }
  })

  it("is sent to the login when not logged in, to come back to the same file", async () => {
    const thrown = await loader(routeArgs("/painel/solicitacoes.csv?status=pendente")).catch(
      (error: unknown) => error,
    )
    expect(thrown).toBeInstanceOf(Response)
    const response = thrown as Response
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(
      `/login?${new URLSearchParams({ redirectTo: "/painel/solicitacoes.csv?status=pendente" })}`,
    )
  })
})
