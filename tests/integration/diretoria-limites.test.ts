// The public board page shows at most LIMITES.diretoria seats of the executive board and
// LIMITES.conselho of the fiscal council, the first by position (app/domain/cargos.js's order, then
// other positions and names alphabetically): more seats than that are stored here, so the limit
// and where it cuts are seen.
import { LIMITES } from "@veteranos/domain/paginas"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { createPerson, routeArgs } from "./support"

const db = await vi.hoisted(() => import("./support").then((s) => s.ownPocketBase()))
const { loader } = await import("~/routes/diretoria")

type Page = {
  diretoria: Array<{ nome: string; cargo: string }>
  conselho: Array<{ nome: string; cargo: string }>
}

async function seat(cargo: string, tipo: "diretoria" | "conselho") {
  const person = await createPerson(db.url, { board: [{ cargo, tipo }] })
  return { nome: person.nome, cargo }
}

// Other positions of the executive board, by name: as many as the page shows, so that with the two
// known positions stored too the last of them are left out.
const EXTRA_DIRETORES = Array.from(
  { length: LIMITES.diretoria },
  (_, n) => `Diretor ${String.fromCharCode(65 + n)}`,
)

let board: Array<{ nome: string; cargo: string }>
let council: Array<{ nome: string; cargo: string }>

beforeAll(async () => {
  // Two of the known positions, stored last, and more other positions than the page shows.
  board = await Promise.all(
    [...[...EXTRA_DIRETORES].reverse(), "vice-presidente", "secretario"].map((cargo) =>
      seat(cargo, "diretoria"),
    ),
  )
  council = await Promise.all(
    [
      "suplente",
      "suplente",
      "suplente",
      "conselheiro",
      "conselheiro",
      "conselheiro",
      "presidente-conselho",
    ].map((cargo) => seat(cargo, "conselho")),
  )
})

describe("the public board page", () => {
  it(`shows ${LIMITES.diretoria} of the executive board's seats, the known positions first`, async () => {
    const page = (await loader(routeArgs("/diretoria"))) as Page
    expect(board.length).toBeGreaterThan(LIMITES.diretoria)
    expect(page.diretoria).toHaveLength(LIMITES.diretoria)
    expect(page.diretoria.map((card) => card.cargo)).toEqual([
      "Vice-Presidente",
      "Secretário",
      ...EXTRA_DIRETORES.slice(0, LIMITES.diretoria - 2),
    ])
  })

  it(`shows ${LIMITES.conselho} of the fiscal council's seats, by position and then name`, async () => {
    const page = (await loader(routeArgs("/diretoria"))) as Page
    expect(council.length).toBeGreaterThan(LIMITES.conselho)
    const byName = (cargo: string) =>
      council
        .filter((seat) => seat.cargo === cargo)
        .map((seat) => seat.nome)
        .sort((a, b) => a.localeCompare(b, "pt-BR"))
    const expected = [...byName("presidente-conselho"), ...byName("conselheiro"), ...byName("suplente")]
    expect(page.conselho).toHaveLength(LIMITES.conselho)
    expect(page.conselho.map((card) => card.nome)).toEqual(expected.slice(0, LIMITES.conselho))
  })
})
