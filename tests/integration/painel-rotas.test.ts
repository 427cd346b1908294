// PocketBase's panel route (pb_hooks/lib/painel.js) against the API rules it stands in for: each page
// reader answers its data only to the roles its area admits, refuses the others with 403 and no data,
// and never opens to a role a collection it reads is closed to in the API-rule matrix
// (regras-api-matriz*.ts, the same cells regras-api.test.ts holds the rules to). A seat whose term
// has ended is refused at the next question, with the same token. A reader that names a capability
// (an assembly's own pages: manageAssembleias) answers only those who hold it, as the site's guard.
import { readdirSync, readFileSync } from "node:fs"
import PocketBase, { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { can, canAccess, type Acesso, type AreaId, type Capability } from "@veteranos/domain/acessos"
import { roleOf, holdsCouncilSeat, holdsSecretarySeat } from "@veteranos/domain/papeis"
import { apiPath } from "@veteranos/domain/rotas-api"
import { adminClient, anonymousClient } from "../support/pocketbase"
import { collectionsOf, ROLES, type Role } from "./regras-api-matriz"
import { comunicadosCollections } from "./regras-api-matriz-comunicados"
import { assembleiasCollections } from "./regras-api-matriz-assembleias"
import { eleicoesCollections } from "./regras-api-matriz-eleicoes"
import { pedidosCollections } from "./regras-api-matriz-pedidos"
import { enviosCollections } from "./regras-api-matriz-envios"
import { extratosCollections } from "./regras-api-matriz-extratos"
import { importacoesCollections } from "./regras-api-matriz-importacoes"
import { inscricoesCollections } from "./regras-api-matriz-inscricoes"
import { escolinhaCollections } from "./regras-api-matriz-escolinha"
import { carteirinhaCollections } from "./regras-api-matriz-carteirinha"
import { pessoasCollections } from "./regras-api-matriz-pessoas"
import { createPerson, ownPocketBase, tokenOf } from "./support"

const db = await ownPocketBase()
const admin = await adminClient(db.url)
// A collection's own row (a variant row, "<collection>: <what>", holds one kind of its records).
const CELLS: Record<string, Record<Role, string>> = Object.fromEntries(
  Object.entries({
    ...collectionsOf(admin),
    ...pessoasCollections(),
    ...extratosCollections(),
    ...importacoesCollections(),
    ...enviosCollections(),
    ...inscricoesCollections(admin),
    ...comunicadosCollections(admin),
    ...assembleiasCollections(admin),
    ...eleicoesCollections(admin),
    ...pedidosCollections(admin),
    ...escolinhaCollections(admin),
    ...carteirinhaCollections(admin),
  })
    .filter(([, spec]) => !spec.collection)
    .map(([name, spec]) => [name, spec.cells]),
)

/** Each reader's address, area and collections, as its module declares them. */
const DIR = "pocketbase/pb_hooks/lib/paginas"
const READERS = readdirSync(DIR)
  .filter((file) => file.endsWith(".js"))
  .map((file) => {
    const text = readFileSync(`${DIR}/${file}`, "utf8")
    const caminho = /caminho: "([^"]+)"/.exec(text)?.[1]
    const area = /area: "([^"]+)"/.exec(text)?.[1] as AreaId | undefined
    const capacidade = /capacidade: "([^"]+)"/.exec(text)?.[1] as Capability | undefined
    const colecoes = [.../colecoes: \[([^\]]*)\]/.exec(text)![1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
    expect(caminho && area, `${file} declares its address and area`).toBeTruthy()
    return { file, caminho: caminho!.replace("{id}", "inexistente1234"), area: area!, capacidade, colecoes }
  })

const [associado, inativo, conselho, diretoria, financeiro, presidente] = await Promise.all([
  createPerson(db.url, { associado: 1 }),
  createPerson(db.url, { associado: 0 }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "conselheiro", tipo: "conselho" }] }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "secretario", tipo: "diretoria" }] }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "financeiro", tipo: "diretoria" }] }),
  createPerson(db.url, { associado: 1, board: [{ cargo: "presidente", tipo: "diretoria" }] }),
])
const people = { associado, inativo, conselho, diretoria, financeiro, presidente }
const clients = {} as Record<Role, PocketBase>
clients.anonimo = anonymousClient(db.url)
for (const [role, person] of Object.entries(people)) {
  const client = anonymousClient(db.url)
  client.authStore.save(await tokenOf(db.url, person.email))
  clients[role as Role] = client
}

/**
 * What each role of the matrix is to the area rule, as this file made its people: the server's
 * answer must agree, and which pages open follows from this, not from the server's own account.
 */
const ACESSO: Record<Exclude<Role, "anonimo">, Acesso> = {
  associado: { role: "associado", conselho: false, secretario: false },
  inativo: { role: "geral", conselho: false, secretario: false },
  conselho: { role: "associado", conselho: true, secretario: false },
  // The board's seat here is the secretary's, which opens the general assembly too.
  diretoria: { role: "diretoria", conselho: false, secretario: true },
  financeiro: { role: "financeiro", conselho: false, secretario: false },
  presidente: { role: "presidente", conselho: false, secretario: false },
}

type Sessao = { cargos: Parameters<typeof roleOf>[0]; associadoAtivo: boolean }
type Answer = { status: number; dados: unknown; sessao?: Sessao }

async function ask(client: PocketBase, caminho: string): Promise<Answer> {
  try {
    const answer = await client.send<{ dados: unknown; sessao: Sessao }>(apiPath("panelPage"), {
      method: "GET",
      query: { caminho },
    })
    return { status: 200, ...answer }
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error
    return { status: error.status, dados: error.response?.dados ?? null, sessao: error.response?.sessao }
  }
}

describe("the panel route refuses as the API rules do", () => {
  it("has a reader for the pages it serves", () => expect(READERS.length).toBeGreaterThan(0))

  it("keeps an assembly's own pages to those who run it, members reading only the list", () => {
    for (const reader of READERS.filter((r) => r.caminho.startsWith("/painel/assembleias/")))
      expect(reader.capacidade, reader.file).toBe("manageAssembleias")
  })

  for (const role of ROLES) {
    it(`answers ${role} only the pages its role opens, never one the API rules close`, async () => {
      for (const reader of READERS) {
        const answer = await ask(clients[role], reader.caminho)
        if (role === "anonimo") {
          expect(answer.status, reader.file).toBe(401)
          continue
        }
        expect(answer.sessao, `${reader.file} for ${role}: ${answer.status}`).toBeDefined()
        const { cargos, associadoAtivo } = answer.sessao!
        const quem = {
          role: roleOf(cargos, associadoAtivo),
          conselho: holdsCouncilSeat(cargos),
          secretario: holdsSecretarySeat(cargos),
        }
        expect(quem, `${reader.file} for ${role}`).toEqual(ACESSO[role])
        const opens =
          canAccess(ACESSO[role], reader.area) && (!reader.capacidade || can(ACESSO[role], reader.capacidade))
        expect(answer.status, `${reader.file} for ${role}`).toBe(opens ? 200 : 403)
        if (!opens) expect(answer.dados, reader.file).toBeNull()
        for (const colecao of opens ? reader.colecoes : []) {
          const list = CELLS[colecao]?.[role]?.[0]
          expect(list, `${colecao} is in the API-rule matrix`).toBeDefined()
          expect(list, `${reader.file} opens ${colecao} to ${role}, which its API rules close`).not.toBe("-")
        }
      }
    })
  }

  it("refuses a board page once the seat's term has ended, with the same token", async () => {
    const person = await createPerson(db.url, {
      associado: 1,
      board: [{ cargo: "secretario", tipo: "diretoria" }],
    })
    const client = anonymousClient(db.url)
    client.authStore.save(await tokenOf(db.url, person.email))
    const page = READERS.find(
      (reader) => canAccess("diretoria", reader.area) && !canAccess("associado", reader.area),
    )
    expect(page, "a reader of a board page").toBeDefined()
    expect((await ask(client, page!.caminho)).status).toBe(200)
    const [seat] = await admin.collection("diretoria").getFullList({ filter: `idCadGeral = "${person.id}"` })
    await admin.collection("diretoria").update(seat!.id, {
      inicio_mandato: "2019-01-01 00:00:00.000Z",
      fim_mandato: "2020-01-01 00:00:00.000Z",
    })
    expect((await ask(client, page!.caminho)).status).toBe(403)
  })
})
