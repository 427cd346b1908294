// Receipts anyone can check, with JavaScript and without, on a 360 × 780 phone
// (docs/decisions/member-card-and-receipts.md#receipts-anyone-can-check): a member opens a paid
// due's receipt (the amount in words, the month, their CPF, the association's CNPJ, the code and its
// QR) and downloads its PDF, whose text says the same; a visitor, in a browser of their own, opens
// the address written on the receipt and sees the amount and the month, with the payer as 'Maria S.'.
// A throwaway member and a month far ahead, so neither project nor the demo's dues get in the way.
import { readFile } from "node:fs/promises"
import type { Browser } from "@playwright/test"
import { extractText } from "unpdf"
import { CONFIGURACOES_COLECAO, CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import { foldForSearch } from "@veteranos/domain/busca"
import { monthLabel } from "@veteranos/domain/datas"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, e2eAdmin, loggedInPage } from "./support/auth"
import { expect, test } from "./support/fixtures"
import { mesVazio } from "./support/mensalidades"

const PHONE = { width: 360, height: 780 }
const SENHA = "senha-do-teste-1"

/** A CPF of random digits with its two check digits right (CPFs are unique among the accounts). */
function cpfAleatorio(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
  for (const size of [9, 10]) {
    const sum = digits.reduce((total, digit, i) => total + digit * (size + 1 - i), 0)
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11))
  }
  return digits.join("")
}

/** A visitor's browser: no session, JavaScript as the project has it, an address of its own. */
async function visitorPage(browser: Browser, javaScriptEnabled: boolean) {
  const address = `10.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    javaScriptEnabled,
    viewport: PHONE,
    // PocketBase counts checks per visitor: this test's are its own.
    extraHTTPHeaders: { "X-Forwarded-For": address },
  })
  await skipSplash(context)
  return context.newPage()
}

test("a member downloads a paid due's receipt, and a visitor checks it at the address written on it", async ({
  browser,
  javaScriptEnabled,
}) => {
  const admin = await e2eAdmin()
  const { cnpj } = await admin.collection(CONFIGURACOES_COLECAO).getOne(CONFIGURACOES_ID)
  expect(cnpj).not.toBe("")
  const member = await createMemberAccount(
    "recibo",
    SENHA,
    `Maria ${Math.random().toString(36).slice(2, 8)} Souza`,
  )
  const cpf = cpfAleatorio()
  await admin.collection("cadastro_geral").update(member.id, { cpf })
  const mes = await mesVazio()
  const due = await admin.collection("mensalidades").create({
    descricao: `Mensalidade ${monthLabel(mes)}`,
    data_vencimento: `${mes}-10 00:00:00.000Z`,
    valor: 80,
    status: "pendente",
    associado_id: member.id,
  })
  await admin
    .collection("mensalidades")
    .update(due.id, { status: "pago", forma_pagamento: "pix", pago_em: new Date().toISOString() })
  const [stored] = await admin.collection("recibos").getFullList({ filter: `mensalidade = "${due.id}"` })
  const codigo = (stored!.codigo as string).match(/.{4}/g)!.join("-")
  const referente = `referente à mensalidade de ${monthLabel(mes).toLowerCase()}`

  const socio = await loggedInPage(browser, javaScriptEnabled, member.email, SENHA)
  await socio.setViewportSize(PHONE)
  await socio.goto(`/painel/mensalidades/${due.id}/comprovante`)
  const recibo = socio.getByTestId("comprovante")
  await expect(socio.getByRole("heading", { level: 1 })).toHaveText("Comprovante de pagamento")
  await expect(recibo).toContainText(/R\$\s80,00 \(oitenta reais\)/)
  await expect(recibo).toContainText(referente)
  await expect(recibo).toContainText(
    `${member.nome}, CPF ${cpf.replace(/^(\d{3})(\d{3})(\d{3})/, "$1.$2.$3-")}`,
  )
  await expect(recibo).toContainText(`CNPJ ${cnpj}`)
  await expect(recibo).toContainText(`Código de verificação: ${codigo}`)
  await expect(recibo.getByRole("img", { name: "QR code da verificação deste recibo" })).toBeVisible()
  const endereco = recibo.getByRole("link", { name: new RegExp(`/verificar/recibo/${codigo}$`) })
  await expect(endereco).toBeVisible()
  // Without JavaScript 'Imprimir' opens the PDF for the browser's viewer to print.
  await expect(socio.getByRole(javaScriptEnabled ? "button" : "link", { name: "Imprimir" })).toBeVisible()
  expect(await socio.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

  const downloading = socio.waitForEvent("download")
  await socio.getByRole("link", { name: "Baixar PDF" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`recibo-${foldForSearch(monthLabel(mes)).replace("/", "-")}.pdf`)
  const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), {
    mergePages: true,
  })
  const pdf = text.replace(/\s+/g, " ")
  for (const part of ["oitenta reais", referente, cnpj, codigo]) expect(pdf).toContain(part)
  const url = (await endereco.getAttribute("href"))!
  await socio.context().close()

  const visitante = await visitorPage(browser, javaScriptEnabled)
  await visitante.goto(url)
  await expect(visitante.getByRole("heading", { level: 1 })).toHaveText("Recibo válido")
  const verificacao = visitante.getByTestId("verificacao-recibo")
  await expect(verificacao).toContainText(/R\$\s80,00 \(oitenta reais\), referente à mensalidade de /)
  await expect(verificacao).toContainText(referente)
  await expect(verificacao).toContainText(`${member.nome.split(" ")[0]} S.`)
  await expect(verificacao).not.toContainText("Souza")
  await expect(verificacao).toContainText(cnpj)
  // The footer names the association by its CNPJ on every public page.
  await expect(visitante.getByRole("contentinfo")).toContainText(`CNPJ ${cnpj}`)
  // A content page: no script is sent.
  await expect(visitante.locator("script[src], script[type=module]")).toHaveCount(0)
  expect(await visitante.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  )
  await visitante.context().close()
})
