// The start script as the volunteer runs it: embedded PocketBase, then the site; refusals in
// production; a clean stop on SIGTERM/SIGINT; data kept across restarts; the demo's e-mails in a
// folder when there is no SMTP.
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import PocketBase, { ClientResponseError } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../support/accounts"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { ownStart, pidOf, refuses, start, stopTree, waitFor, type StartRun } from "./start-script-support"

describe("in production the start refuses unsafe settings, in one line", () => {
  it("without SESSION_SECRET", async () => {
    const run = start({
      NODE_ENV: "production",
      SESSION_SECRET: "",
      PB_SUPERUSER_PASSWORD: "uma-senha-forte",
    })
    expect(await run.exited).toBe(1)
    expect(run.output().trim().split("\n")).toHaveLength(1)
    expect(run.output()).toContain("SESSION_SECRET")
  })

  it("with the example superuser password", async () => {
    const run = start({
      NODE_ENV: "production",
      SESSION_SECRET: "um-segredo-longo-o-bastante-123",
      PB_SUPERUSER_PASSWORD: "troque-esta-senha",
    })
    expect(await run.exited).toBe(1)
    expect(run.output().trim().split("\n")).toHaveLength(1)
    expect(run.output()).toContain("PB_SUPERUSER_PASSWORD")
  })
})

describe("the embedded default", () => {
  let folder: Awaited<ReturnType<typeof ownStart>>
  let running: StartRun | undefined

  beforeAll(async () => {
    folder = await ownStart("start-test")
  })
  afterAll(async () => {
    await stopTree(running)
    await folder.remove()
  })

  it("starts PocketBase and the site, stops both on SIGTERM, and keeps the data", async () => {
    const { env, site, pocketbase } = folder
    running = start(env)
    await waitFor(`${site}/healthcheck`)
    const home = await fetch(site)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain("Associação")

    const message = await anonymousClient(pocketbase).collection("contato").create({
      nome: "Quem Reinicia",
      email: "reinicio@exemplo.org",
      telefone: "(11) 98765-4321",
      assunto: "Reinício",
      mensagem: "Esta mensagem sobrevive ao reinício.",
    })

    running.child.kill("SIGTERM")
    expect(await running.exited).toBe(0)
    expect(await refuses(site)).toBe(true)
    expect(await refuses(`${pocketbase}/api/health`)).toBe(true)

    running = start(env)
    await waitFor(`${site}/healthcheck`)
    const admin = await adminClient(pocketbase)
    expect((await admin.collection("contato").getOne(message.id)).assunto).toBe("Reinício")

    running.child.kill("SIGINT")
    expect(await running.exited).toBe(0)
    expect(await refuses(`${pocketbase}/api/health`)).toBe(true)
  }, 120_000)
})

describe("the demo data goes only into an empty database", () => {
  let folder: Awaited<ReturnType<typeof ownStart>>
  let running: StartRun | undefined

  beforeAll(async () => {
    folder = await ownStart("start-real-data")
  })
  afterAll(async () => {
    await stopTree(running)
    await folder.remove()
  })

  it("a data folder with a record of its own and no marker starts without the demo, saying why", async () => {
    const { env, site, pocketbase } = folder

    // The association's real data: one message, stored without the demo.
    running = start({ ...env, DEMO: "0" })
    await waitFor(`${site}/healthcheck`)
    await anonymousClient(pocketbase).collection("contato").create({
      nome: "Sócio de Verdade",
      email: "socio.real@exemplo.org",
      telefone: "(11) 98765-4321",
      assunto: "Dados reais",
      mensagem: "Esta mensagem é da associação, não da demonstração.",
    })
    running.child.kill("SIGTERM")
    expect(await running.exited).toBe(0)

    // `npm start` without NODE_ENV: demo on, and the data folder has no marker.
    const run = start({ ...env, DEMO: undefined })
    running = run
    await waitFor(`${site}/healthcheck`)
    const lines = run.output().split("\n")
    const why = lines.filter((line) => line.includes("Dados de demonstração"))
    expect(why).toEqual([
      "Dados de demonstração não carregados: o banco já tem registros próprios (coleção contato).",
    ])
    const admin = await adminClient(pocketbase)
    expect((await admin.collection("cadastro_geral").getList(1, 1)).totalItems).toBe(0)
    expect((await admin.collection("eventos").getList(1, 1)).totalItems).toBe(0)
    expect((await admin.collection("contato").getFullList()).map((m) => m.assunto)).toEqual(["Dados reais"])

    run.child.kill("SIGTERM")
    expect(await run.exited).toBe(0)
  }, 180_000)
})

describe("a PocketBase that dies", () => {
  let folder: Awaited<ReturnType<typeof ownStart>>
  let running: StartRun | undefined

  beforeAll(async () => {
    folder = await ownStart("start-restart")
  })
  afterAll(async () => {
    await stopTree(running)
    await folder.remove()
  })

  it("is started again, with its data, while the site stays up", async () => {
    const { site, pocketbase, pbPort } = folder
    const run = start(folder.env)
    running = run
    await waitFor(`${site}/healthcheck`)
    const message = await anonymousClient(pocketbase).collection("contato").create({
      nome: "Quem Sobrevive",
      email: "sobrevive@exemplo.org",
      telefone: "(11) 98765-4321",
      assunto: "Queda",
      mensagem: "Esta mensagem sobrevive à queda do PocketBase.",
    })

    process.kill(await pidOf(`serve --http=127.0.0.1:${pbPort}`), "SIGKILL")
    await waitFor(`${pocketbase}/api/health`, 30_000)
    // Said once the restarted PocketBase is up and its superuser checked, a moment after it answers.
    await expect.poll(run.output, { timeout: 15_000 }).toContain("PocketBase reiniciado.")
    expect(run.output()).toContain("PocketBase parou (SIGKILL); reiniciando em 1 s.")
    expect((await fetch(site)).status).toBe(200)
    expect((await (await adminClient(pocketbase)).collection("contato").getOne(message.id)).assunto).toBe(
      "Queda",
    )

    run.child.kill("SIGTERM")
    expect(await run.exited).toBe(0)
    expect(await refuses(`${pocketbase}/api/health`)).toBe(true)
  }, 120_000)
})

describe("the demo without SMTP", () => {
  let folder: Awaited<ReturnType<typeof ownStart>>
  let running: StartRun | undefined

  beforeAll(async () => {
    folder = await ownStart("start-demo-emails")
  })
  afterAll(async () => {
    await stopTree(running)
    await folder.remove()
  })

  it("writes the login code's e-mail into its mail folder, where the demo's treasurer reads it", async () => {
    const { env, pocketbase, emailsDir } = folder
    const run = start({ ...env, DEMO: "1", SMTP_HOST: undefined })
    running = run
    // The site is not needed: PocketBase's answer and the demo data are.
    await expect.poll(run.output, { timeout: 60_000 }).toContain("Dados de demonstração carregados.")
    expect(run.output()).toContain(`Sem SMTP: os e-mails da demonstração ficam em ${emailsDir}`)

    const email = DEMO_ACCOUNTS.financeiro.email
    const pb = new PocketBase(pocketbase)
    const refusal = await pb
      .collection("cadastro_geral")
      .authWithPassword(email, DEMO_PASSWORD)
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ClientResponseError)
    const mfaId = (refusal as ClientResponseError).response.mfaId as string
    expect(await pb.send(apiPath("secondStepStart"), { method: "POST", body: { mfaId } })).toEqual({
      metodo: "email",
    })

    const files = (await readdir(emailsDir)).filter((name) => name.includes(email))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT.*\.html$/)
    const page = await readFile(path.join(emailsDir, files[0]!), "utf8")
    expect(page).toContain(`&lt;${email}&gt;`)
    const codigo = /Seu código de acesso: (\d{6})/.exec(page)?.[1]
    expect(codigo).toBeDefined()
    // The code in the file is the one PocketBase waits for: it finishes the login.
    const auth = await pb.send<{ token: string }>(apiPath("secondStepFinish"), {
      method: "POST",
      body: { mfaId, tipo: "codigo", codigo, lembrar: false },
    })
    expect(auth.token).toMatch(/\S/)

    run.child.kill("SIGTERM")
    expect(await run.exited).toBe(0)
  }, 120_000)
})
