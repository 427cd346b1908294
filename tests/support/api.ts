// What the tests that call PocketBase's API directly share, as someone skipping the site would:
// a client holding a person's token, and PocketBase's answer to a call, its refusals written once.
import type PocketBase from "pocketbase"
import { ClientResponseError } from "pocketbase"
import { expect } from "vitest"
import { apiPath } from "@veteranos/domain/rotas-api"
import { anonymousClient } from "./pocketbase"

/** A client of the PocketBase at `url` holding `token`, as someone calling the API without the site would. */
export function clientWithToken(url: string, token: string): PocketBase {
  const pb = anonymousClient(url)
  pb.authStore.save(token, null)
  return pb
}

/**
 * The data PocketBase's panel route gives `token`'s person for the page at `caminho` (its own query
 * in `query`: ?q=, ?status=...), as the site's loader asks for it.
 */
export async function panelPageData<T>(
  url: string,
  token: string,
  caminho: string,
  query: Record<string, string> = {},
): Promise<T> {
  const answer = await clientWithToken(url, token).send<{ dados: T }>(apiPath("panelPage"), {
    method: "GET",
    query: { ...query, caminho },
  })
  return answer.dados
}

/** How PocketBase answered a call: [200, ""] when it was done, else its refusal's status and message. */
export const answerOf = (attempt: Promise<unknown>): Promise<[number, string]> =>
  attempt.then(
    () => [200, ""],
    (error: ClientResponseError) => [error.status, error.response.message as string],
  )

/** PocketBase's answer (answerOf) to a create its API rule refuses. */
export const CREATE_REFUSED: [number, string] = [400, "Failed to create record."]

/** PocketBase's answer (answerOf) to a record its API rule hides from the caller (read, update or delete). */
export const NOT_FOUND: [number, string] = [404, "The requested resource wasn't found."]

/** PocketBase's answer (answerOf) to a login with a wrong e-mail or password. */
export const LOGIN_REFUSED: [number, string] = [400, "Failed to authenticate."]

/** PocketBase's answer (answerOf) to a call only the superuser may make (the API rule is unset). */
export const ONLY_SUPERUSERS: [number, string] = [403, "Only superusers can perform this action."]

type FieldError = { code: string; message: string }

/**
 * PocketBase's refusal of `attempt`, by field: its status, and each field it names as `show` tells
 * it (its code, by default).
 */
export async function fieldRefusal(
  attempt: Promise<unknown>,
  show: (error: FieldError) => string = (error) => error.code,
): Promise<{ status: number; fields: Record<string, string> }> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error, "PocketBase refused it").toBeInstanceOf(ClientResponseError)
  const { status, response } = error as ClientResponseError
  const data = (response.data ?? {}) as Record<string, FieldError>
  return { status, fields: Object.fromEntries(Object.entries(data).map(([field, e]) => [field, show(e)])) }
}
