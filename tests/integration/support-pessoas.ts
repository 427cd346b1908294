// The people tests act as: throwaway accounts, their seats and members' records, made by the
// superuser, and their PocketBase tokens (tests/integration/support.ts re-exports them).
import PocketBase from "pocketbase"
import { addDays, storedDate, todayInSaoPaulo } from "@veteranos/domain/datas"
import { inTerm, type Seat } from "@veteranos/domain/mandatos"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { TEST_PASSWORD, uniqueEmail } from "./support"
let people = 0
/**
 * A seat for `contaId`, made by the superuser. A president's seat takes the office over as the
 * panel's 'Transferir presidência' does (PocketBase keeps exactly one current president): the
 * current president, if any, stops being one.
 */
export async function createSeat(url: string, contaId: string, seat: { cargo: string; tipo: string }) {
  const admin = await adminClient(url)
  if (seat.cargo === "presidente" && seat.tipo === "diretoria") {
    const seats = await admin.collection("diretoria").getFullList<Seat & { id: string }>({
      filter: 'tipo = "diretoria" && cargo = "presidente"',
    })
    const atual = seats.find((stored) => inTerm(stored, todayInSaoPaulo()))
    if (atual) {
      const { id } = await admin.send<{ id: string }>("/api/associacao/diretoria/transferir-presidencia", {
        method: "POST",
        body: {
          atual: atual.id,
          seen: { fim_mandato: atual.fim_mandato },
          idCadGeral: contaId,
          fim_mandato: storedDate(addDays(todayInSaoPaulo(), 3 * 365)),
        },
      })
      return admin.collection("diretoria").getOne(id)
    }
  }
  return admin.collection("diretoria").create({ idCadGeral: contaId, ...seat })
}

/**
 * A throwaway account (password TEST_PASSWORD), with an associados record and board seats when
 * asked, created by the superuser of the PocketBase at `url`. A president's seat takes the office
 * over from the current president (createSeat).
 */
export async function createPerson(
  url: string,
  extra: {
    associado?: 0 | 1
    board?: Array<{ cargo: string; tipo: "diretoria" | "conselho" | "escolinha" }>
  } = {},
) {
  // Numbered before the first await: people made at once get a name each.
  const number = ++people
  const admin = await adminClient(url)
  const email = uniqueEmail(`pessoa${number}`)
  const nome = `Pessoa ${number}`
  const record = await admin.collection("cadastro_geral").create({
    email,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    nome,
    verified: true,
  })
  const associado =
    extra.associado === undefined
      ? null
      : await admin
          .collection("associados")
          .create({ nome, id_cadastro_geral: record.id, status: extra.associado })
  const seats = []
  for (const seat of extra.board ?? []) {
    seats.push(await createSeat(url, record.id, seat))
  }
  // A seat's holder has set up the e-mailed code, as the panel makes them do before anything else.
  if (seats.length > 0) await admin.collection("cadastro_geral").update(record.id, { segunda_etapa: "email" })
  return {
    id: record.id,
    email,
    nome,
    associadoId: associado?.id ?? null,
    seatIds: seats.map((seat) => seat.id),
  }
}

/** The PocketBase token of `email` (password TEST_PASSWORD), as the site holds it after login. */
export async function tokenOf(url: string, email: string): Promise<string> {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  try {
    await pb.collection("cadastro_geral").authWithPassword(email, TEST_PASSWORD)
    return pb.authStore.token
  } catch (error) {
    // A second step is asked: tests not about it act as the person (segunda-etapa-api.test.ts logs
    // in with both steps).
    return (await impersonate(url, email, error)).authStore.token
  }
}

/** The superuser acting as `email`, whose right password met PocketBase's MFA (`error` is its 401). */
async function impersonate(url: string, email: string, error: unknown) {
  if (!(error as { response?: { mfaId?: string } }).response?.mfaId) throw error
  const admin = await adminClient(url)
  const conta = await admin
    .collection("cadastro_geral")
    .getFirstListItem(admin.filter("email = {:email}", { email }))
  return admin.collection("cadastro_geral").impersonate(conta.id, 3600)
}

/**
 * Logs `email` in to the PocketBase at `url` (password TEST_PASSWORD unless given) and answers the
 * account's id; a refused login rejects with PocketBase's answer (LOGIN_REFUSED in tests/support/api.ts).
 */
export async function loginId(url: string, email: string, password: string = TEST_PASSWORD): Promise<string> {
  try {
    const { record } = await anonymousClient(url)
      .collection("cadastro_geral")
      .authWithPassword(email, password)
    return record.id
  } catch (error) {
    return (await impersonate(url, email, error)).authStore.record!.id
  }
}

/** A person as tests act for them: their account and their PocketBase token. */
export type Pessoa = { id: string; email: string; nome: string; token: string }

/** createPerson, logged in: the account with its token, to act as that person against PocketBase. */
export async function createPersonWithToken(url: string, extra: Parameters<typeof createPerson>[1] = {}) {
  const person = await createPerson(url, extra)
  return { ...person, token: await tokenOf(url, person.email) } satisfies Pessoa
}
