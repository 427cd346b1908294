// What every demo builder shares: a record with a stable id (so relations can point at records
// stored in the same run), a PNG file, and a random time of day.
import { stableId } from "./random.mjs"

export const record = (collection, key, fields) => ({
  collection,
  data: { id: stableId(collection, key), ...fields },
})

export const pngFile = (name, bytes) => new File([bytes], name, { type: "image/png" })
export const two = (n) => String(n).padStart(2, "0")
export const randomTime = (rng, fromHour, toHour) =>
  `${two(rng.int(fromHour, toHour))}:${two(rng.int(0, 59))}`
