// Members move in from a spreadsheet (/painel/associados/importar) against the real PocketBase: the
// preview lists the valid rows, the rows with errors and the people known or repeated, each with its
// line; 'Importar' makes every valid row an account and an active member, in one transaction, with
// its activity entry, and nothing of a bad row; a second 'Importar' makes nothing again; a file that
// is no spreadsheet is refused beside its field (docs/decisions/members.md#members-move-in-from-a-spreadsheet).
import { IMPORTACAO_ARQUIVO, IMPORTACAO_ERROS } from "@veteranos/domain/importacao"
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { emailOf, goodRow, importPage } from "./importacao-support"
import { createPerson, createPersonWithToken, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const route = await import("~/routes/painel.associados_.importar/route")
const { todayInSaoPaulo } = await import("@veteranos/domain/datas")

const admin = await adminClient(db.url)
const presidente = await createPersonWithToken(db.url, {
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const page = importPage(route, await sessionCookie(presidente.email))

/** The account of `email` with its member record, or null. */
async function memberOf(email: string) {
  const contas = await admin
    .collection("cadastro_geral")
    .getFullList({ filter: admin.filter("email = {:email}", { email }) })
  const conta = contas[0]
  if (!conta) return null
  const associado = await admin
    .collection("associados")
    .getFirstListItem(admin.filter("id_cadastro_geral = {:id}", { id: conta.id }))
  return { conta, associado }
}

describe("importing members from a spreadsheet", () => {
  it("imports the good rows around a bad one, and skips the known and the repeated", async () => {
    const conhecida = await createPerson(db.url)
    const comCpf = await createPerson(db.url)
    await admin.collection("cadastro_geral").update(comCpf.id, { cpf: "11144477735" })
    const ana = goodRow("Ana Importada", "529.982.247-25")
    const bruno = goodRow("Bruno Importado")
    const carla = goodRow("Carla Importada", "", { data_filiacao: "15/08/1998", telefone: "(11) 98765-4321" })
    const rows = [
      ana,
      goodRow("Cpf Errado", "529.982.247-26"),
      bruno,
      goodRow("Já Conhecida", "", { email: conhecida.email.toUpperCase() }),
      goodRow("Ana de Novo", "529.982.247-25"),
      goodRow("", "", { data_nascimento: "31/02/1960" }),
      goodRow("Cpf Conhecido", "111.444.777-35"),
      carla,
    ]
    const location = await page.uploaded(rows)
    expect(location).toMatch(/^\/painel\/associados\/importar\?id=\w+#conteudo$/)

    const { importacao, linhas } = await page.preview(location)
    expect(importacao?.status).toBe("rascunho")
    const of = (situacao: string) =>
      linhas.filter((l) => l.situacao === situacao).map((l) => [l.linha, l.mensagens.join("; ")])
    expect(of("valida")).toEqual([
      [2, ""],
      [4, ""],
      [9, ""],
    ])
    expect(of("erro")).toEqual([
      [3, IMPORTACAO_ERROS.cpf],
      [7, `${IMPORTACAO_ERROS.nome}; ${IMPORTACAO_ERROS.data_nascimento}`],
    ])
    expect(of("ignorada")).toEqual([
      [5, IMPORTACAO_ERROS.emailCadastrado],
      [6, "Repetida na planilha (linha 2)"],
      [8, IMPORTACAO_ERROS.cpfCadastrado],
    ])

    const response = await page.import(location)
    expect(response.status).toBe(303)
    expect(response.headers.get("Location")).toBe(location)
    expect((await toastOf(response))?.title).toBe("3 associados importados.")

    const made = await memberOf(emailOf(ana))
    expect(made?.conta).toMatchObject({ nome: "Ana Importada", cpf: "52998224725" })
    expect(made?.conta.dt_nasc).toMatch(/^1960-03-05/)
    expect(made?.associado).toMatchObject({ nome: "Ana Importada", status: 1 })
    expect(made?.associado.data_filiacao.slice(0, 10)).toBe(todayInSaoPaulo())
    const carlaMade = await memberOf(emailOf(carla))
    expect(carlaMade?.associado.data_filiacao).toMatch(/^1998-08-15/)
    expect(carlaMade?.conta.telefone).toBe("(11) 98765-4321")
    // The members page (and its CSV) tells the membership date the spreadsheet brought.
    const { listAllAssociados } = await import("~/features/associados/associados.server")
    const listed = await listAllAssociados(presidente.token, { status: null, q: emailOf(carla) })
    expect(listed.find((a) => a.id === carlaMade!.associado.id)?.created).toMatch(/^1998-08-15/)
    expect(await memberOf(emailOf(bruno))).not.toBeNull()
    expect(await memberOf(emailOf(rows[1]!))).toBeNull()
    expect(await memberOf(emailOf(rows[5]!))).toBeNull()
    // The known person is left as they were: no member record made for them.
    const conhecidaAssociados = await admin
      .collection("associados")
      .getFullList({ filter: admin.filter("id_cadastro_geral = {:id}", { id: conhecida.id }) })
    expect(conhecidaAssociados).toEqual([])

    const id = importacao!.id
    const atividades = await admin
      .collection("atividades")
      .getFullList({ filter: admin.filter("colecao = 'importacoes' && registro = {:id}", { id }) })
    expect(atividades.map((a) => [a.descricao, a.autor])).toEqual([
      ["Importou 3 associados da planilha associados.csv", presidente.id],
    ])
    expect((await page.preview(location)).importacao).toMatchObject({ status: "importada", importados: 3 })

    // 'Importar' again (a second tab, a replayed POST) makes nobody twice.
    const again = await page.import(location)
    expect((await toastOf(again))?.title).toBe("Esta planilha já foi importada.")
    const contas = await admin
      .collection("cadastro_geral")
      .getList(1, 1, { filter: admin.filter("email = {:email}", { email: emailOf(ana) }) })
    expect(contas.totalItems).toBe(1)
  })

  it("keeps the CPF with the person's data: it is exported to them and leaves with an anonymisation", async () => {
    const row = goodRow("Dona do Cpf", "987.654.321-00")
    expect((await toastOf(await page.import(await page.uploaded([row]))))?.title).toBe(
      "1 associado importado.",
    )
    const made = (await memberOf(emailOf(row)))!
    expect(made.conta.cpf).toBe("98765432100")
    const { getConta } = await import("~/auth/cadastro-geral.server")
    const token = await admin.collection("cadastro_geral").impersonate(made.conta.id, 60)
    expect((await getConta(token.authStore.token, made.conta.id)).cpf).toBe("98765432100")
    await admin.send(`/api/associacao/associados/${made.associado.id}/anonimizar`, { method: "POST" })
    expect((await admin.collection("cadastro_geral").getOne(made.conta.id)).cpf).toBe("")
  })

  it("imports nothing from a spreadsheet without a valid row, even when asked", async () => {
    const location = await page.uploaded([goodRow("", "123.456.789-00")])
    expect((await page.preview(location)).linhas.map((l) => l.situacao)).toEqual(["erro"])
    const response = await page.import(location)
    expect((await toastOf(response))?.title).toBe("Nenhuma linha válida para importar.")
    expect((await page.preview(location)).importacao?.status).toBe("rascunho")
  })

  it("refuses a file that is no spreadsheet, or lacks the header, beside its field", async () => {
    const arquivo = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9])], "planilha.xlsx")
    const { browserMultipart } = await import("./raw-http")
    const { type, body } = await browserMultipart({ intent: "enviar" }, [["arquivo", arquivo]])
    const cookie = await sessionCookie(presidente.email)
    const request = new Request("http://localhost/painel/associados/importar", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": type },
      body: new Uint8Array(body),
    })
    const reply = (await route.action({ request, params: {}, context: {} })) as unknown as FormReply
    expect(reply.init?.status).toBe(400)
    expect(reply.data.result.error?.arquivo).toEqual([IMPORTACAO_ARQUIVO.invalido])
  })
})
