// The statement's page (/painel/financeiro/extrato) as the financial director uses it, for the
// integration tests of the bank statement: members with a pending due, the file uploaded as a
// browser posts it, the page read by its loader, and 'Confirmar baixas' with every proposal ticked.
import { ofxSgml } from "../support/ofx"
import { adminClient } from "../support/pocketbase"
import { browserMultipart } from "./raw-http"
import { createPerson, createPersonWithToken, sessionCookie } from "./support"

/**
 * An active member named `nome` (the name the statement's matching reads), with the CPF `cpf` when
 * given, and a pending due of theirs; answers the due's id.
 */
export async function socioComMensalidade(
  url: string,
  nome: string,
  vencimento: string,
  { valor = 80, cpf = "" }: { valor?: number; cpf?: string } = {},
) {
  const admin = await adminClient(url)
  const pessoa = await createPerson(url, { associado: 1 })
  await admin.collection("associados").update(pessoa.associadoId!, { nome })
  if (cpf) await admin.collection("cadastro_geral").update(pessoa.id, { cpf })
  const due = await admin.collection("mensalidades").create({
    descricao: `Mensalidade ${vencimento}`,
    data_vencimento: `${vencimento} 00:00:00.000Z`,
    valor,
    status: "pendente",
    associado_id: pessoa.id,
  })
  return due.id
}

/** The page's loader and action, as a financial director of the PocketBase at `url` reaches them. */
export async function extratoPage(url: string) {
  const { loader, action } = await import("~/routes/painel.financeiro_.extrato/route")
  const financeiro = await createPersonWithToken(url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
  const cookie = await sessionCookie(financeiro.email)

  /** The statement uploaded; answers the action's answer (a 303 to its page, or the form's 400). */
  async function importar(file: Buffer, name = "extrato.ofx") {
    const arquivo = new File([new Uint8Array(file)], name, { type: "application/x-ofx" })
    const { type, body } = await browserMultipart({ intent: "importar" }, [["arquivo", arquivo]])
    const request = new Request("http://localhost/painel/financeiro/extrato", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": type },
      body,
    })
    return action({ request, params: {}, context: {} })
  }

  /** The page a 303 sends to (its fragment is the browser's, never sent), on the tab `status` if given. */
  async function pagina(location: string, status?: string) {
    const url = new URL(location, "http://localhost")
    if (status) url.searchParams.set("status", status)
    const request = new Request(url, { headers: { Cookie: cookie } })
    return loader({ request, params: {}, context: {} })
  }

  /** 'Confirmar baixas' with every proposal of the page's first tab ticked. */
  async function confirmar(location: string) {
    const { extrato } = await pagina(location)
    const form = new URLSearchParams({ intent: "confirmar", extrato: extrato!.resumo.id })
    for (const l of extrato!.linhas) form.append("baixa", `${l.mensalidade!.id}:${l.id}`)
    const request = new Request(`http://localhost${location}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    })
    return (await action({ request, params: {}, context: {} })) as Response
  }

  /**
   * A statement of one credit (`valor` as the bank writes it, "80.00") imported; answers its id
   * and its credit's identity.
   */
  async function extratoDe(fitid: string, valor: string, memo = "PIX") {
    const transacao = { fitid, data: "20410610", valor, memo }
    const location = ((await importar(ofxSgml([transacao]))) as Response).headers.get("Location")!
    const id = new URL(location, "http://localhost").searchParams.get("id")!
    const record = await (await adminClient(url)).collection("extratos").getOne(id)
    return { id, credito: record.creditos[0].id as string }
  }

  return { financeiro, importar, pagina, confirmar, extratoDe }
}
