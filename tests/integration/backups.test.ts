// Backups, against a real PocketBase started as in production: automatic daily backups are on (the
// last 7 kept), and a backup restores the data it holds (README, 'Segurança e operação').
import { afterAll, describe, expect, it } from "vitest"
import { adminClient, anonymousClient, startTestPocketBase } from "../support/pocketbase"

const server = await startTestPocketBase({ ...process.env, NODE_ENV: "production" })
afterAll(() => server.stop())
const admin = await adminClient(server.url)

describe("backups", () => {
  it("run daily in production, keeping the last 7", async () => {
    const settings = await admin.settings.getAll()
    expect(settings.backups).toMatchObject({ cron: "0 3 * * *", cronMaxKeep: 7 })
  })

  it("restore the data a backup holds", async () => {
    const mensagem = {
      nome: "Quem Guarda",
      email: "backup@exemplo.org",
      telefone: "(11) 98765-4321",
      assunto: "Antes do backup",
      mensagem: "Esta mensagem está no backup.",
    }
    const guardada = await anonymousClient(server.url).collection("contato").create(mensagem)
    await admin.backups.create("antes.zip")
    expect((await admin.backups.getFullList()).map((backup) => backup.key)).toContain("antes.zip")

    // Lost after the backup: deleted by mistake.
    await admin.collection("contato").delete(guardada.id)
    await admin.backups.restore("antes.zip")
    // PocketBase restarts itself with the restored data: ask until it answers again.
    const assunto = async () => {
      try {
        return (await (await adminClient(server.url)).collection("contato").getOne(guardada.id)).assunto
      } catch {
        return null
      }
    }
    await expect.poll(assunto, { timeout: 30_000, interval: 500 }).toBe("Antes do backup")
  }, 60_000)
})
