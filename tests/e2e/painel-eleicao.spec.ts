// An election by secret ballot on phones, with JavaScript and without, at 360 px: the secretary opens
// the vote of an open assembly's fiscal-council election; member A sees 'Votar' on the dashboard and
// votes for slate 1 on their phone, gets a receipt code and then 'Você já votou.'; member B votes for
// slate 2; member C votes for slate 1 on the secretary's phone in cabine mode; the secretary closes
// the vote (slate 1 elected, 2 to 1), A finds their code on the public result page counted as cast,
// and 'Dar posse' puts the new council on /diretoria from the term's first day, today. Each project
// works on an assembly and people of its own; only the fiscal council changes hands (the demo's
// executive board and president stay), and the demo's council is given back at once.
import { mandatoFimPadrao } from "@veteranos/domain/eleicoes"
import { storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import type PocketBase from "pocketbase"
import { skipSplash } from "./public-helpers"
import { createMemberAccount, createSeat, e2eAdmin, loggedInPage, logIn } from "./support/auth"
import { exclusive } from "./support/exclusive"
import { expect, test } from "./support/fixtures"

test.use({ viewport: { width: 360, height: 780 } })
test.beforeEach(async ({ context }) => skipSplash(context))

const SENHA = "Eleicao-2026-voto"
const CONSELHO = [
  ["presidente-conselho"],
  ["conselheiro"],
  ["conselheiro"],
  ["suplente"],
  ["suplente"],
  ["suplente"],
]

/** An active member with no password (a slate's person). */
async function membro(admin: PocketBase, nome: string) {
  const email = `chapa.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.org`
  const pessoa = await admin
    .collection("cadastro_geral")
    .create({ email, password: SENHA, passwordConfirm: SENHA, nome, verified: true })
  await admin.collection("associados").create({ nome, id_cadastro_geral: pessoa.id, status: 1 })
  return { id: pessoa.id, nome }
}

/** An open assembly whose votes started, `presentes` present and able on its frozen list. */
async function assembleiaAberta(admin: PocketBase, presentes: Array<{ id: string; nome: string }>) {
  const agora = (ms = 0) => new Date(Date.now() - ms).toISOString().replace("T", " ")
  const assembleia = await admin.collection("assembleias").create({
    tipo: "ordinaria",
    primeira_chamada: agora(45 * 60_000),
    modalidade: "presencial",
    local: "Sede social",
    status: "aberta",
    publicada_em: agora(20 * 86_400_000),
    aberta_em: agora(40 * 60_000),
    instalada_em: agora(10 * 60_000),
    chamada: "segunda",
    estatuto: { antecedenciaDias: 10, quorum: "1/2", minutosSegundaChamada: 30, maioriaQualificada: "2/3" },
  })
  for (const pessoa of presentes) {
    await admin.collection("assembleia_associados").create({
      assembleia: assembleia.id,
      associado: pessoa.id,
      nome: pessoa.nome,
      apto: true,
      presente: true,
      presente_em: agora(30 * 60_000),
    })
  }
  return assembleia.id
}

/** A slate for the council, its people made for it. */
async function chapa(admin: PocketBase, item: string, numero: number, nome: string, unico: string) {
  const registrada = await admin.collection("chapas").create({ item, numero, nome })
  const pessoas = []
  for (const [ordem, [cargo]] of CONSELHO.entries()) {
    const pessoa = await membro(admin, `${cargo} ${numero} ${unico}`)
    await admin.collection("chapa_cargos").create({
      chapa: registrada.id,
      item,
      conta: pessoa.id,
      nome: pessoa.nome,
      cargo,
      tipo: "conselho",
      ordem,
    })
    pessoas.push(pessoa)
  }
  return pessoas
}

test("members vote in secret, one checks their receipt, and the elected council takes office today", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000)
  const projeto = testInfo.project.name.startsWith("no-js") ? "semjs" : "comjs"
  const unico = `${projeto}${Date.now().toString(36)}`
  const admin = await e2eAdmin()
  const secretario = await createMemberAccount(`secretario-eleicao-${projeto}`, SENHA, `Secretária ${unico}`)
  const seat = await createSeat(secretario.id, "secretario")
  try {
    const a = await createMemberAccount(`eleitor-a-${projeto}`, SENHA, `Alda Eleitora ${unico}`)
    const b = await createMemberAccount(`eleitor-b-${projeto}`, SENHA, `Bento Eleitor ${unico}`)
    const c = await createMemberAccount(`eleitor-c-${projeto}`, SENHA, `Cícero Sem Celular ${unico}`)
    const id = await assembleiaAberta(admin, [a, b, c])
    const hoje = todayInSaoPaulo()
    const titulo = `Eleição do Conselho Fiscal ${unico}`
    const item = await admin.collection("assembleia_itens").create({
      assembleia: id,
      ordem: 1,
      titulo,
      tipo: "eleicao",
      orgaos: ["conselho"],
      mandato_inicio: storedDate(hoje),
      mandato_fim: storedDate(mandatoFimPadrao(hoje, 3)),
      votacao: "fechada",
    })
    const eleitos = await chapa(admin, item.id, 1, "Renovação", unico)
    await chapa(admin, item.id, 2, "Tradição", unico)
    const chapa1 = "Chapa 1 — Renovação"

    await logIn(page, secretario.email, SENHA)
    await page.goto(`/painel/assembleias/${id}/votacao`)
    await page.getByRole("button", { name: "Abrir votação" }).click()
    await expect(page.getByTestId("comparecimento")).toContainText("Votaram 0 de 3 aptos presentes")

    // A, on their own phone: 'Votar' on the dashboard, the ballot, the receipt.
    const phoneA = await loggedInPage(browser, javaScriptEnabled, a.email, SENHA)
    await phoneA.getByTestId("votacoes").getByRole("link", { name: "Votar" }).click()
    await expect(phoneA.getByRole("group", { name: titulo })).toContainText("Presidente do Conselho Fiscal")
    // Two slates of six are longer than the screen: 'Confirmar voto' stays on it.
    await expect(phoneA.getByRole("button", { name: "Confirmar voto" })).toBeInViewport()
    expect(await phoneA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await phoneA.getByRole("radio", { name: new RegExp(`^${chapa1}`) }).check()
    await phoneA.getByRole("button", { name: "Confirmar voto" }).click()
    await expect(phoneA.getByTestId("recibo")).toContainText("Voto registrado.")
    const reciboA = (await phoneA.getByTestId("codigo").textContent())!.trim()
    expect(reciboA).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    // The choice travels in no address.
    expect(phoneA.url()).not.toContain(reciboA)
    expect(await phoneA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await phoneA.goto("/painel")
    await expect(phoneA.getByTestId("votacoes")).toContainText("Você já votou.")
    await phoneA.goto(`/painel/votar/${item.id}`)
    await expect(phoneA.getByTestId("sem-cedula")).toContainText("Seu voto já foi registrado.")

    // B votes for slate 2.
    const phoneB = await loggedInPage(browser, javaScriptEnabled, b.email, SENHA)
    await phoneB.goto(`/painel/votar/${item.id}`)
    await phoneB.getByRole("radio", { name: /^Chapa 2 — Tradição/ }).check()
    await phoneB.getByRole("button", { name: "Confirmar voto" }).click()
    await expect(phoneB.getByTestId("recibo")).toContainText("Código do seu voto:")

    // C, without a phone, on the secretary's: the list, the ballot, back to the list.
    await page.reload()
    await page.getByRole("link", { name: "Modo cabine" }).click()
    await expect(page.getByTestId("comparecimento")).toContainText("Votaram 2 de 3 aptos presentes")
    await page.getByRole("search").getByLabel("Buscar").fill("cicero")
    await page.getByRole("search").getByRole("button", { name: "Buscar" }).click()
    await page.getByTestId("pendentes").getByRole("link", { name: c.nome }).click()
    await expect(page.getByText(`Votando: ${c.nome}`)).toBeVisible()
    await page.getByRole("radio", { name: new RegExp(`^${chapa1}`) }).check()
    await page.getByRole("button", { name: "Confirmar voto" }).click()
    const recibo = page.getByTestId("recibo")
    await expect(recibo).toContainText("Voto registrado. Devolva o aparelho ao secretário.")
    await expect(recibo).not.toContainText("Renovação")
    await recibo.getByRole("link", { name: "Voltar à lista" }).click()
    await expect(page.getByText("Todos os presentes aptos já votaram.")).toBeVisible()

    // Closing: slate 1 elected, 2 to 1.
    await page.goto(`/painel/assembleias/${id}/votacao`)
    await page.getByRole("link", { name: "Encerrar votação" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Encerrar votação" }).click()
    await expect(page.getByTestId("eleita")).toContainText(chapa1)

    // A checks their code on the public result page.
    await phoneA.goto(`/assembleias/${id}/apuracao/${item.id}`)
    const contagem = phoneA.getByTestId("contagem")
    await expect(contagem.getByRole("row", { name: chapa1 })).toContainText("2")
    await expect(contagem.getByRole("row", { name: "Chapa 2 — Tradição" })).toContainText("1")
    await expect(phoneA.getByTestId("comparecimento")).toHaveText("Votaram 3 de 3 aptos presentes")
    await expect(phoneA.getByTestId("recibos").getByRole("listitem")).toHaveCount(3)
    await phoneA.getByLabel("Código do seu voto").fill(reciboA.toLowerCase())
    await phoneA.getByRole("button", { name: "Buscar" }).click()
    await expect(phoneA.getByTestId("busca-recibo")).toHaveText(`Código ${reciboA}: contado como ${chapa1}.`)
    expect(await phoneA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    // 'Dar posse', one project at a time: the demo's council ends yesterday until it is given back.
    await exclusive(
      "conselho-fiscal",
      async () => {
        // Read inside the lock: the other project's council is gone by then.
        const anteriores = await admin.collection("diretoria").getFullList({ filter: `tipo = "conselho"` })
        try {
          await page.getByRole("link", { name: "Dar posse" }).click()
          await page.getByRole("dialog").getByRole("button", { name: "Dar posse" }).click()
          await expect(page.getByTestId("posse")).toContainText("Posse dada em")
          await page.goto("/diretoria")
          const conselho = page.getByRole("region", { name: "Conselho Fiscal" })
          await expect(conselho.getByTestId("membro").first()).toContainText(eleitos[0]!.nome)
          await expect(conselho).not.toContainText("Francisco das Chagas Souza")
        } finally {
          const novos = await admin.collection("diretoria").getFullList({ filter: `tipo = "conselho"` })
          for (const novo of novos.filter((s) => eleitos.some((p) => p.id === s.idCadGeral)))
            await admin.collection("diretoria").delete(novo.id)
          for (const antigo of anteriores)
            await admin.collection("diretoria").update(antigo.id, { fim_mandato: antigo.fim_mandato })
        }
      },
      120_000,
    )
  } finally {
    // The seat would make a second current secretary for the tests after this one.
    await admin.collection("diretoria").delete(seat.id)
  }
})
