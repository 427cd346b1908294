// Every form's one definition (app/forms/define-form.ts): its module imports no schema at its top
// (the browser's first scripts carry no zod), ids do not collide, the loader's constraints and the
// action's parse come from the same schema, and a form the loader does not send is a type error.
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { lancarMesForm, pagarForm } from "~/routes/painel.financeiro/mensalidade.forms"
import { reservaForm } from "~/routes/painel.reservas/reserva.forms"
import type { SentForms } from "~/forms/define-form"
import { parseForm, sendForms } from "~/forms/submission.server"
import { useSchemaForm } from "~/forms/use-schema-form"
import { z } from "~/forms/zod"

async function formModules(dir = "app"): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await formModules(file)))
    else if (entry.name.endsWith(".forms.ts")) found.push(file)
  }
  return found
}

const modules = await formModules()
const definitions = (
  await Promise.all(modules.map(async (file) => Object.values(await import(path.resolve(file)))))
).flat() as Array<{ id: string; load: (params?: unknown) => Promise<unknown> }>

describe("the form definitions", () => {
  it("exist, and import nothing but defineForm at their top", async () => {
    expect(modules.length).toBeGreaterThanOrEqual(7)
    for (const file of modules) {
      const imports = (await readFile(file, "utf8")).match(/^import .*$/gm) ?? []
      expect(imports, file).toEqual(['import { defineForm } from "~/forms/define-form"'])
    }
  })

  it("have ids no two forms share, each loading a zod object", async () => {
    const ids = definitions.map((form) => form.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const form of definitions.filter((form) => form !== reservaForm)) {
      expect(await form.load(), form.id).toBeInstanceOf(z.ZodObject)
    }
  })

  it("give the loader constraints by id and the action the same schema's parse", async () => {
    const forms = await sendForms(pagarForm, lancarMesForm)
    expect(Object.keys(forms)).toEqual(["pagar", "lancarMes"])
    expect(forms.pagar.forma).toMatchObject({ required: true })
    const refused = await parseForm(new FormData(), pagarForm)
    expect(refused.status).toBe("error")
  })

  it("take a request's values through with(): the reservation's spaces and day", async () => {
    const form = reservaForm.with({ espacos: [{ id: "espacosalao0001", nome: "Salão" }], hoje: "2026-03-01" })
    expect(form.id).toBe("reserva")
    const data = new FormData()
    for (const [name, value] of Object.entries({
      espaco: "espacoquadra001",
      data: "2026-03-20",
      hora_inicio: "10:00",
      hora_fim: "12:00",
      capacidade: "10",
    })) {
      data.set(name, value)
    }
    const parsed = await parseForm(data, form)
    expect(parsed.status).toBe("error")
    expect(Object.keys(parsed.reply().error ?? {})).toEqual(["espaco"])
  })
})

// Never called: a hook that is here for the type checker, which must refuse a
// component's form that the loader's `forms` does not hold.
export function useFormTypeChecks(forms: SentForms<typeof lancarMesForm>) {
  // @ts-expect-error the loader sent lancarMes only, not pagar
  useSchemaForm(pagarForm, forms, {})
  // @ts-expect-error a form with parameters is used through with()
  useSchemaForm(reservaForm, forms, {})
  return useSchemaForm(lancarMesForm, forms, {})
}
