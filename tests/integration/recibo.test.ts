// A paid due's receipt through the site's own routes, against a PocketBase of this file's own
// (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check): the page and its PDF say
// what Código Civil art. 320 asks (the amount in words, the month, the payer's CPF, the association's
// CNPJ, the financial director who signs) with the code anyone checks it by; the public check shows
// the payment without the payer's data beyond 'Maria S.', and once the treasurer undoes the payment
// on /painel/financeiro it says 'Recibo cancelado em dd/mm/aaaa'; the site forwards each visitor's
// address, so PocketBase's limit answers one visitor 429 and not the next. The receipt codes' shape
// and the API's answers are carteirinha-api.test.ts's.
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { extractText } from "unpdf"
import { describe, expect, it, vi } from "vitest"
import { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import { VERIFICACOES_DEMAIS } from "@veteranos/domain/carteirinha"
import { formatDate, monthLabel } from "@veteranos/domain/datas"
import { CLIENT_ADDRESS_HEADER } from "../../server/http.mjs"
import { today } from "../support/hoje"
import { adminClient } from "../support/pocketbase"
import { createPerson, newClient, routeArgs, sessionCookie, toastOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const comprovante = await import("~/routes/painel.mensalidades_.$id.comprovante/route")
const { ReciboDocumento } = await import("~/routes/painel.mensalidades_.$id.comprovante/recibo-documento")
const comprovantePdf = await import("~/routes/painel.mensalidades_.$id.comprovante[.]pdf")
const verificar = await import("~/routes/verificar.recibo.$codigo/route")
const { VerificacaoView } = await import("~/routes/verificar.recibo.$codigo/verificacao")
const financeiroPage = await import("~/routes/painel.financeiro/route")

const admin = await adminClient(db.url)
const { cnpj } = await admin.collection(CONFIGURACOES_COLECAO).getOne(CONFIGURACOES_ID)
const financeiro = await createPerson(db.url, { board: [{ cargo: "financeiro", tipo: "diretoria" }] })
const socio = await createPerson(db.url, { associado: 1 })
const outro = await createPerson(db.url, { associado: 1 })
await admin.collection("cadastro_geral").update(financeiro.id, { nome: "Joaquim Tesoureiro Lima" })
await admin
  .collection("cadastro_geral")
  .update(socio.id, { nome: "Maria das Dores Souza", cpf: "52998224725" })
const cookieFinanceiro = await sessionCookie(financeiro.email)
const cookieSocio = await sessionCookie(socio.email)

type Pagina = Awaited<ReturnType<typeof comprovante.loader>>
type Verificacao = {
  init: { status: number; headers: Record<string, string> }
  data: Parameters<typeof VerificacaoView>[0]
}

/** A due of R$ 80,00 for the member in `mes` (yyyy-MM), one per test: a member has one due a day. */
const dueOf = (associadoId: string, mes: string) =>
  admin.collection("mensalidades").create({
    descricao: `Mensalidade ${monthLabel(mes)}`,
    data_vencimento: `${mes}-10 00:00:00.000Z`,
    valor: 80,
    status: "pendente",
    associado_id: associadoId,
  })

/** A POST of the treasurer's list (/painel/financeiro) on the due `id`. */
const treasurer = async (fields: Record<string, string>) =>
  (await financeiroPage.action(
    routeArgs("/painel/financeiro?mes=2026-11", cookieFinanceiro, fields),
  )) as Response

/** A page's text, its tags taken out and its spaces (the amount's no-break one too) made one. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")

const receiptArgs = (id: string, cookie: string, pdf = false) => ({
  ...routeArgs(`/painel/mensalidades/${id}/comprovante${pdf ? ".pdf" : ""}`, cookie),
  params: { id },
})

/** The public check of `codigo` from a visitor of their own, or from `client`. */
async function check(codigo: string, client = newClient()) {
  const request = new Request(`http://localhost/verificar/recibo/${codigo}`, {
    headers: { [CLIENT_ADDRESS_HEADER]: client },
  })
  const answer = (await verificar.loader({
    request,
    params: { codigo },
    context: {},
  })) as unknown as Verificacao
  return { ...answer, text: textOf(renderToStaticMarkup(createElement(VerificacaoView, answer.data))) }
}

describe("a paid due's receipt", () => {
  it("states the amount in words, the month, the CPF, the CNPJ, the signatory and the code, on its page and its PDF", async () => {
    expect(cnpj).not.toBe("")
    const due = await dueOf(socio.id, "2026-11")
    expect((await treasurer({ intent: "pagar", id: due.id, forma: "pix" })).status).toBe(303)

    const { recibo, qrCode, pdf } = (await comprovante.loader(receiptArgs(due.id, cookieSocio))) as Pagina
    const [stored] = await admin.collection("recibos").getFullList({ filter: `mensalidade = "${due.id}"` })
    const codigo = stored!.codigo as string
    const dashed = codigo.match(/.{4}/g)!.join("-")
    expect(recibo.verificacao).toEqual({
      codigo: dashed,
      url: expect.stringMatching(new RegExp(`^https?://[^/]+/verificar/recibo/${dashed}$`)),
    })
    expect(qrCode).toMatch(/^<svg/)
    const page = textOf(renderToStaticMarkup(createElement(ReciboDocumento, { recibo, qrCode })))
    for (const part of [
      "Recebemos de Maria das Dores Souza, CPF 529.982.247-25, a importância de R$ 80,00 (oitenta reais), referente à mensalidade de novembro/2026",
      `CNPJ ${cnpj}`,
      `${formatDate(today())}.`,
      "Joaquim Tesoureiro Lima Diretor Financeiro",
      `Código de verificação: ${dashed}`,
      recibo.verificacao!.url,
    ]) {
      expect(page).toContain(part)
    }
    expect(pdf).toBe(`/painel/mensalidades/${due.id}/comprovante.pdf`)

    const response = await comprovantePdf.loader(receiptArgs(due.id, cookieSocio, true))
    expect(response.headers.get("Content-Type")).toBe("application/pdf")
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="recibo-novembro-2026.pdf"',
    )
    expect(response.headers.get("Cache-Control")).toBe("private, no-store")
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true })
    const flat = text.replace(/\s+/g, " ")
    for (const part of [
      "oitenta reais",
      "referente à mensalidade de novembro/2026",
      "529.982.247-25",
      cnpj,
      "Joaquim Tesoureiro Lima",
      dashed,
      recibo.verificacao!.url,
    ]) {
      expect(flat).toContain(part)
    }
  })

  it("is no one's but its member's, and a due not paid has none: 404 to the page and the PDF", async () => {
    const paga = await dueOf(socio.id, "2026-12").then((due) =>
      admin.collection("mensalidades").update(due.id, { status: "pago", pago_em: new Date().toISOString() }),
    )
    const aberta = await dueOf(socio.id, "2027-01")
    const cookieOutro = await sessionCookie(outro.email)
    for (const [id, cookie] of [
      [paga.id, cookieOutro],
      [aberta.id, cookieSocio],
    ] as const) {
      for (const pdf of [false, true]) {
        const load = pdf ? comprovantePdf.loader : comprovante.loader
        const refused = await load(receiptArgs(id, cookie, pdf)).catch((error: unknown) => error)
        expect((refused as Response).status).toBe(404)
      }
    }
  })
})

describe("the public check of a receipt", () => {
  it("shows the payment with the payer as 'Maria S.', then 'Recibo cancelado em' once the treasurer undoes it", async () => {
    const due = await dueOf(socio.id, "2027-02")
    expect((await treasurer({ intent: "pagar", id: due.id, forma: "dinheiro" })).status).toBe(303)
    const { recibo } = (await comprovante.loader(receiptArgs(due.id, cookieSocio))) as Pagina
    const codigo = recibo.verificacao!.codigo

    // Typed as read off the paper, in lower case and without the dashes, it is the same receipt.
    for (const typed of [codigo, codigo.replaceAll("-", "").toLowerCase()]) {
      const valido = await check(typed)
      expect(valido.init.status).toBe(200)
      expect(valido.init.headers["Cache-Control"]).toBe("no-store")
      expect(valido.data).toMatchObject({
        resultado: "valido",
        recibo: { nome: "Maria S.", valor: 80, mes: "2027-02" },
      })
      for (const part of [
        "Recibo válido",
        "R$ 80,00 (oitenta reais), referente à mensalidade de fevereiro/2027.",
        "Maria S.",
        cnpj,
        `Data do pagamento ${formatDate(today())}`,
        codigo,
      ]) {
        expect(valido.text).toContain(part)
      }
      // Nothing more of the payer: not the whole name, not the CPF.
      expect(valido.text).not.toContain("Souza")
      expect(valido.text).not.toContain("529.982")
    }

    const undo = await treasurer({ intent: "desfazer", id: due.id })
    expect((await toastOf(undo))?.title).toBe("Pagamento desfeito.")
    const cancelado = await check(codigo)
    expect(cancelado.init.status).toBe(200)
    expect(cancelado.data.resultado).toBe("cancelado")
    expect(cancelado.text).toContain(`Recibo cancelado em ${formatDate(today())}`)
    expect(cancelado.text).not.toContain("Maria")
    // The member's receipt is gone with the payment.
    const gone = await comprovante.loader(receiptArgs(due.id, cookieSocio)).catch((error: unknown) => error)
    expect((gone as Response).status).toBe(404)
  })

  it("answers 404 'Recibo não encontrado' as its own page for a code no receipt has, of any shape", async () => {
    for (const codigo of ["AAAA-BBBB-CCCC", "nada"]) {
      const answer = await check(codigo)
      expect(answer.init.status).toBe(404)
      expect(answer.data.resultado).toBe("inexistente")
      expect(answer.text).toContain("Recibo não encontrado")
    }
    expect(verificar.meta({ data: undefined, matches: [] } as never)).toContainEqual({
      name: "robots",
      content: "noindex",
    })
  })

  it("answers 429 with its message once one visitor has checked too many codes, and not another visitor", async () => {
    const settings = await admin.settings.getAll()
    const { maxRequests } = settings.rateLimits.rules.find(
      (rule: { label: string }) => rule.label === "/api/associacao/verificar/",
    ) as { maxRequests: number }
    const client = newClient()
    for (let i = 0; i < maxRequests; i += 1)
      expect((await check("AAAA-BBBB-CCCC", client)).init.status).toBe(404)
    const demais = await check("AAAA-BBBB-CCCC", client)
    expect(demais.init.status).toBe(429)
    expect(demais.text).toContain(VERIFICACOES_DEMAIS)
    expect((await check("AAAA-BBBB-CCCC")).init.status).toBe(404)
  })
})
