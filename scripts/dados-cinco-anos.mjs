// Five years of a real association's data, seeded and deterministic (scripts/cinco-anos/plano.mjs),
// written into an empty PocketBase through its API with the hooks on, as the association would have
// made it: the accounts and the board, sixty months launched by the financial director and each
// due paid or exempted by them, events and their sign-ups, reservations, the inbox, a year of bank
// statements and the photo albums. The activity record is what those hooks write for each decision.
// For the benchmark (`npm run bench -- --dados=cinco-anos`), never for production.
//
//   node scripts/dados-cinco-anos.mjs     (POCKETBASE_URL, PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD)
import { performance } from "node:perf_hooks"
import { fileURLToPath } from "node:url"
import PocketBase from "pocketbase"
import { planCincoAnos } from "./cinco-anos/plano.mjs"
import {
  gravarAgenda,
  gravarFotos,
  gravarMensagens,
  gravarMensalidades,
  gravarPessoas,
} from "./cinco-anos/gravar.mjs"
import { DEFAULT_POCKETBASE_URL } from "../config/defaults.mjs"

const client = (url) => {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

/**
 * Fills the PocketBase at `url` (its superuser's credentials) with the plan of `now`; answers how
 * many records of each kind it holds, how long each step and all took (ms), and the month with
 * every member's due.
 */
export async function fillCincoAnos({
  url,
  superuserEmail,
  superuserPassword,
  now = new Date(),
  escala = 1,
}) {
  const begin = performance.now()
  const plano = planCincoAnos({ now, escala })
  const admin = client(url)
  await admin.collection("_superusers").authWithPassword(superuserEmail, superuserPassword)
  const tempos = {}
  const step = async (name, work) => {
    const start = performance.now()
    const result = await work()
    tempos[name] = Math.round(performance.now() - start)
    return result
  }
  await step("contas", () => gravarPessoas(admin, plano))
  // The financial director's own token: their seat asks a second step after the password, which the
  // superuser stands in for (docs/decisions/two-step-login.md#pocketbases-mfa).
  const tesoureiro = plano.pessoas.find((p) => p.email === "financeiro@exemplo.org")
  const financeiro = await admin.collection("cadastro_geral").impersonate(tesoureiro.id, 3600)
  financeiro.autoCancellation(false)
  // The pictures are made in Node while PocketBase writes the rest: on two cores, side by side.
  await Promise.all([
    (async () => {
      await step("mensalidades", () => gravarMensalidades(admin, financeiro, plano))
      await step("agenda", () => gravarAgenda(admin, plano))
      await step("mensagens", () => gravarMensagens(admin, financeiro, plano))
    })(),
    step("fotos", () => gravarFotos(admin, plano)),
  ])
  const contagens = {}
  for (const colecao of [
    "associados",
    "mensalidades",
    "eventos",
    "inscricoes",
    "reservas",
    "atividades",
    "contato",
    "pedido_escolinha",
    "extratos",
    "fotos",
  ]) {
    contagens[colecao] = (await admin.collection(colecao).getList(1, 1, { fields: "id" })).totalItems
  }
  contagens.inativos = (
    await admin.collection("associados").getList(1, 1, { filter: "status = 0" })
  ).totalItems
  // The oldest month: every member's due (nobody had left yet).
  return { contagens, tempos, totalMs: Math.round(performance.now() - begin), mesCheio: plano.meses[0] }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env
  const result = await fillCincoAnos({
    url: env.POCKETBASE_URL || DEFAULT_POCKETBASE_URL,
    superuserEmail: env.PB_SUPERUSER_EMAIL,
    superuserPassword: env.PB_SUPERUSER_PASSWORD,
  })
  console.log(JSON.stringify(result, null, 2))
}
