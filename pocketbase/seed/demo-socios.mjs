// What the demo's members have for the card and the directory (docs/decisions/member-card-and-receipts.md):
// a photo each (portrait.mjs), the directory's and the birthday's choices as content.mjs gives them,
// and the day each joined, for the card's 'Sócio desde'. Each person's drawing comes from a random
// sequence of their own, so the one the other builders share is drawn as before.
import { createHash } from "node:crypto"
import { calendarDay, pbDate } from "./dates.mjs"
import { demoPortrait } from "./portrait.mjs"
import { createRng } from "./random.mjs"
import { pngFile } from "./records.mjs"

/** A random sequence of the person's own for `what`, from their e-mail. */
const rngOf = (person, what) =>
  createRng(createHash("sha256").update(`${what}:${person.email}`).digest().readUInt32BE(0))

/** The account's photo and choices: in the directory or not, sharing the WhatsApp, the birthday. */
export function choicesOf(person) {
  return {
    foto: pngFile(`foto-${person.id}.png`, demoPortrait(rngOf(person, "retrato"))),
    lista_socios: Boolean(person.lista),
    lista_whatsapp: Boolean(person.lista?.whatsapp),
    // The demo's people chose to show their birthday on the site, but for the one who did not
    // (docs/decisions/lgpd-and-privacy.md#what-is-public).
    aniversario_publico: person.aniversarioPublico !== false,
  }
}

/** The day the member joined: some years after turning thirty, and before this year. */
export function filiacaoOf(person, today) {
  const rng = rngOf(person, "filiacao")
  const year = Math.min(person.dt_nasc.getFullYear() + rng.int(30, 40), today.getFullYear() - 1)
  return pbDate(calendarDay(year, rng.int(1, 12), rng.int(1, 28)))
}
