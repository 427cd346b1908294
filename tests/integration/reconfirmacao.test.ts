// The re-confirmation before the gravest changes (docs/decisions/two-step-login.md#re-confirmation),
// through the site against a real PocketBase: a PIX key changed without a recent confirmation is
// refused and the page sends its author to /painel/reconfirmar, which comes back once the password
// and the e-mailed code are given; the change is then saved and e-mailed. The members' export asks
// for it too, and the president's reset of a seat holder's second step clears it, enters the
// activity record and tells the person.
import { CONFIGURACOES_ID } from "@veteranos/domain/associacao"
import { MENSAGENS } from "@veteranos/domain/seguranca"
import { describe, expect, it, vi } from "vitest"
import { adminClient } from "../support/pocketbase"
import { reconfirmAs } from "./reconfirmacao-support"
import { createPerson, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const mail = await import("./support").then((s) => s.ownMailServer(db.url))
const configuracoes = await import("~/routes/painel.configuracoes/route")
const reconfirmar = await import("~/routes/painel.reconfirmar/route")
const diretoria = await import("~/routes/painel.diretoria/route")
const { loader: csv } = await import("~/routes/painel.associados[.]csv")

const admin = await adminClient(db.url)
const presidente = await createPerson(db.url, { board: [{ cargo: "presidente", tipo: "diretoria" }] })
const cookie = await sessionCookie(presidente.email)

const CONFIGURACOES = "/painel/configuracoes"
const voltarPara = (page: string) => `/painel/reconfirmar?${new URLSearchParams({ voltar: page })}`
const storedPix = async () => (await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)).pix_chave

/** Forgets `contaId`'s last confirmation, so the next grave change asks for one. */
const forgetReconfirmation = (contaId: string) =>
  admin.collection("cadastro_geral").update(contaId, { reconfirmado_em: "" })

/** The answer that sends the person to confirm who they are, coming back to `page`. */
async function expectAsked(answer: unknown, page: string) {
  expect(answer).toBeInstanceOf(Response)
  const response = answer as Response
  expect(response.status).toBe(303)
  expect(response.headers.get("Location")).toBe(`${voltarPara(page)}#conteudo`)
  expect(await toastOf(response)).toMatchObject({
    title: "Confirme que é você",
    description: MENSAGENS.reconfirmar,
  })
}

/** The settings' form as the page shows it, with `changes`, saved. */
async function saveSettings(changes: Record<string, string>) {
  const page = (await configuracoes.loader(routeArgs(CONFIGURACOES, cookie))) as {
    valores: Record<string, string>
  }
  return configuracoes.action(
    routeArgs(CONFIGURACOES, cookie, { ...page.valores, ...changes, intent: "salvar" }),
  )
}

/** The last code e-mailed to `email` ("Seu código de acesso: 123456"), once it arrives. */
async function emailedCode(email: string, before: number): Promise<string> {
  await expect.poll(() => mail.to(email).length).toBeGreaterThan(before)
  const subject = mail.to(email).at(-1)!.subject
  return /Seu código de acesso: (\d{6})/.exec(subject)![1]!
}

const confirm = (page: string, form: Record<string, string>) =>
  reconfirmar.action(routeArgs(voltarPara(page), cookie, { intent: "reconfirmar", tipo: "codigo", ...form }))

describe("a PIX key change", () => {
  it("without a recent confirmation changes nothing and asks for one; after it, is saved and e-mailed", async () => {
    await forgetReconfirmation(presidente.id)
    const antes = await storedPix()
    await expectAsked(await saveSettings({ pix_chave: "tesouraria.nova@exemplo.org" }), CONFIGURACOES)
    expect(await storedPix()).toBe(antes)

    // The page asks for the password and the e-mailed code, sent by its own button.
    const page = await reconfirmar.loader(routeArgs(voltarPara(CONFIGURACOES), cookie))
    expect(page).toMatchObject({ pergunta: MENSAGENS.reconfirmar, voltar: CONFIGURACOES })
    expect(page.codigo).toMatchObject({ metodo: "email", rotulo: MENSAGENS.digite })
    const sent = mail.to(presidente.email).length
    const enviado = (await reconfirmar.action(
      routeArgs(voltarPara(CONFIGURACOES), cookie, { intent: "enviar-codigo" }),
    )) as Response
    expect(enviado.headers.get("Location")).toBe(`${voltarPara(CONFIGURACOES)}#conteudo`)
    const codigo = await emailedCode(presidente.email, sent)

    // Wrong answers stay on their fields, 400; the password is never sent back.
    const semCodigo = (await confirm(CONFIGURACOES, { senha: "senha-do-teste-1" })) as unknown as FormReply
    expect(semCodigo.init?.status).toBe(400)
    expect(semCodigo.data.result.error?.codigo).toEqual([MENSAGENS.digite])
    const senhaErrada = (await confirm(CONFIGURACOES, {
      senha: "errada-123",
      codigo,
    })) as unknown as FormReply
    expect(senhaErrada.init?.status).toBe(400)
    expect(senhaErrada.data.result.error?.senha).toEqual([MENSAGENS.senhaIncorreta])
    expect(senhaErrada.data.result.initialValue).not.toHaveProperty("senha")
    const outro = codigo === "000000" ? "111111" : "000000"
    const codigoErrado = (await confirm(CONFIGURACOES, {
      senha: "senha-do-teste-1",
      codigo: outro,
    })) as unknown as FormReply
    expect(codigoErrado.init?.status).toBe(400)
    expect(codigoErrado.data.result.error?.codigo).toEqual([MENSAGENS.codigoIncorreto])

    const confirmado = (await confirm(CONFIGURACOES, { senha: "senha-do-teste-1", codigo })) as Response
    expect(confirmado.status).toBe(303)
    expect(confirmado.headers.get("Location")).toBe(`${CONFIGURACOES}#conteudo`)
    expect(await toastOf(confirmado)).toMatchObject({
      title: "Identidade confirmada",
      description: "Repita a alteração: a confirmação vale por 10 minutos.",
    })

    const salvo = (await saveSettings({ pix_chave: "tesouraria.nova@exemplo.org" })) as Response
    expect(salvo.headers.get("Location")).toBe(`${CONFIGURACOES}#conteudo`)
    expect((await toastOf(salvo))?.title).toBe("Configurações salvas.")
    expect(await storedPix()).toBe("tesouraria.nova@exemplo.org")
    const associacao = (await admin.collection("configuracoes").getOne(CONFIGURACOES_ID)).email as string
    for (const to of [presidente.email, associacao]) {
      await expect
        .poll(() => mail.to(to).some((m) => m.subject.includes("A chave PIX da associação foi alterada")))
        .toBe(true)
    }
  })

  it("comes back only to a page of this site; a member without a second step gives the password alone", async () => {
    const socio = await createPerson(db.url, { associado: 1 })
    const seu = await sessionCookie(socio.email)
    const fora = voltarPara("//exemplo.com/painel")
    const page = await reconfirmar.loader(routeArgs(fora, seu))
    expect(page).toMatchObject({ voltar: "/painel", codigo: null })
    const answer = (await reconfirmar.action(
      routeArgs(fora, seu, { intent: "reconfirmar", senha: "senha-do-teste-1" }),
    )) as Response
    expect(answer.headers.get("Location")).toBe("/painel#conteudo")
    expect((await admin.collection("cadastro_geral").getOne(socio.id)).reconfirmado_em).not.toBe("")
  })
})

describe("the members' export", () => {
  it("asks for a recent confirmation, then gives the file", async () => {
    await forgetReconfirmation(presidente.id)
    const path = "/painel/associados.csv?status=todos"
    // The guard throws the redirect, as a loader's guards do.
    await expectAsked(await csv(routeArgs(path, cookie)).catch((thrown: unknown) => thrown), path)
    await reconfirmAs(db.url, presidente.id)
    const file = (await csv(routeArgs(path, cookie))) as Response
    expect(file.status).toBe(200)
    expect(file.headers.get("Content-Type")).toContain("text/csv")
  })
})

describe("the president's reset of a second step", () => {
  it("asks for a confirmation, then clears it, enters the activity record and tells the person", async () => {
    await forgetReconfirmation(presidente.id)
    const membro = await createPerson(db.url, { board: [{ cargo: "conselheiro", tipo: "conselho" }] })
    await admin.collection("cadastro_geral").update(membro.id, { codigos_recuperacao: ["abc", "def"] })
    const dialogo = `/painel/diretoria?acao=redefinir-segunda-etapa&id=${membro.seatIds[0]}`
    const page = (await diretoria.loader(routeArgs(dialogo, cookie))) as { dialog: { acao: string } | null }
    expect(page.dialog?.acao).toBe("redefinir-segunda-etapa")
    const reset = () =>
      diretoria.action(routeArgs(dialogo, cookie, { intent: "redefinir-segunda-etapa", id: membro.id }))

    await expectAsked(await reset(), dialogo)
    expect((await admin.collection("cadastro_geral").getOne(membro.id)).segunda_etapa).toBe("email")

    await reconfirmAs(db.url, presidente.id)
    const done = (await reset()) as Response
    expect(done.status).toBe(303)
    expect(done.headers.get("Location")).toBe("/painel/diretoria#conteudo")
    expect((await toastOf(done))?.title).toBe("Segunda etapa redefinida")
    expect(await admin.collection("cadastro_geral").getOne(membro.id)).toMatchObject({
      segunda_etapa: "",
      codigos_recuperacao: [],
    })
    const [entry] = (
      await admin.collection("atividades").getList(1, 1, {
        filter: admin.filter("registro = {:id}", { id: membro.id }),
        sort: "-created",
      })
    ).items
    expect(entry).toMatchObject({
      descricao: `Redefiniu a segunda etapa de entrada de ${membro.nome}`,
      autor_nome: presidente.nome,
    })
    await expect
      .poll(() =>
        mail.to(membro.email).some((m) => m.subject.includes("segunda etapa de entrada foi redefinida")),
      )
      .toBe(true)
  })
})
