// What the /painel/diretoria files share: the page's address, a calendar day as PocketBase stores
// it, and the 303 with its flash that every change answers.
import { expect } from "vitest"
import { storedDate } from "@veteranos/domain/datas"
import { expectSuccess, toastOf } from "./support"

export const PAGE = "/painel/diretoria"

/** PocketBase's stored form of a calendar day (yyyy-MM-dd). */
export const stored = storedDate

/** 303 to `location` (the list's top, by default) with `title` as the success flash. */
export async function expectDone(response: unknown, title: string, location = `${PAGE}#conteudo`) {
  expectSuccess(response, location)
  expect(await toastOf(response as Response)).toMatchObject({ type: "success", title })
}
