// Hostile spreadsheets posted to the built site as the president's browser posts them, at
// /painel/associados/importar: an XLSX of 100,000 rows and a zip bomb (1.5 GB of zeros in 1.5 MB),
// both at once. Each is refused beside its field with its message and stores nothing, and the site
// answers a panel page meanwhile (docs/decisions/members.md#the-file-is-read-within-bounds).
import { IMPORTACAO_ARQUIVO } from "@veteranos/domain/importacao"
import { describe, expect, it } from "vitest"
import { adminClient } from "../support/pocketbase"
import { fillerEntry, HEADER, sheetXml, xlsxEntries, zipEntry, zipOf } from "../support/planilha"
import { panelSite } from "./painel-falhas-support"
import { browserMultipart } from "./raw-http"
import { createPerson, ownPocketBase } from "./support"

const db = await ownPocketBase()
const site = await panelSite(db.url)
const presidente = await createPerson(db.url, {
  associado: 1,
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const cookie = await site.login(presidente.email)

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const arquivo = new File([bytes], name, { type: "application/vnd.ms-excel" })
  const { type, body } = await browserMultipart({ intent: "enviar" }, [["arquivo", arquivo]])
  return site.post("/painel/associados/importar", { type, body: new Uint8Array(body) }, cookie)
}

function* rows(count: number) {
  yield HEADER
  for (let n = 0; n < count; n++) yield ["Ana", "ana@exemplo.org", "", "", "", "", ""]
}

describe("a hostile spreadsheet", () => {
  it("is refused beside its field, stores nothing, and the site answers others meanwhile", async () => {
    const many = zipOf(xlsxEntries(zipEntry("xl/worksheets/sheet1.xml", sheetXml(rows(100_000)))))
    const header = zipEntry("xl/worksheets/sheet1.xml", sheetXml(rows(0)))
    const bomb = zipOf(xlsxEntries(header, [fillerEntry("xl/media/zeros.bin", 1500)]))
    for (const bytes of [many, bomb]) expect(bytes.byteLength).toBeLessThan(IMPORTACAO_ARQUIVO.maxBytes)

    const [tooMany, bombed, panel] = await Promise.all([
      upload("associados.xlsx", many),
      upload("bomba.xlsx", bomb),
      site.get("/painel/associados", cookie),
    ])
    expect(tooMany.status).toBe(400)
    expect(tooMany.html).toContain("A planilha passa do limite de 5.000 linhas.")
    expect(bombed.status).toBe(400)
    expect(bombed.html).toContain(IMPORTACAO_ARQUIVO.descompactado)
    expect(panel.status).toBe(200)
    expect(panel.html).toContain(">Gerenciar Associados</h1>")
    const admin = await adminClient(db.url)
    expect((await admin.collection("importacoes").getList(1, 1)).totalItems).toBe(0)
  })
})
