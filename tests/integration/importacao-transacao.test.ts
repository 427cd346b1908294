// The members' import is all or none, and the president's alone, against the real PocketBase
// (docs/decisions/members.md#members-move-in-from-a-spreadsheet): a person registered between the
// preview and 'Importar', or a row PocketBase refuses on save, leaves nothing of the batch (the rows
// made before it are undone); a plain member's token neither stores an import nor imports one; the
// welcome e-mails are queued once each, and each one's link sets the new member's password.
import { beforeAll, describe, expect, it, vi } from "vitest"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { expectBody, SET_PASSWORD_LINK } from "./email-body"
import { emailOf, goodRow, importPage } from "./importacao-support"
import { createPerson, createPersonWithToken, ownMailServer, sessionCookie, toastOf } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const route = await import("~/routes/painel.associados_.importar/route")

const admin = await adminClient(db.url)
const mail = await ownMailServer(db.url)
const presidente = await createPersonWithToken(db.url, {
  board: [{ cargo: "presidente", tipo: "diretoria" }],
})
const page = importPage(route, await sessionCookie(presidente.email))

const accountsWith = async (emails: readonly string[]) => {
  const filter = emails.map((email, i) => admin.filter(`email = {:e${i}}`, { [`e${i}`]: email })).join(" || ")
  return (await admin.collection("cadastro_geral").getFullList({ filter })).length
}
const idOf = (location: string) => new URL(location, "http://localhost").searchParams.get("id")!

describe("an import is all or none", () => {
  it("imports nothing when a person registered after the preview, and shows them as known", async () => {
    const rows = [goodRow("Primeira"), goodRow("Segunda"), goodRow("Terceira"), goodRow("Quarta")]
    const location = await page.uploaded(rows)
    // Someone registers the third person's e-mail in between.
    await admin.collection("cadastro_geral").create({
      email: emailOf(rows[2]!),
      password: "senha-qualquer-1",
      passwordConfirm: "senha-qualquer-1",
      nome: "Cadastrada no meio",
    })

    const response = await page.import(location)
    expect(response.status).toBe(303)
    expect((await toastOf(response))?.title).toBe(
      "Nada foi importado: há pessoas cadastradas desde a prévia.",
    )
    // The two rows made before the third are undone with it.
    expect(await accountsWith([emailOf(rows[0]!), emailOf(rows[1]!), emailOf(rows[3]!)])).toBe(0)
    const { importacao, linhas } = await page.preview(location)
    expect(importacao?.status).toBe("rascunho")
    expect(linhas.map((l) => [l.linha, l.situacao])).toEqual([
      [2, "valida"],
      [3, "valida"],
      [4, "ignorada"],
      [5, "valida"],
    ])

    // Imported again from the preview as it now stands: the three others.
    expect((await toastOf(await page.import(location)))?.title).toBe("3 associados importados.")
  })

  it("imports nothing when PocketBase refuses a row on save, the rows before it undone", async () => {
    const rows = [goodRow("Alfa"), goodRow("Beta"), goodRow("Gama", "", { telefone: "11987654321" })]
    const location = await page.uploaded(rows)
    // The phone field now takes 5 characters: the third row's save fails inside the transaction.
    const collection = await admin.collections.getOne("cadastro_geral")
    const fields = collection.fields.map((field) =>
      field.name === "telefone" ? { ...field, max: 5 } : field,
    )
    await admin.collections.update("cadastro_geral", { fields })
    try {
      const response = await page.import(location)
      expect(response.status).toBe(303)
      expect((await toastOf(response))?.type).toBe("error")
      expect(await accountsWith(rows.map(emailOf))).toBe(0)
      const atividades = await admin.collection("atividades").getFullList({
        filter: admin.filter("registro = {:id}", { id: idOf(location) }),
      })
      expect(atividades).toEqual([])
      expect((await page.preview(location)).importacao?.status).toBe("rascunho")
    } finally {
      await admin.collections.update("cadastro_geral", { fields: collection.fields })
    }
  })
})

describe("only the president imports", () => {
  let associado: Awaited<ReturnType<typeof createPersonWithToken>>
  beforeAll(async () => {
    associado = await createPersonWithToken(db.url, { associado: 1 })
  })

  it("refuses a plain member's token at PocketBase's doors", async () => {
    const client = anonymousClient(db.url)
    client.authStore.save(associado.token)
    const linhas = [{ linha: 2, nome: "Intrusa", email: "intrusa@exemplo.org" }]
    // Refused by the API rule (PocketBase answers a create its rule refuses with 400).
    await expect(
      client.collection("importacoes").create({ arquivo_nome: "intrusa.csv", linhas }),
    ).rejects.toThrow()
    expect(
      await admin.collection("importacoes").getFullList({ filter: "arquivo_nome = 'intrusa.csv'" }),
    ).toEqual([])
    const location = await page.uploaded([goodRow("Só do presidente")])
    await expect(
      client.send(`/api/associacao/importacoes/${idOf(location)}/importar`, { method: "POST", body: {} }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(client.collection("importacoes").getOne(idOf(location))).rejects.toMatchObject({
      status: 404,
    })
    expect((await page.preview(location)).importacao?.status).toBe("rascunho")
  })

  it("refuses a plain member at the page", async () => {
    const cookie = await sessionCookie(associado.email)
    const request = new Request("http://localhost/painel/associados/importar", {
      headers: { Cookie: cookie },
    })
    const refused = await Promise.resolve(route.loader({ request, params: {}, context: {} })).catch(
      (e: unknown) => e,
    )
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).status).toBe(403)
  })
})

describe("welcome e-mails", () => {
  it("queues one set-password e-mail per new member, once, and its link sets the password", async () => {
    const rows = [goodRow("Umberto Boas Vindas"), goodRow("Doralice Boas Vindas")]
    await createPerson(db.url)
    const location = await page.uploaded(rows)
    const response = await page.import(location, true)
    const toast = await toastOf(response)
    expect(toast?.title).toBe("2 associados importados.")
    expect(toast?.description).toBe("2 e-mails de boas-vindas na fila de envio.")

    const queued = () =>
      admin.collection("envios").getFullList({
        filter: admin.filter("tipo = 'boas_vindas' && referencia = {:id}", { id: idOf(location) }),
        expand: "conta",
      })
    const envios = await queued()
    expect(envios.map((envio) => envio.expand?.conta?.email).sort()).toEqual(rows.map(emailOf).sort())
    expect(envios.every((envio) => envio.status === "pendente")).toBe(true)

    // The job runs in the background: twice, each until the queue is settled.
    for (let run = 0; run < 2; run += 1) {
      await admin.send("/api/crons/envios", { method: "POST" })
      await expect
        .poll(async () => (await queued()).filter((envio) => envio.status !== "enviado").length, {
          timeout: 15_000,
        })
        .toBe(0)
    }
    for (const row of rows) {
      const received = mail.to(emailOf(row))
      expect(received).toHaveLength(1)
      expect(received[0]!.subject).toMatch(/Seu acesso ao painel do associado/)
      // Each greeted by their own name, with a link of their own.
      expectBody(received[0]!, {
        nome: row[0]!,
        says: ["Você foi cadastrado(a) como associado(a) da", "escolha sua senha neste endereço"],
        link: SET_PASSWORD_LINK,
      })
    }
    // The link works: the new member chooses a password and logs in with it.
    const token = /recuperar-senha\/([\w.-]+)/.exec(mail.to(emailOf(rows[0]!))[0]!.text)?.[1]
    expect(token).toBeTruthy()
    const visitor = anonymousClient(db.url)
    await visitor
      .collection("cadastro_geral")
      .confirmPasswordReset(token!, "nova-senha-123", "nova-senha-123")
    await visitor.collection("cadastro_geral").authWithPassword(emailOf(rows[0]!), "nova-senha-123")
    expect(visitor.authStore.isValid).toBe(true)
  })
})
