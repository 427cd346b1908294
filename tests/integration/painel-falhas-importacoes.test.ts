// The two uploads of the panel, the bank statement (OFX) and the members' spreadsheet, and what each
// one's second step says when PocketBase refuses (429, painel-falhas-support.ts's withCallRefused)
// exactly that write, through the built site over HTTP as a browser posts the files: the message in
// the form or after the 303, and nothing stored or paid.
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { ofxSgml } from "../support/ofx"
import { csvOf, HEADER } from "../support/planilha"
import { panelSite, withCallRefused } from "./painel-falhas-support"
import { goodRow } from "./importacao-support"
import { browserMultipart } from "./raw-http"
import { createPerson } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const admin = await adminClient(db.url)
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const financeiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const socio = await createPerson(db.url, { associado: 1 })

const [doPresidente, doFinanceiro] = [await site.login(presidente.email), await site.login(financeiro.email)]

async function upload(path: string, intent: string, arquivo: File, cookie: string) {
  const { type, body } = await browserMultipart({ intent }, [["arquivo", arquivo]])
  return site.post(path, { type, body: new Uint8Array(body) }, cookie)
}

const count = async (collection: string, filter = "") =>
  (await admin.collection(collection).getList(1, 1, { filter })).totalItems

describe("Importar extrato", () => {
  const PAGE = "/painel/financeiro/extrato"
  const ofx = (fitid: string, name: string) =>
    new File(
      [new Uint8Array(ofxSgml([{ fitid, data: "20261110120000[-3:BRT]", valor: "80.00", memo: "PIX" }]))],
      name,
      { type: "application/x-ofx" },
    )

  it("'Ocorreu um erro ao importar o extrato. Tente novamente.' above its form, nothing stored", async () => {
    const answer = await withCallRefused(admin, "extratos:create", () =>
      upload(PAGE, "importar", ofx("F-RECUSADO", "recusado.ofx"), doFinanceiro),
    )
    expect(answer.status).toBe(429)
    expect(answer.html).toContain("Ocorreu um erro ao importar o extrato. Tente novamente.")
    expect(await count("extratos", 'arquivo_nome = "recusado.ofx"')).toBe(0)
  })

  it("'Ocorreu um erro ao confirmar as baixas. Tente novamente.', the due still open", async () => {
    const imported = await upload(PAGE, "importar", ofx("F-BAIXA", "novembro.ofx"), doFinanceiro)
    expect(imported.html).toContain("Extrato importado: 1 crédito.")
    const { id: extrato, creditos } = await admin
      .collection("extratos")
      .getFirstListItem('arquivo_nome = "novembro.ofx"')
    const due = await admin.collection("mensalidades").create({
      descricao: "Mensalidade de novembro",
      valor: 80,
      data_vencimento: "2026-11-10 00:00:00.000Z",
      associado_id: socio.id,
      status: "pendente",
    })
    const fields = { intent: "confirmar", extrato, baixa: `${due.id}:${creditos[0].id}` }
    const answer = await withCallRefused(admin, "POST /api/associacao/mensalidades/baixas", () =>
      site.post(PAGE, fields, doFinanceiro),
    )
    expect(answer.html).toContain("Ocorreu um erro ao confirmar as baixas. Tente novamente.")
    expect((await admin.collection("mensalidades").getOne(due.id)).status).toBe("pendente")
  })
})

describe("a hostile statement", () => {
  it("is refused while the site goes on answering others", async () => {
    // The parser this reader replaced took exponential time on a tag like this one: 40 letters
    // would have held the whole site for hours.
    const hostil = `OFXHEADER:100\r\n\r\n<OFX><${"A".repeat(40)}>x${"<A".repeat(200_000)}`
    const arquivo = new File([hostil], "hostil.ofx", { type: "application/x-ofx" })
    const [importacao, ...outras] = await Promise.all([
      upload("/painel/financeiro/extrato", "importar", arquivo, doFinanceiro),
      site.get("/painel/financeiro", doFinanceiro),
      site.get("/painel", doPresidente),
    ])
    expect(importacao.status).toBe(400)
    expect(importacao.html).toContain("Arquivo OFX inválido.")
    expect(outras.map((page) => page.status)).toEqual([200, 200])
  })
})

describe("Importar planilha", () => {
  const PAGE = "/painel/associados/importar"
  const planilha = (rows: ReadonlyArray<readonly string[]>, name: string) =>
    new File([csvOf([HEADER, ...rows], { separator: ";" })], name, { type: "text/csv" })

  it("'Ocorreu um erro ao ler a planilha. Tente novamente.' above its form, nothing stored", async () => {
    const answer = await withCallRefused(admin, "importacoes:create", () =>
      upload(PAGE, "enviar", planilha([goodRow("Rui Recusado")], "recusada.csv"), doPresidente),
    )
    expect(answer.status).toBe(429)
    expect(answer.html).toContain("Ocorreu um erro ao ler a planilha. Tente novamente.")
    expect(await count("importacoes", 'arquivo_nome = "recusada.csv"')).toBe(0)
  })

  it("'Não foi possível importar os associados: nada foi importado. Tente novamente.', nobody made", async () => {
    const row = goodRow("Ana Importada")
    const preview = await upload(PAGE, "enviar", planilha([row], "socios.csv"), doPresidente)
    expect(preview.html).toContain("Planilha lida: 1 linha.")
    const { id } = await admin.collection("importacoes").getFirstListItem('arquivo_nome = "socios.csv"')
    const answer = await withCallRefused(admin, `POST /api/associacao/importacoes/${id}/importar`, () =>
      site.post(PAGE, { intent: "importar", id }, doPresidente),
    )
    expect(answer.html).toContain(
      "Não foi possível importar os associados: nada foi importado. Tente novamente.",
    )
    expect(await count("cadastro_geral", `email = "${row[1]}"`)).toBe(0)
    expect(await count("associados")).toBe(1)
  })
})
