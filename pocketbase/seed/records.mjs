// What every demo builder shares: a record with a stable id (so relations can point at records
// stored in the same run), a PNG file, a random time of day, and a seat holder's second step.
import { METODO_EMAIL } from "../../app/domain/seguranca.js"
import { stableId } from "./random.mjs"

export const record = (collection, key, fields) => ({
  collection,
  data: { id: stableId(collection, key), ...fields },
})

export const pngFile = (name, bytes) => new File([bytes], name, { type: "image/png" })
export const two = (n) => String(n).padStart(2, "0")
export const randomTime = (rng, fromHour, toHour) =>
  `${two(rng.int(fromHour, toHour))}:${two(rng.int(0, 59))}`

/**
 * The account fields of a demo person holding `seat` (a board, council or school seat; none: {}):
 * the second step by e-mailed code, already chosen, so the demo's login asks the code and does not
 * send them to set one up at every login (docs/decisions/two-step-login.md#a-seat-requires-it); the
 * demo's codes are in its mail folder (README, 'Contas de demonstração').
 * @param {unknown} seat
 */
export const secondStepOf = (seat) => (seat ? { segunda_etapa: METODO_EMAIL } : {})
