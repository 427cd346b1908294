// /painel/assembleias and an assembly's page through the site, in a PocketBase of this file's own:
// the secretary's seat (a diretoria seat of cargo secretario) enters both and saves a draft through
// 'Nova Assembleia'; a plain board seat (vice-presidente) reads the list without the assemblies (the
// members' requests are every member's) and gets 403 elsewhere; 'Publicar edital' too soon is
// refused with the statute's words, and published once the date is far enough.
import { describe, expect, it, vi } from "vitest"
import { createPersonWithToken, routeArgs, sessionCookie, toastOf, type FormReply } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const lista = await import("~/routes/painel.assembleias/route")
const pagina = await import("~/routes/painel.assembleias_.$id/route")
const { addDays, formatDate, todayInSaoPaulo } = await import("~/utils/format")

const secretario = await createPersonWithToken(db.url, {
  board: [{ cargo: "secretario", tipo: "diretoria" }],
})
const vice = await createPersonWithToken(db.url, { board: [{ cargo: "vice-presidente", tipo: "diretoria" }] })

/** The route's arguments for the assembly `id`'s page. */
const onPage = (id: string, cookie: string, form?: Record<string, string>) => ({
  ...routeArgs(`/painel/assembleias/${id}`, cookie, form),
  params: { id },
})

const draft = (dias: number) => ({
  intent: "nova",
  tipo: "ordinaria",
  data: addDays(todayInSaoPaulo(), dias),
  hora: "19:00",
  modalidade: "presencial",
  local: "Sede social, Rua das Palmeiras, 100",
  link: "",
  instrucoes: "",
})

/** 'Nova Assembleia' as the secretary: answers the new draft's id. */
async function createDraft(cookie: string, dias: number): Promise<string> {
  const answer = (await lista.action(
    routeArgs("/painel/assembleias?acao=nova", cookie, draft(dias)),
  )) as Response
  expect(answer.status).toBe(303)
  expect((await toastOf(answer))?.title).toBe("Rascunho criado")
  const location = answer.headers.get("Location") ?? ""
  const [, id] = /^\/painel\/assembleias\/(\w+)(#.*)?$/.exec(location) ?? []
  expect(id).toBeDefined()
  return id!
}

describe("the assemblies' pages", () => {
  it("the secretary's seat enters the list and an assembly's page; a plain board seat runs none", async () => {
    const cookie = await sessionCookie(secretario.email)
    const id = await createDraft(cookie, 30)
    const list = await lista.loader(routeArgs("/painel/assembleias", cookie))
    expect(list.proximas.map((a) => [a.id, a.status])).toContainEqual([id, "rascunho"])
    const page = await pagina.loader(onPage(id, cookie))
    expect(page.assembleia).toMatchObject({ tipo: "ordinaria", status: "rascunho", local: draft(30).local })

    const plain = await sessionCookie(vice.email)
    const member = await lista.loader(routeArgs("/painel/assembleias", plain))
    expect([member.gestor, member.proximas, member.realizadas]).toEqual([false, [], []])
    for (const denied of [
      await lista.action(routeArgs("/painel/assembleias", plain, draft(30))).catch((e: unknown) => e),
      await pagina.loader(onPage(id, plain)).catch((e: unknown) => e),
      await pagina.action(onPage(id, plain, { intent: "publicar" })).catch((e: unknown) => e),
    ]) {
      expect((denied as Response).status).toBe(403)
    }
  })

  it("'Nova Assembleia' keeps the values with the message beside the field: 400", async () => {
    const cookie = await sessionCookie(secretario.email)
    const form = { ...draft(30), local: "" }
    const answer = (await lista.action(
      routeArgs("/painel/assembleias?acao=nova", cookie, form),
    )) as unknown as FormReply
    expect(answer.init?.status).toBe(400)
    expect(answer.data.result.error).toMatchObject({ local: ["Informe o local da assembleia."] })
    expect(answer.data.result.initialValue).toMatchObject({ data: form.data, hora: "19:00" })
  })

  it("'Publicar edital' too soon says the statute's lead time; far enough, the notice is published", async () => {
    const cookie = await sessionCookie(secretario.email)
    const cedo = await createDraft(cookie, 3)
    const item = { intent: "incluir-item", titulo: "Eleição da diretoria", tipo: "deliberacao", ano: "" }
    expect(((await pagina.action(onPage(cedo, cookie, item))) as Response).status).toBe(303)
    const refused = (await pagina.action(onPage(cedo, cookie, { intent: "publicar" }))) as unknown as {
      data: { erro: string }
      init: ResponseInit | null
    }
    expect(refused.init?.status).toBe(400)
    const proxima = formatDate(addDays(todayInSaoPaulo(), 10))
    expect(refused.data.erro).toBe(
      `O estatuto exige 10 dias de antecedência: a data mais próxima é ${proxima}.`,
    )

    const id = await createDraft(cookie, 10)
    expect(((await pagina.action(onPage(id, cookie, item))) as Response).status).toBe(303)
    const published = (await pagina.action(onPage(id, cookie, { intent: "publicar" }))) as Response
    expect(published.status).toBe(303)
    expect((await toastOf(published))?.title).toBe("Edital publicado")
    const page = await pagina.loader(onPage(id, cookie))
    expect(page.assembleia.status).toBe("publicada")
    expect(page.itens.map((i) => [i.ordem, i.titulo])).toEqual([[1, "Eleição da diretoria"]])
  })
})
