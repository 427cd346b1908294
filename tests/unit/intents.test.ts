// The panel's intent table (app/panel/intents.server.ts): what every panel POST goes through before
// anything is changed. Each page's own answers are tested against PocketBase; here, the table's.
import { describe, expect, it } from "vitest"
import type { PanelUser } from "~/auth/guards.server"
import { defineForm } from "~/forms/define-form"
import { byIdSchema } from "~/forms/fields"
import { z } from "~/forms/zod"
import { dispatchIntent, intent } from "~/panel/intents.server"

const nomeSchema = z.object({ nome: z.string({ error: "Informe o nome." }).trim().min(1, "Informe o nome.") })
const nomeForm = defineForm({ id: "nome", load: async () => nomeSchema })

const ran: string[] = []
const table = {
  salvar: intent({
    form: nomeForm,
    run: async ({ value, refuse }) => {
      if (value.nome === "recusado") return refuse({ formErrors: ["PocketBase recusou."] })
      ran.push(`salvar ${value.nome}`)
      return { ok: value.nome }
    },
  }),
  excluir: intent({
    capability: "manageMensalidades",
    form: byIdSchema,
    run: async ({ value }) => {
      ran.push(`excluir ${value.id}`)
      return { ok: value.id }
    },
  }),
}

const user = (role: PanelUser["role"]): PanelUser => ({
  id: "u",
  nome: "Quem",
  email: "quem@example.com",
  token: "t",
  role,
  segundaEtapa: "",
  segundaEtapaObrigatoria: false,
  reconfirmadoEm: "",
  conselho: false,
  secretario: false,
  coordenador: false,
  professor: false,
  responsavel: false,
})

const post = (fields: Record<string, string>) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return formData
}

const dispatch = (fields: Record<string, string>, role: PanelUser["role"] = "financeiro") =>
  dispatchIntent(
    new Request("http://localhost/painel/x", { method: "POST" }),
    user(role),
    post(fields),
    table,
  )

/** A `data()` answer's body and status (what the action sends). */
const answer = (result: unknown) =>
  result as { data: Record<string, unknown>; init: { status: number } | null }

describe("the panel's intent table", () => {
  it("runs an intent with its form's parsed values", async () => {
    expect(await dispatch({ intent: "salvar", nome: "  Ana  " })).toEqual({ ok: "Ana" })
    expect(ran).toContain("salvar Ana")
  })

  it("answers an intent the table lacks with 400 'Ação desconhecida.', running nothing", async () => {
    ran.length = 0
    for (const intent of ["apagar-tudo", "toString", "__proto__", ""]) {
      const { data, init } = answer(await dispatch({ intent, id: "abcdefghij12345" }))
      expect(init?.status).toBe(400)
      expect(data.erro).toBe("Ação desconhecida.")
    }
    expect(ran).toEqual([])
  })

  it("sends a refused form back with its errors, what was typed and its intent, running nothing", async () => {
    ran.length = 0
    const { data, init } = answer(await dispatch({ intent: "salvar", nome: "   " }))
    expect(init?.status).toBe(400)
    expect(data.intent).toBe("salvar")
    expect(data.result).toMatchObject({ error: { nome: ["Informe o nome."] } })
    const refused = answer(await dispatch({ intent: "salvar", nome: "recusado" }))
    expect(refused.data.result).toMatchObject({ error: { "": ["PocketBase recusou."] } })
    expect(ran).toEqual([])
  })

  it("refuses a button's values no page sends as an unknown intent", async () => {
    const { data, init } = answer(await dispatch({ intent: "excluir", id: "../../etc" }))
    expect(init?.status).toBe(400)
    expect(data.erro).toBe("Ação desconhecida.")
  })

  it("checks the entry's capability before anything else: 403 for a role without it", async () => {
    ran.length = 0
    await expect(dispatch({ intent: "excluir", id: "abcdefghij12345" }, "presidente")).rejects.toMatchObject({
      status: 403,
    })
    expect(await dispatch({ intent: "excluir", id: "abcdefghij12345" })).toEqual({ ok: "abcdefghij12345" })
    expect(ran).toEqual(["excluir abcdefghij12345"])
  })
})
