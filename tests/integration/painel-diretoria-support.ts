// What the /painel/diretoria files share: the page's address, a calendar day as PocketBase stores
// it, and the 303 with its flash that every change answers.
import { expect } from "vitest"
import { toastOf } from "./support"

export const PAGE = "/painel/diretoria"

/** PocketBase's stored form of a calendar day (yyyy-MM-dd). */
export const stored = (day: string) => `${day} 00:00:00.000Z`

/** 303 to `location` (the list, by default) with `title` as the success flash. */
export async function expectDone(response: unknown, title: string, location = PAGE) {
  expect(response).toBeInstanceOf(Response)
  const r = response as Response
  expect(r.status).toBe(303)
  expect(r.headers.get("Location")).toBe(location)
  expect(await toastOf(r)).toMatchObject({ type: "success", title })
}
