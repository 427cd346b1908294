// The site as the benchmarks measure it: the production build (BUILD_DIR, default build/) and the
// embedded PocketBase with the demo data, or with five years of data (`dados: "cinco-anos"`,
// scripts/dados-cinco-anos.mjs, into a PocketBase without the demo), on loopback, in a folder of the
// project's own (outside /tmp, where PocketBase would run in its development mode), removed when it
// stops.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { rm } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import PocketBase from "pocketbase"
import { hashSecret } from "../app/domain/seguranca.js"
import { DEMO_PASSWORD, PEOPLE } from "../pocketbase/seed/content.mjs"
import { fillCincoAnos } from "./dados-cinco-anos.mjs"
import { freePort } from "./pocketbase.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
export const BENCH_SUPERUSER = { email: "bench@exemplo.org", password: "senha-do-benchmark-123" }

export async function startBenchSite({ dados = "demo" } = {}) {
  const dataDir = path.join(ROOT, ".cache", `bench-${Date.now()}`)
  const [port, pbPort] = [await freePort(), await freePort()]
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: base,
      SESSION_SECRET: "segredo-do-benchmark-0123456789abcdef",
      PB_HTTP: `127.0.0.1:${pbPort}`,
      PB_DATA_DIR: dataDir,
      PB_SUPERUSER_EMAIL: BENCH_SUPERUSER.email,
      PB_SUPERUSER_PASSWORD: BENCH_SUPERUSER.password,
      DEMO: dados === "demo" ? "1" : "0",
      // Every request comes from 127.0.0.1: the per-client limits would measure themselves.
      FORM_RATE_LIMIT: "1000000",
      LOGIN_CLIENT_LIMIT: "1000000",
    },
    stdio: "ignore",
  })

  const deadline = Date.now() + 120_000
  for (;;) {
    const up = await fetch(`${base}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error("o site não subiu em 2 minutos")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  const pbUrl = `http://127.0.0.1:${pbPort}`
  const stopServer = async () => {
    server.kill("SIGTERM")
    await new Promise((resolve) => server.once("exit", resolve))
    await rm(dataDir, { recursive: true, force: true })
    // The site's state beside it (scripts/start.mjs).
    await rm(`${dataDir}-site`, { recursive: true, force: true })
  }
  let geracao = null
  if (dados === "cinco-anos") {
    const superuser = { superuserEmail: BENCH_SUPERUSER.email, superuserPassword: BENCH_SUPERUSER.password }
    // A generator that fails leaves no site running.
    geracao = await fillCincoAnos({ url: pbUrl, ...superuser }).catch(async (error) => {
      await stopServer()
      throw error
    })
  }

  let admin = null
  /**
   * A browser remembered for `email`'s account, made by the superuser as 'Lembrar este aparelho'
   * makes one: the `aparelho` cookie's token, with which a board account's password alone logs in
   * (docs/decisions/two-step-login.md#remembered-browsers).
   */
  const rememberDevice = async (email) => {
    if (!admin) {
      admin = new PocketBase(pbUrl)
      admin.autoCancellation(false)
      await admin.collection("_superusers").authWithPassword(BENCH_SUPERUSER.email, BENCH_SUPERUSER.password)
    }
    const conta = await admin
      .collection("cadastro_geral")
      .getFirstListItem(admin.filter("email = {:email}", { email }))
    const token = randomBytes(24).toString("hex")
    const expira = new Date(Date.now() + 86_400_000).toISOString()
    await admin
      .collection("aparelhos_lembrados")
      .create({ conta: conta.id, hash: hashSecret(token), expira_em: expira })
    return token
  }

  return {
    base,
    pbUrl,
    /** What the five years' generator stored and how long it took (null on the demo data). */
    geracao,
    /** The start script's process (its children are the site's Node and PocketBase). */
    pid: server.pid,
    /**
     * A demo account's session cookie ("sessao=..."): the president's, or the one with `email`,
     * logged in from a browser the account remembers (a board account's second step skipped).
     */
    async logIn(
      email = PEOPLE.find((p) => p.board?.cargo === "presidente" && p.board?.tipo === "diretoria").email,
    ) {
      const response = await fetch(`${base}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: `aparelho=${await rememberDevice(email)}` },
        body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
      })
      return response.headers
        .getSetCookie()
        .find((c) => c.startsWith("sessao="))
        .split(";")[0]
    },
    stop: stopServer,
  }
}
